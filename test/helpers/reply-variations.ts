import type { FastifyInstance } from 'fastify';
import { successReply, type ReplyNode } from '../../spec/replies/index.js';
import { aroundExecute, answered, bodyOf } from './faults.js';

/**
 * A site whose replies differ from the reference server's only where the document lets them: every
 * reply, and every resource in it (an order of a list, a line of an order, an item of a cart), carries
 * a member the document does not name (platforms add members), and a member that holds no value is left
 * out where null is how the reply says so (its type has null, or a convention says null is "no value")
 * and the document does not say the reply always carries it. What the document does not describe is
 * left as it is: a batch entry's body was varied as its own request's answer, an index's declared
 * argument schemas are data.
 */
export const ADDED_MEMBER = 'x_site_extension';

/** How many answers the variation changed, since the process started: a test sees that it reached the run. */
export const variedAnswers = { count: 0 };

function vary(node: ReplyNode | undefined, value: unknown, top: boolean): unknown {
  if (node === undefined) return value;
  if (Array.isArray(value)) return value.map((item) => vary(node.items, item, false));
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [key, member] of Object.entries(value as Record<string, unknown>)) {
    const described = node.members?.[key] ?? node.values;
    const required = described?.present !== undefined && 'lines' in described.present;
    const noValue =
      described !== undefined && (described.nullable !== undefined || (described.type ?? []).includes('null'));
    if (member === null && noValue && !required) continue;
    // An index's descriptors stay as they are: their arguments are declared schemas.
    out[key] = node.resource === 'index' ? member : vary(described, member, false);
  }
  if ((top || node.resource !== undefined) && !node.values) out[ADDED_MEMBER] = { added: 'by the site' };
  return out;
}

export function repliesVaried(app: FastifyInstance): void {
  aroundExecute(app, async (prepared, next) => {
    const response = await next(prepared);
    const body = bodyOf(response);
    if (body === undefined || body === null || typeof body !== 'object') return response;
    const ok = response.status >= 200 && response.status < 300;
    const { route } = prepared.match;
    const node = ok ? successReply(prepared.request.method, route.pattern, route.namespace) : undefined;
    if (node) {
      variedAnswers.count++;
      return answered(response, response.status, vary(node, body, true));
    }
    // An error answer gains a member at its top. A reply the document does not describe is left as it is:
    // what its route takes is not shown either, and a case writes such a reply back as it read it.
    if (ok || Array.isArray(body)) return response;
    variedAnswers.count++;
    return answered(response, response.status, { ...(body as object), [ADDED_MEMBER]: 1 });
  });
}
