import { citation, convention } from '../../spec/conventions.js';
import { partTags } from '../loading/part-tags.js';
import type { CaseResult, Failure, SuiteResult } from '../model/result.js';
import type { Level } from '../model/suite.js';
import { breachMessage, type ExaminedRoute, type ReplyFinding, type ReplyLedger } from './ledger.js';

/** The suite the run reports its answers' examination under (a phase of its own, as the fuzz phase). */
export const REPLIES_SUITE = {
  id: 'replies',
  title: 'Every answer examined against the document',
  file: '(every answer)',
};

const ORIGIN = { file: '(every answer)', generator: 'replies' };

/** `GET /shop-analytics/orders/{id} billing.email type`: a finding's case id, stable from run to run. */
export const findingId = (f: Pick<ReplyFinding, 'route' | 'member' | 'rule'>): string =>
  `${f.route} ${f.member === '' ? '(reply)' : f.member} ${f.rule}`;

/** What a rule expects of a member, in words: the failure's title (its message says what was found). */
const EXPECTS: Record<ReplyFinding['rule'], string> = {
  type: 'is of the type stated',
  enum: 'is one of the values stated',
  format: 'has the form stated',
  present: 'is always there',
  status: "matches the answer's HTTP status",
};

const levelOf = (f: ReplyFinding): Level => ('lines' in f.source ? 'must' : 'should');

const tagsOf = (site: ReplyFinding['site'], path: string): string[] => [
  'replies',
  ...partTags({ request: { method: 'GET', path, site } }),
];

function where(f: ReplyFinding): string {
  if ('lines' in f.source) return `shop-rest-interface.md:${f.source.lines.join(',')}`;
  return citation(f.source.convention) ?? f.source.convention;
}

/** `seen in 300 answers, first by a/1, a/2, b/1`: how often a finding was seen, and by whom first. */
export function seenText(answers: number, seenBy: readonly string[]): string {
  return `seen in ${answers === 1 ? 'one answer' : `${answers} answers`}, first by ${seenBy.join(', ')}`;
}

const SEEN = /; seen in (one answer|\d+ answers), first by .*$/;

/** A finding's message with another count and other first cases (a join of shards counts them again). */
export function withSeen(message: string, answers: number, seenBy: readonly string[]): string {
  return `${message.replace(SEEN, '')}; ${seenText(answers, seenBy)}`;
}

function findingResult(f: ReplyFinding, failedCases: ReadonlyMap<string, CaseResult>): CaseResult {
  const level = levelOf(f);
  const message = `${breachMessage(f)} (${where(f)}); ${seenText(f.count, f.seenBy)}`;
  const failure: Failure = {
    check: 'reply',
    level,
    ...('lines' in f.source ? { doc: f.statement ? [f.statement] : [] } : { source: f.source.convention }),
    title: `${f.route}: ${f.member === '' ? 'the reply' : f.member} ${EXPECTS[f.rule]}`,
    message,
    expected: f.expected,
    ...(f.actual !== undefined ? { actual: f.actual } : {}),
    pointer: f.pointer,
  };
  const base: CaseResult = {
    suite: REPLIES_SUITE.id,
    id: findingId(f),
    title: `${f.route}: ${breachMessage(f)}`,
    level,
    tags: tagsOf(f.site, f.path),
    outcome: 'failed',
    failures: [failure],
    cites:
      'lines' in f.source
        ? { doc: f.statement ? [f.statement] : [], conventions: [] }
        : { doc: [], conventions: convention(f.source.convention) ? [f.source.convention] : [] },
    spec: { origin: ORIGIN, requires: [] },
    exchange: f.exchange,
    ...(f.curl !== undefined ? { curl: f.curl } : {}),
    durationMs: 0,
    reply: { route: f.route, answers: f.count, seenBy: [...f.seenBy] },
  };
  // A case that failed on this very value already says it, or every case that saw it failed (an answer to
  // a request that should have been refused, say): the finding is their consequence, not a failure more.
  const witnesses = [...f.witnesses];
  const onValue = witnesses.find(([who, pointer]) => failedOn(failedCases.get(who), pointer, level))?.[0];
  const already = onValue ?? consequenceOf(witnesses, failedCases, level);
  if (already === undefined) return base;
  return {
    ...base,
    outcome: 'blocked',
    blockedBy: already,
    failures: [],
    reply: {
      route: f.route,
      answers: f.count,
      seenBy: [...f.seenBy],
      blocked: onValue !== undefined ? 'value' : 'consequence',
    },
  };
}

