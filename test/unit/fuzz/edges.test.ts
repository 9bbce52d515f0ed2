import { Ajv } from 'ajv';
import addFormatsModule from 'ajv-formats';
import { fullFormats } from 'ajv-formats/dist/formats.js';
import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildCatalog } from '../../../spec/index.js';
import { toJsonSchema } from '../../../spec/json-schema.js';
import type { ArgSchema, Endpoint } from '../../../spec/types.js';
import { breakages, edgeExamples, fuzzArgs, type Rule } from '../../../src/fuzz/arbitraries.js';
import { sendable } from '../../../src/fuzz/valid-values.js';

/**
 * Rule-breaking values lean on the edge of the rule they break (max+1, min−1, one item or character too
 * many or too few, a near miss of an enum member), and every bound's edge is sent first whatever the
 * seed (`edgeExamples`, fast-check's examples). Seeds are fixed: the figures below are what those seeds
 * draw, not chance.
 */
const catalog = buildCatalog('primary');
const endpointOf = (method: string, pattern: string) =>
  catalog.routes
    .find((r) => r.pattern === pattern)
    ?.endpoints.find((e) => e.methods.includes(method as 'GET')) as Endpoint;
const products = endpointOf('GET', '/shop/store/products');
const adminOrders = endpointOf('GET', '/shop-analytics/orders');
const batch = endpointOf('POST', '/batch/v1');

/** `n` values that break one rule of one argument, as the phase draws them (the breakage's own arbitrary). */
function drawn(endpoint: Endpoint, inQuery: boolean, place: string, rule: Rule, n = 200, seed = 42): unknown[] {
  const b = breakages(fc, endpoint, inQuery).find((x) => x.place === place && x.rule === rule);
  expect(b, `${place} ${rule}`).toBeDefined();
  return fc.sample(b?.value ?? fc.constant(undefined), { seed, numRuns: n });
}
const count = (values: unknown[], value: unknown) => values.filter((v) => v === value).length;

