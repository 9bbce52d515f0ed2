import type { Setting } from '../model/words.js';
import type { HttpRequest, HttpResponse } from '../http/client.js';
import type { CaseResult, ControlResult } from '../model/result.js';
import { controlRequest } from '../model/control.js';
import type { CaseSpec, ControlSpec } from '../model/suite.js';
import { fullExchange } from './case-result.js';
import { sendOrShare, type CaseEnvironment } from './case-send.js';
import { curlCommand } from '../repro/curl.js';
import { jsonOnce } from '../answers/derived.js';
import { bodyKeeperOf } from '../answers/kept.js';
import { scrub } from '../secrets/redact.js';
import { isPlainObject } from '../util/plain-object.js';

/**
 * A negative's control: the same request with the one rule it breaks unbroken, sent right before it, in
 * the same state and the same scheduling slot. A refusal proves the rule only if the control is
 * accepted; when the control is refused the refusal proves nothing (an empty cart refuses a shipping
 * rate whatever its arguments), and the negative is blocked with the control's answer as the reason,
 * never passed and never failed. Controls refused alike are one root cause (`root-causes.ts`).
 */

/** The names a refusal gives in the platform's error shape: `data.params`, a list or an object's own keys. */
function namedArguments(body: unknown): string[] | undefined {
  if (!isPlainObject(body) || !isPlainObject(body.data)) return undefined;
  const params = body.data.params;
  if (Array.isArray(params)) return params.map(String);
  if (isPlainObject(params)) return Object.keys(params);
  return undefined;
}

/** Names a refusal gave, for a reason a person reads: a hostile target may name a million. */
function namesText(names: readonly string[]): string {
  const shown = names.slice(0, 5).map((n) => (n.length > 80 ? `${n.slice(0, 80)}…` : n));
  return `${shown.join(', ')}${names.length > 5 ? `, and ${names.length - 5} more` : ''}`;
}

/** `400 rest_invalid_param 'Invalid parameter(s): package_id'`: what a refusal said, short. */
function refusalText(response: HttpResponse, body: unknown): string {
  const said = isPlainObject(body)
    ? [typeof body.code === 'string' ? body.code : '', typeof body.message === 'string' ? `'${body.message}'` : '']
        .filter(Boolean)
        .join(' ')
    : '';
  const text = `${response.status}${said ? ` ${said}` : ''}`;
  return text.length > 300 ? `${text.slice(0, 300)}…` : text;
}

// A refusal that is no JSON (or too deep to walk) names nothing: that is all a control needs to know.
function jsonOf(response: HttpResponse): unknown {
  try {
    return jsonOnce(response);
  } catch {
    return undefined;
  }
}

type Judged = { accepted: true } | { accepted: false; why: string };

/**
 * Whether the control was accepted for the rule under test. A plain control must succeed (2xx). A
 * control that must not be taken is refused by design and judged by what refused it:
 * - with a decoy: a refusal naming the decoy alone (the platform validates every argument and names
 *   each it refuses, so every other argument, the one under test included, passed). A refusal that
 *   names another argument, or none (another error shape, an empty cart, an unknown object), cannot
 *   tell that the rule under test was kept: the negative is blocked, never judged on a guess;
 * - asked anonymously: a refusal for permission (401, 403), which the platform gives only once the
 *   arguments have validated.
 */
export function judgeControl(control: ControlSpec, response: HttpResponse): Judged {
  const status = response.status;
  if (status >= 200 && status < 300) return { accepted: true };
  const body = jsonOf(response);
  const said = refusalText(response, body);
  if (control.anonymous) {
    if (status === 401 || status === 403) return { accepted: true };
    return { accepted: false, why: `${said} (asked anonymously, it was refused for something else than permission)` };
  }
  if (control.decoy !== undefined) {
    const named = namedArguments(body);
    if (status >= 400 && status < 500 && named?.length === 1 && named[0] === control.decoy) return { accepted: true };
    const others = named?.filter((n) => n !== control.decoy) ?? [];
    return {
      accepted: false,
      why:
        others.length > 0
          ? `${said}, naming ${namesText(others)}`
          : `${said}, naming no argument: whether the rule was kept cannot be told (its decoy ${control.decoy} was not named alone)`,
    };
  }
  return { accepted: false, why: said };
}

/** `package_id=1, rate_id="flat_rate:1"`: what the control gives, short, for a reason a person reads. */
function describeControl(control: ControlSpec): string {
  const given = { ...control.query, ...(isPlainObject(control.body) ? control.body : {}) };
  const parts = Object.entries(given)
    .filter(([name]) => name !== control.decoy)
    .map(([name, value]) => `${name}=${JSON.stringify(value)}`);
  let text = parts.join(', ');
  if (text.length > 120) text = `${text.slice(0, 120)}…`;
  const extras = [
    control.decoy !== undefined ? `a decoy in ${control.decoy}` : '',
    control.anonymous ? 'asked anonymously' : '',
  ].filter(Boolean);
  const what = [text ? `with ${text}` : '', ...extras].join(', ');
  return `the same request${what ? ` ${what}` : ' with the rule unbroken'}`;
}

