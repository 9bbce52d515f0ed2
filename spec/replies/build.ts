import type { ReplyNode, ReplySource, ReplyType } from './types.js';

/** A rule stated on these lines of the interface document: must. */
export const doc = (...lines: number[]): ReplySource => ({ lines });
/** A rule a convention of `spec/conventions.ts` states: should. */
export const conv = (convention: string): ReplySource => ({ convention });

/** A value of these types (`'integer'`, `'string|null'`; `'any'`: any type), stated at `source`. */
export function of(types: string, source: ReplySource, more: Partial<ReplyNode> = {}): ReplyNode {
  return { ...(types === 'any' ? {} : { type: types.split('|') as ReplyType[] }), source, ...more };
}

/** How the platform writes a value a field does not hold: null (platform-shop-rest.md:296). */
export const UNSET: ReplySource = { convention: 'replies.unset-null' };

/** A field of a write table (order, product): its type as the document gives it, null read back as "no value". */
export const w = (types: string, source: ReplySource, more: Partial<ReplyNode> = {}): ReplyNode =>
  of(types, source, { nullable: UNSET, ...more });

/** A read-only member (the site writes it): always in a reply that carries its resource whole, on the same lines. */
export function ro(types: string, source: ReplySource, more: Partial<ReplyNode> = {}): ReplyNode {
  return of(types, source, { present: source, ...more });
}

/** An object with these members (none required unless `present` says so). */
export function obj(members: Record<string, ReplyNode>, more: Partial<ReplyNode> = {}): ReplyNode {
  return { type: ['object'], members, ...more };
}

/** An array whose items are `items`, the array itself stated at `source`. */
export function list(items: ReplyNode, source?: ReplySource, more: Partial<ReplyNode> = {}): ReplyNode {
  return { type: ['array'], items, ...(source ? { source } : {}), ...more };
}

/** The node with these members marked as always carried, on `source`. */
export function carrying(node: ReplyNode, names: readonly string[], source: ReplySource): ReplyNode {
  const members = { ...node.members };
  for (const name of names) {
    const member = members[name];
    if (!member) throw new Error(`replies: no member ${name} to mark as carried`);
    // The document's word wins over a convention's: a read-only member stays always there by its line.
    if (member.present && 'lines' in member.present && 'convention' in source) continue;
    members[name] = { ...member, present: source };
  }
  return { ...node, members };
}

/** The same node under another source for its type (a resource's shape used where another line states it). */
export function resource(name: string, title: string, node: ReplyNode): ReplyNode {
  return { ...node, resource: name, title };
}
