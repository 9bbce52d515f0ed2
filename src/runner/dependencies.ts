import { SAMPLE_COUNTRIES } from '../fixtures/addresses.js';
import type { SettingWords } from '../model/words.js';
import type { CaseResult } from '../model/result.js';
import { verdictLevel } from '../model/verdict.js';
import type { CaseSpec } from '../model/suite.js';
import { ReproLog } from '../repro/repro.js';
import type { TargetContext } from '../http/request.js';

/** Why a capture a later case needs is not there. */
type Missing =
  | { kind: 'skipped'; by: string; reason: string }
  | { kind: 'absent'; by: string; nothing: string }
  | { kind: 'blocked'; root: string };

/** `nothing`: the skip is for want of anything on the site (a finding that listed none), not of a case that ran. */
export type Decision = { skip: string; nothing?: true } | { blockedBy: string } | undefined;

/** A capture a case reads, with the case that makes it: the plan's producer edge (`src/plan/edges.ts`). */
export interface Read {
  name: string;
  /** The producing case as the plan names it (what `record` was given as its key); none: no case of the suite. */
  from: object | undefined;
}

/**
 * Within one suite, what each case depends on: the captures its request and expectations name, and the
 * cases it reads after (`after`). A dependency that was skipped skips the case (with the reason); one
 * that found nothing on the site skips it too (a site may have no note yet); one that failed what it
 * was for (a must case at must level, a should case at all, or an error) blocks it,
 * and one that was blocked blocks it by the same root cause, so that one fault is one failure with what
 * it blocked listed under it.
 *
 * What the cases that ran did, in order, is what a failing case's reproduction is made from: it is
 * logged here too (`repro.ts`), and a failing case's result gets its reproduction as it is recorded.
 */
export class SuiteDependencies {
  /** By producing case, then capture name: the plan says whom a case reads from, nothing here searches. */
  private readonly missing = new Map<object, Map<string, Missing>>();
  private readonly outcomes = new Map<string, CaseResult>();
  private readonly log: ReproLog | undefined;

  /** Without a target, no reproductions are made (a test of the decisions alone). */
  constructor(
    private readonly suite: string,
    target?: TargetContext,
    words?: SettingWords,
  ) {
    this.log = target ? new ReproLog(target, words) : undefined;
  }

  /** The root cause a failed or errored case stands for. */
  rootOf(spec: CaseSpec): string {
    return `${this.suite}/${spec.id}`;
  }

  /** Whether the case runs; `key` names it as the plan's edges do (as `record` will be given it). */
  decide(spec: CaseSpec, reads: readonly Read[], key: object = spec): Decision {
    const decision = this.decision(spec, reads);
    if (!decision) this.log?.start(key, reads);
    return decision;
  }

  /**
   * Whether what a case reads was never made: a case it reads from (or after) was skipped, or found
   * nothing on the site. A teardown skipped for another reason (credentials) then left nothing behind:
   * the thing it would remove does not exist. Asks, records nothing.
   */
  neverMade(spec: CaseSpec, reads: readonly Read[]): boolean {
    const decision = this.decision(spec, reads);
    return decision !== undefined && 'skip' in decision;
  }

  private decision(spec: CaseSpec, reads: readonly Read[]): Decision {
    for (const { name, from } of reads) {
      const gone = from && this.missing.get(from)?.get(name);
      if (!gone) continue;
      if (gone.kind === 'blocked') return { blockedBy: gone.root };
      if (gone.kind === 'skipped') return { skip: `depends on ${gone.by}, which was skipped (${gone.reason})` };
      return { skip: `${gone.by} found nothing on the site for {{${name}}} (${gone.nothing})`, nothing: true };
    }
    for (const id of spec.after ?? []) {
      const earlier = this.outcomes.get(id);
      if (!earlier) continue;
      if (earlier.outcome === 'skipped')
        return { skip: `reads what ${id} would have made, which was skipped (${earlier.skipReason})` };
      if (earlier.outcome === 'blocked' && earlier.blockedBy) return { blockedBy: earlier.blockedBy };
      // A must case that failed only a should-level check did what it was for: what comes after can run.
      if (earlier.outcome === 'errored' || (earlier.outcome === 'failed' && verdictLevel(earlier) === earlier.level))
        return { blockedBy: `${this.suite}/${id}` };
    }
    return undefined;
  }

  /** What a case did; `key` names it as the plan's edges do (the case itself, when they name it so). */
  record(spec: CaseSpec, result: CaseResult, captured: ReadonlyMap<string, unknown>, key: object = spec): void {
    this.outcomes.set(spec.id, result);
    this.log?.record(spec, result, captured, key);
    const missing = new Map<string, Missing>();
    this.missing.set(key, missing);
    for (const [name, capture] of Object.entries(spec.capture)) {
      if (result.outcome === 'skipped')
        missing.set(name, { kind: 'skipped', by: spec.id, reason: result.skipReason ?? 'skipped' });
      else if (result.outcome === 'blocked')
        missing.set(name, { kind: 'blocked', root: result.blockedBy ?? this.rootOf(spec) });
      else if (result.outcome !== 'passed') {
        // A value read from an answer that failed what its case was for is no value to go on: what
        // reads it is blocked by that case, even when the wrong answer held something at the pointer.
        const failedItsPurpose = result.outcome === 'errored' || verdictLevel(result) === result.level;
        if (failedItsPurpose || !captured.has(name)) missing.set(name, { kind: 'blocked', root: this.rootOf(spec) });
      } else if (!captured.has(name)) {
        // Said as the capture reads it: the whole body is '/', a list of members is the list's.
        const at = capture.pointer === undefined ? `header ${capture.header}` : capture.pointer || '/';
        const made = capture.notCreated === undefined ? '' : ' that this run did not create or delete';
        // With `take`, the first item found may lack the member taken: said too.
        const taken = capture.take === undefined ? '' : `, or the first has no ${capture.take}`;
        const nothing =
          capture.address !== undefined
            ? `no address with a country at ${at}, or none of the sample addresses is in its country (src/fixtures/addresses.ts knows ${SAMPLE_COUNTRIES.length} countries)`
            : capture.each !== undefined
              ? `no item with ${capture.each} at ${at}`
              : capture.first !== undefined
                ? `no item with ${capture.first} at ${at}${made}${taken}`
                : `no value at ${at}`;
        missing.set(name, { kind: 'absent', by: spec.id, nothing });
      }
    }
  }
}
