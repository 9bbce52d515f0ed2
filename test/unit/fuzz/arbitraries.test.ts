import { Ajv } from 'ajv';
import addFormatsModule from 'ajv-formats';
import { fullFormats } from 'ajv-formats/dist/formats.js';
import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildCatalog } from '../../../spec/index.js';
import { STATED_VALUES } from '../../../spec/stated-values.js';
import { argsToJsonSchema, toJsonSchema } from '../../../spec/json-schema.js';
import type { ArgSchema, Endpoint } from '../../../spec/types.js';
import { breakages, fuzzArgs } from '../../../src/fuzz/arbitraries.js';
import { sendable } from '../../../src/fuzz/valid-values.js';

/**
 * What the phase draws, held to the catalog's own argument schemas (as JSON Schema, validated by ajv):
 * a valid combination is valid under every schema, and one that breaks a rule breaks exactly that
 * argument's, every other argument within its own. Every endpoint of the primary catalog, both ways
 * (a read's query and a write's body).
 */
const ajv = new Ajv({ strict: false, allErrors: true });
// ajv-formats ships CommonJS: its export is the function. The phase sends date-times without a zone,
// which the platform's date check takes (its RFC 3339 pattern has the zone optional): ajv's iso-date-time.
(addFormatsModule as unknown as (a: Ajv, formats: string[]) => Ajv)(ajv, ['email', 'uri']);
ajv.addFormat('date-time', fullFormats['iso-date-time']);
const catalog = buildCatalog('primary');
const endpoints = catalog.routes.flatMap((route) =>
  route.endpoints.map((endpoint) => ({ name: `${endpoint.methods.join(',')} ${route.pattern}`, endpoint })),
);
const validator = (schema: ArgSchema) => ajv.compile(toJsonSchema(schema));
const validatorOf = new Map<ArgSchema, ReturnType<typeof validator>>();
const valid = (schema: ArgSchema, value: unknown) => {
  let v = validatorOf.get(schema);
  if (!v) validatorOf.set(schema, (v = validator(schema)));
  return v(value);
};

function sample(endpoint: Endpoint, inQuery: boolean, brokenOnly: boolean, seed: number) {
  const arbitrary = fuzzArgs(fc, endpoint, inQuery, brokenOnly);
  return arbitrary ? fc.sample(arbitrary, { seed, numRuns: 60 }) : [];
}

describe('valid combinations', () => {
  it.each(endpoints)('$name: every argument within its schema, the required ones present', ({ endpoint }) => {
    const whole = ajv.compile(argsToJsonSchema(Object.fromEntries(sendable(endpoint.args))));
    for (const inQuery of [true, false]) {
      for (const drawn of sample(endpoint, inQuery, false, 11).filter((d) => !d.broken)) {
        expect(whole(drawn.args), JSON.stringify({ drawn, errors: whole.errors })).toBe(true);
        if (inQuery) expect(JSON.stringify(drawn.args)).not.toContain('null');
      }
    }
  });

  it('values stated in words follow the words: an ISO country code, an empty state and postcode, a prefixed key', () => {
    const writeOf = (pattern: string) =>
      catalog.routes.find((r) => r.pattern === pattern)?.endpoints.find((e) => e.methods.includes('POST')) as Endpoint;
    const checkout = writeOf('/shop/store/checkout');
    const keys = writeOf('/shop/v3/gateway/account_keys');
    for (const d of sample(checkout, false, false, 3).filter((d) => !d.broken)) {
      const billing = d.args.billing_address as { country?: string; state?: string; postcode?: string };
      expect(STATED_VALUES.country?.values).toContain(billing.country);
      // A state, postcode or phone of the country's own format is the site's to know: left empty.
      expect([billing.state, billing.postcode]).toEqual(['', '']);
    }
    const prefixed = sample(keys, false, false, 4)
      .filter((d) => !d.broken && typeof d.args.test_secret_key === 'string')
      .map((d) => d.args.test_secret_key as string);
    expect(prefixed.length).toBeGreaterThan(0);
    for (const key of prefixed) expect(key).toMatch(/^([rs]k_test_\w+)?$/);
  });
});

describe('combinations that break one rule', () => {
  it.each(endpoints.filter(({ endpoint }) => breakages(fc, endpoint, false).length > 0))(
    '$name: the named argument breaks its schema (or is missing), every other is within its own',
    ({ endpoint }) => {
      for (const inQuery of [true, false]) {
        for (const drawn of sample(endpoint, inQuery, true, 13)) {
          const broken = drawn.broken;
          expect(broken).toBeDefined();
          if (!broken) continue;
          for (const [name, schema] of sendable(endpoint.args)) {
            if (!(name in drawn.args)) continue;
            const ok = valid(schema, drawn.args[name]);
            expect(ok, `${name} = ${JSON.stringify(drawn.args[name])} (${broken.rule} of ${broken.place})`).toBe(
              name !== broken.arg,
            );
          }
          if (broken.rule === 'required') expect(drawn.args).not.toHaveProperty(broken.arg);
        }
      }
    },
  );

  it('every kind of rule the catalog states is broken somewhere', () => {
    const rules = new Set(
      endpoints.flatMap(({ endpoint }) => [
        ...breakages(fc, endpoint, true).map((b) => b.rule),
        ...breakages(fc, endpoint, false).map((b) => b.rule),
      ]),
    );
    expect([...rules].sort()).toEqual(['enum', 'format', 'maxItems', 'maximum', 'minimum', 'required', 'type']);
  });
});
