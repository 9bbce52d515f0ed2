import type { ArgSchema, Args, HttpMethod } from './types.js';

/**
 * Per route, what happens to a value that breaks a format its argument schema does not publish: the
 * document speaks of an "e-mail" on every address and states the format only for the administration's
 * order billing address (shop-rest-interface.md:51, :54); the platform validates the storefront's
 * billing email at checkout and not on the cart's update-customer, which sanitises it. A format the
 * index does not publish is the site's to enforce or not, so the catalog gives none there, and this
 * table says what each route does, from the line that says so:
 * - `validated`: a value that breaks the format is refused (must when the document states the format,
 *   `doc`; else should, the convention `source` names);
 * - `sanitised`: such a value is taken (cleaned by the site), never held as refused; read back as
 *   `becomes` only where a source says what it becomes.
 * The generators (not-in-format refusals), the fuzz phase (valid values and the rules it breaks), the
 * customer suite and the reference server's checkout follow it.
 */
export type Handling = 'validated' | 'sanitised';

export interface HandledValue {
  method: HttpMethod;
  /** The route's readable pattern; a storefront route stands for both storefront namespaces. */
  route: string;
  /** The member, as the generators label it: `billing_address.email`. */
  member: string;
  format: 'email';
  handling: Handling;
  /** What a value that breaks the format becomes, where a source says (none does yet). */
  becomes?: string;
  /** The statement of the document that states the format (a must-level refusal). */
  doc?: string;
  /** The convention (`spec/conventions.ts`) the route's handling rests on, where the document states none. */
  source?: string;
  /** Where it is said: file:line, and what. */
  stated: string;
}

export const HANDLED_VALUES: readonly HandledValue[] = [
  {
    method: 'POST',
    route: '/shop/store/cart/update-customer',
    member: 'billing_address.email',
    format: 'email',
    handling: 'sanitised',
    source: 'storefront.customer-email-taken',
    stated:
      'shop-rest-interface.md:51 (an address email is an "e-mail", no format); platform-shop-rest.md:196 (the billing email is validated by the checkout, §3.2); a real site stores `no-at-sign` as ""',
  },
  {
    method: 'POST',
    route: '/shop/store/checkout',
    member: 'billing_address.email',
    format: 'email',
    handling: 'validated',
    source: 'storefront.checkout-email',
    stated:
      'platform-shop-rest.md:196 (checkout: a non-empty invalid billing email fails the billing validate_callback, rest_invalid_param 400)',
  },
  {
    method: 'POST',
    route: '/shop-analytics/orders',
    member: 'billing.email',
    format: 'email',
    handling: 'validated',
    doc: 'order-address.billing-email-format',
    stated: 'shop-rest-interface.md:54 (order billing email: string or null, format email)',
  },
  {
    method: 'POST',
    route: '/shop-analytics/orders/{id}',
    member: 'billing.email',
    format: 'email',
    handling: 'validated',
    doc: 'order-address.billing-email-format',
    stated: 'shop-rest-interface.md:54 (order billing email: string or null, format email)',
  },
];

const STORE_V1 = /^\/shop\/store\/v1(?=\/|$)/;

/**
 * What the table says of a member of an endpoint (any of its methods), by the route's readable pattern
 * in either storefront namespace; undefined where it says nothing (the schema's format, if any, holds).
 */
export function handledValue(methods: readonly string[], route: string, member: string): HandledValue | undefined {
  const base = route.replace(STORE_V1, '/shop/store');
  return HANDLED_VALUES.find((h) => methods.includes(h.method) && h.route === base && h.member === member);
}

/**
 * An endpoint's arguments as a client meets them on the route: a member the table says is validated
 * carries its format, one it says is sanitised carries none (no value of the type is refused for it).
 * The same arguments when the table says nothing of the endpoint.
 */
export function handledArgs(methods: readonly string[], route: string, args: Args): Args {
  let out: Args | undefined;
  for (const [name, schema] of Object.entries(args)) {
    for (const [member, memberSchema] of Object.entries(schema.properties ?? {})) {
      const handled = handledValue(methods, route, `${name}.${member}`);
      if (!handled) continue;
      const { format: _published, ...rest } = memberSchema;
      const next: ArgSchema = handled.handling === 'validated' ? { ...rest, format: handled.format } : rest;
      out ??= { ...args };
      out[name] = { ...(out[name] as ArgSchema), properties: { ...out[name]?.properties, [member]: next } };
    }
  }
  return out ?? args;
}
