import { describe, expect, it } from 'vitest';
import { replyStatements, type ReplyStatement } from '../../spec/replies/index.js';
import { statement } from '../../spec/statements/index.js';
import { runDeviation } from './catalogue/run.js';
import { allPlanned } from './statements/guards.js';
import { breaksMembers } from './replies/break-member.js';

/**
 * Every rule of a reply member the document states (the `reply` statements of the ledger) is guarded:
 * broken by its kind (the member given a value of another type, or left out) on every route whose
 * answers carry it, the cases that request those routes run (with the steps they need), and the examination of their answers
 * fails at must level citing the statement, or a case of theirs failed at must on that very value.
 * The members of one resource are broken together, a rule and a depth at a time (each finding is its own); the
 * index's one at a time, against the suite that reads it (the engine reads the index to plan).
 */

interface Group {
  name: string;
  statements: ReplyStatement[];
  suites: string[];
  /** `suite/case` of the cases to run (with what they depend on); none: the suites whole. */
  cases?: string[];
}

const SITE = new Set(['index', 'descriptor']);

/**
 * Members no answer of the reference shop carries, whatever a suite sends: the examination checks them
 * wherever a shop's answers hold them (`test/unit/replies/`), but no fault can show it here. May only
 * shrink: a member seen one day fails this test until it leaves the list.
 */
export const UNSEEN: Record<string, string> = Object.fromEntries(
  [
    ...['line-item', 'shipping-line', 'fee-line'].flatMap((line) => [
      `reply.${line}.taxes[]`,
      `reply.${line}.taxes[].id`,
      `reply.${line}.taxes[].total`,
      `reply.${line}.taxes[].subtotal`,
    ]),
  ]
    .map((id) => [
      id,
      'the reference shop has no tax rate, and the interface has no route that makes one: every line is untaxed, its taxes empty',
    ])
    .concat(
      ['reply.subscription-data.synchronization.day', 'reply.subscription-data.synchronization.month'].map((id) => [
        id,
        'no subscription product of the reference shop renews on a fixed day, and product creation takes no synchronisation (line 197: the fields after images are not shown)',
      ]),
    ),
);

/** The planned cases that request a route whose answers carry one of the statements' members. */
function casesFor(statements: readonly ReplyStatement[]): string[] {
  const places = new Set(statements.flatMap((s) => statement(s.id)?.on.map((p) => `${p.method} ${p.route}`) ?? []));
  return allPlanned()
    .filter((p) => p.place && places.has(`${p.place.method} ${p.place.route}`))
    .map((p) => p.key);
}

function groups(): Group[] {
  const out: Group[] = [];
  const byKey = new Map<string, ReplyStatement[]>();
  for (const s of replyStatements()) {
    if (SITE.has(s.resource)) {
      out.push({ name: s.id, statements: [s], suites: ['index-shape'] });
      continue;
    }
    // A member broken beside its parent would be hidden by it: one depth of a resource at a time.
    const depth =
      s.path === ''
        ? 0
        : s.path.split(/\.|\[\]|\{\}/).filter(Boolean).length + (s.path.match(/\[\]|\{\}/g)?.length ?? 0);
    const key = `${s.resource} ${s.rule} depth ${depth}`;
    byKey.set(key, [...(byKey.get(key) ?? []), s]);
  }
  for (const [key, statements] of byKey) {
    const cases = casesFor(statements);
    out.push({ name: key, statements, suites: [...new Set(cases.map((c) => c.split('/')[0] as string))], cases });
  }
  return out;
}

describe('each reply member the document states, broken, fails the examination of answers at must level citing it', () => {
  it.each(groups())('$name', async ({ name, statements, suites, cases }) => {
    expect(suites, `${name}: no suite requests a route whose answers carry it`).not.toEqual([]);
    const fault = breaksMembers(
      name,
      statements.map((s) => ({ resource: s.resource, path: s.path, rule: s.rule })),
    );
    let run;
    try {
      // Only the cases whose requests reach those routes, with the steps they need: their answers carry it.
      const selection = cases ? { suites, rerun: { report: name, cases: new Set(cases) } } : undefined;
      ({ run } = await runDeviation({ name, suites, fault, fails: [], ...(selection ? { selection } : {}) }));
    } catch (error) {
      // The index made unusable as a whole stops the run before it starts: louder than any finding.
      if (SITE.has(statements[0]?.resource ?? '') && /index/i.test((error as Error).message)) return;
      throw error;
    }
    const replies = run.result.suites.find((s) => s.id === 'replies')?.cases ?? [];
    const mustFailed = new Set(
      run.cases.filter((c) => c.outcome === 'failed' && c.level === 'must').map((c) => `${c.suite}/${c.id}`),
    );
    const caught = new Set(
      replies.flatMap((c) => {
        if (c.outcome === 'failed') return c.failures.filter((f) => f.level === 'must').flatMap((f) => f.doc ?? []);
        if (c.outcome === 'blocked' && c.blockedBy && mustFailed.has(c.blockedBy)) return c.cites?.doc ?? [];
        return [];
      }),
    );
    const missed = statements.map((s) => s.id).filter((id) => !caught.has(id));
    const unseen = statements.map((s) => s.id).filter((id) => id in UNSEEN);
    expect(missed, `${name}: broken on ${suites.join(', ')}, not found`).toEqual(unseen);
  });
});
