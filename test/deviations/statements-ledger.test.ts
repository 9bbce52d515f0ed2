import { describe, expect, it } from 'vitest';
import { statement, statements } from '../../spec/statements/index.js';
import { EXEMPT, NOT_YET_GUARDED } from './statements/exempt.js';
import { guardsOf, type Planned } from './statements/guards.js';

/**
 * The statement ledger held to the suites, without running anything: each statement of the document
 * is guarded (cited by cases; `statements-1/2.test.ts` break it and watch one of them fail), exempt
 * with the reason no request can observe it, or on the list of work left. A guard of what an argument
 * does sends the argument, with a value other than its default; a rule the document states as a
 * refusal is shown refused.
 */

const pending = new Set([...Object.keys(EXEMPT), ...NOT_YET_GUARDED]);
// Reply members are guarded by the examination of every answer (`replies-statements.test.ts`), not by cases citing them.
const replies = statements().filter((s) => s.kind === 'reply');
const guarded = statements().filter((s) => !pending.has(s.id) && s.kind !== 'reply');

/** The value a case sends for a top-level argument, in its query or body. */
function sent(p: Planned, arg: string): unknown {
  const top = arg.split(/[.[]/)[0] as string;
  const query = p.spec.request.query as Record<string, unknown> | undefined;
  const body = p.spec.request.body as Record<string, unknown> | undefined;
  return query?.[top] ?? (body !== null && typeof body === 'object' ? body[top] : undefined);
}

const refuses = (p: Planned) =>
  p.spec.expect.some((c) => c.check === 'status' && [c.value].flat().some((v) => /^4/.test(String(v))));

describe('the statement ledger', () => {
  it('names only statements that exist, each once, and never one both exempt and left to do', () => {
    for (const id of [...Object.keys(EXEMPT), ...NOT_YET_GUARDED]) expect(statement(id), id).toBeDefined();
    expect(new Set(NOT_YET_GUARDED).size).toBe(NOT_YET_GUARDED.length);
    expect(NOT_YET_GUARDED.filter((id) => id in EXEMPT)).toEqual([]);
    for (const [id, reason] of Object.entries(EXEMPT))
      expect(reason.length, `${id}: an exemption says why no request can observe it`).toBeGreaterThan(40);
  });

  it('has every statement it guards cited by a case', () => {
    expect(guarded.filter((s) => guardsOf(s).length === 0).map((s) => s.id)).toEqual([]);
  });

  it('shows what an argument does with the argument sent, at a value other than its default', () => {
    const problems: string[] = [];
    for (const s of guarded.filter((x) => x.kind === 'effect' && x.arg !== undefined)) {
      const arg = s.arg as string;
      const fallback = statements().find((d) => d.id === `${s.id}.default`)?.value;
      const shown = guardsOf(s).some((g) => {
        const value = sent(g, arg);
        return value !== undefined && JSON.stringify(value) !== JSON.stringify(fallback);
      });
      if (!shown) problems.push(s.id);
    }
    expect(problems).toEqual([]);
  });

  it('shows every refusal the document states refused', () => {
    expect(guarded.filter((s) => s.refusal && !guardsOf(s).some(refuses)).map((s) => s.id)).toEqual([]);
  });

  it('counts what is left', () => {
    // The figure the closing note reports; the list may only shrink.
    expect(statements().length).toBeGreaterThan(800);
    expect(guarded.length + pending.size + replies.length).toBe(statements().length);
  });
});
