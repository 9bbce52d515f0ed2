import { escapeToken } from '../util/json-pointer.js';
import type { Failure } from '../model/result.js';
import { defineCheck } from './types.js';

interface Args {
  /** The namespace whose index this is. */
  namespace: string;
  /** The root index's `routes`, captured from the site: what the namespace index must agree with. */
  root: Record<string, { namespace?: unknown }>;
}

const shown = (keys: string[]) =>
  keys.length > 3 ? `${keys.slice(0, 3).join(', ')} and ${keys.length - 3} more` : keys.join(', ');

/**
 * A namespace index against the site's own root index: it names its namespace and lists exactly the
 * routes the root index lists under that namespace (by their descriptors' `namespace`). Compared with
 * the site, not the document, so that a site's extra routes are no failure here; the drift cases judge
 * the root index against the document.
 */
export const namespaceIndexCheck = defineCheck<Args>({
  name: 'namespace-index',
  description:
    'A namespace index names its namespace and lists exactly the routes the root index (captured) lists under it.',
  args: {
    type: 'object',
    properties: { namespace: { type: 'string' }, root: { type: ['object', 'string'] } },
    required: ['namespace', 'root'],
    additionalProperties: false,
  },
  run({ namespace, root }, ctx) {
    const body = ctx.json() as { namespace?: unknown; routes?: unknown } | null;
    const failures: Failure[] = [];
    if (body?.namespace !== namespace) {
      failures.push({
        check: 'namespace-index',
        title: 'Namespace index names another namespace',
        message: `the index of ${namespace} has namespace ${JSON.stringify(body?.namespace ?? 'absent')}`,
        expected: namespace,
        actual: body?.namespace ?? 'absent',
        pointer: '/namespace',
      });
    }
    const routes = body?.routes;
    if (!routes || typeof routes !== 'object' || Array.isArray(routes)) {
      failures.push({
        check: 'namespace-index',
        title: 'Namespace index without routes',
        message: `the index of ${namespace} has no routes object`,
        expected: 'an object of routes',
        actual: routes ?? 'absent',
        pointer: '/routes',
      });
      return failures;
    }
    const want = Object.entries(typeof root === 'object' && root !== null ? root : {})
      .filter(([, d]) => d?.namespace === namespace)
      .map(([k]) => k);
    const got = Object.keys(routes);
    // As sets: both lists are the target's, and may be tens of thousands long.
    const gotSet = new Set(got);
    const wantSet = new Set(want);
    const missing = want.filter((k) => !gotSet.has(k));
    const extra = got.filter((k) => !wantSet.has(k));
    if (missing.length) {
      failures.push({
        check: 'namespace-index',
        title: `Namespace index lacks ${missing.length} route(s) of the root index`,
        message: `the index of ${namespace} lacks ${shown(missing)}, which the root index lists under ${namespace}`,
        expected: missing,
        actual: 'absent',
        pointer: `/routes/${escapeToken(missing[0] as string)}`,
      });
    }
    if (extra.length) {
      failures.push({
        check: 'namespace-index',
        title: `Namespace index lists ${extra.length} route(s) the root index does not list under it`,
        message: `the index of ${namespace} lists ${shown(extra)}, which the root index does not list under ${namespace}`,
        expected: 'absent',
        actual: extra,
        pointer: `/routes/${escapeToken(extra[0] as string)}`,
      });
    }
    return failures;
  },
});
