import {
  FORM_WORDS,
  replyStatementId,
  stepInto,
  type ReplyNode,
  type ReplySource,
  type ReplyType,
} from '../../spec/replies/index.js';

/**
 * One answer's body walked against what the document (must) and the conventions (should) say its
 * route's reply is (`spec/replies/`): every member they name, at every depth, checked for its type,
 * its vocabulary, its form, and, where they say so, for being there at all. A member they do not name
 * is never a breach (platforms add members); null where null stands for "no value" neither.
 */

export type ReplyRule = 'type' | 'enum' | 'format' | 'present' | 'status';

export interface Breach {
  rule: ReplyRule;
  /** The member's place from the reply's root, items as `[]` (`[].billing.email`); '' for the reply itself. */
  member: string;
  /** The first value's JSON pointer in the answer. */
  pointer: string;
  source: ReplySource;
  /** The statement of the document the rule stands on (must), when it does. */
  statement?: string;
  expected: string;
  actual: unknown;
}

export interface Examination {
  breaches: Breach[];
  /** The statements of the document a member the answer carried was checked against. */
  checked: Set<string>;
}

/** What the value is, in JSON's words (`integer`: a number without a fraction). */
export function typeOf(value: unknown): ReplyType | 'undefined' {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  switch (typeof value) {
    case 'string':
      return 'string';
    case 'boolean':
      return 'boolean';
    case 'number':
      return Number.isInteger(value) ? 'integer' : 'number';
    case 'object':
      return 'object';
    default:
      return 'undefined';
  }
}

const typeFits = (types: readonly ReplyType[], actual: ReplyType | 'undefined'): boolean =>
  types.includes(actual as ReplyType) || (actual === 'integer' && types.includes('number'));

const FORMATS: Record<string, (text: string) => boolean> = {
  uri: (text) => {
    try {
      return new URL(text).protocol.length > 1;
    } catch {
      return false;
    }
  },
  email: (text) => /^[^\s@]+@[^\s@]+$/.test(text),
  'cart-item-key': (text) => /^[\w-]{32}$/.test(text),
  'http-method': (text) => /^[A-Z]+$/.test(text),
};

/** How a value is shown in a message: short, whatever it holds. */
export function shown(value: unknown): string {
  if (value === undefined) return 'absent';
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 60 ? `${text.slice(0, 57)}…` : text;
}

export const typeWords = (types: readonly string[]): string => types.join(' or ');

/**
 * Where the walk is: the resource and the path inside it (naming statements), and the step that led
 * here from its parent. What names a finding (the member from the reply's root, its JSON pointer) is
 * made from the steps only when a breach needs it: most values breach nothing.
 */
interface Place {
  resource: string;
  path: string;
  parent: Place | undefined;
  /** The member's name, `[]` for an item, `{}` for a map's value. */
  step: string;
  /** The JSON pointer token of the step (an item's index, a map's key). */
  token: string;
}

const escape = (token: string) =>
  token.includes('~') || token.includes('/') ? token.replace(/~/g, '~0').replace(/\//g, '~1') : token;

function memberOf(at: Place): string {
  return at.parent === undefined ? '' : stepInto(memberOf(at.parent), at.step);
}

function pointerOf(at: Place): string {
  return at.parent === undefined ? '' : `${pointerOf(at.parent)}/${escape(at.token)}`;
}

const step = (at: Place, name: string, token: string, path = stepInto(at.path, name)): Place => ({
  resource: at.resource,
  path,
  parent: at,
  step: name,
  token,
});

/**
 * Walks `value` against `node`. `presence` is false where a reply may leave members out by design
 * (context=embed trims a reply to its embeddable fields); `checked` false when the statements an answer
 * carried need not be collected (a route's answers already showed them).
 */
export function examine(
  node: ReplyNode,
  value: unknown,
  options: { presence: boolean; checked?: boolean },
): Examination {
  const out: Examination = { breaches: [], checked: new Set() };
  const root: Place = { resource: node.resource ?? 'reply', path: '', parent: undefined, step: '', token: '' };
  visit(node, value, root, { presence: options.presence, collect: options.checked !== false }, out);
  return out;
}

function statementOf(source: ReplySource | undefined, at: Place, rule: 'type' | 'present'): string | undefined {
  return source && 'lines' in source ? replyStatementId(at.resource, at.path, rule) : undefined;
}

function breach(
  out: Examination,
  at: Place,
  rule: ReplyRule,
  source: ReplySource,
  expected: string,
  actual: unknown,
  statement?: string,
) {
  out.breaches.push({
    rule,
    member: memberOf(at),
    pointer: pointerOf(at),
    source,
    ...(statement !== undefined ? { statement } : {}),
    expected,
    actual,
  });
}

interface Walk {
  presence: boolean;
  collect: boolean;
}

function visit(node: ReplyNode, value: unknown, at: Place, walk: Walk, out: Examination): void {
  // A resource of its own names its members' statements from here on.
  if (node.resource !== undefined && at.path !== '') at = { ...at, resource: node.resource, path: '' };
  const actual = typeOf(value);
  if (actual === 'null' && node.nullable !== undefined && !(node.type ?? []).includes('null')) return;
  if (node.orError && actual === 'object' && 'error' in (value as object)) {
    visit(node.orError, value, at, walk, out);
    return;
  }
  const typed = node.type !== undefined && node.source !== undefined;
  if (typed && walk.collect) {
    const id = statementOf(node.source, at, 'type');
    if (id) out.checked.add(id);
  }
  if (typed && !typeFits(node.type as readonly ReplyType[], actual)) {
    const types = node.type as readonly ReplyType[];
    breach(out, at, 'type', node.source as ReplySource, typeWords(types), value, statementOf(node.source, at, 'type'));
    return;
  }
  if (node.enum && node.source && value !== null && !node.enum.includes(value as string)) {
    const id = node.type ? statementOf(node.source, at, 'type') : undefined;
    breach(out, at, 'enum', node.source, `one of ${node.enum.join(', ')}`, value, id);
  }
  if (node.format && node.source && typeof value === 'string' && value !== '' && !FORMATS[node.format]?.(value)) {
    const id = node.type ? statementOf(node.source, at, 'type') : undefined;
    breach(out, at, 'format', node.source, FORM_WORDS[node.format] ?? node.format, value, id);
  }
  if (actual === 'object') {
    const object = value as Record<string, unknown>;
    if (node.members)
      for (const name in node.members) {
        const member = node.members[name] as ReplyNode;
        const here = step(at, name, name);
        // A member that is a resource of its own names its statements by that resource.
        const named = member.resource !== undefined ? { ...here, resource: member.resource, path: '' } : here;
        if (!Object.hasOwn(object, name)) {
          if (member.present && walk.presence)
            breach(
              out,
              here,
              'present',
              member.present,
              'present',
              undefined,
              statementOf(member.present, named, 'present'),
            );
          continue;
        }
        if (member.present && walk.collect) {
          const id = statementOf(member.present, named, 'present');
          if (id) out.checked.add(id);
        }
        visit(member, object[name], here, walk, out);
      }
    if (node.values) {
      const path = stepInto(at.path, '{}');
      for (const key in object) visit(node.values, object[key], step(at, '{}', key, path), walk, out);
    }
  } else if (actual === 'array' && node.items) {
    const items = value as unknown[];
    const path = stepInto(at.path, '[]');
    for (let index = 0; index < items.length; index++)
      visit(node.items, items[index], step(at, '[]', String(index), path), walk, out);
  }
}
