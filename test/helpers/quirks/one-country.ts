import type { FastifyInstance } from 'fastify';
import { PreparationError, type Dispatcher } from '../../../reference-server/core/dispatcher.js';
import { errors } from '../../../reference-server/http/errors.js';
import type { RestRequest } from '../../../reference-server/http/types.js';
import { path, rewriteReplies } from '../conformance.js';

/**
 * A shop that sells and ships to one country only, with its store there: a legal set-up of the platform
 * (its selling and shipping locations are settings). A new cart's address names the store's country
 * and state (the platform's default customer location), and the storefront refuses an address in any
 * other country as the platform's address schema does, among the arguments it validates: 400
 * rest_invalid_param naming the address, beside whatever else was invalid (a decoy), before the cart is
 * looked at. It refuses, the same way, a postcode that is not one of the country's (the platform checks
 * a postcode against its country's format: a British postcode is not five digits).
 */
export const STORE = { country: 'US', state: 'CA' } as const;

export interface Store {
  country: string;
  state: string;
}

/** The storefront writes that take an address: update-customer and the checkout, under both namespaces. */
const TAKES_ADDRESS = /^\/shop\/store(\/v1)?\/(cart\/update-customer|checkout)\/?$/;

/** The postcode formats the platform checks (its validation's own, for the countries a test stores in). */
const POSTCODES: Record<string, RegExp> = {
  US: /^\d{5}(-\d{4})?$/,
  GB: /^(GIR 0AA|[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2})$/i,
  CA: /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] ?\d[ABCEGHJ-NPRSTV-Z]\d$/i,
  NL: /^[1-9]\d{3} ?(?!SA|SD|SS)[A-Z]{2}$/i,
  DE: /^\d{5}$/,
};

/** The address arguments of a request whose country the shop does not sell or ship to, or whose postcode is not of its country, with the platform's words. */
function refusedAddresses(request: RestRequest, store: Store): Record<string, string> {
  if (request.method !== 'POST' || !TAKES_ADDRESS.test(request.path)) return {};
  const body = request.json;
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return {};
  const refused: Record<string, string> = {};
  for (const name of ['billing_address', 'shipping_address'] as const) {
    const address = (body as Record<string, unknown>)[name];
    if (address === null || typeof address !== 'object') continue;
    const { country, postcode } = address as Record<string, unknown>;
    if (typeof country !== 'string' || country === '') continue;
    if (country.toUpperCase() !== store.country)
      refused[name] =
        name === 'billing_address'
          ? `Sorry, we do not allow orders from the provided country (${country})`
          : `Sorry, we do not ship orders to the provided country (${country})`;
    else if (typeof postcode === 'string' && postcode !== '' && !POSTCODES[store.country]?.test(postcode))
      refused[name] = 'The provided postcode / ZIP is not valid';
  }
  return refused;
}

export function oneCountry(store: Store = STORE) {
  return (app: FastifyInstance): void => {
    // The reference shop's customers start in Germany, its store's country: here in the store's.
    rewriteReplies(
      app,
      (_m, url) => /\/shop\/store(\/v1)?\/cart(\/|$)/.test(path(url)),
      (body) => {
        for (const name of ['billing_address', 'shipping_address']) {
          const address = (body as Record<string, Record<string, unknown> | undefined>)[name];
          if (address?.country === 'DE' && address.address_1 === '' && address.state === '')
            Object.assign(address, { country: store.country, state: store.state });
        }
        return body;
      },
    );
    // The dispatcher is decorated once the app is ready. Its validation, batch sub-requests included,
    // names a refused country beside every other invalid argument, as the platform's one pass does.
    app.addHook('onReady', async () => {
      const dispatcher: Dispatcher = app.shop.dispatcher;
      const prepare = dispatcher.prepare.bind(dispatcher);
      dispatcher.prepare = (request, match) => {
        const refused = refusedAddresses(request, store);
        if (Object.keys(refused).length === 0) return prepare(request, match);
        const details = (params: Record<string, string>) =>
          Object.fromEntries(
            Object.entries(params).map(([name, message]) => [
              name,
              { code: message.includes('postcode') ? 'invalid_postcode' : 'invalid_country', message, data: null },
            ]),
          );
        let headers: Record<string, string>;
        let params = refused;
        let extra: Record<string, unknown> = details(refused);
        try {
          headers = prepare(request, match).headers;
        } catch (error) {
          if (!(error instanceof PreparationError)) throw error;
          headers = error.headers;
          const data = error.error.data;
          // Refused for a missing argument first (the platform's order): that answer stands.
          if (error.error.code !== 'rest_invalid_param') throw error;
          params = { ...(data.params as Record<string, string>), ...refused };
          extra = { ...(data.details as Record<string, unknown>), ...extra };
        }
        throw new PreparationError(errors.invalidParams(params, extra), headers);
      };
    });
  };
}
