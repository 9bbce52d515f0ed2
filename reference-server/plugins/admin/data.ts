import { RestError } from '../../http/errors.js';
import { json, type HandlerContext } from '../../http/types.js';
import type { HandlerRegistry } from '../registry.js';
import { COUNTRIES, type Country } from './countries-data.js';

const countryShape = (c: Country, ctx: HandlerContext) => ({
  code: c.code,
  name: c.name,
  states: c.states,
  _links: {
    self: [{ href: ctx.request.urls.restUrl(`/shop-analytics/data/countries/${c.code.toLowerCase()}`) }],
    collection: [{ href: ctx.request.urls.restUrl('/shop-analytics/data/countries') }],
  },
});

/** Reference data: the data index, countries with their states, address locales, one country, download IPs. */
export function registerAdminData(registry: HandlerRegistry): void {
  registry.handle('shop-analytics:/data GET', (ctx) =>
    json(
      ['countries', 'download-ips'].map((slug) => ({
        slug,
        description:
          slug === 'countries'
            ? 'List of supported countries and states.'
            : 'List of IP addresses that downloaded a product.',
        _links: { self: [{ href: ctx.request.urls.restUrl(`/shop-analytics/data/${slug}`) }] },
      })),
    ),
  );
  registry.handle('shop-analytics:/data/countries GET', (ctx) => json(COUNTRIES.map((c) => countryShape(c, ctx))));
  registry.handle('shop-analytics:/data/countries/locales GET', () =>
    json(
      Object.fromEntries(
        COUNTRIES.map((c) => [
          c.code,
          {
            state: { required: c.states.length > 0, hidden: c.states.length === 0 },
            postcode: { required: true },
          },
        ]),
      ),
    ),
  );
  registry.handle('shop-analytics:/data/countries/{location} GET', (ctx) => {
    const country = COUNTRIES.find((c) => c.code === String(ctx.params.location).toUpperCase());
    if (!country)
      throw new RestError('shop_rest_data_invalid_location', 'There are no locations matching these parameters.', 404);
    return json(countryShape(country, ctx));
  });
  registry.handle('shop-analytics:/data/download-ips GET', () => json([]));
}
