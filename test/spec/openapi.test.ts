import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { buildCatalog } from '../../spec/catalog.js';
import { openApiDocument, type OpenApiDocument } from '../../spec/openapi.js';
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
  ] as [SiteId, Vocabulary | undefined][])(
    'of the %s site (vocabulary: %o) is valid OpenAPI 3.1',
    async (site, vocabulary) => {
      const validator = new Validator();
      const result = await validator.validate(
        openApiDocument({ site, ...(vocabulary ? { vocabulary } : {}) }) as Parameters<Validator['validate']>[0],
      );
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
              const query = op.parameters?.find((p) => p.in === 'query' && p.name === name);
              const schema = (write ? body?.properties?.[name] : query?.schema) as Record<string, unknown> | undefined;
              expect(schema, where).toBeDefined();
              if (!schema) continue;
              expect(write ? (body?.required ?? []).includes(name) : query?.required, `${where} required`).toBe(
                arg.required === true,
              );
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
  if (arg.maximum !== undefined)
    expect(arg.exclusiveMaximum ? schema.exclusiveMaximum : schema.maximum, `${where} maximum`).toBe(arg.maximum);
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
