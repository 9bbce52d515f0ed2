import { argumentStatement, routeStatement, type StatementKind } from '../../spec/statements/index.js';
import { readablePattern } from './samples.js';
import type { EndpointTarget } from './samples.js';

/**
 * The statement of the interface document a generated case enforces: the rule of an argument of its
 * endpoint (its enum, bound, default, being required), or of a member inside one, which the document
 * states once for every route that takes it (an address member, a batch sub-request's method). None
 * when the document states no such rule: the catalog has it from the platform's own declaration, and the
 * case then stands on that convention, at should level (`args.declared-schema`).
 */
type Facet = Extract<StatementKind, 'default' | 'enum' | 'minimum' | 'maximum' | 'max-items' | 'required'>;

/** Rules of nested members, by their label (`requests[].method`) and facet; `*` any member of an object. */
const NESTED: Record<string, Partial<Record<Facet | 'type' | 'format', string>>> = {
  'requests[].method': { enum: 'batch.method-enum', default: 'batch.method-default' },
  'requests[].path': { required: 'batch.path-required', type: 'batch.path-required' },
  'requests[].headers{}': { type: 'batch.headers-forms' },
  'requests[].headers': { type: 'batch.headers-forms' },
  'requests[].body': { type: 'batch.body' },
  'fee_lines[].tax_status': { enum: 'orders.fee-tax-status' },
  'attributes[].operator': { enum: 'products.attributes-operator' },
  'calculate_attribute_counts[].query_type': { enum: 'products.attribute-counts-query-type' },
  'billing_address.*': { required: 'address.members', type: 'address.members', enum: 'address.members' },
  'shipping_address.*': { required: 'address.members', type: 'address.members', enum: 'address.members' },
  'attributes[].term_id': { type: 'products.attributes-members' },
  'attributes[].slug': { type: 'products.attributes-members' },
  'line_items[].*': { type: 'orders.line-items' },
  'shipping_lines[].*': { type: 'orders.shipping-lines' },
  'fee_lines[].*': { type: 'orders.fee-lines' },
  'coupon_lines[].*': { type: 'orders.coupon-lines' },
  'billing.email': { type: 'order-address.billing-email-format', format: 'order-address.billing-email-format' },
};

/** `billing_address.city` → `billing_address.*`: the address rules hold for every member. */
const nestedKey = (label: string) =>
  label in NESTED
    ? label
    : label
        .replace(/^(billing_address|shipping_address)\..*$/, '$1.*')
        .replace(/^(line_items|shipping_lines|fee_lines|coupon_lines)\[\]\..*$/, '$1[].*');

export function ruleStatement(
  t: Pick<EndpointTarget, 'method' | 'route'>,
  label: string,
  facet: Facet | 'type' | 'format',
): string | undefined {
  const route = readablePattern(t.route.pattern);
  if (!label.includes('.') && !label.includes('[')) {
    if (facet === 'type') return argumentStatement(t.method, route, label)?.id;
    // A format is the document's where the argument's own words give it (date-time, URI, e-mail).
    if (facet === 'format') {
      const row = argumentStatement(t.method, route, label);
      return row && /date-time|ISO 8601|URI|e-?mail/i.test(row.says) ? row.id : undefined;
    }
    return argumentStatement(t.method, route, label, facet)?.id;
  }
  return NESTED[nestedKey(label)]?.[facet];
}

/** The route row of a generated case's endpoint: what a case that only reaches it enforces. */
export function routeRow(t: EndpointTarget): string | undefined {
  return routeStatement(t.method, readablePattern(t.route.pattern))?.id;
}
