/**
 * Rules on argument values that the document or the platform notes state in words rather than in the
 * argument schemas the index publishes. A value generated from the schema alone may break them (an
 * address's country of one space, a test secret key without its prefix) and be refused rightly: the
 * fuzz phase (src/fuzz/) draws such arguments from these rules when it means a value to be valid.
 * Keyed by argument or member name; each name below means one thing wherever the interface uses it.
 */
export interface StatedValues {
  /** One of these. */
  values?: readonly string[];
  /** Or one of these prefixes and a few letters and digits after it. */
  prefixes?: readonly string[];
  /** The empty string is valid too. */
  empty?: boolean;
  /** Where it is stated: file:line. */
  source: string;
}

export const STATED_VALUES: Readonly<Record<string, StatedValues>> = {
  // Addresses: "country | ISO 3166-1 alpha-2 code".
  country: {
    values: ['US', 'GB', 'DE', 'FR', 'NL', 'CA', 'AU', 'AT', 'IT', 'ES'],
    source: 'shop-rest-interface.md:49',
  },
  // "state | state/county code or name", "postcode | postal code", "phone | phone": a code the site lists
  // for the country, a postal code and a phone number of its format. A site may refuse any other string
  // (one refuses a German state not written as its country data lists it): left empty, which every site
  // takes as not given.
  state: { values: [''], source: 'shop-rest-interface.md:47' },
  postcode: { values: [''], source: 'shop-rest-interface.md:48' },
  phone: { values: [''], source: 'shop-rest-interface.md:50' },
  // A batch sub-request's path: a route of the storefront, which the storefront's batch takes (its handler
  // refuses a path outside its namespace before anything else is read: the storefront's arguments are
  // validated by the handler, platform-quirks-observed.md:20), and the core's as any path. Routes that
  // serve GET alone, so that a sub-request of any write method routes nowhere (src/generators/samples.ts).
  path: { values: ['/shop/store/cart', '/shop/store/v1/cart'], source: 'platform-quirks-observed.md:20' },
  // Gateway account keys: POST/PUT validation by prefix (empty allowed: it erases the key).
  publishable_key: { prefixes: ['pk_live_'], empty: true, source: 'platform-shop-rest.md:429' },
  secret_key: { prefixes: ['rk_live_', 'sk_live_'], empty: true, source: 'platform-shop-rest.md:429' },
  test_publishable_key: { prefixes: ['pk_test_'], empty: true, source: 'platform-shop-rest.md:429' },
  test_secret_key: { prefixes: ['rk_test_', 'sk_test_'], empty: true, source: 'platform-shop-rest.md:430' },
};

/**
 * What an endpoint needs besides its declared arguments to answer at all, by method and route pattern:
 * sent with each of its generated requests, as the suites send it.
 */
export const STATED_NEEDS: Readonly<Record<string, { args: Record<string, string>; source: string }>> = {
  // "the options route needs an option name (`?options=…`, or a body) before it reaches its permission
  // check; without one GET answers 500": the suites ask for `blogname` (admin-data.yaml).
  'GET /shop-admin/options': { args: { options: 'blogname' }, source: 'platform-quirks-observed.md:15' },
};
