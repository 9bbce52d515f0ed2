import { OPTION_WORDS, type SettingWords } from '../model/words.js';
import type { HttpRequest, HttpResponse } from '../http/client.js';
import type { CaseResult, Exchange, RetryRecord, Skip } from '../model/result.js';
import type { CaseSpec, Suite } from '../model/suite.js';
import { citesOf } from '../document/cites.js';
import { curlCommand } from '../repro/curl.js';
import { keptOnce } from '../answers/derived.js';
import type { BodyKeeper } from '../answers/kept.js';
import { redactBody, redactHeaders, scrub } from '../secrets/redact.js';

function base(suite: Suite, spec: CaseSpec): Omit<CaseResult, 'outcome' | 'durationMs'> {
  return {
    suite: suite.id,
    id: spec.id,
    title: spec.title,
    level: spec.level,
    tags: spec.tags,
    failures: [],
    // Skipped and blocked cases too: the document trace lists what they would have checked.
    cites: citesOf(spec),
    spec: { origin: spec.origin, requires: spec.requires },
  };
}

export function skippedResult(
  suite: Suite,
  spec: CaseSpec,
  { kind, reason, setting }: Skip,
  words: SettingWords = OPTION_WORDS,
): CaseResult {
  if (!setting) return { ...base(suite, spec), outcome: 'skipped', skipReason: reason, skipKind: kind, durationMs: 0 };
  const given = words[setting];
  return {
    ...base(suite, spec),
    outcome: 'skipped',
    skipReason: `${reason} (${given})`,
    skipKind: kind,
    skipSetting: { setting, words: given },
    durationMs: 0,
  };
}

/**
 * A set-up or teardown step with nothing to do: what it would remove (an earlier run's leftovers) was
 * looked for and is not there. Passed, saying so; it checked nothing, so it cites nothing (no statement
 * counts as checked by it).
 */
export function nothingToDoResult(suite: Suite, spec: CaseSpec, why: string): CaseResult {
  return {
    ...base(suite, spec),
    cites: { doc: [], conventions: [] },
    outcome: 'passed',
    notes: [{ check: 'dependency', level: 'info', title: 'nothing to do', message: `Not sent: ${why}.` }],
    durationMs: 0,
  };
}

/** A case that could not mean anything, for a root cause reported once (see `RunResult.rootCauses`). */
export function blockedResult(suite: Suite, spec: CaseSpec, root: string): CaseResult {
  return { ...base(suite, spec), outcome: 'blocked', blockedBy: root, durationMs: 0 };
}

/**
 * What a report shows of a case that did not pass: both sides, secrets masked, bodies redacted whole
 * (a secret member is found in the parsed body) and then cut to what a result keeps (`kept.ts`), once,
 * here: nothing of the full answer outlives the case.
 */
export function fullExchange(
  spec: CaseSpec,
  request: HttpRequest,
  response: HttpResponse | undefined,
  secrets: string[],
  keeper: BodyKeeper,
): Exchange {
  const sent =
    request.body !== undefined
      ? keeper.keep(scrub(redactBody(request.body) ?? '', secrets), Buffer.byteLength(request.body))
      : undefined;
  const exchange: Exchange = {
    request: {
      method: request.method,
      url: request.url,
      headers: redactHeaders(request.headers),
      ...(sent ? { body: sent.body, ...(sent.bodySize !== undefined ? { bodySize: sent.bodySize } : {}) } : {}),
      ...(spec.request.auth && spec.request.auth !== 'none' ? { auth: spec.request.auth } : {}),
    },
  };
  if (response) {
    // Once per answer, however many cases share it (the index, read by hundreds of generated cases).
    const kept = keptOnce(response, () =>
      keeper.keep(scrub(redactBody(response.body) ?? '', secrets), response.size, response.truncated),
    );
    exchange.response = {
      status: response.status,
      headers: redactHeaders(response.headers),
      body: kept.body,
      ...(kept.bodySize !== undefined ? { bodySize: kept.bodySize } : {}),
      truncated: response.truncated,
      durationMs: response.durationMs,
    };
  }
  return exchange;
}

/** What a case's result is made of, besides its verdict: what was sent, what came back, what it cost. */
export interface Sent {
  request?: HttpRequest | undefined;
  answer?: HttpResponse | undefined;
  retries?: RetryRecord | undefined;
}

/**
 * The case's result, with the exchange a report shows: an outline for a passing case, both sides
 * (masked and cut) and a curl reproduction for one that did not pass.
 */
export function caseResult(
  suite: Suite,
  spec: CaseSpec,
  verdict: Pick<CaseResult, 'outcome'> & Partial<Pick<CaseResult, 'failures' | 'error' | 'notes'>>,
  sent: Sent,
  durationMs: number,
  secrets: string[],
  keeper: () => BodyKeeper,
): CaseResult {
  // Built as one literal (members in the order reports have always shown): spreading a fresh object
  // for each of a thousand cases was the engine's single largest cost per case.
  const { outcome, failures = [], error, notes } = verdict;
  const specOutline = { origin: spec.origin, requires: spec.requires };
  const full: CaseResult = error
    ? {
        suite: suite.id,
        id: spec.id,
        title: spec.title,
        level: spec.level,
        tags: spec.tags,
        failures,
        spec: specOutline,
        outcome,
        error,
        durationMs,
      }
    : {
        suite: suite.id,
        id: spec.id,
        title: spec.title,
        level: spec.level,
        tags: spec.tags,
        failures,
        spec: specOutline,
        outcome,
        durationMs,
      };
  if (notes && notes.length > 0) full.notes = notes;
  full.cites = citesOf(spec);
  if (sent.retries) full.retries = sent.retries;
  // What the reports group failures by (`reports/failure-groups.ts`): the rule a generated case is about.
  if (outcome !== 'passed' && spec.exercises) full.spec.exercises = spec.exercises;
  const { request, answer } = sent;
  if (!request) return full;
  if (full.outcome === 'passed') {
    // A passing case keeps the outline of its exchange; bodies and the reproduction are for failures.
    full.exchange = {
      request: { method: request.method, url: request.url, headers: {} },
      ...(answer
        ? {
            response: {
              status: answer.status,
              headers: {},
              body: '',
              truncated: answer.truncated,
              durationMs: answer.durationMs,
            },
          }
        : {}),
    };
  } else {
    full.exchange = fullExchange(spec, request, answer, secrets, keeper());
    full.curl = scrub(curlCommand(full.exchange.request), secrets);
  }
  return full;
}
