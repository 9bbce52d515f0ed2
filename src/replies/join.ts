import type { CaseResult } from '../model/result.js';
import { WITNESSES } from './ledger.js';
import { withSeen } from './suite.js';

/**
 * The examination's cases of several shards of one run, as the run in one job would have reported them:
 * each shard examined the answers it received, so a finding is joined by its id (its answers counted
 * over every shard, its first cases those of the first shards), a finding blocked by a case that failed
 * on the very value stays blocked, and a route passes only where no shard found anything on it.
 */
export function joinReplyCases(shards: readonly (readonly CaseResult[])[]): CaseResult[] {
  const byId = new Map<string, CaseResult>();
  for (const cases of shards)
    for (const c of cases) {
      const have = byId.get(c.id);
      byId.set(c.id, have ? joined(have, c) : c);
    }
  const all = [...byId.values()];
  const found = new Set(all.filter((c) => c.outcome !== 'passed').map((c) => c.reply?.route));
  const findings = all.filter((c) => c.outcome !== 'passed');
  const routes = all.filter((c) => c.outcome === 'passed' && !found.has(c.reply?.route));
  const rank = (c: CaseResult) => (c.level === 'must' ? 0 : 1);
  return [
    ...findings.sort((a, b) => rank(a) - rank(b) || a.id.localeCompare(b.id)),
    ...routes.sort((a, b) => a.id.localeCompare(b.id)),
  ];
}

function joined(a: CaseResult, b: CaseResult): CaseResult {
  const answers = (a.reply?.answers ?? 0) + (b.reply?.answers ?? 0);
  const seenBy = [...new Set([...(a.reply?.seenBy ?? []), ...(b.reply?.seenBy ?? [])])].slice(0, WITNESSES);
  const route = a.reply?.route ?? b.reply?.route ?? '';
  if (a.outcome === 'passed' && b.outcome === 'passed')
    return {
      ...a,
      cites: {
        doc: [...new Set([...(a.cites?.doc ?? []), ...(b.cites?.doc ?? [])])],
        conventions: [...new Set([...(a.cites?.conventions ?? []), ...(b.cites?.conventions ?? [])])],
      },
      reply: { route, answers, seenBy },
    };
  // A case that failed on the very value says it in its shard: the finding stays its consequence.
  const onValue = [a, b].find((c) => c.outcome === 'blocked' && c.reply?.blocked === 'value');
  const failed = [a, b].find((c) => c.outcome === 'failed');
  const kept = onValue ?? failed ?? a;
  const reply = { ...kept.reply, route, answers, seenBy };
  if (kept.outcome !== 'failed') return { ...kept, reply };
  return {
    ...kept,
    reply,
    failures: kept.failures.map((f) => ({ ...f, message: withSeen(f.message, answers, seenBy) })),
  };
}
