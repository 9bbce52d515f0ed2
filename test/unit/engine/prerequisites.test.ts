import { describe, expect, it } from 'vitest';
import { buildCatalog } from '../../../spec/catalog.js';
import { translator } from '../../../spec/translator.js';
import type { SiteId } from '../../../spec/types.js';
import type { Vocabulary } from '../../../spec/vocabulary.js';
import { partOf } from '../../../src/coverage/parts.js';
import type { HttpResponse } from '../../../src/http/client.js';
import type { CaseResult, SuiteResult } from '../../../src/model/result.js';
import type { CaseSpec } from '../../../src/model/suite.js';
import { IndexListing, needsOf, readiness, type Prerequisite } from '../../../src/site/prerequisites.js';
import { rootCausesOf } from '../../../src/site/root-causes.js';
import { caseSpec } from '../../helpers/case-spec.js';

/** A site's index as the document describes it (methods and each argument's enum), `edit` applied. */
type Index = {
  namespaces: string[];
  routes: Record<string, { namespace: string; endpoints: { methods: string[]; args: Record<string, object> }[] }>;
};
function indexOf(edit: (index: Index) => void = () => undefined, site: SiteId = 'primary'): Index {
  const catalog = buildCatalog(site);
  const index: Index = {
    namespaces: [...catalog.namespaces],
    routes: Object.fromEntries(
      catalog.routes.map((r) => [
        r.pattern,
        {
          namespace: r.namespace,
          endpoints: r.endpoints.map((e) => ({
            methods: [...e.methods],
            args: Object.fromEntries(
              Object.entries(e.args).map(([name, a]) => [name, a.enum ? { type: a.type, enum: [...a.enum] } : {}]),
            ),
          })),
        },
      ]),
    ),
  };
  edit(index);
  return index;
}

const answer = (body: unknown): HttpResponse => ({
  status: 200,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
  truncated: false,
  durationMs: 1,
});
const listing = (index: Index, vocabulary?: Vocabulary) => new IndexListing(async () => answer(index), vocabulary);

const spec = (request: Partial<CaseSpec['request']>, more: Partial<CaseSpec> = {}): CaseSpec =>
  caseSpec('c', { request: { method: 'GET', path: '/', ...request }, origin: { file: 'test' }, ...more });
const checkout = (payment_method: string) =>
  spec({ method: 'POST', path: '/shop/store/checkout', body: { payment_method } });

/** The checkout's payment_method enum on both storefront namespaces, without some values. */
const withoutMethods =
  (...gone: string[]) =>
  (index: Index) => {
    for (const pattern of ['/shop/store/checkout', '/shop/store/v1/checkout'])
      for (const e of index.routes[pattern]?.endpoints ?? []) {
        const arg = e.args.payment_method as { enum?: string[] } | undefined;
        if (arg?.enum) arg.enum = arg.enum.filter((v) => !gone.includes(v));
      }
  };
const GATEWAY = buildCatalog('primary')
  .routes.filter((r) => partOf(r) === 'gateway')
  .map((r) => r.pattern);
const withoutRoutes =
  (...gone: string[]) =>
  (index: Index) => {
    for (const pattern of gone) delete index.routes[pattern];
  };