/**
 * The root cause of negatives whose controls were refused alike: the request (method and path, no
 * query) and what refused it (status and error code). One refusing endpoint is one root cause, with
 * everything it blocked listed under it.
 */
function controlRoot(request: HttpRequest, response: HttpResponse): string {
  let path = request.url;
  try {
    path = new URL(request.url).pathname;
  } catch {
    // A URL the client sent is a URL; kept whole otherwise.
  }
  const body = jsonOf(response);
  // The target's code names the root cause, cut short: a hostile one would otherwise make ids of megabytes.
  const code = isPlainObject(body) && typeof body.code === 'string' ? ` ${body.code.slice(0, 80)}` : '';
  return `control:${request.method} ${path.slice(0, 300)} → ${response.status}${code}`;
}

export type ControlOutcome =
  | { accepted: ControlResult }
  | { refused: ControlResult; root: string }
  | { skip: string; setting: Setting }
  | { error: NonNullable<CaseResult['error']>; request?: HttpRequest | undefined };

/**
 * Sends a case's control (its captures filled, as the case's own request is) and judges it. An
 * identical GET shares its answer, as the case's own GET does. Missing credentials skip the case (it
 * cannot be shown refused for its rule without them); a control that got no answer errors it, as its
 * own request would.
 */
export async function runControl(
  spec: CaseSpec & { control: ControlSpec },
  captures: ReadonlyMap<string, unknown>,
  env: CaseEnvironment,
  shareGets: boolean,
  who: string,
): Promise<ControlOutcome> {
  const control = spec.control;
  const asControl: CaseSpec = { ...spec, request: controlRequest(spec.request, control) };
  const sending = await sendOrShare(asControl, captures, env, shareGets, `${who} (its control)`);
  if ('skip' in sending)
    return {
      skip: `its control (${describeControl(control)}) cannot be sent: ${sending.skip}`,
      setting: sending.setting,
    };
  if ('error' in sending)
    return {
      error: {
        code: sending.error.code,
        message: `its control (${describeControl(control)}) got no answer: ${sending.error.message}`,
      },
      request: sending.request,
    };
  const { request, answer } = sending;
  const judged = judgeControl(control, answer);
  if (judged.accepted) return { accepted: { status: answer.status, accepted: true } };
  return refusal(
    asControl,
    request,
    answer,
    env,
    `its control (${describeControl(control)}) was refused: ${judged.why}`,
  );
}

/** A refusal that blocks a negative: under its root cause, with the answer and a curl line to see it again. */
function refusal(
  spec: CaseSpec,
  request: HttpRequest,
  response: HttpResponse,
  env: CaseEnvironment,
  reason: string,
): { refused: ControlResult; root: string } {
  const exchange = fullExchange(spec, request, response, env.secrets, bodyKeeperOf(env));
  return {
    root: controlRoot(request, response),
    refused: {
      status: response.status,
      accepted: false,
      reason,
      exchange,
      curl: scrub(curlCommand(exchange.request), env.secrets),
    },
  };
}

/** The argument a written negative expects refused, named by its argument-refused check. */
function refusedArgument(spec: CaseSpec): string | undefined {
  const check = spec.expect.find((c) => c.check === 'argument-refused');
  return typeof check?.param === 'string' ? check.param : undefined;
}

/**
 * A negative whose control carries a decoy, refused for something else than its rule. The control was
 * refused for its decoy alone, so the site validates every argument before anything else and names
 * each it refuses: a refusal of the negative that does not name the argument under test came from
 * somewhere else (an empty cart's 409 after the arguments validated), and says nothing of the rule.
 * Such a negative is blocked with that answer as its reason, never passed on a refusal it did not
 * earn. Undefined when the refusal names the argument, or when the case is no such negative.
 */
export function refusedOtherwise(
  spec: CaseSpec,
  request: HttpRequest,
  response: HttpResponse,
  env: CaseEnvironment,
): { refused: ControlResult; root: string } | undefined {
  const decoy = spec.control?.decoy;
  // The rule's argument: a generated negative's exercise, a written one's argument-refused check.
  const label = spec.exercises?.[0]?.arg ?? refusedArgument(spec);
  // Asked by another caller than its control (anonymously, beside an administrator's control), which
  // refusal comes first is what the case is about: validation before permission.
  const caller = (spec.control?.anonymous ? 'none' : spec.control?.auth) ?? spec.request.auth;
  if (decoy === undefined || label === undefined || caller !== spec.request.auth) return undefined;
  if (response.status < 400 || response.status >= 500) return undefined;
  const arg = label.split(/[.[]/)[0] ?? label;
  const body = jsonOf(response);
  if (namedArguments(body)?.includes(arg)) return undefined;
  return refusal(
    spec,
    request,
    response,
    env,
    `it was refused for another reason than its rule: ${refusalText(response, body)}, naming ${namesText(namedArguments(body) ?? []) || 'no argument'}, not ${arg} (its control, refused for its decoy ${decoy} alone, shows the arguments are validated first: the rule under test was not what refused it)`,
  );
}
