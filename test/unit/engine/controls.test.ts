import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { argsToJsonSchema } from '../../../spec/json-schema.js';
import { readablePattern } from '../../../spec/patterns.js';
import { handledArgs } from '../../../spec/value-handling.js';
import type { Endpoint } from '../../../spec/types.js';
import { catalogFor, routeFor } from '../../../src/catalog/routes.js';
import { builtInChecks } from '../../../src/checks/registry.js';
import { negativeCases } from '../../../src/generators/negatives.js';
import type { HttpResponse } from '../../../src/http/client.js';
import { formatProblem, SuiteLoadError } from '../../../src/loading/errors.js';
import { loadSuite } from '../../../src/loading/load-suite.js';
import { variantsOf } from '../../../src/loading/variants.js';
import type { CaseSpec, ControlSpec, GeneratorSpec } from '../../../src/model/suite.js';
import { controlRequest } from '../../../src/model/control.js';
import { judgeControl } from '../../../src/runner/case-control.js';

const checks = builtInChecks();

function problems(text: string): string[] {
  try {
    loadSuite('suite.yaml', checks, text);
  } catch (error) {
    if (error instanceof SuiteLoadError) return error.problems.map(formatProblem);
    throw error;
  }
  return [];
}

/** A suite of one should-level negative (no statement to cite), with `control` as written. */
const withControl = (control: string, extra: string[] = []) =>
  [
    'id: mine',
    'title: Mine',
    ...extra,
    'cases:',
    '  - id: neg',
    '    title: a value outside the enum is refused',
    '    level: should',
    '    source: errors.invalid-param',
    '    request: { path: /shop-analytics/admin/notes, auth: admin, query: { type: [gossip], per_page: 5 }, headers: { x-a: "1" } }',
    `    control: ${control}`,
    '    expect: [{ status: 4xx }]',
  ].join('\n');

describe('a control in a suite file', () => {
  it('is loaded as written and merged over its case’s request one level deep when sent', () => {
    const suite = loadSuite('s.yaml', checks, withControl('{ query: { type: [warning] }, headers: { x-b: "2" } }'));
    const spec = suite.cases[0] as CaseSpec;
    expect(spec.control).toEqual({ query: { type: ['warning'] }, headers: { 'x-b': '2' } });
    expect(controlRequest(spec.request, spec.control as ControlSpec)).toEqual({
      method: 'GET',
      path: '/shop-analytics/admin/notes',
      auth: 'admin',
      // The member given replaces the case's; the others stay.
      query: { type: ['warning'], per_page: 5 },
      headers: { 'x-a': '1', 'x-b': '2' },
    });
  });

  it('adds an argument the case leaves out, merges an object body and replaces a raw one', () => {
    const base = { method: 'POST', path: '/p', body: { rate_id: 'r', nested: { a: 1 } } };
    // One level deep: a member the control gives replaces the case's whole.
    expect(controlRequest(base, { body: { package_id: 0, nested: { b: 2 } } }).body).toEqual({
      rate_id: 'r',
      nested: { b: 2 },
      package_id: 0,
    });
    const raw = controlRequest({ method: 'POST', path: '/p', rawBody: '{bad' }, { body: { ok: true } });
    expect(raw.body).toEqual({ ok: true });
    expect(raw.rawBody).toBeUndefined();
    expect(controlRequest({ method: 'POST', path: '/p', auth: 'admin' }, { anonymous: true }).auth).toBe('none');
  });

  it('expands $repeat in its body as the request’s is', () => {
    const suite = loadSuite(
      's.yaml',
      checks,
      withControl('{ body: { requests: { $repeat: 2, item: { path: /x } } } }'),
    );
    expect(suite.cases[0]?.control?.body).toEqual({ requests: [{ path: '/x' }, { path: '/x' }] });
  });

  it('is refused malformed: an unknown member, a body beside a raw body, a decoy beside anonymous, empty', () => {
    expect(problems(withControl('{ query: { type: [warning] }, status: 200 }'))).toEqual([
      expect.stringMatching(/^suite\.yaml:9:\d+: \/cases\/0\/control: unknown key "status"$/),
    ]);
    expect(problems(withControl('{ body: { a: 1 }, rawBody: "{}" }'))).toEqual([
      expect.stringContaining('/cases/0/control'),
    ]);
    expect(problems(withControl('{ body: { a: true }, decoy: a, anonymous: true }'))).toEqual([
      expect.stringContaining('/cases/0/control'),
    ]);
    expect(problems(withControl('{}'))).toEqual([expect.stringContaining('/cases/0/control')]);
    // A query holds values, lists and objects (the attribute filters), never null.
    expect(problems(withControl('{ query: { type: null } }'))).not.toEqual([]);
  });

  it('is refused with a decoy it does not give', () => {
    expect(problems(withControl('{ query: { type: [warning] }, decoy: per_page }'))).toEqual([
      expect.stringContaining("the control's decoy per_page is not among its members"),
    ]);
    expect(problems(withControl('{ query: { type: [warning], per_page: nope }, decoy: per_page }'))).toEqual([]);
  });

  it('reads only captures an earlier case makes', () => {
    expect(problems(withControl('{ query: { type: ["{{noteType}}"] } }'))).toEqual([
      expect.stringContaining('case "neg" reads {{noteType}}, which no earlier case of this suite captures'),
    ]);
  });

  it('gives a variant’s test data, as its case does', () => {
    const suite = loadSuite(
      's.yaml',
      checks,
      [
        'id: mine',
        'title: Mine',
        'variants: [{ suffix: v1, paths: { /shop/store: /shop/store/v1 }, strings: { conformance-probe: conformance-probe-v1 } }]',
        'cases:',
        '  - id: neg',
        '    title: an unknown code is refused',
        '    level: should',
        '    source: errors.invalid-param',
        '    request: { method: POST, path: /shop/store/cart/apply-coupon, body: { code: 7 } }',
        '    control: { body: { code: conformance-probe } }',
        '    expect: [{ status: 4xx }]',
      ].join('\n'),
    );
    const [variant] = variantsOf(suite);
    expect(variant?.cases[0]?.request.path).toBe('/shop/store/v1/cart/apply-coupon');
    expect(variant?.cases[0]?.control).toEqual({ body: { code: 'conformance-probe-v1' } });
  });
});

