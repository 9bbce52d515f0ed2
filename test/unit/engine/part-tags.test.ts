import { describe, expect, it } from 'vitest';
import { PAYMENT_METHODS } from '../../../spec/enums.js';
import { routeFor } from '../../../src/catalog/routes.js';
import { partOf } from '../../../src/coverage/parts.js';
import { prepare } from '../../../src/engine.js';
import { makePlan } from '../../../src/plan/plan.js';
import { partTags } from '../../../src/loading/part-tags.js';
import type { CaseSpec } from '../../../src/model/suite.js';

const { suites } = prepare([]);
const selection = { readOnly: false, haveAdmin: true, haveCustomer: true };
const all = makePlan(suites, selection).cases;
const key = (p: (typeof all)[number]) => `${p.suite.id}/${p.spec.id}`;

const GATEWAY_METHODS = PAYMENT_METHODS.filter((m) => !['bacs', 'cheque', 'cod'].includes(m));
const onGateway = (site: CaseSpec['request']['site'], path: unknown) => {
  const route = typeof path === 'string' ? routeFor(site ?? 'primary', path) : undefined;
  return route !== undefined && partOf(route) === 'gateway';
};
/** A case on a gateway route (its own request, a batch sub-request, the route it is about) or paid by a gateway method. */
function touchesGateway(spec: CaseSpec): boolean {
  const { site, path, body } = spec.request;
  const requests = (body as { requests?: { path?: unknown }[] } | undefined)?.requests ?? [];
  const about = spec.needs?.route;
  return (
    onGateway(site, about ?? path) ||
    (Array.isArray(requests) && requests.some((r) => onGateway(site, r?.path))) ||
    GATEWAY_METHODS.includes(String((body as { payment_method?: unknown } | undefined)?.payment_method))
  );
}

describe('every case carries the tag of the part it touches, generated ones included', () => {
  it('--exclude-tag gateway leaves no case on a gateway route or paid by a gateway method, in any suite', () => {
    const kept = makePlan(suites, { ...selection, excludeTags: ['gateway'] }).cases;
    expect(kept.filter((p) => touchesGateway(p.spec)).map(key)).toEqual([]);
    // What it leaves out of the suites that are not the gateway's: their cases on its paths (104 on
    // the gateway's routes, and a batch with a sub-request to one) and the checkouts paid by its 14 methods.
    const keptIds = new Set(kept.map(key));
    const left = all.filter((p) => !keptIds.has(key(p)) && ['auth', 'enums', 'required'].includes(p.suite.id));
    expect(left.length).toBe(104 + 1 + 28);
    expect(left.every((p) => touchesGateway(p.spec))).toBe(true);
  });

  it('from the request path, the route a case is about, batch sub-requests and the values a part owns', () => {
    const spec = (request: Partial<CaseSpec['request']>, needs?: CaseSpec['needs']) => ({
      request: { method: 'GET', path: '/', ...request },
      ...(needs ? { needs } : {}),
    });
    expect(partTags(spec({ path: '/shop/v3/gateway/settings' }))).toEqual(['gateway']);
    expect(partTags(spec({ path: '/' }, { route: '/shop/v3/gateway/settings' }))).toEqual(['gateway']);
    expect(partTags(spec({ path: '/shop-analytics/orders/{{orderId}}' }))).toEqual(['admin']);
    expect(
      partTags(spec({ method: 'POST', path: '/shop/store/checkout', body: { payment_method: 'wallet' } })),
    ).toEqual(['storefront', 'gateway']);
    expect(partTags(spec({ path: '/shop/store/products', query: { type: 'variable-subscription' } }))).toEqual([
      'storefront',
      'subscriptions',
    ]);
    expect(
      partTags(
        spec({
          method: 'POST',
          path: '/batch/v1',
          body: { requests: [{ path: '/shop-analytics/coupons', body: { discount_type: 'sign_up_fee' } }] },
        }),
      ),
    ).toEqual(['batch', 'admin', 'subscriptions']);
    // A path below a namespace that no route matches is its namespace's part's; outside every namespace, none.
    expect(partTags(spec({ path: '/contact-form/v1/no-such-route' }))).toEqual(['contact-form']);
    expect(partTags(spec({ path: '/no-such-namespace/v9' }))).toEqual([]);
  });

  it('generated and written cases alike', () => {
    const tagsOf = (id: string) => all.find((p) => key(p) === id)?.spec.tags;
    expect(tagsOf('enums/accepts.post.shop.store.checkout.5')).toEqual(
      expect.arrayContaining(['enums', 'storefront', 'gateway']),
    );
    expect(tagsOf('cart/find-subscription')).toEqual(expect.arrayContaining(['cart', 'storefront', 'subscriptions']));
    expect(tagsOf('index-shape/drift.shop.v3.gateway.settings')).toEqual(expect.arrayContaining(['index', 'gateway']));
    // The plugin's extension data, sent (a nested member case) or read (a plain item's fields): its tag too.
    expect(tagsOf('nested/post.shop.store.cart.items.extensions.subscriptions.member-wrong-type')).toContain(
      'subscriptions',
    );
    expect(tagsOf('cart/plain-item-subscription-fields-null')).toContain('subscriptions');
    expect(tagsOf('cart/add-item')).not.toContain('subscriptions');
    // A tag --tag selects keeps what it names: the subscriptions' cases, in every suite that has some.
    const subscriptions = makePlan(suites, { ...selection, tags: ['subscriptions'] }).cases;
    expect(new Set(subscriptions.map((p) => p.suite.id))).toEqual(
      new Set(['admin-products', 'cart', 'cart-v1', 'catalog', 'catalog-filters', 'coupons', 'enums', 'nested']),
    );
  });
});