/**
 * Whether a failed case's failures name this value (the same pointer, or one inside the other), at the
 * finding's level or above: a must-level finding is never left to a should-level failure, which fails
 * no run.
 */
function failedOn(result: CaseResult | undefined, pointer: string, level: Level): boolean {
  if (!result || result.outcome !== 'failed') return false;
  return result.failures.some((f) => {
    const at = f.level ?? result.level;
    if (f.pointer === undefined || at === 'info' || (level === 'must' && at !== 'must')) return false;
    if (f.pointer === pointer) return true;
    const [outer, inner] = f.pointer.length < pointer.length ? [f.pointer, pointer] : [pointer, f.pointer];
    return outer !== '' && inner.startsWith(`${outer}/`);
  });
}

/**
 * The first of the finding's cases, when every case that saw it failed at its level or above (a control's
 * answer, or a finding request's, is no failure's: such a witness keeps the finding its own).
 */
function consequenceOf(
  witnesses: [string, string][],
  failedCases: ReadonlyMap<string, CaseResult>,
  level: Level,
): string | undefined {
  const cases = witnesses.map(([who]) => who).filter((who) => !who.startsWith('('));
  const failedAtLevel = (who: string) => {
    const c = failedCases.get(who);
    return c !== undefined && (level === 'should' || c.failures.some((f) => (f.level ?? c.level) === 'must'));
  };
  return cases.length > 0 && cases.every(failedAtLevel) ? cases[0] : undefined;
}

function routeResult(r: ExaminedRoute): CaseResult {
  return {
    suite: REPLIES_SUITE.id,
    id: r.route,
    title: `${r.route}: its answers hold every member the document names, as it names it`,
    // Must when a statement of the document was checked: its failing would have been a must-level finding.
    level: r.statements.size > 0 ? 'must' : 'should',
    tags: tagsOf(r.site, r.path),
    outcome: 'passed',
    failures: [],
    cites: { doc: [...r.statements], conventions: [...r.conventions] },
    spec: { origin: ORIGIN, requires: [] },
    durationMs: 0,
    reply: { route: r.route, answers: r.answers, seenBy: [r.firstSeenBy] },
  };
}

/**
 * The examination as a suite: one failed case per finding (route, member and rule: a member wrong in
 * 300 answers is one failure, its count and first cases in its message), one passed case per route
 * whose answers held everything. A finding on a value a case of the run already failed on is blocked by
 * that case (one fault, one failure). `failed`: the run's other results, `suite/case` to result.
 */
export function replySuite(ledger: ReplyLedger, others: readonly CaseResult[], durationMs = 0): SuiteResult {
  const failedCases = new Map(others.filter((c) => c.outcome === 'failed').map((c) => [`${c.suite}/${c.id}`, c]));
  const findings = ledger.findings();
  const withFindings = new Set(findings.map((f) => f.route));
  const cases = [
    ...findings
      .sort((a, b) => levelRank(a) - levelRank(b) || a.route.localeCompare(b.route) || a.member.localeCompare(b.member))
      .map((f) => findingResult(f, failedCases)),
    ...ledger
      .routes()
      .filter((r) => !withFindings.has(r.route))
      .sort((a, b) => a.route.localeCompare(b.route))
      .map(routeResult),
  ];
  return { ...REPLIES_SUITE, cases, durationMs, leftovers: [] };
}

const levelRank = (f: ReplyFinding) => (levelOf(f) === 'must' ? 0 : 1);
