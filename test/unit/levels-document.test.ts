import { describe, expect, it } from 'vitest';
import { prepare } from '../../src/engine.js';
import { makePlan } from '../../src/plan/plan.js';
import { routeFor } from '../../src/catalog/routes.js';
import { citedBy } from '../../src/loading/doc.js';
import type { CaseSpec, CheckSpec } from '../../src/model/suite.js';
import { readablePattern } from '../../spec/patterns.js';
import { argumentStatement } from '../../spec/statements/index.js';
import { EXEMPT } from '../deviations/statements/exempt.js';

/**
 * A rule the document states is never held at should level. Two ways a should-level check can hold one:
 * - a case sends an argument the document describes and judges what it does only at should level (no
 *   must-level check of the case cites the argument's statement): the effect of a documented filter,
 *   size or flag is the document's, whatever the shape of the answer it is read from;
 * - a check reads a value a statement in prose is about (`EVIDENCE`: the members the document names).
 * Checks of how the platform answers (status codes, error codes, headers, pagination headers) are the
 * conventions' and are not counted.
 */

/** Where the document's prose is read in an answer: statement → the route (any method) and the members. */
const EVIDENCE: { statement: string; route: string; pointers: RegExp }[] = [
  {
    statement: 'address.shipping-email-absent',
    route: '/shop/store/cart/update-customer',
    pointers: /^\/shipping_address\/email$/,
  },
  {
    statement: 'address.billing-email',
    route: '/shop/store/cart/update-customer',
    pointers: /^\/billing_address\/email$/,
  },
  {
    statement: 'address.shipping-email-checkout',
    route: '/shop/store/checkout',
    pointers: /^\/shipping_address\/email$/,
  },
  { statement: 'cart-item.subscriptions', route: '/shop/store/cart/items', pointers: /^\/extensions\/subscriptions/ },
];

/** Checks about how the platform answers, not about what an argument does. */
const HOW = new Set([
  'status',
  'error',
  'argument-refused',
  'header',
  'pagination',
  'not-error-code',
  'not-invalid-param',
]);

const ledgerRoute = (r: string) => r.replace(/^\/shop\/store\/v1(?=\/|$)/, '/shop/store');

function sentArgs(spec: CaseSpec): string[] {
  const query = Object.keys(spec.request.query ?? {});
  const body = spec.request.body;
  return [...query, ...(body !== null && typeof body === 'object' && !Array.isArray(body) ? Object.keys(body) : [])];
}

/** A check of an error body's members (its code, message, data): how the platform refuses, a convention. */
const inErrorBody = (c: CheckSpec) => typeof c.pointer === 'string' && /^\/(code|message|data)(\/|$)/.test(c.pointer);

/**
 * Cases that judge the platform's own treatment of a documented argument, each with where the document's
 * rule itself is shown at must level: what the list below keeps is no rule of the document.
 */
const CONVENTION_ONLY: Record<string, string> = {
  'apply-own-case-insensitive':
    "a code matched in any letter case is the platform's (storefront.coupon-apply); that apply-coupon applies the code is must in apply-own",
  'add-same-merges':
    "the same item added again merging into one line is the platform's (storefront.cart-merge); what add-item adds is must in add-item and add-other",
  'masked-round-trip':
    'the masked value sent back leaving the key as it was is a convention (conventions.md:107); that a key written changes what is read is must in the test keys cases',
  'orderby-price-asc':
    "the whole catalogue's price order as shown is the platform's (storefront.money: each price shown with its product's taxes, ordered by the price kept); orderby price and order are must in catalog-filters/orderby-price-desc, on probes of one tax class",
  'orderby-price-desc':
    "the whole catalogue's price order as shown is the platform's (storefront.money: each price shown with its product's taxes, ordered by the price kept); orderby price and order are must in catalog-filters/orderby-price-desc, on probes of one tax class",
  'status-cancelled':
    "any status of the enum set by an update is the platform's rule (admin.orders.statuses); a status update read back is must in order-fields",
};
const conventionOnly = (id: string) =>
  CONVENTION_ONLY[id.replace(/-(put|patch)$/, '')] !== undefined ||
  /^status-(cancelled|completed|failed|on-hold|pending|refunded)$/.test(id);

/** The words a sent argument is known by: its name and the scalar values sent for it. */
function mentions(check: CheckSpec, arg: string, spec: CaseSpec): boolean {
  const { check: _name, level: _level, source: _source, doc: _doc, ...args } = check;
  const text = JSON.stringify(args);
  const sentValue =
    (spec.request.query as Record<string, unknown> | undefined)?.[arg] ??
    (spec.request.body as Record<string, unknown> | undefined)?.[arg];
  const values = [sentValue]
    .flat(3)
    .filter((v): v is string | number => (typeof v === 'string' && v.length > 2) || typeof v === 'number')
    .map(String)
    .filter((v) => v.length > 2);
  return new RegExp(`\\b${arg}\\b`).test(text) || values.some((v) => text.includes(v));
}

export function documentRulesAtShould(): string[] {
  const { suites } = prepare([]);
  const planned = makePlan(suites, { readOnly: false, haveAdmin: true, haveCustomer: true }).cases;
  const found: string[] = [];
  for (const { suite, spec } of planned) {
    const route = routeFor(spec.request.site ?? 'primary', spec.request.path);
    if (!route) continue;
    const readable = ledgerRoute(readablePattern(route.pattern));
    const should = spec.expect.filter((c: CheckSpec) => (c.level ?? spec.level) === 'should' && !HOW.has(c.check));
    if (should.length === 0) continue;
    const mustCites = new Set(
      spec.level === 'must'
        ? spec.expect.filter((c) => (c.level ?? spec.level) === 'must').flatMap((c) => citedBy(spec, c))
        : [],
    );
    if (conventionOnly(spec.id)) continue;
    for (const arg of sentArgs(spec)) {
      const effect = argumentStatement(spec.request.method, readable, arg);
      // A statement no request can observe (exempt, with the reason) leaves the platform's way to should.
      if (!effect || mustCites.has(effect.id) || effect.id in EXEMPT) continue;
      // A check judges what the argument does when it names the argument or the value sent for it
      // (the status filtered on, the id included, the member ordered by): an argument that only narrows
      // a listing to the suite's own objects is no rule the check is about.
      const about = should.filter((c) => mentions(c, arg, spec) && !inErrorBody(c));
      if (about.length > 0)
        found.push(`${suite.id}/${spec.id}: what ${arg} does (${effect.id}) is judged at should level only`);
    }
    for (const e of EVIDENCE) {
      if (e.route !== readable) continue;
      for (const c of should)
        if (typeof c.pointer === 'string' && e.pointers.test(c.pointer))
          found.push(`${suite.id}/${spec.id}: ${c.check} at ${c.pointer} holds ${e.statement} at should level`);
    }
  }
  return [...new Set(found)].sort();
}

describe('no rule of the document held at should level', () => {
  it('lists every should-level check whose rule the document states: there is none', () => {
    expect(documentRulesAtShould()).toEqual([]);
  });
});