const answer = (status: number, body: unknown): HttpResponse =>
  ({
    status,
    headers: {},
    body: JSON.stringify(body),
    size: 0,
    truncated: false,
    durationMs: 1,
  }) as unknown as HttpResponse;
const invalid = (...params: string[]) => ({
  code: 'rest_invalid_param',
  message: `Invalid parameter(s): ${params.join(', ')}`,
  data: { status: 400, params: Object.fromEntries(params.map((p) => [p, `${p} is invalid.`])) },
});

describe('whether a control was accepted', () => {
  it('a plain control: only a success', () => {
    expect(judgeControl({ query: {} }, answer(200, {}))).toEqual({ accepted: true });
    expect(
      judgeControl(
        {},
        answer(400, {
          code: 'shop_rest_cart_shipping_not_needed',
          message: 'The cart has no item that needs shipping.',
        }),
      ),
    ).toEqual({
      accepted: false,
      why: "400 shop_rest_cart_shipping_not_needed 'The cart has no item that needs shipping.'",
    });
  });

  it('with a decoy: a refusal naming the decoy alone, nothing else', () => {
    const decoyed: ControlSpec = { body: { status: 'pending', parent_id: 'x' }, decoy: 'parent_id' };
    expect(judgeControl(decoyed, answer(400, invalid('parent_id')))).toEqual({ accepted: true });
    expect(judgeControl(decoyed, answer(201, {}))).toEqual({ accepted: true });
    expect(judgeControl(decoyed, answer(400, invalid('parent_id', 'status')))).toMatchObject({
      accepted: false,
      why: expect.stringMatching(/, naming status$/),
    });
    // Another error shape names nothing: whether the rule was kept cannot be told.
    expect(judgeControl(decoyed, answer(422, { error: { type: 'invalid' } }))).toMatchObject({
      accepted: false,
      why: expect.stringContaining('naming no argument'),
    });
    expect(
      judgeControl(decoyed, answer(409, { code: 'shop_rest_cart_empty', message: 'Empty.', data: {} })),
    ).toMatchObject({ accepted: false, why: expect.stringContaining('409 shop_rest_cart_empty') });
  });

  it('asked anonymously: a refusal for permission, nothing else', () => {
    const anonymous: ControlSpec = { body: { plugin: 'x' }, anonymous: true };
    expect(judgeControl(anonymous, answer(401, { code: 'rest_forbidden' }))).toEqual({ accepted: true });
    expect(judgeControl(anonymous, answer(403, { code: 'rest_forbidden' }))).toEqual({ accepted: true });
    expect(judgeControl(anonymous, answer(400, invalid('plugin')))).toMatchObject({ accepted: false });
    expect(judgeControl(anonymous, answer(404, { code: 'x_invalid_id' }))).toMatchObject({ accepted: false });
  });
});

