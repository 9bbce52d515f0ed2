import type { ArgSchema, Route } from '../../spec/types.js';

/** Keywords the platform copies from an argument into the index (rest_get_allowed_schema_keywords). */
const PUBLISHED_KEYWORDS = new Set([
  'title',
  'description',
  'default',
  'type',
  'format',
  'enum',
  'items',
  'properties',
  'additionalProperties',
  'patternProperties',
  'minProperties',
  'maxProperties',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'multipleOf',
  'minLength',
  'maxLength',
  'pattern',
  'minItems',
  'maxItems',
  'uniqueItems',
  'anyOf',
  'oneOf',
]);

/** Registered keyword order is kept; `required` is appended last because it is not a schema keyword. */
export function describeArg(arg: ArgSchema): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(arg)) if (PUBLISHED_KEYWORDS.has(key)) out[key] = value;
  out.required = arg.required === true;
  return out;
}

export function hasPathParameter(pattern: string): boolean {
  return pattern.includes('(?P<');
}

export function describeRoute(route: Route, restUrl: (route: string) => string): Record<string, unknown> {
  const descriptor: Record<string, unknown> = {
    namespace: route.namespace,
    methods: route.endpoints.flatMap((e) => e.methods),
    endpoints: route.endpoints.map((endpoint) => {
      const data: Record<string, unknown> = { methods: endpoint.methods };
      if (route.allowBatch) data.allow_batch = { v1: true };
      const names = Object.keys(endpoint.args);
      // An empty PHP array serialises as a JSON list: the platform's `args: []`.
      data.args =
        names.length === 0 ? [] : Object.fromEntries(names.map((n) => [n, describeArg(endpoint.args[n] as ArgSchema)]));
      return data;
    }),
  };
  if (!hasPathParameter(route.pattern)) descriptor._links = { self: [{ href: restUrl(route.pattern) }] };
  return descriptor;
}
