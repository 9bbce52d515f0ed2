import type { Skip } from '../model/result.js';
import type { CaseSpec, Suite } from '../model/suite.js';
import { producerEdges, type Needs } from './edges.js';
import { caseKept, forSteps } from './filters.js';
import type { Selection } from './selection.js';

/**
 * Whether a case is in this run at all (filters: tag, grep, level, shard) — cases outside are left out
 * of the report — or in it but skipped, with the reason (credentials, read-only mode).
 */
export function caseDecision(
  suite: Suite,
  spec: CaseSpec,
  selection: Selection,
): { include: false } | { include: true; skip?: Skip } {
  if (!caseKept(suite, spec, selection)) return { include: false };
  const skip = requirementSkip(spec, selection);
  return skip ? { include: true, skip } : { include: true };
}

type Decision = ReturnType<typeof caseDecision>;

/**
 * The decisions for a suite's cases in order, with what the kept ones depend on kept too: a case the
 * filters leave out (a should-level case under `--level must`, one `--grep` does not name) is still run,
 * as a step, when a kept case of its suite comes after it or reads what it captures. Otherwise the kept
 * case would read a cart no coupon was applied to, and fail for that.
 */
export function suiteDecisions(
  suite: Suite,
  specs: readonly CaseSpec[],
  selection: Selection,
  needs: readonly Needs[] = producerEdges(specs),
  setupKept: (j: number) => boolean = () => true,
): Decision[] {
  const decisions = specs.map((spec) => caseDecision(suite, spec, selection));
  // What a case needs among these cases; an edge below 0 points at the setup (`setupKept(j)`: whether
  // the run sends that setup case, which it always does unless --exclude-tag leaves it out).
  const edges = (i: number): number[] => {
    const n = needs[i] as Needs;
    return [...n.after, ...n.reads.map((r) => r.from), ...n.controlReads.map((r) => r.from)];
  };
  const needed = (i: number): number[] => edges(i).filter((j) => j >= 0 && j < specs.length);
  const missing = (j: number) => (j < 0 ? !setupKept(j) : !(decisions[j] as Decision).include);
  // The shard stays: what a kept case depends on is in its shard by the plan, and must never run in two.
  const unfiltered = forSteps(selection);
  const pending = decisions.flatMap((d, i) => (d.include ? [i] : []));
  while (pending.length > 0) {
    for (const j of needed(pending.pop() as number)) {
      if ((decisions[j] as Decision).include) continue;
      decisions[j] = caseDecision(suite, specs[j] as CaseSpec, unfiltered);
      pending.push(j);
    }
  }
  // A case that needs one `--exclude-tag` left out is left out with it: it could only fail for that.
  for (let changed = (selection.excludeTags?.length ?? 0) > 0; changed;) {
    changed = false;
    for (const [i, d] of decisions.entries()) {
      if (d.include && edges(i).some(missing)) {
        decisions[i] = { include: false };
        changed = true;
      }
    }
  }
  return decisions;
}

/** The methods a read-only run sends: a shop that acts on anything else, even a request it should refuse, was written to. */
const SAFE_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Whether a case would send a request of another method than a read (its own, or its control's). */
function sendsUnsafe(spec: CaseSpec): boolean {
  const method = (m: string | undefined) => (m ?? 'GET').toUpperCase();
  return (
    !SAFE_METHODS.has(method(spec.request.method)) ||
    (spec.control !== undefined && !SAFE_METHODS.has(method(spec.control.method ?? spec.request.method)))
  );
}

/** Why a case cannot run here whatever the filters say: read-only mode or missing credentials. */
export function requirementSkip(spec: CaseSpec, selection: Selection): Skip | undefined {
  // A case that finds what it would create runs its finding in read-only mode; it skips itself if it must create.
  // A request that only tests a refusal (a POST without credentials, a batch of reads) is not sent either:
  // a shop that wrongly acts on it would be written to.
  const writes = spec.requires.includes('writes') && spec.find === undefined;
  if (selection.readOnly && (writes || (spec.find === undefined && sendsUnsafe(spec))))
    return selection.readOnlyBy === 'live-target'
      ? { kind: 'read-only', reason: 'a live shop is only read unless writes are allowed', setting: 'allow-writes' }
      : {
          kind: 'read-only',
          reason: writes
            ? 'read-only mode: this case writes'
            : 'read-only mode: this case sends a request that is not a read',
        };
  if (spec.requires.includes('admin') && !selection.haveAdmin)
    return { kind: 'credentials', reason: 'no administrator credentials', setting: 'admin-credentials' };
  if (spec.requires.includes('customer') && !selection.haveCustomer)
    return { kind: 'credentials', reason: 'no customer credentials', setting: 'customer-credentials' };
  return undefined;
}