describe('what a case needs of the index', () => {
  it('the namespace and route it reaches, then each enum value it sends (query, body, batch sub-requests)', () => {
    expect(needsOf(checkout('gateway_sepa')).map((n) => n.key)).toEqual([
      'namespace:shop/store',
      'route:/shop/store/checkout',
      'value:payment_method=gateway_sepa',
    ]);
    // A query's text is the enum's member; a value outside the enum, or a capture, needs nothing.
    expect(needsOf(spec({ path: '/shop/store/products', query: { order: 'desc', orderby: 'nope' } })).at(-1)).toEqual({
      key: 'value:order=desc',
      kind: 'value',
      subject: 'order=desc',
      site: 'primary',
      sent: { route: '/shop/store/products', method: 'GET' },
    });
    const batch = spec({
      method: 'POST',
      path: '/batch/v1',
      body: { requests: [{ method: 'POST', path: '/shop-analytics/coupons', body: { discount_type: 'sign_up_fee' } }] },
    });
    expect(needsOf(batch).map((n) => n.key)).toEqual([
      'route:/batch/v1',
      'namespace:shop-analytics',
      'route:/shop-analytics/coupons',
      'value:discount_type=sign_up_fee',
    ]);
  });

  it("a negative's control too: the refusal means something only where the control's route is listed", () => {
    const negative = spec(
      { path: '/shop/v3/gateway/tokens/tok_bad!' },
      { control: { path: '/shop/v3/gateway/tokens/tok_A1A1A1A1A1A1A1A1A1A1A1A1' } },
    );
    expect(needsOf(negative).map((n) => n.key)).toEqual([
      'namespace:shop/v3',
      'route:/shop/v3/gateway/tokens/(?P<token_id>[a-z]{3}_[a-zA-Z0-9]{24})',
    ]);
  });
});

describe('the index lacks a namespace', () => {
  it('listed in another version than the document names, the root cause says so instead of guessing a missing plugin', async () => {
    const moved = listing(
      indexOf((i) => {
        i.namespaces = i.namespaces.map((n) => (n === 'contact-form/v1' ? 'contact-form/v4' : n));
      }),
    );
    const form = spec({ path: '/contact-form/v1' });
    const missing = (await moved.missing(needsOf(form))) as Prerequisite;
    expect(missing).toMatchObject({
      key: 'namespace:contact-form/v1',
      kind: 'namespace',
      namespaces: ['contact-form/v4'],
    });
    const [root] = rootCausesOf([], new Map([[missing.key, missing]]), undefined);
    expect(root?.failure?.message).toBe(
      "the site's index does not list namespace contact-form/v1 (it lists contact-form/v4: another version than the document's); every case that needs it is blocked",
    );
    // Gone altogether: a plugin not installed, most likely.
    const gone = listing(indexOf((i) => (i.namespaces = i.namespaces.filter((n) => n !== 'contact-form/v1'))));
    const absent = (await gone.missing(needsOf(form))) as Prerequisite;
    expect(rootCausesOf([], new Map([[absent.key, absent]]), undefined)[0]?.failure?.message).toContain(
      '(a plugin not installed?)',
    );
  });
});

