import type { ArgSchema } from '../../spec/types.js';
import type { ControlSpec, RequestSpec } from '../model/suite.js';
import { readablePattern, sampleValue, type EndpointTarget as Target } from './samples.js';

/*
 * The requests a negative stands beside: its base (the route's other required arguments, as the site
 * takes them) and its control (the same request with the rule unbroken, `CaseSpec.control`). A negative
 * whose control is refused too shows nothing about its rule, so the control is built as carefully as
 * the negative: from the suite's own arguments for the route where it gives them.
 */

/**
 * The other required arguments, filled with accepted values, so validation reaches the argument under
 * test; the values the suite gives for the route (`arguments`: an object of the site, the suite's own
 * shipping package) in place of samples, so that the request is one the site takes with the rule kept.
 */
export function baseParams(t: Target, except: string, given: Given): Record<string, unknown> {
  const params: Record<string, unknown> = {};
  for (const [name, arg] of Object.entries(t.endpoint.args))
    if (arg.required === true && name !== except) params[name] = sampleValue(arg);
  for (const [name, value] of Object.entries(givenFor(t, given))) if (name !== except) params[name] = value;
  return params;
}

/** The route's own arguments a suite gives, by readable pattern and method (as the accepted generator reads them). */
export type Given = Record<string, Record<string, Record<string, unknown>>>;

export function givenFor(t: Target, given: Given): Record<string, unknown> {
  // The suite's values first; else what a sample would spoil (a batch's sub-requests: `subRequests`).
  return { ...t.samples, ...given[readablePattern(t.route.pattern)]?.[t.method] };
}

/** The value a control gives an argument: the suite's, else an accepted sample. */
export function unbrokenValue(t: Target, name: string, arg: ArgSchema, given: Given): unknown {
  const own = givenFor(t, given);
  return Object.prototype.hasOwnProperty.call(own, name) ? own[name] : sampleValue(arg);
}

/** Path parameters are also arguments of their route; a body member of the same name would not be what the server reads. */
const pathParameters = (t: Target) =>
  new Set([...t.route.pattern.matchAll(/\(\?P<(\w+)>/g)].map((m) => m[1] as string));

/**
 * An argument of a write that can carry a decoy (a value of the wrong type the server refuses, so that
 * the control is not taken): a boolean or a number, not the argument under test, not a path parameter,
 * not an enum (its values are what another case is about).
 */
function decoyFor(t: Target, except: string): [string, string] | undefined {
  const inPath = pathParameters(t);
  for (const [name, schema] of Object.entries(t.endpoint.args)) {
    if (name === except || inPath.has(name) || schema.enum || schema.readonly) continue;
    const type = Array.isArray(schema.type) ? undefined : schema.type;
    if (type === 'boolean' || type === 'integer' || type === 'number') return [name, `conformance-decoy-not-a-${type}`];
  }
  return undefined;
}

/**
 * The control of a negative (`CaseSpec.control`): the members that unbreak its rule, and how it is kept
 * as harmless as the negative itself. A read is sent as it is: it must succeed. A write must not be
 * taken where it would act on the shop (an order, a coupon, a product per control, and products cannot
 * be deleted through the interface; the checkout of the suite's cart would place an order): where it
 * has an argument to carry one, it carries a decoy, as the accepted generator's writes do, and counts as
 * accepted when refused for the decoy alone. That shows less than a success (the arguments validate,
 * not that the state takes the request), so it is the rule for writes, not for reads. A write with no
 * argument for a decoy is sent as it is when it acts on the suite's own cart alone (it must succeed,
 * so the suite sends it in a cart where it can: a shipping rate to select, an item to change);
 * otherwise (an onboarding key, a plugin, the notes deleted by status) it is asked anonymously and
 * counts as accepted when refused for permission, which the platform checks once the arguments have
 * validated.
 */
export function controlOf(t: Target, arg: string, unbroken: Record<string, unknown>, storefront: boolean): ControlSpec {
  const read = t.method === 'GET';
  const place = (members: Record<string, unknown>): ControlSpec =>
    read ? { query: members as RequestSpec['query'] } : { body: members };
  if (read) return place(unbroken);
  const decoy = decoyFor(t, arg);
  if (decoy) return { ...place({ ...unbroken, [decoy[0]]: decoy[1] }), decoy: decoy[0] };
  // A public write with arguments is a batch, whose sub-requests the control sends where the negative's
  // would go (a path nothing routes): nothing to take.
  if (storefront || t.endpoint.access === 'public') return place(unbroken);
  return { ...place(unbroken), anonymous: true };
}
