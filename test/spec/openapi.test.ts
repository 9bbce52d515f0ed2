import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { buildCatalog } from '../../spec/catalog.js';
import { Ajv2020 } from 'ajv/dist/2020.js';
import {
  INT64_MAX,
  INT64_MIN,
  openApiDocument,
  openApiText,
  type OpenApiDocument,
  type OpenApiParameter,
} from '../../spec/openapi.js';
import type { ArgSchema, SiteId } from '../../spec/types.js';
import type { Vocabulary } from '../../spec/vocabulary.js';

const VOCABULARY: Vocabulary = {
  words: {
    shop: { path: 'mk', code: 'mercato' },
    gateway: { path: 'mk_paylane', value: 'paylane', header: 'MkPaylane' },
  },
  apiRoot: '/api-json',
};

describe('the OpenAPI document', () => {
  it.each([
    ['primary', undefined],
    ['de', undefined],
    ['primary', VOCABULARY],
    ['de', VOCABULARY],
  ] as [SiteId, Vocabulary | undefined][])(
    'of the %s site (vocabulary: %o) is valid OpenAPI 3.1, as the text the CLI prints',
    async (site, vocabulary) => {
      const validator = new Validator();
      const text = openApiText(openApiDocument({ site, ...(vocabulary ? { vocabulary } : {}) }));
      const result = await validator.validate(JSON.parse(text) as Parameters<Validator['validate']>[0]);
      expect(result.errors).toBeUndefined();
      expect(result.valid).toBe(true);
      expect(validator.version).toBe('3.1');
    },
  );

  it('the validator refuses what is not OpenAPI 3.1 (it checks something)', async () => {
    const broken = { ...openApiDocument(), info: { title: 'no version' } };
    expect((await new Validator().validate(broken as Parameters<Validator['validate']>[0])).valid).toBe(false);
  });

  describe.each(['primary', 'de'] as SiteId[])('held to the %s catalog, route by route', (site) => {
    const doc: OpenApiDocument = openApiDocument({ site });
    const catalog = buildCatalog(site);
    const toPath = (pattern: string) => pattern.replace(/\(\?P<(\w+)>[^)]*\)/g, '{$1}');

    it('has every route×method of the catalog and nothing else', () => {
      const expected = catalog.routes
        .flatMap((r) => r.endpoints.flatMap((e) => e.methods.map((m) => `${m.toLowerCase()} ${toPath(r.pattern)}`)))
        .sort();
      const actual = Object.entries(doc.paths)
        .flatMap(([path, item]) => Object.keys(item).map((m) => `${m} ${path}`))
        .sort();
      expect(actual).toEqual(expected);
      expect(doc.servers).toEqual([expect.objectContaining({ url: site === 'de' ? '/de/rest-api' : '/rest-api' })]);
    });

    it('gives each argument where the method takes it, with its type, enum, bounds, format, default and required flag', () => {
      let checked = 0;
      for (const route of catalog.routes) {
        const path = toPath(route.pattern);
        const inPath = [...route.pattern.matchAll(/\(\?P<(\w+)>/g)].map((m) => m[1] as string);
        for (const endpoint of route.endpoints) {
          for (const method of endpoint.methods) {
            const op = doc.paths[path]?.[method.toLowerCase()];
            expect(op, `${method} ${path}`).toBeDefined();
            if (!op) continue;
            for (const name of inPath)
              expect(
                op.parameters?.find((p) => p.in === 'path' && p.name === name)?.required,
                `${method} ${path} {${name}}`,
              ).toBe(true);
            const write = ['POST', 'PUT', 'PATCH'].includes(method);
            const body = op.requestBody?.content['application/json'].schema as
              { properties?: Record<string, Record<string, unknown>>; required?: string[] } | undefined;
            for (const [name, arg] of Object.entries(endpoint.args)) {
              if (inPath.includes(name)) continue;
              const where = `${method} ${path} ${name}`;
              const query = op.parameters?.find(
                (p) => p.in === 'query' && (p.name === name || p['x-argument'] === name),
              );
              const schema = (write ? body?.properties?.[name] : query?.schema) as Record<string, unknown> | undefined;
              expect(schema, where).toBeDefined();
              if (!schema) continue;
              expect(write ? (body?.required ?? []).includes(name) : query?.required, `${where} required`).toBe(
                arg.required === true,
              );
              if (query?.['x-argument'] === name) {
                expectBracketMember(query, arg, where);
                checked++;
                continue;
              }
              expectSameRules(schema, arg, where);
              checked++;
            }
            if (endpoint.access === 'admin') expect(op.security).toEqual([{ basic: [] }]);
            if (endpoint.access === 'public') expect(op.security).toEqual([]);
          }
        }
      }
      expect(checked).toBeGreaterThan(500);
    });
  });

  it('writes PHP_INT_MIN and PHP_INT_MAX exactly, so that a parser with exact integers reads them in range', () => {
    const text = openApiText(openApiDocument());
    expect(text).toContain('"maximum": 9223372036854775807');
    expect(text).toContain('"minimum": -9223372036854775808');
    // What JSON.stringify alone writes for 2^63: past PHP's range, read exactly.
    expect(text).not.toContain('9223372036854776000');
    // Read with exact integers (as Python's json reads it), each bound is PHP's.
    const bounds = [...text.matchAll(/"(minimum|maximum)": (-?\d{19})\b/g)].map((m) => BigInt(m[2] as string));
    expect(bounds.length).toBeGreaterThan(100);
    for (const bound of bounds) {
      expect(bound <= 2n ** 63n - 1n).toBe(true);
      expect(bound >= -(2n ** 63n)).toBe(true);
    }
  });

  it('declares the header a route reads beyond its arguments (the gateway token read)', () => {
    const find = (doc: OpenApiDocument) =>
      doc.paths[Object.keys(doc.paths).find((p) => p.endsWith('/tokens/{token_id}')) ?? '']?.get?.parameters?.find(
        (p) => p.in === 'header',
      );
    expect(find(openApiDocument())).toEqual(
      expect.objectContaining({ name: 'X-Shop-Gateway-Secret-Key', required: true }),
    );
    expect(find(openApiDocument({ vocabulary: VOCABULARY }))?.name).toBe('X-Shop-MkPaylane-Secret-Key');
  });

  it("declares the error body's params as the platform sends them: reasons by name, or the names missing", () => {
    const doc = openApiDocument();
    const ajv = new Ajv2020({ strict: false });
    ajv.addSchema(doc, 'doc');
    const error = (data: unknown) => ajv.validate('doc#/components/schemas/Error', { code: 'c', message: 'm', data });
    expect(error({ status: 400, params: ['url', 'name'] })).toBe(true);
    expect(error({ status: 400, params: { per_page: 'per_page must be between 1 and 100' }, details: {} })).toBe(true);
    expect(error({ status: 400, params: {}, details: [] })).toBe(true);
    expect(error({ status: 400, params: 2 })).toBe(false);
    expect(error({ status: 400, params: [1] })).toBe(false);
    expect(error({ status: 400, details: { a: { code: 'x', message: 'y', data: null } } })).toBe(true);
    expect(error({ status: 400, details: { a: 'not an error' } })).toBe(false);
  });

  it("speaks the site's words under a vocabulary: paths, enum values, headers, the API root", () => {
    const doc = openApiDocument({ vocabulary: VOCABULARY });
    expect(doc.servers).toEqual([expect.objectContaining({ url: '/api-json' })]);
    expect(Object.keys(doc.paths)).toContain('/mk/store/cart');
    expect(Object.keys(doc.paths).some((p) => p.startsWith('/shop/'))).toBe(false);
    const checkout = doc.paths['/mk/store/checkout']?.post?.requestBody?.content['application/json'].schema as {
      properties: Record<string, { enum?: string[] }>;
    };
    expect(checkout.properties.payment_method?.enum).toEqual(expect.arrayContaining(['paylane', 'bacs']));
    expect(checkout.properties.payment_method?.enum).not.toContain('gateway');
  });
});

