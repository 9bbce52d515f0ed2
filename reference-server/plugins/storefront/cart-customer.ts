import { errors, RestError } from '../../http/errors.js';
import type { HandlerContext, RestResponse } from '../../http/types.js';
import type { Storage } from '../../storage/index.js';
import type { HandlerRegistry } from '../registry.js';
import { cartError } from './cart-errors.js';
import { priceCart } from './cart-pricing.js';
import { updatedAddress, type Address, type CartState } from './cart-state.js';
import { COUNTRY_CODES } from './countries.js';
import { handledValue } from '../../../spec/value-handling.js';
import { isEmail } from '../../validation/formats.js';

type WithCart = (
  storage: Storage,
  change: (cart: CartState, ctx: HandlerContext) => RestResponse,
) => (ctx: HandlerContext) => RestResponse;
type CartReply = (c: CartState, ctx: HandlerContext, status?: number) => RestResponse;

/** Extensions that may receive data through cart/extensions; anything else is refused by name. */
const EXTENSION_NAMESPACES = new Set(['subscriptions']);

/** A country must be an ISO 3166-1 alpha-2 code; refused as the argument it came in. */
export function checkAddress(
  name: 'billing_address' | 'shipping_address',
  address: Partial<Address> | undefined,
): void {
  const country = address?.country;
  if (country === undefined || country === '' || COUNTRY_CODES.has(country.toUpperCase())) return;
  const message = `Invalid country code provided. Must be one of: ISO 3166-1 alpha-2 codes.`;
  throw errors.invalidParams({ [name]: message }, { [name]: { code: 'invalid_country', message, data: null } });
}

/**
 * An address email as the route handles it (spec/value-handling.ts): where the platform validates it
 * (the checkout), a non-empty value that is no address is refused as the address argument, as the
 * platform's billing validate_callback refuses it; where it sanitises it (update-customer), it is taken.
 */
export function checkEmail(
  route: string,
  name: 'billing_address' | 'shipping_address',
  address: Partial<Address> | undefined,
): void {
  const email = address?.email;
  if (typeof email !== 'string' || email === '' || isEmail(email)) return;
  if (handledValue(['POST'], route, `${name}.email`)?.handling !== 'validated') return;
  const message = 'The provided email address is not valid';
  throw errors.invalidParams({ [name]: message }, { [name]: { code: 'invalid_email', message, data: null } });
}

export function registerCartCustomer(
  registry: HandlerRegistry,
  storage: Storage,
  withCart: WithCart,
  cart: CartReply,
): void {
  registry.handle(
    'shop/store:/cart/update-customer POST',
    withCart(storage, (c, ctx) => {
      const billing = ctx.params.billing_address as Partial<Address> | undefined;
      const shipping = ctx.params.shipping_address as Partial<Address> | undefined;
      checkAddress('billing_address', billing);
      checkAddress('shipping_address', shipping);
      checkEmail('/shop/store/cart/update-customer', 'billing_address', billing);
      if (billing) c.billing = updatedAddress(c.billing, billing);
      if (shipping) c.shipping = updatedAddress(c.shipping, shipping);
      return cart(c, ctx);
    }),
  );

  registry.handle(
    'shop/store:/cart/select-shipping-rate POST',
    withCart(storage, (c, ctx) => {
      const priced = priceCart(storage, c);
      if (!priced.needsShipping)
        throw cartError('shop_rest_cart_shipping_not_needed', 'The cart has no item that needs shipping.', 400);
      const packageId = String(ctx.params.package_id);
      if (packageId !== '0')
        throw cartError('shop_rest_cart_invalid_package', `Invalid package ID: ${packageId}.`, 400);
      const rateId = String(ctx.params.rate_id);
      if (!priced.rates.some((r) => r.rate_id === rateId))
        throw cartError('shop_rest_cart_invalid_rate', `Invalid shipping rate ID: ${rateId}.`, 400);
      c.selectedRates = { ...c.selectedRates, [packageId]: rateId };
      return cart(c, ctx);
    }),
  );

  registry.handle(
    'shop/store:/cart/extensions POST',
    withCart(storage, (c, ctx) => {
      const namespace = typeof ctx.params.namespace === 'string' ? ctx.params.namespace : '';
      if (!EXTENSION_NAMESPACES.has(namespace)) {
        throw new RestError(
          'shop_rest_cart_extensions_error',
          `There is no such namespace registered: ${namespace || '(none)'}.`,
          400,
        );
      }
      return cart(c, ctx);
    }),
  );
}
