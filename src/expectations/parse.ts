import { createHash } from 'node:crypto';
import type { Node, Pair, Scalar, YAMLMap } from 'yaml';
import type { ExpectedOutcome } from '../model/result.js';
import { yaml } from '../util/on-demand.js';

/** The outcomes a known failure may be recorded with: passed is no failure to record. */
export const EXPECTED_OUTCOMES: readonly ExpectedOutcome[] = ['failed', 'errored', 'blocked', 'skipped'];

const KEYS = ['id', 'outcome', 'reason', 'link', 'until'] as const;

/** One entry of an expectations file, with where it stands in the file (stale and expired entries are reported by line). */
export interface ExpectationEntry {
  /** `suite/case` or a root cause's id, `*` any characters. */
  id: string;
  outcome: ExpectedOutcome;
  reason: string;
  link?: string;
  /** `YYYY-MM-DD`. */
  until?: string;
  line: number;
  column: number;
  /** The id as a whole-string pattern. */
  pattern: RegExp;
}

/** An expectations file as the engine reads it: its entries in file order (the first that matches wins). */
export interface ParsedExpectations {
  file: string;
  /** `sha256:<hex>` of the file's text. */
  digest: string;
  entries: ExpectationEntry[];
}

export interface ExpectationsProblem {
  line: number;
  column: number;
  message: string;
}

/**
 * A file the run cannot be judged with: each problem at its line and column (1-based), all of them at
 * once, so that an owner filling in reasons sees every one left.
 */
export class ExpectationsError extends Error {
  readonly code = 'expectations-invalid';
  constructor(
    readonly file: string,
    readonly problems: ExpectationsProblem[],
  ) {
    problems.sort((a, b) => a.line - b.line || a.column - b.column);
    super(problems.map((p) => `${file}:${p.line}:${p.column}: ${p.message}`).join('\n'));
    this.name = 'ExpectationsError';
  }
}

/** `*` matches any characters, everything else itself: ids hold dots, slashes and brackets. */
export function globPattern(glob: string): RegExp {
  const body = glob
    .split('*')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
    .join('.*');
  return new RegExp(`^${body}$`, 's');
}

/** A real calendar date written `YYYY-MM-DD`. */
function isDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

/**
 * Reads an expectations file's text (YAML, or JSON, which YAML reads too). The caller reads the file;
 * `file` names it in the problems. Throws `ExpectationsError` with every problem found.
 */
export function parseExpectations(text: string, file: string): ParsedExpectations {
  const { LineCounter, parseDocument, isMap, isSeq, isScalar } = yaml();
  const lines = new LineCounter();
  const doc = parseDocument(text, { lineCounter: lines, prettyErrors: false, uniqueKeys: true });
  const problems: ExpectationsProblem[] = [];
  const at = (offset: number, message: string) => {
    const { line, col } = lines.linePos(offset);
    problems.push({ line, column: col, message });
  };
  const atNode = (node: Node | null | undefined, fallback: number, message: string) =>
    at(node?.range?.[0] ?? fallback, message);
  for (const e of doc.errors) at(e.pos[0], e.message.split('\n')[0] ?? e.message);
  if (problems.length > 0) throw new ExpectationsError(file, problems);

  const entries: ExpectationEntry[] = [];
  const root = doc.contents;
  if (!isMap(root)) {
    atNode(root, 0, 'expected a map with the key `expectations` (a list of entries)');
    throw new ExpectationsError(file, problems);
  }
  let list: Node | null | undefined;
  for (const pair of root.items as Pair<Node, Node>[]) {
    const key = isScalar(pair.key) ? String(pair.key.value) : '';
    if (key === 'expectations') list = pair.value;
    else atNode(pair.key, 0, `unknown key "${key}" (the file holds \`expectations\`, a list of entries)`);
  }
  if (list === undefined) atNode(root, 0, 'missing key `expectations` (a list of entries)');
  else if (isSeq(list)) {
    for (const item of list.items as Node[]) {
      if (!isMap(item)) {
        atNode(item, list.range?.[0] ?? 0, `an entry is a map of ${KEYS.join(', ')}`);
        continue;
      }
      const entry = readEntry(item as YAMLMap<Node, Node>, atNode, lines, isScalar);
      if (entry) entries.push(entry);
    }
  } else if (!(isScalar(list) && list.value === null)) {
    atNode(list, 0, '`expectations` must be a list of entries');
  }
  if (problems.length > 0) throw new ExpectationsError(file, problems);
  return { file, digest: `sha256:${createHash('sha256').update(text).digest('hex')}`, entries };
}

/** One entry, or undefined when it has a problem (reported through `atNode`). */
function readEntry(
  item: YAMLMap<Node, Node>,
  atNode: (node: Node | null | undefined, fallback: number, message: string) => void,
  lines: { linePos(offset: number): { line: number; col: number } },
  isScalar: (node: unknown) => node is Scalar,
): ExpectationEntry | undefined {
  const start = item.range?.[0] ?? 0;
  const values = new Map<string, Node>();
  let ok = true;
  for (const pair of item.items) {
    const key = isScalar(pair.key) ? String(pair.key.value) : '';
    if ((KEYS as readonly string[]).includes(key)) values.set(key, pair.value as Node);
    else {
      atNode(pair.key, start, `unknown key "${key}" (an entry has ${KEYS.join(', ')})`);
      ok = false;
    }
  }
  // A string value, or a problem at the value (or at the entry, when the key is missing).
  const text = (key: (typeof KEYS)[number], required: boolean): string | undefined => {
    const node = values.get(key);
    if (node === undefined) {
      if (required) {
        atNode(item, start, `missing \`${key}\``);
        ok = false;
      }
      return undefined;
    }
    const value = isScalar(node) ? node.value : undefined;
    if (typeof value !== 'string' && typeof value !== 'number') {
      atNode(node, start, `\`${key}\` must be text`);
      ok = false;
      return undefined;
    }
    return String(value);
  };
  const id = text('id', true);
  const outcome = text('outcome', true);
  const reason = text('reason', true);
  const link = text('link', false);
  const until = text('until', false);
  if (id !== undefined && id.trim() === '') {
    atNode(values.get('id'), start, '`id` is empty: give a case as suite/case, or a root cause id');
    ok = false;
  }
  if (outcome !== undefined && !(EXPECTED_OUTCOMES as readonly string[]).includes(outcome)) {
    atNode(values.get('outcome'), start, `outcome "${outcome}" is none of ${EXPECTED_OUTCOMES.join(', ')}`);
    ok = false;
  }
  // Who decided that this failure may stand, and why: a record without it is a silenced failure.
  if (reason !== undefined && reason.trim() === '') {
    atNode(values.get('reason'), start, '`reason` is empty: say why this failure is known and accepted');
    ok = false;
  }
  if (until !== undefined && !isDate(until)) {
    atNode(values.get('until'), start, `until "${until}" is no date written YYYY-MM-DD`);
    ok = false;
  }
  if (!ok || id === undefined || outcome === undefined || reason === undefined) return undefined;
  const { line, col } = lines.linePos(start);
  return {
    id,
    outcome: outcome as ExpectedOutcome,
    reason,
    ...(link !== undefined ? { link } : {}),
    ...(until !== undefined ? { until } : {}),
    line,
    column: col,
    pattern: globPattern(id),
  };
}