/** A list of objects in the query: declared as its first member, a deepObject, with the member's properties. */
function expectBracketMember(parameter: OpenApiParameter, arg: ArgSchema, where: string): void {
  expect(parameter.name, where).toBe(`${parameter['x-argument']}[0]`);
  expect(parameter.style, where).toBe('deepObject');
  expect(parameter.explode, where).toBe(true);
  expect(parameter.description, where).toContain('[0][');
  const properties = parameter.schema.properties as Record<string, Record<string, unknown>>;
  expect(Object.keys(properties).sort(), where).toEqual(Object.keys(arg.items?.properties ?? {}).sort());
  for (const [name, property] of Object.entries(arg.items?.properties ?? {})) {
    // A list inside a member is the comma list the platform reads; anything else keeps its rules.
    if (property.type === 'array') expect(properties[name]?.type, `${where}.${name}`).toBe('string');
    else expectSameRules(properties[name] as Record<string, unknown>, property, `${where}.${name}`);
  }
}

/** The rules the document gives an argument, as OpenAPI 3.1 states them (the platform's boolean exclusive bounds become the bound). */
function expectSameRules(schema: Record<string, unknown>, arg: ArgSchema, where: string): void {
  const types = (Array.isArray(arg.type) ? arg.type : arg.type ? [arg.type] : []).filter((t) => t !== 'mixed');
  if (types.length > 0) expect(schema.type, `${where} type`).toEqual(types.length === 1 ? types[0] : types);
  if (arg.enum)
    expect(new Set(schema.enum as unknown[]), `${where} enum`).toEqual(
      new Set([
        ...arg.enum,
        ...(types.includes('null') && arg.enum.length > 0 && !arg.enum.includes(null) ? [null] : []),
      ]),
    );
  if (arg.default !== undefined) expect(schema.default, `${where} default`).toEqual(arg.default);
  if (arg.format) expect(schema.format, `${where} format`).toBe(arg.format);
  if (arg.minimum !== undefined)
    expect(arg.exclusiveMinimum ? schema.exclusiveMinimum : schema.minimum, `${where} minimum`).toBe(arg.minimum);
  // An integer the catalog leaves unbounded is PHP's 64-bit integer (a path of digits alone: from 0).
  else if (types.includes('integer')) expect([INT64_MIN, 0], `${where} minimum`).toContain(schema.minimum);
  if (arg.maximum !== undefined)
    expect(arg.exclusiveMaximum ? schema.exclusiveMaximum : schema.maximum, `${where} maximum`).toBe(arg.maximum);
  else if (types.includes('integer')) expect(schema.maximum, `${where} maximum`).toBe(INT64_MAX);
  if (types.length === 1 && types[0] === 'integer' && !arg.format) expect(schema.format, where).toBe('int64');
  for (const key of ['minLength', 'maxLength', 'pattern', 'minItems', 'maxItems'] as const)
    if (arg[key] !== undefined) expect(schema[key], `${where} ${key}`).toBe(arg[key]);
  if (arg.items) expectSameRules(schema.items as Record<string, unknown>, arg.items, `${where}[]`);
  for (const [name, property] of Object.entries(arg.properties ?? {})) {
    expectSameRules(
      (schema.properties as Record<string, Record<string, unknown>>)[name] as Record<string, unknown>,
      property,
      `${where}.${name}`,
    );
    if (property.required === true) expect(schema.required, `${where}.${name} required`).toContain(name);
  }
}
