import type { Setting } from '../model/words.js';
import type { CheckContext } from '../checks/types.js';
import type { CaseResult, ControlResult } from '../model/result.js';
import type { CaseSpec, Suite } from '../model/suite.js';
import { cutMessage } from '../answers/body-json.js';
import { takeCaptures } from './case-captures.js';
import { judge } from './case-checks.js';
import { refusedOtherwise, runControl } from './case-control.js';
import { madeByRunFor } from './created.js';
import { findExisting } from './case-find.js';
import { blockedResult, caseResult, skippedResult, type Sent } from './case-result.js';
import { sendOrShare, type CaseEnvironment } from './case-send.js';
import { jsonOnce } from '../answers/derived.js';
import { bodyKeeperOf } from '../answers/kept.js';
import { fill } from '../model/template.js';

export { blockedResult, skippedResult } from './case-result.js';
export { sharedAnswerKey, type CaseEnvironment } from './case-send.js';

/**
 * One case, in the steps Hurl names entry, asserts and captures: send the request (or share an
 * identical GET's answer), judge the answer by every check, take what later cases capture from it. A
 * check that fails is a failure; anything that stops the answer being judged is an error. A negative
 * sends its control first (`case-control.ts`): refused, the negative is blocked and not sent.
 */
export async function executeCase(
  suite: Suite,
  spec: CaseSpec,
  captures: Map<string, unknown>,
  env: CaseEnvironment,
  shareGets = false,
): Promise<CaseResult> {
  const started = performance.now();
  if (spec.find) {
    // Found again: nothing is created, the captures come from what is there.
    const finding = await findExisting({ ...spec, find: spec.find }, captures, env, `${suite.id}/${spec.id}`);
    const done = (verdict: Parameters<typeof caseResult>[2], sent: Sent) =>
      caseResult(suite, spec, verdict, sent, performance.now() - started, env.secrets, () => bodyKeeperOf(env));
    if ('error' in finding) return done({ outcome: 'errored', error: finding.error }, finding.sent);
    // Marked as data: what it would make was there already, so this run left nothing behind by it.
    if ('found' in finding)
      return {
        ...done(
          {
            outcome: 'passed',
            notes: [
              {
                check: 'find',
                level: 'info',
                title: 'found on the site: not created again',
                message:
                  'The object this case creates was found (its finding request lists it); its captures come from it.',
              },
            ],
          },
          finding.found,
        ),
        found: true,
      };
    if (env.readOnly)
      return skippedResult(suite, spec, {
        kind: 'read-only',
        reason: 'read-only mode: not found on the site, and creating it writes',
      });
  }
  let control: ControlResult | undefined;
  if (spec.control) {
    const outcome = await runControl(
      { ...spec, control: spec.control },
      captures,
      env,
      shareGets,
      `${suite.id}/${spec.id}`,
    );
    if ('skip' in outcome) return wantsCredentials(suite, spec, outcome, env);
    if ('error' in outcome)
      return caseResult(
        suite,
        spec,
        { outcome: 'errored', error: outcome.error },
        { request: outcome.request },
        performance.now() - started,
        env.secrets,
        () => bodyKeeperOf(env),
      );
    if ('refused' in outcome)
      return {
        ...blockedResult(suite, spec, outcome.root),
        control: outcome.refused,
        durationMs: performance.now() - started,
      };
    control = outcome.accepted;
  }
  const judged = await sendAndJudge(suite, spec, captures, env, shareGets, started);
  // A negative refused for another reason carries that refusal as its control's answer instead.
  return control ? { ...judged, control: judged.control ?? control } : judged;
}

async function sendAndJudge(
  suite: Suite,
  spec: CaseSpec,
  captures: Map<string, unknown>,
  env: CaseEnvironment,
  shareGets: boolean,
  started: number,
): Promise<CaseResult> {
  const sending = await sendOrShare(spec, captures, env, shareGets, `${suite.id}/${spec.id}`);
  if ('skip' in sending) return wantsCredentials(suite, spec, sending, env);
  const sent: Sent = 'answer' in sending ? sending : { request: sending.request, retries: sending.retries };
  const finish = (verdict: Parameters<typeof caseResult>[2]) =>
    caseResult(suite, spec, verdict, sent, performance.now() - started, env.secrets, () => bodyKeeperOf(env));
  if ('error' in sending) return finish({ outcome: 'errored', error: sending.error });

  const response = sending.answer;
  // Only the start of a body cut at the size limit was kept (`BodyReader`): nothing about it is judged.
  if (response.truncated)
    return finish({ outcome: 'errored', error: { code: 'too-large', message: cutMessage(response, env.words) } });
  const ctx: CheckContext = { response, json: () => jsonOnce(response), namedSchema: env.namedSchema };
  let expectations: CaseSpec['expect'];
  try {
    // Expectations may name captured values too: "the same answer as under the other namespace".
    expectations = fill(spec.expect, captures);
  } catch (error) {
    return finish({ outcome: 'errored', error: { code: 'missing-capture', message: (error as Error).message } });
  }
  const { failures, notes, error } = judge(spec, expectations, ctx, env.checks);
  if (error) return finish({ outcome: 'errored', failures, notes, error });
  // A refusal the negative's rule did not earn proves nothing: blocked, as a refused control blocks it
  // (what the refusal then fails at should level, its error code, is no finding either).
  const noMustFailure = !failures.some((f) => (f.level ?? spec.level) === 'must');
  const otherwise = noMustFailure ? refusedOtherwise(spec, sending.request, response, env) : undefined;
  if (otherwise)
    return {
      ...blockedResult(suite, spec, otherwise.root),
      control: otherwise.refused,
      durationMs: performance.now() - started,
    };
  takeCaptures(spec, response, ctx.json, captures, await madeByRunFor(spec, sending.request, captures, env));
  return finish({ outcome: failures.length > 0 ? 'failed' : 'passed', failures, notes });
}

/** A case, or its control, that cannot be sent for want of credentials: skipped, naming the setting that gives them. */
function wantsCredentials(
  suite: Suite,
  spec: CaseSpec,
  { skip, setting }: { skip: string; setting: Setting },
  env: CaseEnvironment,
): CaseResult {
  return skippedResult(suite, spec, { kind: 'credentials', reason: skip, setting }, env.words);
}
