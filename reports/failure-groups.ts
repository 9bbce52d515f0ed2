import type { CaseResult, Failure, RunResult } from '../src/model/result.js';
import type { Exercise, Level } from '../src/model/suite.js';
import { isExpected, verdictLevel } from '../src/model/verdict.js';
import { compact } from './text.js';

/**
 * Failures with one cause, read as one. A server that gets one rule wrong fails every case that meets
 * the rule: 25 of 37 failures of a deviating server came from one defect, listed one by one. As
 * Schemathesis and Allure group failures by their shape, the reporters group failed and errored cases
 * whose leading failure is the same check failing the same way (check, level, title, message, expected,
 * actual and pointer, with ids and other numbers in the texts not telling them apart) on the same
 * argument (the rule a generated case exercises, the rule a fuzz failure breaks), or else on the same
 * route family (method and path, ids in it read as `{id}`). The console and the HTML report name each
 * group once and list its cases under it; a group of one is shown as a failure always was. Blocked
 * cases are not here: their root causes already say them once.
 */
export interface FailureGroup {
  /** What the cases share besides the failure: `argument per_page (its maximum)`, `GET /shop/store/products/{id}`. */
  where: string;
  /** The failure every case of the group has at the level that decides it, as the first case has it. */
  failure: Failure;
  level: Level;
  /** In run order. */
  cases: CaseResult[];
}

/** How a rule a case exercises reads after its argument's name. */
const RULE: Record<Exercise['kind'], string> = {
  enum: 'a value outside its enum',
  'enum-value': 'a value of its enum',
  minimum: 'its minimum',
  maximum: 'its maximum',
  required: 'required',
  default: 'its default',
  nested: "a member's rule",
  format: 'its format',
};

/**
 * A case's failure at the level that decides it (its first must-level failure, else its first); an
 * errored case's error, as a failure of the check `errored`.
 */
export function leadingFailure(c: CaseResult): Failure | undefined {
  if (c.outcome === 'errored' && c.error)
    return { check: 'errored', level: c.level, title: c.error.code, message: c.error.message };
  const level = verdictLevel(c);
  return c.failures.find((f) => (f.level ?? c.level) === level) ?? c.failures[0];
}

/**
 * Ids, counts and keys in a text, so that they do not split a group: digits, and tokens of hex or
 * letters and digits eight characters or longer (a cart key, a nonce).
 */
function normalised(text: string): string {
  // Token by token, in one pass: a pattern looking ahead from every boundary was quadratic on `a-a-a-…`.
  return text
    .split(/([^\w-]+)/)
    .map((token) => (token.length >= 8 && /\d/.test(token) ? '<key>' : token.replace(/\d+/g, '#')))
    .join('');
}

/** A value as a group compares it: a status as it is (400 is not 404), any other with its numbers read as `#`. */
function valueKey(check: string, value: unknown): string {
  const text = value === undefined ? '' : compact(value, 200);
  return check === 'status' ? text : normalised(text);
}

/** `/shop/store/products/12` → `/shop/store/products/{id}`, read from the request below the API root. */
function routeFamily(c: CaseResult, result: RunResult): string | undefined {
  const request = c.exchange?.request;
  if (!request) return undefined;
  let path: string;
  try {
    path = new URL(request.url).pathname;
  } catch {
    path = request.url.split('?')[0] ?? '';
  }
  let base: string;
  try {
    base = new URL(result.target.baseUrl).pathname.replace(/\/+$/, '');
  } catch {
    base = '';
  }
  if (base && path.startsWith(base)) path = path.slice(base.length);
  const root = result.target.apiRoot.replace(/\/+$/, '');
  const site = path.startsWith(`/de${root}/`) ? '/de ' : '';
  if (site) path = path.slice(3);
  if (root && path.startsWith(root)) path = path.slice(root.length);
  const family = path
    .split('/')
    .map((segment) => (/^\d+$/.test(segment) ? '{id}' : /^(?=.*\d)[\w-]{16,}$/.test(segment) ? '{key}' : segment))
    .join('/');
  return `${request.method} ${site}${family || '/'}`;
}

/** The one argument rule a case is about, when it is about one: a generated case's exercise, a fuzz failure's broken rule. */
function argumentOf(c: CaseResult): string | undefined {
  const broken = c.fuzz?.broken;
  if (broken) return `argument ${broken.arg} (${broken.rule})`;
  const exercises = c.spec.exercises;
  if (exercises?.length !== 1) return undefined;
  const [only] = exercises as [Exercise];
  return `argument ${only.arg} (${RULE[only.kind] ?? only.kind})`;
}

function shapeOf(f: Failure, level: Level): string {
  return JSON.stringify([
    f.check,
    level,
    normalised(f.title),
    normalised(f.message),
    valueKey(f.check, f.expected),
    valueKey(f.check, f.actual),
    normalised(f.pointer ?? ''),
  ]);
}

/**
 * The failed and errored cases of a run, grouped by the shape of their leading failure and where it
 * happened; the largest groups first, groups of one after them, each in run order.
 */
export function failureGroups(result: RunResult): FailureGroup[] {
  const groups = new Map<string, FailureGroup>();
  for (const suite of result.suites)
    for (const c of suite.cases) {
      // A known failure met as recorded (`--expectations`) is shown apart, with its reason.
      if ((c.outcome !== 'failed' && c.outcome !== 'errored') || isExpected(c)) continue;
      const failure = leadingFailure(c) ?? { check: c.outcome, title: c.outcome, message: '' };
      const level = (failure.level === 'info' ? undefined : failure.level) ?? c.level;
      const where = argumentOf(c) ?? routeFamily(c, result) ?? `suite ${c.suite}`;
      const key = `${where}\n${shapeOf(failure, level)}`;
      const group = groups.get(key);
      if (group) group.cases.push(c);
      else groups.set(key, { where, failure, level, cases: [c] });
    }
  // Must-level groups first (what the verdict names), then the larger first; a stable sort: groups of
  // one level and size keep the order of their first case.
  const rank = (g: FailureGroup) => (g.level === 'must' ? 0 : 1);
  return [...groups.values()].sort((a, b) => rank(a) - rank(b) || b.cases.length - a.cases.length);
}

/**
 * `15 cases: argument per_page (its maximum) · [must] status: Unexpected status code — expected 4xx, got
 * 200 (accepted)`: a group's name, the first thing a report says of it.
 */
export function groupHeading(group: FailureGroup): string {
  const f = group.failure;
  const said = f.message && f.message !== f.title ? ` — ${f.message}` : '';
  const n = group.cases.length;
  return `${n} case${n === 1 ? '' : 's'}: ${group.where} · [${group.level}] ${f.check}: ${f.title}${said}`;
}

/** How many findings of a case its group's heading does not say: `(and 2 other failures)`, or nothing. */
export function otherFailures(c: CaseResult): string {
  const others = c.outcome === 'errored' ? c.failures.length : c.failures.length - 1;
  return others > 0 ? ` (and ${others} other failure${others === 1 ? '' : 's'})` : '';
}