describe('the index lacks a value', () => {
  it("a plugin's values are one root cause, naming each value the index lacks and every endpoint that lacks one", async () => {
    const index = listing(indexOf(withoutMethods('gateway_sepa', 'gateway_ideal')));
    const gateway = {
      key: 'values:gateway',
      kind: 'value',
      subject: 'payment_method=gateway_sepa, payment_method=gateway_ideal',
      siteSubject: 'payment_method=gateway_sepa, payment_method=gateway_ideal',
      site: 'primary',
      owner: 'gateway',
      where: ['POST /shop/store/checkout', 'POST /shop/store/v1/checkout'],
      pointer: '/routes/~1shop~1store~1checkout/endpoints/1/args/payment_method/enum',
    };
    expect(await index.missing(needsOf(checkout('gateway_sepa')))).toEqual(gateway);
    expect(await index.missing(needsOf(checkout('gateway_ideal')))).toEqual(gateway);
    expect(await index.missing(needsOf(checkout('bacs')))).toBeUndefined();
  });

  it('any other value is one root cause per argument and value', async () => {
    const index = listing(
      indexOf((i) => {
        for (const e of i.routes['/shop/store/products']?.endpoints ?? []) {
          const arg = e.args.order as { enum?: string[] } | undefined;
          if (arg?.enum) arg.enum = arg.enum.filter((v) => v !== 'desc');
        }
      }),
    );
    const products = spec({ path: '/shop/store/products', query: { order: 'desc' } });
    expect(await index.missing(needsOf(products))).toEqual({
      key: 'value:order=desc',
      kind: 'value',
      subject: 'order=desc',
      siteSubject: 'order=desc',
      site: 'primary',
      where: ['GET /shop/store/products'],
      pointer: '/routes/~1shop~1store~1products/endpoints/0/args/order/enum',
    });
    const [root] = rootCausesOf(
      [],
      new Map([['value:order=desc', (await index.missing(needsOf(products)))!]]),
      undefined,
    );
    expect(root?.failure).toMatchObject({
      title: 'the site does not offer order desc',
      message:
        "the site's index lacks desc in the enum of order on GET /shop/store/products (the document lists it; a plugin not installed?); every case that sends it there is blocked",
      expected: 'desc',
    });
  });

  it('only where the index declares the argument with an enum that lacks it', async () => {
    // An argument declared without an enum limits nothing; one the index lacks is the drift case's finding.
    const noEnum = listing(
      indexOf((index) => {
        for (const e of index.routes['/shop/store/checkout']?.endpoints ?? [])
          if (e.args.payment_method) e.args.payment_method = { type: 'string' };
      }),
    );
    expect(await noEnum.missing(needsOf(checkout('gateway_sepa')))).toBeUndefined();
    const noArg = listing(
      indexOf((index) => {
        for (const e of index.routes['/shop/store/checkout']?.endpoints ?? []) delete e.args.payment_method;
      }),
    );
    expect(await noArg.missing(needsOf(checkout('gateway_sepa')))).toBeUndefined();
  });

  it('in the site words: the value and the route as the vocabulary names them, the key in the interface words', async () => {
    const vocabulary: Vocabulary = { words: { shop: { path: 'mk' }, gateway: { value: 'stripe', path: 'gateway' } } };
    const t = translator(vocabulary);
    const site = indexOf(withoutMethods('gateway_sepa'));
    const spoken: Index = {
      namespaces: site.namespaces.map((n) => t.path(n, 'site')),
      routes: Object.fromEntries(
        Object.entries(site.routes).map(([p, r]) => [t.path(p, 'site'), t.json(r, 'site') as Index['routes'][string]]),
      ),
    };
    const missing = await listing(spoken, vocabulary).missing(needsOf(checkout('gateway_sepa')));
    expect(missing).toMatchObject({
      key: 'values:gateway',
      siteSubject: 'payment_method=stripe_sepa',
      where: ['POST /mk/store/checkout', 'POST /mk/store/v1/checkout'],
    });
    expect(await listing(spoken, vocabulary).missing(needsOf(checkout('gateway_ideal')))).toBeUndefined();
  });

  it("a drift case runs, told which of its route's values are root causes, which it lists even when no case sends them", async () => {
    const index = listing(indexOf(withoutMethods('gateway_sepa')));
    const drift = spec(
      { path: '/' },
      {
        needs: { route: '/shop/store/checkout' },
        expect: [
          { check: 'route-descriptor', pattern: '/shop/store/checkout', namespace: 'shop/store', endpoints: [] },
        ],
      },
    );
    const missing = new Map<string, Prerequisite>();
    const ready = await readiness(drift, needsOf(drift), index, missing);
    expect(ready).toEqual({
      spec: { ...drift, expect: [{ ...drift.expect[0], absent: { payment_method: ['gateway_sepa'] } }] },
    });
    expect([...missing.keys()]).toEqual(['values:gateway']);
    // Listed as a root cause that blocked nothing: still the one must-level finding of it.
    const [root] = rootCausesOf([], missing, undefined);
    expect(root).toMatchObject({
      id: 'values:gateway',
      kind: 'value',
      level: 'must',
      title: 'the site offers the gateway values the document lists',
      failure: {
        check: 'prerequisite',
        title: 'the site does not offer gateway: payment_method=gateway_sepa',
        message:
          "the site's index lacks payment_method=gateway_sepa in the enums of POST /shop/store/checkout, POST /shop/store/v1/checkout (the document lists them; the gateway plugin not installed?); every case that sends one of them there is blocked",
        expected: ['payment_method=gateway_sepa'],
        actual: 'absent',
      },
      blocked: [],
    });
  });
});

