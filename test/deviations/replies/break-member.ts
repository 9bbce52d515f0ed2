import { readablePattern } from '../../../spec/patterns.js';
import { stepInto, successReply, type ReplyNode } from '../../../spec/replies/index.js';
import { aroundExecute, answered, bodyOf, type Fault } from '../../helpers/faults.js';

/**
 * A reply member's rule broken by its kind, wherever a route's 2xx answer carries the member (batch
 * sub-requests included, as every answer goes through the dispatcher's execute): its type (the value
 * replaced by one of another type), or its presence (the member left out). The fault of a `reply`
 * statement of the ledger, derived from the statement as `statements/faults.ts` derives the others.
 */
export interface MemberBreach {
  resource: string;
  path: string;
  rule: 'type' | 'present';
}

const CANDIDATES: unknown[] = [12345, 'twelve', true, ['x'], { x: 1 }, 1.5];

const typeOf = (value: unknown): string =>
  value === null
    ? 'null'
    : Array.isArray(value)
      ? 'array'
      : typeof value === 'number'
        ? Number.isInteger(value)
          ? 'integer'
          : 'number'
        : typeof value;

/** A value no type of the node takes (null excepted: it may mean "no value"). */
export function wrongFor(node: ReplyNode): unknown {
  const types = node.type ?? [];
  return CANDIDATES.find((v) => {
    const t = typeOf(v);
    return !types.includes(t as never) && !(t === 'integer' && types.includes('number'));
  });
}

/** Breaks, in `value` read as `node`, every member a breach names; true when one was there to break. */
export function breakIn(
  node: ReplyNode,
  value: unknown,
  breaches: readonly MemberBreach[],
  resource = node.resource ?? 'reply',
  path = '',
): boolean {
  if (node.resource !== undefined && path !== '') {
    resource = node.resource;
    path = '';
  }
  let broke = false;
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    const object = value as Record<string, unknown>;
    if (node.orError && 'error' in object) return false;
    for (const [name, member] of Object.entries(node.members ?? {})) {
      if (!Object.hasOwn(object, name)) continue;
      const inner =
        member.resource !== undefined
          ? { resource: member.resource, path: '' }
          : { resource, path: stepInto(path, name) };
      const here = breaches.find((b) => b.resource === inner.resource && b.path === inner.path);
      if (here?.rule === 'present') {
        delete object[name];
        broke = true;
        continue;
      }
      if (here?.rule === 'type') {
        object[name] = wrongFor(member);
        broke = true;
        continue;
      }
      broke = breakIn(member, object[name], breaches, resource, stepInto(path, name)) || broke;
    }
    if (node.values) {
      const values = node.values;
      const inner =
        values.resource !== undefined
          ? { resource: values.resource, path: '' }
          : { resource, path: stepInto(path, '{}') };
      const here = breaches.find((b) => b.resource === inner.resource && b.path === inner.path && b.rule === 'type');
      for (const key of Object.keys(object)) {
        if (here) {
          object[key] = wrongFor(values);
          broke = true;
        } else broke = breakIn(values, object[key], breaches, resource, stepInto(path, '{}')) || broke;
      }
    }
  } else if (Array.isArray(value) && node.items) {
    const item = node.items;
    const inner =
      item.resource !== undefined ? { resource: item.resource, path: '' } : { resource, path: stepInto(path, '[]') };
    const here = breaches.find((b) => b.resource === inner.resource && b.path === inner.path && b.rule === 'type');
    value.forEach((v, i) => {
      if (here) {
        value[i] = wrongFor(item);
        broke = true;
      } else broke = breakIn(item, v, breaches, resource, stepInto(path, '[]')) || broke;
    });
  }
  return broke;
}

/** The fault: every 2xx answer whose reply the document describes, with the breaches applied. */
export function breaksMembers(name: string, breaches: readonly MemberBreach[]): Fault {
  return {
    name,
    description: `${name}: ${breaches.map((b) => `${b.resource} ${b.path || '(itself)'} ${b.rule}`).join(', ')}`,
    apply(app) {
      aroundExecute(app, async (prepared, next) => {
        const response = await next(prepared);
        if (response.status < 200 || response.status >= 300) return response;
        const { route } = prepared.match;
        const node = successReply(prepared.request.method, route.pattern, route.namespace);
        if (!node || readablePattern(route.pattern) === '') return response;
        const body = bodyOf(response);
        // The reply itself (a resource's whole body) broken: replaced by a value of another type.
        const whole = breaches.find((b) => b.resource === node.resource && b.path === '' && b.rule === 'type');
        if (whole) return answered(response, response.status, wrongFor(node));
        return breakIn(node, body, breaches) ? answered(response, response.status, body) : response;
      });
    },
  };
}