// ---------------------------------------------------------------------------------------------------
// The generator

const ALL_KINDS: GeneratorSpec = {
  generator: 'negatives',
  options: {
    kinds: ['enum', 'bounds', 'required', 'nested', 'format'],
    cartHeaders: { 'Cart-Token': 'token' },
    sources: { invalid: 'a', missing: 'b', anonymous: 'c', uri: 'd' },
  },
};
const generated = negativeCases(catalogFor('primary'), ALL_KINDS, 'test');
// The refusals and their anonymous variants (which expect the platform's refusal alone).
const refusals = generated.filter((c) =>
  c.expect.some((e) => (e.check === 'status' && e.value === '4xx') || e.check === 'argument-refused'),
);
const ajv = new Ajv({ strict: false, allErrors: true });
addFormats.default(ajv);
// The platform's date-time, as it reads one (rest_parse_date): ISO 8601, the time zone optional.
ajv.addFormat('date-time', /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:?\d{2})?$/i);

function endpointOf(spec: CaseSpec): Endpoint {
  const route = routeFor('primary', spec.request.path);
  const endpoint = route?.endpoints.find((e) => e.methods.includes(spec.request.method as Endpoint['methods'][0]));
  if (!endpoint) throw new Error(`no endpoint for ${spec.request.method} ${spec.request.path}`);
  return endpoint;
}
const argumentsOf = (request: CaseSpec['request']) =>
  ((request.method === 'GET' ? request.query : request.body) ?? {}) as Record<string, unknown>;