describe('values that break a bound are mostly at its edge', () => {
  it('maximum: per_page 101 three times in four, the others further out', () => {
    const values = drawn(products, true, 'per_page', 'maximum') as number[];
    // edgeFirst's weights are 3:1, and the further-out branch starts at the edge too.
    expect(count(values, 101)).toBeGreaterThan(values.length * 0.6);
    expect(values.some((v) => v > 101)).toBe(true);
    expect(values.every((v) => Number.isInteger(v) && v > 100)).toBe(true);
  });

  it('minimum: page 0, and per_page one below its own minimum (−1 on the storefront, 0 in the administration)', () => {
    const page = drawn(products, true, 'page', 'minimum') as number[];
    expect(count(page, 0)).toBeGreaterThan(page.length * 0.6);
    expect(page.every((v) => v < 1)).toBe(true);
    expect(page.some((v) => v < 0)).toBe(true);
    const storefront = drawn(products, true, 'per_page', 'minimum') as number[];
    expect(count(storefront, -1)).toBeGreaterThan(storefront.length * 0.6);
    const admin = drawn(adminOrders, true, 'per_page', 'minimum') as number[];
    expect(count(admin, 0)).toBeGreaterThan(admin.length * 0.6);
  });

  it('maxItems: a batch of 26 requests mostly, of 27 or 28 now and then', () => {
    const lengths = (drawn(batch, false, 'requests', 'maxItems', 60) as unknown[][]).map((l) => l.length);
    expect(count(lengths, 26)).toBeGreaterThan(lengths.length * 0.6);
    expect(lengths.every((n) => n >= 26 && n <= 28)).toBe(true);
    expect(lengths.some((n) => n > 26)).toBe(true);
  });

  it('lengths and counts a schema states: one character or item too many or too few, the empty text at minLength 1', () => {
    const endpoint: Endpoint = {
      methods: ['POST'],
      access: 'public',
      handler: 'test',
      args: {
        code: { type: 'string', minLength: 1, maxLength: 8 },
        name: { type: 'string', minLength: 3 },
        tags: { type: 'array', items: { type: 'integer' }, minItems: 2, maxItems: 4, uniqueItems: true },
      },
    };
    const rules = breakages(fc, endpoint, false).map((b) => `${b.place} ${b.rule}`);
    expect(rules).toEqual(
      expect.arrayContaining(['code maxLength', 'code minLength', 'name minLength', 'tags maxItems', 'tags minItems']),
    );
    expect(count(drawn(endpoint, false, 'code', 'minLength'), '')).toBeGreaterThan(100);
    const long = drawn(endpoint, false, 'code', 'maxLength') as string[];
    expect(long.filter((s) => s.length === 9).length).toBeGreaterThan(100);
    expect(long.every((s) => s.length > 8)).toBe(true);
    const short = drawn(endpoint, false, 'name', 'minLength') as string[];
    expect(short.filter((s) => s.length === 2).length).toBeGreaterThan(100);
    expect(short.every((s) => s.length < 3)).toBe(true);
    // Unique items stay unique: only the count is broken.
    const many = drawn(endpoint, false, 'tags', 'maxItems', 60) as number[][];
    expect(many.every((l) => l.length > 4 && new Set(l).size === l.length)).toBe(true);
    expect(many.filter((l) => l.length === 5).length).toBeGreaterThan(30);
    // The edges sent first: the upper bounds, then the lower ones, the empty text among them.
    expect(edgeExamples(endpoint, false).map((e) => [e.broken?.place, e.broken?.rule, e.args])).toEqual([
      ['tags', 'maxItems', { tags: [0, 1, 2, 3, 4] }],
      ['code', 'maxLength', { code: 'aaaaaaaaa' }],
      ['tags', 'minItems', { tags: [0] }],
      ['code', 'minLength', { code: '' }],
      ['name', 'minLength', { name: 'aa' }],
    ]);
    // In a query string an empty list cannot be said: a list of one too few items is left out there when that is none.
    const query: Endpoint = { ...endpoint, args: { tags: { type: 'array', items: { type: 'integer' }, minItems: 1 } } };
    expect(breakages(fc, query, true).map((b) => b.rule)).not.toContain('minItems');
    expect(breakages(fc, query, false).map((b) => b.rule)).toContain('minItems');
  });

  it('an exclusive bound is its own edge', () => {
    const endpoint: Endpoint = {
      methods: ['GET'],
      access: 'public',
      handler: 'test',
      args: { ratio: { type: 'integer', minimum: 0, exclusiveMinimum: true, maximum: 10, exclusiveMaximum: true } },
    };
    expect(edgeExamples(endpoint, true).map((e) => e.args.ratio)).toEqual([10, 0]);
    const arbitrary = fuzzArgs(fc, endpoint, true, false);
    if (!arbitrary) return expect(arbitrary).toBeDefined();
    // A valid value stays off an exclusive bound.
    const valid = fc
      .sample(arbitrary, { seed: 1, numRuns: 200 })
      .filter((d) => !d.broken && 'ratio' in d.args)
      .map((d) => d.args.ratio as number);
    expect(valid.length).toBeGreaterThan(20);
    expect(valid.every((n) => n > 0 && n < 10)).toBe(true);
  });
});

describe('values outside an enum are mostly one character off a member', () => {
  const members = (schema: ArgSchema) => (schema.enum ?? []) as string[];
  /** `value` is `member` with its last character changed, one added or its last dropped. */
  const nearMiss = (value: string, member: string) =>
    (value.length === member.length && value.slice(0, -1) === member.slice(0, -1)) ||
    (value.length === member.length + 1 && value.startsWith(member)) ||
    (value.length === member.length - 1 && member.startsWith(value));

  it.each([
    ['orderby', products],
    ['order', products],
    ['catalog_visibility', products],
    ['status[]', adminOrders],
    ['stock_status[]', products],
  ] as const)('%s', (place, endpoint) => {
    const arg = place.replace('[]', '');
    const schema = endpoint.args[arg] as ArgSchema;
    const enumOf = members(place.endsWith('[]') ? (schema.items as ArgSchema) : schema);
    const values = drawn(endpoint, true, place, 'enum').map((v) => (Array.isArray(v) ? v[0] : v) as string);
    const near = values.filter((v) => enumOf.some((m) => nearMiss(v, m)));
    expect(near.length).toBeGreaterThan(values.length * 0.6);
    // Never a member in any case (a site may compare case-insensitively), never empty, never a boolean word, no comma.
    const taken = new Set(enumOf.map((m) => m.toLowerCase()));
    for (const v of values) {
      expect(taken.has(v.toLowerCase()), v).toBe(false);
      expect(v).not.toBe('');
      expect(v).not.toMatch(/,|^(true|false|yes|no|on|off|[01])$/i);
    }
  });

  it('numbers: one past the largest mostly (rating 6)', () => {
    const values = drawn(products, true, 'rating[]', 'enum') as number[][];
    expect(values.filter(([v]) => v === 6).length).toBeGreaterThan(values.length * 0.6);
    expect(values.every(([v]) => (v as number) > 5)).toBe(true);
  });
});

