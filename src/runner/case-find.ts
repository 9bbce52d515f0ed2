import type { CaseSpec } from '../model/suite.js';
import type { CaseResult } from '../model/result.js';
import { takeCaptures } from './case-captures.js';
import { sendOrShare, type CaseEnvironment } from './case-send.js';
import type { Sent } from './case-result.js';
import { jsonOnce } from '../answers/derived.js';
import { isPlainObject } from '../util/plain-object.js';

/**
 * A case that finds what it would create (`find`): the finding request is sent first, and when its
 * answer lists an object with the members of `find.match` the case takes its captures from the first
 * such one and is done; the shop keeps
 * what the interface cannot remove (a probe product) from run to run instead of gaining one each time.
 * What the finding could not decide (no answer, not a list) leaves the case to create as it would have.
 */
export type Finding =
  { found: Sent; object: unknown } | { missing: true } | { error: NonNullable<CaseResult['error']>; sent: Sent };

export async function findExisting(
  spec: CaseSpec & { find: NonNullable<CaseSpec['find']> },
  captures: Map<string, unknown>,
  env: CaseEnvironment,
  who: string,
): Promise<Finding> {
  const { match, ...request } = spec.find;
  const finding: CaseSpec = { ...spec, request: { method: 'GET', ...request }, capture: {}, expect: [] };
  const sending = await sendOrShare(finding, captures, env, false, `${who} (its finding request)`);
  if ('skip' in sending) return { missing: true };
  if ('error' in sending) return { error: sending.error, sent: { request: sending.request, retries: sending.retries } };
  let listed: unknown;
  try {
    listed = jsonOnce(sending.answer);
  } catch {
    return { missing: true };
  }
  const ok = sending.answer.status >= 200 && sending.answer.status < 300;
  // Ours only: the first listed object with every member of `match` (a list of the shop's own objects,
  // from a filter the site ignored, holds none of them).
  const first = ok && Array.isArray(listed) ? listed.find((item) => isOurs(item, match)) : undefined;
  if (first === undefined) return { missing: true };
  // The captures read the found object as they would read the created one.
  takeCaptures(spec, sending.answer, () => first, captures);
  return { found: sending, object: first };
}

const isOurs = (item: unknown, match: Record<string, string | number | boolean>): boolean =>
  isPlainObject(item) && Object.entries(match).every(([name, value]) => item[name] === value);
