import type { HttpRequest, HttpResponse } from '../http/client.js';
import type { CaseSpec } from '../model/suite.js';
import type { ReplyLedger, Shown } from '../replies/ledger.js';
import { fullExchange } from './case-result.js';
import { curlCommand } from '../repro/curl.js';
import { jsonOnce } from '../answers/derived.js';
import { bodyKeeperOf } from '../answers/kept.js';
import { scrub } from '../secrets/redact.js';

/**
 * Every answer the run receives goes to the run's reply ledger (`src/replies/`), once however many
 * cases share it: the request it answered (its route in neutral words), its status and its body as
 * parsed once for every reader (`derived.ts`), and, for the first answer of a finding only, the
 * exchange a report shows (masked and cut as a failing case's is).
 */
const seen = new WeakMap<HttpResponse, Shown>();

/** What of a case's environment the witness reads (`CaseEnvironment` has it). */
export interface WitnessEnvironment {
  replies?: ReplyLedger | undefined;
  neutralPath?: ((path: string) => string) | undefined;
  secrets: string[];
}

export function witnessAnswer(
  env: WitnessEnvironment,
  spec: Pick<CaseSpec, 'request'>,
  request: HttpRequest,
  answer: HttpResponse,
  who: string,
): void {
  const ledger = env.replies;
  if (!ledger) return;
  const known = seen.get(answer);
  // Shared with a case before: this case saw what it showed.
  if (known) {
    ledger.witness(known, who);
    return;
  }
  const path = (spec.request.path.split('?')[0] ?? '').replace(/\{\{[^}]*\}\}/g, 'x');
  const shown = ledger.observe({
    site: spec.request.site ?? 'primary',
    method: request.method.toUpperCase(),
    path: env.neutralPath ? env.neutralPath(path) : path,
    query: spec.request.query as Record<string, unknown> | undefined,
    body: request.body !== undefined ? parsed(request.body) : undefined,
    status: answer.status,
    contentType: answer.headers['content-type'],
    json: () => jsonOnce(answer),
    text: answer.body,
    who,
    exchange: () => {
      const exchange = fullExchange(spec as CaseSpec, request, answer, env.secrets, bodyKeeperOf(env));
      return { exchange, curl: scrub(curlCommand(exchange.request), env.secrets) };
    },
  });
  seen.set(answer, shown);
}

function parsed(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
