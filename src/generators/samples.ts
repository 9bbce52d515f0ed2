import type { ArgSchema, Catalog, Endpoint, HttpMethod, Route } from '../../spec/types.js';

/** Values that match each path-parameter pattern the interface uses. */
const PATH_SAMPLES: Record<string, string> = {
  '[\\d]+': '1',
  '\\d+': '1',
  '[\\d-]+': '1',
  '[\\w-]{32}': 'a'.repeat(32),
  '[\\w-]+': 'sample',
  '\\w+': 'sample',
  '[a-z0-9_]+': 'sample',
  '[a-z]{3}_[a-zA-Z0-9]{24}': `tok_${'A1'.repeat(12)}`,
};

export function readablePattern(pattern: string): string {
  return pattern.replace(/\(\?P<(\w+)>[^)]*\)/g, '{$1}');
}

/** A concrete path for a route pattern, or undefined when a parameter's pattern is unfamiliar. */
export function samplePath(route: Route): string | undefined {
  let unknown = false;
  const path = route.pattern.replace(/\(\?P<(\w+)>([^)]*)\)/g, (_, _name: string, body: string) => {
    const sample = PATH_SAMPLES[body];
    if (sample === undefined) unknown = true;
    return sample ?? '';
  });
  return unknown ? undefined : path;
}

/** A value the platform accepts for a schema: used to fill the other required arguments of a case. */
export function sampleValue(schema: ArgSchema): unknown {
  if (schema.default !== undefined) return schema.default;
  if (schema.enum && schema.enum.length > 0) return schema.enum[0];
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'integer':
    case 'number':
      return schema.minimum ?? 1;
    case 'boolean':
      return true;
    case 'array':
      return [];
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [name, property] of Object.entries(schema.properties ?? {})) {
        if (property.required === true) out[name] = sampleValue(property);
      }
      return out;
    }
    case 'string':
      if (schema.format === 'email') return 'conformance@example.com';
      if (schema.format === 'date-time') return '2026-01-01T00:00:00';
      if (schema.format === 'uri') return 'https://example.com/';
      return 'conformance';
    default:
      return 'conformance';
  }
}

export function caseSlug(method: string, route: Route): string {
  const path = readablePattern(route.pattern).replace(/^\//, '').replace(/[{}]/g, '').replace(/[^a-zA-Z0-9_-]+/g, '.');
  return `${method.toLowerCase()}.${path || 'root'}`.toLowerCase();
}

/** One endpoint of the catalog, with its first method and a path that reaches it. */
export interface EndpointTarget {
  route: Route;
  endpoint: Endpoint;
  method: HttpMethod;
  path: string;
}

/** Every endpoint a generator can reach (a route with no sample path is left out), optionally in some namespaces only. */
export function endpointTargets(catalog: Catalog, namespaces: string[] | undefined): EndpointTarget[] {
  const out: EndpointTarget[] = [];
  for (const route of catalog.routes) {
    if (namespaces && !namespaces.includes(route.namespace)) continue;
    const path = samplePath(route);
    if (!path) continue;
    for (const endpoint of route.endpoints) out.push({ route, endpoint, method: endpoint.methods[0] as HttpMethod, path });
  }
  return out;
}