describe('the index lacks routes of a part', () => {
  it('every route of a part in namespaces it lists: one root cause for the part, naming its routes', async () => {
    const index = listing(indexOf(withoutRoutes(...GATEWAY)));
    const needs = needsOf(spec({ path: '/shop/v3/gateway/settings' }));
    const missing = await index.missing(needs);
    expect(missing).toEqual({
      key: 'part:gateway',
      kind: 'part',
      subject: 'gateway',
      site: 'primary',
      where: GATEWAY,
      namespaces: ['shop/v3', 'shop/v1'],
      pointer: '/routes',
    });
    const [root] = rootCausesOf(
      [suite([blocked('gateway-settings', 'part:gateway')])],
      new Map([[missing?.key as string, missing as Prerequisite]]),
      undefined,
    );
    expect(root).toMatchObject({
      id: 'part:gateway',
      kind: 'part',
      level: 'must',
      failure: {
        title: "the index lists none of the gateway's routes",
        message: expect.stringMatching(
          /^the site's index lists none of the gateway's 17 routes \(\/shop\/v3\/gateway\/connection_tokens, .*, …\), though it lists shop\/v3, shop\/v1 \(a plugin not installed\?\)/,
        ),
      },
      blocked: [{ suite: 's', id: 'gateway-settings', title: 'gateway-settings' }],
    });
  });

  it('a route missing among present ones of its part is its own root cause; a namespace missing is the namespace', async () => {
    const one = listing(indexOf(withoutRoutes('/shop/v3/gateway/settings')));
    expect((await one.missing(needsOf(spec({ path: '/shop/v3/gateway/settings' }))))?.key).toBe(
      'route:/shop/v3/gateway/settings',
    );
    const noNamespace = listing(
      indexOf((index) => {
        withoutRoutes(...GATEWAY)(index);
        index.namespaces = index.namespaces.filter((n) => n !== 'shop/v3');
      }),
    );
    expect((await noNamespace.missing(needsOf(spec({ path: '/shop/v3/gateway/settings' }))))?.key).toBe(
      'namespace:shop/v3',
    );
    // Its routes in the namespace still listed are the part's absence there.
    expect(await noNamespace.missing(needsOf(spec({ path: '/shop/v1/connect/gateway/oauth/init' })))).toMatchObject({
      key: 'part:gateway',
      where: ['/shop/v1/connect/gateway/oauth/init', '/shop/v1/connect/gateway/oauth/connect'],
      namespaces: ['shop/v1'],
    });
  });

  it('on the localized site, prefixed', async () => {
    const index = new IndexListing(
      async (site) => answer(site === 'de' ? indexOf(withoutRoutes(...GATEWAY), 'de') : indexOf()),
      undefined,
    );
    expect((await index.missing(needsOf(spec({ path: '/shop/v3/gateway/settings', site: 'de' }))))?.key).toBe(
      'de part:gateway',
    );
    expect(await index.missing(needsOf(spec({ path: '/shop/v3/gateway/settings' })))).toBeUndefined();
  });
});

function blocked(id: string, by: string): CaseResult {
  return {
    suite: 's',
    id,
    title: id,
    level: 'must',
    tags: [],
    outcome: 'blocked',
    blockedBy: by,
    failures: [],
    durationMs: 0,
    spec: { origin: { file: 's' }, requires: [] },
  };
}
function suite(cases: CaseResult[]): SuiteResult {
  return { id: 's', title: 's', file: 's', cases, durationMs: 0, leftovers: [] };
}
