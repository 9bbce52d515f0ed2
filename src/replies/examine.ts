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

interface Place {
  /** Resource and path inside it: names the statement. */
  resource: string;
  path: string;
  /** From the reply's root: names the finding. */
  member: string;
  pointer: string;
}

const escape = (token: string) => token.replace(/~/g, '~0').replace(/\//g, '~1');

/**
 * Walks `value` against `node`. `presence` is false where a reply may leave members out by design
 * (context=embed trims a reply to its embeddable fields).
 */
export function examine(node: ReplyNode, value: unknown, options: { presence: boolean }): Examination {
  const out: Examination = { breaches: [], checked: new Set() };
  const root: Place = { resource: node.resource ?? 'reply', path: '', member: '', pointer: '' };
  visit(node, value, root, options.presence, out);
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
    member: at.member,
    pointer: at.pointer,
    source,
    ...(statement !== undefined ? { statement } : {}),
    expected,
    actual,
  });
}

function visit(node: ReplyNode, value: unknown, at: Place, presence: boolean, out: Examination): void {
  // A resource of its own names its members' statements from here on.
  if (node.resource !== undefined && at.path !== '') at = { ...at, resource: node.resource, path: '' };
  const actual = typeOf(value);
  if (actual === 'null' && node.nullable !== undefined && !(node.type ?? []).includes('null')) return;
  if (node.orError && actual === 'object' && 'error' in (value as object)) {
    visit(node.orError, value, at, presence, out);
    return;
  }
  const statement = node.type ? statementOf(node.source, at, 'type') : undefined;
  if (statement) out.checked.add(statement);
  if (node.type && node.source && !typeFits(node.type, actual)) {
    breach(out, at, 'type', node.source, typeWords(node.type), value, statement);
    return;
  }
  if (node.enum && node.source && value !== null && !node.enum.includes(value as string)) {
    breach(out, at, 'enum', node.source, `one of ${node.enum.join(', ')}`, value, statement);
  }
  if (node.format && node.source && typeof value === 'string' && value !== '' && !FORMATS[node.format]?.(value)) {
    breach(out, at, 'format', node.source, FORM_WORDS[node.format] ?? node.format, value, statement);
  }
  if (actual === 'object') {
    const object = value as Record<string, unknown>;
    for (const [name, member] of Object.entries(node.members ?? {})) {
      const here: Place = {
        resource: at.resource,
        path: stepInto(at.path, name),
        member: stepInto(at.member, name),
        pointer: `${at.pointer}/${escape(name)}`,
      };
      // A member that is a resource of its own names its statements by that resource.
      const named = member.resource !== undefined ? { ...here, resource: member.resource, path: '' } : here;
      if (!Object.hasOwn(object, name)) {
        if (member.present && presence)
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
      if (member.present) {
        const id = statementOf(member.present, named, 'present');
        if (id) out.checked.add(id);
      }
      visit(member, object[name], here, presence, out);
    }
    if (node.values)
      for (const [key, item] of Object.entries(object))
        visit(
          node.values,
          item,
          {
            ...at,
            path: stepInto(at.path, '{}'),
            member: stepInto(at.member, '{}'),
            pointer: `${at.pointer}/${escape(key)}`,
          },
          presence,
          out,
        );
  } else if (actual === 'array' && node.items) {
    (value as unknown[]).forEach((item, index) =>
      visit(
        node.items as ReplyNode,
        item,
        { ...at, path: stepInto(at.path, '[]'), member: stepInto(at.member, '[]'), pointer: `${at.pointer}/${index}` },
        presence,
        out,
      ),
    );
  }
}