describe('the edges sent first, whatever the seed', () => {
  const ajv = new Ajv({ strict: false, allErrors: true });
  (addFormatsModule as unknown as (a: Ajv, formats: string[]) => Ajv)(ajv, ['email', 'uri']);
  ajv.addFormat('date-time', fullFormats['iso-date-time']);
  const all = catalog.routes.flatMap((route) =>
    route.endpoints.map((endpoint) => ({ name: `${endpoint.methods.join(',')} ${route.pattern}`, endpoint })),
  );

  it('a paged list: per_page 101, then page 0 and per_page one below its minimum, nothing else beside each', () => {
    expect(edgeExamples(products, true)).toEqual([
      { args: { per_page: 101 }, broken: { arg: 'per_page', rule: 'maximum', place: 'per_page' } },
      { args: { page: 0 }, broken: { arg: 'page', rule: 'minimum', place: 'page' } },
      { args: { per_page: -1 }, broken: { arg: 'per_page', rule: 'minimum', place: 'per_page' } },
    ]);
    const [requests] = edgeExamples(batch, false).map((e) => e.args.requests as unknown[]);
    expect(requests).toHaveLength(26);
  });

  it.each(all.filter(({ endpoint }) => edgeExamples(endpoint, true).length + edgeExamples(endpoint, false).length > 0))(
    '$name: each edge breaks its own rule and no other argument is outside its schema',
    ({ endpoint }) => {
      for (const inQuery of [true, false]) {
        for (const example of edgeExamples(endpoint, inQuery)) {
          const broken = example.broken;
          expect(broken && ['minimum', 'maximum', 'maxItems', 'minItems', 'maxLength', 'minLength']).toContain(
            broken?.rule,
          );
          for (const [name, schema] of sendable(endpoint.args)) {
            if (!(name in example.args)) {
              expect(schema.required === true).toBe(false);
              continue;
            }
            const errors = ajv.validate(toJsonSchema(schema), example.args[name]) ? [] : (ajv.errors ?? []);
            if (name === broken?.arg) expect(errors.map((e) => e.keyword)).toEqual([broken.rule]);
            else expect(errors).toEqual([]);
          }
        }
      }
    },
  );

  it('every endpoint of the catalog with a bound has an edge for it', () => {
    const bounded = all.filter(({ endpoint }) =>
      sendable(endpoint.args).some(([, s]) =>
        ['minimum', 'maximum', 'maxItems', 'minItems', 'maxLength', 'minLength'].some((k) => k in s),
      ),
    );
    expect(bounded.length).toBe(20);
    for (const { endpoint } of bounded) {
      const inQuery = endpoint.methods.includes('GET');
      expect(edgeExamples(endpoint, inQuery).length).toBeGreaterThan(0);
    }
  });
});

describe('shrinking goes to the smallest value past the bound', () => {
  it('a failure drawn further out shrinks back toward the edge: per_page above 150 shrinks to 151, nothing beside it', () => {
    const arbitrary = fuzzArgs(fc, products, true, true);
    expect(arbitrary).toBeDefined();
    if (!arbitrary) return;
    const details = fc.check(
      fc.property(arbitrary, (d) => !(d.broken?.rule === 'maximum' && Number(d.args.per_page) > 150)),
      { seed: 7, numRuns: 2000 },
    );
    expect(details.failed).toBe(true);
    expect(details.counterexample?.[0]).toEqual({
      args: { per_page: 151 },
      broken: { arg: 'per_page', rule: 'maximum', place: 'per_page' },
    });
  });
});
