import { COUNTRY_CODES } from '../storefront/countries.js';

/** States the reference shop knows (reference only): the shop's home market and its neighbours, and the US. */
const STATES: Record<string, [string, string][]> = {
  DE: [
    ['BW', 'Baden-Württemberg'],
    ['BY', 'Bayern'],
    ['BE', 'Berlin'],
    ['BB', 'Brandenburg'],
    ['HB', 'Bremen'],
    ['HH', 'Hamburg'],
    ['HE', 'Hessen'],
    ['MV', 'Mecklenburg-Vorpommern'],
    ['NI', 'Niedersachsen'],
    ['NW', 'Nordrhein-Westfalen'],
    ['RP', 'Rheinland-Pfalz'],
    ['SL', 'Saarland'],
    ['SN', 'Sachsen'],
    ['ST', 'Sachsen-Anhalt'],
    ['SH', 'Schleswig-Holstein'],
    ['TH', 'Thüringen'],
  ],
  AT: [
    ['1', 'Burgenland'],
    ['2', 'Kärnten'],
    ['3', 'Niederösterreich'],
    ['4', 'Oberösterreich'],
    ['5', 'Salzburg'],
    ['6', 'Steiermark'],
    ['7', 'Tirol'],
    ['8', 'Vorarlberg'],
    ['9', 'Wien'],
  ],
  US: [
    ['AL', 'Alabama'],
    ['AK', 'Alaska'],
    ['AZ', 'Arizona'],
    ['AR', 'Arkansas'],
    ['CA', 'California'],
    ['CO', 'Colorado'],
    ['CT', 'Connecticut'],
    ['DE', 'Delaware'],
    ['DC', 'District Of Columbia'],
    ['FL', 'Florida'],
    ['GA', 'Georgia'],
    ['HI', 'Hawaii'],
    ['ID', 'Idaho'],
    ['IL', 'Illinois'],
    ['IN', 'Indiana'],
    ['IA', 'Iowa'],
    ['KS', 'Kansas'],
    ['KY', 'Kentucky'],
    ['LA', 'Louisiana'],
    ['ME', 'Maine'],
    ['MD', 'Maryland'],
    ['MA', 'Massachusetts'],
    ['MI', 'Michigan'],
    ['MN', 'Minnesota'],
    ['MS', 'Mississippi'],
    ['MO', 'Missouri'],
    ['MT', 'Montana'],
    ['NE', 'Nebraska'],
    ['NV', 'Nevada'],
    ['NH', 'New Hampshire'],
    ['NJ', 'New Jersey'],
    ['NM', 'New Mexico'],
    ['NY', 'New York'],
    ['NC', 'North Carolina'],
    ['ND', 'North Dakota'],
    ['OH', 'Ohio'],
    ['OK', 'Oklahoma'],
    ['OR', 'Oregon'],
    ['PA', 'Pennsylvania'],
    ['RI', 'Rhode Island'],
    ['SC', 'South Carolina'],
    ['SD', 'South Dakota'],
    ['TN', 'Tennessee'],
    ['TX', 'Texas'],
    ['UT', 'Utah'],
    ['VT', 'Vermont'],
    ['VA', 'Virginia'],
    ['WA', 'Washington'],
    ['WV', 'West Virginia'],
    ['WI', 'Wisconsin'],
    ['WY', 'Wyoming'],
  ],
};

const names = new Intl.DisplayNames(['en'], { type: 'region' });

export interface Country {
  code: string;
  name: string;
  states: { code: string; name: string }[];
}

/** Every ISO 3166-1 alpha-2 country with its English name (from ICU) and the states the shop knows. */
export const COUNTRIES: Country[] = [...COUNTRY_CODES].sort().map((code) => ({
  code,
  name: names.of(code) ?? code,
  states: (STATES[code] ?? []).map(([c, n]) => ({ code: c, name: n })),
}));