describe('the negatives generator', () => {
  it('gives every refusal a control, and no case that expects acceptance one', () => {
    expect(refusals.length).toBeGreaterThan(400);
    expect(refusals.filter((c) => !c.control).map((c) => c.id)).toEqual([]);
    expect(generated.filter((c) => !refusals.includes(c) && c.control).map((c) => c.id)).toEqual([]);
    const kinds = new Set(refusals.map((c) => c.id.split('.').pop()));
    expect([...kinds].sort()).toEqual([
      'above-maximum',
      'below-minimum',
      'member-missing',
      'member-not-in-enum',
      'member-wrong-type',
      'missing',
      'not-in-enum',
      'not-in-format',
      'value-wrong-type',
    ]);
  });

  it('breaks the rule in the negative and keeps it in the control, changing nothing else but a decoy', () => {
    const wrong: string[] = [];
    for (const spec of refusals) {
      const endpoint = endpointOf(spec);
      // The arguments as the route handles them: a format it validates though its schema publishes none.
      const route = readablePattern(routeFor('primary', spec.request.path)?.pattern ?? '');
      const validate = ajv.compile(argsToJsonSchema(handledArgs(endpoint.methods, route, endpoint.args)));
      const control = spec.control as ControlSpec;
      const sent = argumentsOf(controlRequest(spec.request, control));
      const { [control.decoy ?? '']: _decoy, ...kept } = sent;
      const broken = argumentsOf(spec.request);
      // The argument under test names the refusal; the control differs from the negative there alone.
      const arg = (spec.expect.find((e) => e.check === 'argument-refused')?.param as string) ?? '';
      const others = (args: Record<string, unknown>) => {
        const { [arg]: _under, [control.decoy ?? '']: _d, ...rest } = args;
        return rest;
      };
      if (validate(broken)) wrong.push(`${spec.id}: the negative keeps every rule`);
      if (!validate(kept)) wrong.push(`${spec.id}: the control breaks ${ajv.errorsText(validate.errors)}`);
      if (JSON.stringify(others(sent)) !== JSON.stringify(others(broken)))
        wrong.push(`${spec.id}: the control changes more than ${arg}`);
      if (control.decoy !== undefined && endpoint.args[control.decoy]?.type === 'string')
        wrong.push(`${spec.id}: a decoy in a string argument is no wrong type`);
    }
    expect(wrong).toEqual([]);
  });

  it('keeps writes as harmless as the negative: reads and writes of the suite’s cart as they are, other writes decoyed or anonymous', () => {
    const how = (id: string) => {
      const spec = generated.find((c) => c.id === id) as CaseSpec;
      return { control: spec.control, requires: spec.requires };
    };
    expect(how('get.shop.store.products.orderby.not-in-enum').control).toEqual({ query: { orderby: 'date' } });
    expect(how('get.shop-analytics.orders.per_page.above-maximum').control).toEqual({ query: { per_page: 100 } });
    // A write of the suite's cart: sent as it is, and marked as a write.
    expect(how('post.shop.store.cart.select-shipping-rate.package_id.missing')).toEqual({
      control: { body: { package_id: 1 } },
      requires: ['writes'],
    });
    // The checkout would place an order: a decoy in a boolean argument.
    expect(how('post.shop.store.checkout.payment_method.not-in-enum').control).toMatchObject({
      body: { payment_method: 'bacs', create_account: 'conformance-decoy-not-a-boolean' },
      decoy: 'create_account',
    });
    // An administrator's create: a decoy, never in a path parameter (the order id of the path wins over the body's).
    expect(how('post.shop-analytics.orders.id.status.not-in-enum').control).toMatchObject({
      decoy: 'parent_id',
    });
    expect(how('post.shop-analytics.coupons.code.missing').control).toMatchObject({ decoy: 'individual_use' });
    // No argument to carry a decoy: asked anonymously.
    expect(how('post.shop-admin.marketing.overview.activate-plugin.plugin.missing').control).toEqual({
      body: { plugin: 'conformance' },
      anonymous: true,
    });
    expect(how('delete.shop-analytics.admin.notes.delete.all.status.not-in-enum').control).toMatchObject({
      anonymous: true,
    });
  });

  it('gives an anonymous variant its twin’s control, with what the route needs', () => {
    const twin = generated.find((c) => c.id === 'get.shop-analytics.orders.orderby.not-in-enum') as CaseSpec;
    const anonymous = generated.find((c) => c.id === `anonymous.${twin.id}`) as CaseSpec;
    expect(anonymous.request.auth).toBeUndefined();
    expect(anonymous.control).toEqual({ ...twin.control, auth: 'admin' });
    expect(anonymous.requires).toEqual(['admin']);
    const cart = generated.find((c) => c.id === 'anonymous.post.shop.store.cart.select-shipping-rate.rate_id.missing');
    expect(cart?.control).toMatchObject({ headers: { 'Cart-Token': 'token' }, body: { rate_id: 'conformance' } });
  });

  it('takes the suite’s values for the other arguments, its objects for a member’s siblings, and its carts', () => {
    const spec: GeneratorSpec = {
      generator: 'negatives',
      options: {
        kinds: ['required', 'nested'],
        cartHeaders: { 'Cart-Token': 'empty' },
        carts: { '/shop/store/cart/select-shipping-rate': { 'Cart-Token': '{{shippingCart}}' } },
        arguments: {
          '/shop/store/cart/select-shipping-rate': { POST: { package_id: '{{packageId}}', rate_id: '{{rateId}}' } },
          '/shop/store/cart/update-customer': { POST: { billing_address: { country: 'GB', city: 'London' } } },
        },
        sources: { invalid: 'a', missing: 'b', anonymous: 'c' },
      },
    };
    const cases = negativeCases(catalogFor('primary'), spec, 'test');
    const rate = cases.find((c) => c.id === 'post.shop.store.cart.select-shipping-rate.rate_id.missing') as CaseSpec;
    expect(rate.request).toMatchObject({
      body: { package_id: '{{packageId}}' },
      headers: { 'Cart-Token': '{{shippingCart}}' },
    });
    expect(rate.control).toEqual({ body: { rate_id: '{{rateId}}' } });
    const city = cases.find(
      (c) => c.id === 'post.shop.store.cart.update-customer.billing_address.city.member-missing',
    ) as CaseSpec;
    expect(city.request.body).toMatchObject({ billing_address: { country: 'GB' } });
    expect((city.request.body as { billing_address: object }).billing_address).not.toHaveProperty('city');
    expect(city.control).toEqual({ body: { billing_address: { country: 'GB', city: 'London' } } });
  });
});
