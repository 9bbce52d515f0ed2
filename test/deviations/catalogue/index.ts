import { expect } from 'vitest';
import { LISTED_ONLY_NAMESPACES } from '../../../spec/catalog.js';
import {
  acceptsRefusal,
  answersStatus,
  changesDefault,
  failsRoute,
  rewritesAnswer,
  rewritesIndex,
} from '../../helpers/faults.js';
import { on, query, store, noRoute, CART_ITEM_ROUTE, of, sorted, type Deviation } from './shared.js';

/** Deviations of the index and the localized site. */
export const INDEX: Deviation[] = [
  // ----- the index (index-shape; the localized site further down)
  {
    name: 'an enum value dropped from the index (and still taken) is one root cause: the cases that send it are blocked under it, its drift case notes it',
    suites: ['cart', 'enums', 'index-shape'],
    fault: rewritesIndex("no `edit` in the cart's context enum", (index) => {
      const context = (index.routes['/shop/store/cart']?.endpoints[0]?.args as Record<string, { enum?: string[] }>)
        .context;
      if (context?.enum) context.enum = context.enum.filter((v) => v !== 'edit');
    }),
    // The site does not offer context=edit on the cart, whatever it answers to it: the one must-level
    // failure of the run, and not a second time in the route's drift case.
    fails: [],
    blocked: ['cart/context-edit-taken', 'enums/accepts.get.shop.store.cart.2'],
    also: (run) => {
      const root = run.result.rootCauses.find((r) => r.id === 'value:context=edit');
      expect(root).toMatchObject({
        kind: 'value',
        level: 'must',
        failure: { title: 'the site does not offer context edit', expected: 'edit', actual: 'absent' },
      });
      expect(root?.failure?.message).toContain('on GET /shop/store/cart (the document lists it');
      // And the negative whose control sends it: its refusal would prove nothing on this site.
      expect(root?.blocked.map((b) => `${b.suite}/${b.id}`).sort()).toEqual([
        'cart/context-edit-taken',
        'cart/context-outside-refused',
        'enums/accepts.get.shop.store.cart.2',
      ]);
      expect(run.result.totals).toMatchObject({ prerequisites: 1, mustFailed: 1, failed: 0 });
      expect(run.cases.find((c) => c.id === 'drift.shop.store.cart')?.notes?.map((n) => n.title)).toContain(
        'argument context: enum lacks edit: the site does not offer it (a root cause of the run)',
      );
    },
  },
  {
    name: 'an enum value dropped from the index that no case sends is still its root cause, reported by the drift case',
    suites: ['index-shape'],
    fault: rewritesIndex('no `desc` in the products order enum', (index) => {
      const order = (index.routes['/shop/store/products']?.endpoints[0]?.args as Record<string, { enum?: string[] }>)
        .order;
      if (order?.enum) order.enum = order.enum.filter((v) => v !== 'desc');
    }),
    fails: [],
    also: (run) => {
      expect(run.result.rootCauses.map((r) => [r.id, r.kind, r.blocked.length])).toEqual([
        ['value:order=desc', 'value', 0],
      ]);
      expect(run.result.totals).toMatchObject({ prerequisites: 1, mustFailed: 1, failed: 0 });
    },
  },
  {
    name: 'index members out of order fail the should-level order case only',
    suites: ['index-shape'],
    fault: rewritesAnswer({ method: 'GET', path: '/' }, 'routes first', (body) => {
      const { routes, ...rest } = body as Record<string, unknown>;
      return { routes, ...rest };
    }),
    fails: ['index-shape/index-member-order'],
    also: (run) => expect(run.result.totals.mustFailed).toBe(0),
  },
  {
    name: "a route missing from the index is one root cause; a route added is a note, not a failure of the document's rules",
    suites: ['index-shape'],
    fault: rewritesIndex('select-shipping-rate missing, a secret route added', (index) => {
      delete index.routes['/shop/store/cart/select-shipping-rate'];
      index.routes['/shop/store/cart/secret'] = {
        namespace: 'shop/store',
        methods: ['GET'],
        endpoints: [{ methods: ['GET'], args: [] }],
      };
    }),
    // The namespace index no longer agrees with the root index: the platform's convention, not the document.
    fails: ['index-shape/namespace-index.shop.store'],
    shouldOnly: ['index-shape/namespace-index.shop.store'],
    also: (run) => {
      expect(run.notPassed).toEqual({
        'drift.shop.store.cart.select-shipping-rate': 'blocked',
        'namespace-index.shop.store': 'failed',
      });
      expect(
        run.result.rootCauses.filter((r) => r.kind === 'route').map((r) => [r.id, r.blocked.map((b) => b.id)]),
      ).toEqual([['route:/shop/store/cart/select-shipping-rate', ['drift.shop.store.cart.select-shipping-rate']]]);
      expect(run.result.totals.mustFailed).toBe(1);
      expect(run.cases.find((c) => c.id === 'namespace.shop.store')?.notes?.map((n) => n.actual)).toEqual([
        '/shop/store/cart/secret',
      ]);
    },
  },
  {
    name: 'a namespace missing from the index is one root cause, blocking every case that needs it',
    suites: ['index-shape'],
    fault: rewritesIndex('custom-blocks not listed', (index) => {
      index.namespaces = index.namespaces.filter((n) => n !== 'custom-blocks');
      for (const [pattern, route] of Object.entries(index.routes))
        if (route.namespace === 'custom-blocks') delete index.routes[pattern];
    }),
    // The generated case that says the index lists this one is blocked by that prerequisite, a
    // must-level root cause: the one failure of the run.
    fails: [],
    blocked: ['index-shape/namespace.custom-blocks'],
    also: (run) => {
      const root = run.result.rootCauses.find((r) => r.id === 'namespace:custom-blocks');
      expect(root?.blocked.map((b) => b.id).sort()).toEqual([
        'drift.custom-blocks',
        'drift.custom-blocks.template-file',
        'namespace-index.custom-blocks',
        'namespace.custom-blocks',
      ]);
      expect(run.result.totals.prerequisites).toBe(1);
    },
  },
  {
    name: 'the index fails',
    suites: ['index-shape', 'localized'],
    fault: failsRoute(on('GET', '/')),
    // Every case that reads the primary index without needing a route of it; the rest is blocked by the index.
    fails: sorted(
      of(
        'index-shape',
        'root-routes',
        'index-members',
        'index-authentication-empty',
        'index-member-order',
        'index-gmt-offset-string',
        'descriptor-root-namespace-empty',
      ),
      of('localized', 'english-routes'),
    ),
  },
  {
    name: 'the localized index fails',
    suites: ['localized'],
    fault: failsRoute({ method: 'GET', path: '/', site: 'de' }),
    fails: of('localized', 'root-routes', 'index-url-home'),
  },
  {
    name: "the index's name is not a string",
    suites: ['index-shape', 'admin-auth'],
    fault: rewritesIndex('name 42', (index) => {
      index.name = 42;
    }),
    fails: ['admin-auth/site-name', 'index-shape/index-members'],
  },
  {
    name: 'the index advertises an authentication scheme',
    suites: ['index-shape'],
    fault: rewritesIndex('an application-password scheme', (index) => {
      index.authentication = {
        'application-passwords': { endpoints: { authorization: 'https://shop.test/authorize' } },
      };
    }),
    fails: of('index-shape', 'index-authentication-empty', 'index-members'),
  },
  {
    name: 'the namespaces listed only as namespaces are not listed',
    suites: ['index-shape'],
    fault: rewritesIndex('no shop/v2, shop-telemetry, … in namespaces', (index) => {
      index.namespaces = index.namespaces.filter((n) => !LISTED_ONLY_NAMESPACES.includes(n));
    }),
    // Each is one root cause (a must-level failure), its generated case blocked under it.
    fails: [],
    blocked: of('index-shape', ...LISTED_ONLY_NAMESPACES.map((n) => `namespace.${n.replace(/[^a-zA-Z0-9_-]+/g, '.')}`)),
    also: (run) => {
      expect(run.result.rootCauses.map((r) => r.id).sort()).toEqual(
        LISTED_ONLY_NAMESPACES.map((n) => `namespace:${n}`).sort(),
      );
    },
  },
  {
    name: 'a route marked [b] without allow_batch',
    suites: ['index-shape'],
    fault: rewritesIndex('no allow_batch on add-item', (index) => {
      for (const endpoint of index.routes['/shop/store/cart/add-item']?.endpoints ?? []) delete endpoint.allow_batch;
    }),
    fails: of('index-shape', 'descriptor-allow-batch', 'drift.shop.store.cart.add-item'),
  },
  {
    name: 'a namespace listed without routes has no index',
    suites: ['index-shape'],
    fault: answersStatus({ method: 'GET', path: '/shop/v2' }, 404, noRoute),
    fails: of(
      'index-shape',
      'namespace-index-listed-only',
      'namespace-index-of-listed-only',
      'namespace-index.shop.v2',
    ),
  },
  {
    name: 'a namespace index asked for its own namespace fails',
    suites: ['index-shape'],
    fault: failsRoute(on('GET', '/insights/v1', query('namespace'))),
    fails: ['index-shape/namespace-index-own-namespace-given'],
  },
  {
    name: "a namespace index's namespace defaults to another",
    suites: ['index-shape'],
    fault: changesDefault(on('GET', '/insights/v1'), 'namespace', 'oembed/1.0'),
    fails: of('index-shape', 'namespace-index-namespace-default', 'namespace-index.insights.v1'),
    shouldOnly: ['index-shape/namespace-index.insights.v1'],
  },
  {
    name: 'gmt_offset is a number',
    suites: ['index-shape'],
    fault: rewritesIndex('gmt_offset 1', (index) => {
      index.gmt_offset = 1;
    }),
    fails: ['index-shape/index-gmt-offset-string'],
  },
  {
    name: 'an endpoint without arguments publishes args as an object',
    suites: ['index-shape'],
    fault: rewritesIndex('{} as the args of connection_tokens', (index) => {
      for (const endpoint of index.routes['/shop/v3/gateway/connection_tokens']?.endpoints ?? []) endpoint.args = {};
    }),
    fails: of('index-shape', 'descriptor-args-empty-list', 'index-members'),
  },
  {
    name: 'a route without path parameter has no _links',
    suites: ['index-shape'],
    fault: rewritesIndex('no _links on /shop/store/cart', (index) => {
      delete index.routes['/shop/store/cart']?._links;
    }),
    fails: of('index-shape', 'descriptor-links-self', 'drift.shop.store.cart'),
  },
  {
    name: 'a route with a path parameter has _links',
    suites: ['index-shape'],
    fault: rewritesIndex('_links on the cart item route', (index) => {
      const route = index.routes[CART_ITEM_ROUTE];
      if (route) route._links = { self: [{ href: 'https://shop.test/rest-api/shop/store/cart/items' }] };
    }),
    fails: of('index-shape', 'descriptor-no-links-with-parameter', 'drift.shop.store.cart.items.key'),
  },
  {
    name: 'the root route has a namespace',
    suites: ['index-shape'],
    fault: rewritesIndex('namespace core of the root route', (index) => {
      const root = index.routes['/'];
      if (root) root.namespace = 'core';
    }),
    fails: of('index-shape', 'descriptor-root-namespace-empty', 'drift.root'),
  },
  {
    name: 'the storefront namespace index fails',
    suites: ['index-shape'],
    fault: failsRoute(on('GET', '/shop/store')),
    fails: of('index-shape', 'namespace-index-storefront', 'namespace-index.shop.store'),
  },
  {
    name: 'an argument publishes required first',
    suites: ['index-shape'],
    fault: rewritesIndex('required first in per_page of the products route', (index) => {
      const args = index.routes['/shop/store/products']?.endpoints[0]?.args as Record<string, Record<string, unknown>>;
      if (args?.per_page) args.per_page = { required: args.per_page.required, ...args.per_page };
    }),
    fails: ['index-shape/descriptor-required-last'],
  },
  {
    name: 'a namespace index without routes lists another route',
    suites: ['index-shape'],
    fault: rewritesAnswer(on('GET', '/shop/v2'), 'a second route', (body) => {
      const index = body as { routes: Record<string, unknown> };
      index.routes['/shop/v2/extra'] = { namespace: 'shop/v2', methods: ['GET'], endpoints: [] };
      return index;
    }),
    fails: of('index-shape', 'namespace-index-listed-only', 'namespace-index.shop.v2'),
    shouldOnly: ['index-shape/namespace-index.shop.v2'],
  },
  {
    name: 'an unknown namespace answered with an empty index',
    suites: ['index-shape'],
    fault: acceptsRefusal({
      method: 'GET',
      path: '/no-such-namespace/v9',
      status: 404,
      answer: { body: { namespace: 'no-such-namespace/v9', routes: {} } },
    }),
    fails: ['index-shape/namespace-index-unknown'],
  },

  // ----- the localized site
  {
    name: 'wallet namespaces listed on /de fail that case only',
    suites: ['localized'],
    fault: rewritesIndex(
      'wallet/v1 listed',
      (index) => {
        index.namespaces = [...index.namespaces, 'wallet/v1'];
      },
      'de',
    ),
    fails: ['localized/no-wallet-namespaces'],
  },
  {
    name: 'English descriptions on /de fail the German cases',
    suites: ['localized'],
    fault: rewritesIndex(
      'an English description of per_page',
      (index) => {
        const perPage = (
          index.routes['/shop/store/products']?.endpoints[0]?.args as Record<string, { description?: string }>
        ).per_page;
        if (perPage) perPage.description = 'Maximum number of items to be returned in result set.';
      },
      'de',
    ),
    fails: of('localized', 'german-descriptions', 'german.shop.store.products'),
  },
  {
    name: "the localized index's url and home are the primary site's",
    suites: ['localized'],
    fault: rewritesIndex(
      'url and home without /de',
      (index) => {
        index.url = String(index.url).replace(/\/de$/, '');
        index.home = String(index.home).replace(/\/de$/, '');
      },
      'de',
    ),
    fails: ['localized/index-url-home'],
  },
  {
    name: 'the localized checkout offers the wallet gateway',
    suites: ['localized'],
    fault: rewritesIndex(
      'wallet-gateway in the payment_method enum',
      (index) => {
        const method = (index.routes['/shop/store/checkout']?.endpoints[1]?.args as Record<string, { enum?: string[] }>)
          .payment_method;
        if (method?.enum) method.enum = [...method.enum, 'wallet-gateway'];
      },
      'de',
    ),
    fails: ['localized/checkout-without-wallet-gateway'],
  },
  {
    name: 'the localized checkout takes wallet-gateway',
    suites: ['localized'],
    fault: acceptsRefusal({
      method: 'POST',
      path: store('/checkout'),
      site: 'de',
      status: 400,
      param: 'payment_method',
      answer: { body: {} },
    }),
    fails: of('localized', 'checkout-refuses-wallet-gateway', 'checkout-refuses-wallet-gateway-v1'),
  },
  {
    name: 'no cart on the localized site',
    suites: ['localized'],
    fault: failsRoute({ method: 'GET', path: '/shop/store/cart', site: 'de' }),
    fails: ['localized/open-cart'],
  },
  {
    name: 'the localized site takes per_page 101',
    suites: ['localized'],
    fault: acceptsRefusal({
      method: 'GET',
      path: '/shop/store/products',
      site: 'de',
      status: 400,
      param: 'per_page',
      answer: { body: [] },
    }),
    fails: ['localized/same-validation'],
  },
  {
    name: 'the localized site has a wallet namespace index',
    suites: ['localized'],
    fault: acceptsRefusal({
      method: 'GET',
      path: '/shop-wallet/v1',
      site: 'de',
      status: 404,
      answer: { body: { namespace: 'shop-wallet/v1', routes: {} } },
    }),
    fails: ['localized/wallet-namespace-index-absent'],
  },
];
