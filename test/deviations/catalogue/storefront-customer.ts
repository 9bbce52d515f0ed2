import type { RestRequest } from '../../../reference-server/http/types.js';
import { acceptsRefusal, refusesValue, rewritesAnswer, rewritesField, type Fault } from '../../helpers/faults.js';
import { notKept, routeFails } from './cart-faults.js';
import { on, json, store, of, v1, SELECT_RATE, type Deviation } from './shared.js';

/** update-customer answering 200 where it refuses an address naming `param`. */
const takesRefused = (param: string, when?: (r: RestRequest) => boolean): Fault =>
  acceptsRefusal({
    method: 'POST',
    path: store('/cart/update-customer'),
    status: 400,
    param,
    ...(when ? { when } : {}),
    answer: { body: {} },
  });

/** Deviations of the customer and shipping suites: the addresses update-customer takes, a rate chosen. */
export const STOREFRONT_CUSTOMER: Deviation[] = [
  // ----- customer
  {
    name: 'customer: the shipping address not echoed',
    suites: v1('customer'),
    fault: rewritesField(on('POST', store('/cart/update-customer')), '/shipping_address/city', ''),
    fails: of(v1('customer'), 'addresses-echoed'),
  },
  // The rest read what addresses-echoed wrote or send a control first (blocked); a bad email taken stands alone.
  routeFails(
    'update-customer fails',
    'customer',
    'POST',
    '/cart/update-customer',
    'addresses-echoed',
    'bad-email-taken',
  ),
  {
    name: 'an address member that is not a string taken',
    suites: v1('customer'),
    fault: takesRefused(
      'billing_address',
      (r) => typeof (json(r).billing_address as { first_name?: unknown } | undefined)?.first_name !== 'string',
    ),
    fails: of(v1('customer'), 'address-member-types'),
  },
  {
    name: 'a country that is not an ISO code taken',
    suites: v1('customer'),
    fault: takesRefused('shipping_address'),
    // A shipping address refused for a member left out is taken alike.
    fails: of(v1('customer'), 'bad-country-refused', 'address-member-missing'),
  },
  {
    // The platform sanitises it there (spec/value-handling.ts); the checkout's refusal is checkout.yaml's.
    name: 'a billing email that is not an address refused by update-customer',
    suites: v1('customer'),
    fault: refusesValue(
      on('POST', store('/cart/update-customer'), (r) => {
        const email = (json(r).billing_address as { email?: unknown } | undefined)?.email;
        return typeof email === 'string' && !email.includes('@');
      }),
      'billing_address',
    ),
    fails: of(v1('customer'), 'bad-email-taken'),
  },

  // ----- shipping
  {
    name: 'package_id given as a string refused',
    suites: v1('shipping'),
    fault: refusesValue(
      on('POST', SELECT_RATE, (r) => typeof json(r).package_id === 'string'),
      'package_id',
    ),
    fails: of(v1('shipping'), 'select-rate-text-package'),
  },
  {
    name: 'a rate chosen answered as selected and not kept',
    suites: v1('shipping'),
    fault: notKept(on('POST', SELECT_RATE)),
    fails: of(v1('shipping'), 'selected-read-back'),
  },
  {
    name: 'the answer to a rate chosen showing the first rate selected',
    suites: v1('shipping'),
    fault: rewritesAnswer(on('POST', SELECT_RATE), 'the first rate selected', (body) => {
      const cart = body as { shipping_rates: { shipping_rates: { selected: boolean }[] }[] };
      for (const pack of cart.shipping_rates) pack.shipping_rates.forEach((rate, i) => (rate.selected = i === 0));
      return cart;
    }),
    // The text form selects the first rate: what it shows is what it chose.
    fails: of(v1('shipping'), 'select-rate'),
  },
];
