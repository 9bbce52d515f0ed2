import type { Failure } from '../model/result.js';
import { escapeToken } from '../util/json-pointer.js';
import { defineCheck } from './types.js';

/**
 * The reverse drift direction: routes the site lists under the given namespaces that the document
 * does not declare. The document lists what a site serves, not what it may not: each is a note
 * (drift to know about), never a failure.
 */
export const noExtraRoutesCheck = defineCheck<{ namespaces: string[]; known: string[] }>({
  name: 'no-extra-routes',
  description:
    'Notes each route the index lists under the given namespaces beyond the known patterns (never a failure).',
  args: {
    type: 'object',
    properties: {
      namespaces: { type: 'array', items: { type: 'string' } },
      known: { type: 'array', items: { type: 'string' } },
    },
    required: ['namespaces', 'known'],
    additionalProperties: false,
  },
  run({ namespaces, known }, ctx) {
    const routes = (ctx.json() as { routes?: Record<string, unknown> } | null)?.routes ?? {};
    const knownSet = new Set(known);
    const nsSet = new Set(namespaces);
    // A descriptor that is no object states no namespace: the pattern's own prefix tells where it is listed.
    const namespaceOf = (pattern: string, d: unknown): string =>
      d !== null && typeof d === 'object'
        ? String((d as { namespace?: unknown }).namespace)
        : (namespaces.find((ns) => pattern === `/${ns}` || pattern.startsWith(`/${ns}/`)) ?? '');
    return Object.entries(routes)
      .filter(([pattern, d]) => !knownSet.has(pattern) && nsSet.has(namespaceOf(pattern, d)))
      .map(([pattern]): Failure => ({
        check: 'no-extra-routes',
        level: 'info',
        title: 'route not in the document (the site has it)',
        message: `${pattern} is listed but the interface does not declare it`,
        expected: 'absent',
        actual: pattern,
        pointer: `/routes/${escapeToken(pattern)}`,
      }));
  },
});
