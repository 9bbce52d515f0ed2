import type { Failure } from '../model/result.js';
import { escapeToken } from '../util/json-pointer.js';
import { defineCheck } from './types.js';

/** The reverse drift direction: routes the target has under the given namespaces that the spec lacks. */
export const noExtraRoutesCheck = defineCheck<{ namespaces: string[]; known: string[] }>({
  name: 'no-extra-routes',
  description: 'The index lists no route under the given namespaces beyond the known patterns.',
  args: {
    type: 'object',
    properties: { namespaces: { type: 'array', items: { type: 'string' } }, known: { type: 'array', items: { type: 'string' } } },
    required: ['namespaces', 'known'],
    additionalProperties: false,
  },
  run({ namespaces, known }, ctx) {
    const routes = ((ctx.json() as { routes?: Record<string, { namespace?: string }> } | null)?.routes) ?? {};
    const knownSet = new Set(known);
    const nsSet = new Set(namespaces);
    return Object.entries(routes)
      .filter(([pattern, d]) => !knownSet.has(pattern) && nsSet.has(String(d.namespace)))
      .map(([pattern]): Failure => ({
        check: 'no-extra-routes',
        title: 'route not in the spec (target has, spec lacks)',
        message: `${pattern} is listed but the interface does not declare it`,
        expected: 'absent',
        actual: pattern,
        pointer: `/routes/${escapeToken(pattern)}`,
      }));
  },
});
