import { deepEqual } from '../util/deep-equal.js';
import { escapeToken } from '../util/json-pointer.js';
import type { Failure } from '../model/result.js';
import { defineCheck } from './types.js';

/** The part of an argument the drift check compares. */
const COMPARED = ['type', 'enum', 'default', 'minimum', 'maximum', 'required'] as const;

export interface ExpectedEndpoint {
  methods: string[];
  allow_batch?: { v1: boolean };
  args: Record<string, Partial<Record<(typeof COMPARED)[number], unknown>>>;
}

interface RouteArgs {
  pattern: string;
  namespace: string;
  endpoints: ExpectedEndpoint[];
}

type Descriptor = { namespace?: unknown; methods?: unknown; endpoints?: { methods?: string[]; allow_batch?: unknown; args?: unknown }[] };

/**
 * One route of the index against the catalog: present, its namespace, its methods, and for each
 * endpoint its allow_batch and each argument's type, enum, default, minimum, maximum and required.
 * Drift is reported in both directions: what the target has that the spec lacks, and the reverse.
 */
export const routeDescriptorCheck = defineCheck<RouteArgs>({
  name: 'route-descriptor',
  description: 'A route of the index matches the catalog entry: methods, allow_batch, and every argument\'s type, enum, default, bounds and required.',
  args: {
    type: 'object',
    properties: { pattern: { type: 'string' }, namespace: { type: 'string' }, endpoints: { type: 'array' } },
    required: ['pattern', 'namespace', 'endpoints'],
    additionalProperties: false,
  },
  run(expected, ctx) {
    const body = ctx.json() as { routes?: Record<string, Descriptor> } | null;
    const base = `/routes/${escapeToken(expected.pattern)}`;
    const failures: Failure[] = [];
    const fail = (title: string, pointer: string, want: unknown, got: unknown) =>
      failures.push({ check: 'route-descriptor', title, message: `${expected.pattern}: ${title}`, expected: want, actual: got, pointer });
    const descriptor = body?.routes?.[expected.pattern];
    if (!descriptor) {
      fail('route missing from the index (spec has, target lacks)', base, 'present', 'absent');
      return failures;
    }
    if (descriptor.namespace !== expected.namespace) fail('namespace differs', `${base}/namespace`, expected.namespace, descriptor.namespace);
    const wantMethods = expected.endpoints.flatMap((e) => e.methods);
    if (!deepEqual(descriptor.methods, wantMethods)) fail('methods differ', `${base}/methods`, wantMethods, descriptor.methods);
    // Endpoints are paired by method, not position: a target may split or join handlers.
    for (const want of expected.endpoints) {
      const index = (descriptor.endpoints ?? []).findIndex((e) => want.methods.every((m) => e.methods?.includes(m)));
      const got = descriptor.endpoints?.[index];
      const at = `${base}/endpoints/${index}`;
      if (!got) {
        fail(`no endpoint serves ${want.methods.join(', ')}`, `${base}/endpoints`, want.methods, descriptor.endpoints?.map((e) => e.methods));
        continue;
      }
      if (!deepEqual(got.allow_batch, want.allow_batch)) fail(`allow_batch of ${want.methods.join(', ')} differs`, `${at}/allow_batch`, want.allow_batch ?? 'absent', got.allow_batch ?? 'absent');
      const gotArgs = Array.isArray(got.args) ? {} : ((got.args ?? {}) as Record<string, Record<string, unknown>>);
      for (const [name, arg] of Object.entries(want.args)) {
        const actual = gotArgs[name];
        if (!actual) {
          fail(`argument ${name} missing (spec has, target lacks)`, `${at}/args/${escapeToken(name)}`, arg, 'absent');
          continue;
        }
        for (const key of COMPARED) {
          const wanted = key === 'required' ? arg.required ?? false : arg[key];
          if (!deepEqual(actual[key], wanted)) fail(`argument ${name}: ${key} differs`, `${at}/args/${escapeToken(name)}/${key}`, wanted ?? 'absent', actual[key] ?? 'absent');
        }
      }
      for (const name of Object.keys(gotArgs)) {
        if (!(name in want.args)) fail(`argument ${name} not in the spec (target has, spec lacks)`, `${at}/args/${escapeToken(name)}`, 'absent', gotArgs[name]);
      }
    }
    return failures;
  },
});
