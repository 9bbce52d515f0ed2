import type { HttpClient, HttpRequest, HttpResponse } from '../http/client.js';
import type { CaseSpec } from '../model/suite.js';
import type { Prerequisite } from './prerequisites.js';
import { parseIndex } from './prerequisites.js';
import type { TargetContext } from '../http/request.js';

/**
 * A set-up mistake is not a verdict. When the primary site's API root answers something that is not
 * the interface's index as a whole (an HTML page, a 404 for everything, a redirect, another JSON
 * document), the base URL or the API root is wrong: every case would fail or be blocked for that one
 * reason, and the reason would be line 66 of a long report. The run stops before any case is sent,
 * saying what was answered and, where a cheap look finds it, the setting that works.
 *
 * What stays a finding about the target (a root cause of kind `index`, `root-causes.ts`): no answer at
 * all (a timeout, a reset), an answer cut at the size limit, a 5xx, a 401 or 403, an index in the
 * platform's shape with members of the wrong type, and a 404 in the platform's error shape where no
 * index answers anywhere else (the REST API is there; its index route is not). The localized site is
 * never diagnosed here: its absence is that site's root cause, and a partial index (a plugin missing)
 * reads as an index.
 */
export type IndexProblem = 'root-twice' | 'html' | 'redirect' | 'not-found' | 'not-json' | 'not-index' | 'elsewhere';

/** A base URL and API root under which the index answers, or which the site itself names. */
export interface IndexSuggestion {
  baseUrl: string;
  apiRoot: string;
  /** An index answered there (one GET); otherwise the site only names it (its discovery Link header). */
  confirmed: boolean;
}

export interface IndexDiagnosis {
  problem: IndexProblem;
  /** The URL of the index asked for. */
  url: string;
  /** What it answered: `404 (text/html)`. */
  answered: string;
  /** The base URL and API root the run was given. */
  given: { baseUrl: string; apiRoot: string };
  suggestion?: IndexSuggestion | undefined;
  /** Where the platform's plain form answered an index though the API root did not (no address to give). */
  plainIndex?: string | undefined;
}

/** A case as the runner plans it: its spec and what the site's index must list for it. */
interface PlannedCase {
  spec: CaseSpec;
  needs: readonly Prerequisite[];
}

/** How a message names the two settings: the engine's words by default, the CLI's flags (`bin/wording.ts`). */
export interface RootWords {
  baseUrl: string;
  apiRoot: string;
}

const ENGINE_WORDS: RootWords = { baseUrl: 'the base URL', apiRoot: 'the API root' };

/** At most this many requests beyond the index itself are sent to make a suggestion concrete. */
export const MAX_DIAGNOSIS_REQUESTS = 3;

/** The index could not be read as the interface's index: a set-up error, said before any case is sent. */
export class IndexUnusableError extends Error {
  readonly code = 'index-unusable';
  constructor(readonly diagnosis: IndexDiagnosis) {
    super(indexDiagnosisMessage(diagnosis));
  }
}

const trim = (url: string) => url.replace(/\/+$/, '');

/** The diagnosis in one line: what was answered, why that is a set-up mistake, then the fix. */
export function indexDiagnosisMessage(d: IndexDiagnosis, words: RootWords = ENGINE_WORDS): string {
  const at = `the API root ${d.url} answered ${d.answered}`;
  const what: Record<IndexProblem, string> = {
    'root-twice': `${at}: the base URL ends in ${d.given.apiRoot} and the API root is ${d.given.apiRoot}, so the root is given twice`,
    html: `${at}, an HTML page: this is the site, not its REST API`,
    redirect: `${at}, a redirect (never followed): the index is not at this address`,
    'not-found': `${at}: nothing answers at this address (a 404 that is not the REST API's)`,
    'not-json': `${at}, which is not JSON: this is not the REST API`,
    'not-index': `${at}, JSON that is no index (neither namespaces nor routes): this is not the REST API's root`,
    elsewhere: `${at}, though the REST API answers its index elsewhere`,
  };
  return `${what[d.problem]}; ${fixText(d, words)}`;
}

function fixText(d: IndexDiagnosis, words: RootWords): string {
  const s = d.suggestion;
  if (s) {
    const flags = [
      ...(trim(s.baseUrl) !== trim(d.given.baseUrl) ? [`${words.baseUrl} ${s.baseUrl}`] : []),
      ...(s.apiRoot !== d.given.apiRoot ? [`${words.apiRoot} ${s.apiRoot}`] : []),
    ].join(' ');
    const why = s.confirmed
      ? 'the index answers there'
      : d.problem === 'root-twice'
        ? 'the root given once; no index answered there either'
        : 'the site names that API root';
    return `try ${flags} (${why})`;
  }
  if (d.plainIndex)
    return `the index answers only in the plain form ${d.plainIndex}, which has no API root to give: check ${words.baseUrl} and ${words.apiRoot}`;
  return `check ${words.baseUrl} and ${words.apiRoot} (nothing else tried answered an index)`;
}

/**
 * Whether the cases to run rely on the primary site's index: one needs something it lists, or reads
 * it. A run that needs nothing of it (a suite of the user's own paths) is not stopped by its absence.
 */
export function reliesOnIndex(planned: Iterable<PlannedCase>): boolean {
  for (const { spec, needs } of planned) {
    if (needs.some((n) => n.site === 'primary')) return true;
    const { path, site } = spec.request;
    if ((site ?? 'primary') === 'primary' && path.split('?')[0]?.replace(/\/+$/, '') === '') return true;
  }
  return false;
}

function contentType(response: HttpResponse): string {
  return response.headers['content-type'] ?? 'no content type';
}

function isHtml(response: HttpResponse): boolean {
  return /html/i.test(contentType(response)) || /^\s*<(!doctype|html|head|body)\b/i.test(response.body);
}

function parseJson(body: string): unknown {
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return undefined;
  }
}

/** The platform's error shape (`{code, message}`): the REST API itself answered. */
function isRestError(response: HttpResponse): boolean {
  const body = parseJson(response.body) as { code?: unknown } | undefined;
  return typeof body === 'object' && body !== null && typeof body.code === 'string';
}

/** The API root a REST answer names: `Link: <http://host/rest-api/>; rel="https://api.w.org/"`. */
export function namedApiRoot(response: HttpResponse): string | undefined {
  const link = response.headers.link;
  if (!link) return undefined;
  for (const part of link.split(/,(?=\s*<)/)) {
    const m = /^\s*<([^>]+)>\s*;.*\brel="?https:\/\/api\.w\.org\/"?/i.exec(part);
    if (m) return m[1];
  }
  return undefined;
}

/**
 * The base URL and API root for an API root's address: the given base URL kept when the address is
 * under it, else the given API root kept when the address ends in it, else the address's origin. A
 * plain `?rest_route=` address has no API root to give.
 */
export function settingsFor(apiUrl: string, given: { baseUrl: string; apiRoot: string }): IndexSuggestion | undefined {
  let url: URL;
  try {
    url = new URL(apiUrl);
  } catch {
    return undefined;
  }
  if (url.search !== '' || url.hash !== '') return undefined;
  const address = trim(`${url.origin}${url.pathname}`);
  const base = trim(given.baseUrl);
  const root = trim(given.apiRoot);
  if (address.startsWith(`${base}/`)) return { baseUrl: base, apiRoot: address.slice(base.length), confirmed: false };
  if (root !== '' && address.endsWith(root))
    return { baseUrl: address.slice(0, -root.length) || url.origin, apiRoot: given.apiRoot, confirmed: false };
  return { baseUrl: url.origin, apiRoot: url.pathname.replace(/\/+$/, '') || '/', confirmed: false };
}

/** What the answer is, when it is a set-up mistake on its face (before any look elsewhere). */
function problemOf(response: HttpResponse): IndexProblem | 'rest-error' | undefined {
  const { status } = response;
  if (status >= 500 || status === 401 || status === 403 || response.truncated) return undefined;
  if (status >= 300 && status < 400) return 'redirect';
  if (isHtml(response)) return 'html';
  const json = parseJson(response.body);
  if (status >= 400) return isRestError(response) ? 'rest-error' : 'not-found';
  if (json === undefined) return 'not-json';
  const index = json as { namespaces?: unknown; routes?: unknown } | null;
  // An index in the platform's shape with a member of the wrong type is the target's finding.
  if (typeof index !== 'object' || index === null || (index.namespaces === undefined && index.routes === undefined))
    return 'not-index';
  return undefined;
}

type Look = (url: string) => Promise<HttpResponse | undefined>;

/**
 * Why the primary index the probe read is unusable, or undefined when it is usable or its failure is
 * the target's finding. Sends at most `MAX_DIAGNOSIS_REQUESTS` more requests: the base URL without the
 * root given twice, or the platform's plain form `?rest_route=/`, and the API root an answer names.
 */
export async function diagnoseIndex(
  answer: Promise<HttpResponse>,
  client: HttpClient,
  target: TargetContext,
  record?: (request: HttpRequest) => void,
): Promise<IndexDiagnosis | undefined> {
  let response: HttpResponse;
  try {
    response = await answer;
  } catch {
    // No answer at all: whether the target can be reached is the probe's to say, a timeout the cases'.
    return undefined;
  }
  if (!('answered' in parseIndex(response))) return undefined;
  const given = { baseUrl: target.baseUrl, apiRoot: target.apiRoot };
  const url = `${trim(target.baseUrl)}${target.apiRoot}/`;
  const twice = rootGivenTwice(given);
  const found = problemOf(response);
  if (!twice && found === undefined) return undefined;
  const answered = describe(response);
  let sent = 0;
  const look: Look = async (address) => {
    if (sent >= MAX_DIAGNOSIS_REQUESTS) return undefined;
    sent++;
    const request: HttpRequest = {
      method: 'GET',
      url: address,
      headers: { accept: 'application/json', ...target.headers },
    };
    record?.(request);
    return client.send(request).catch(() => undefined);
  };
  const diagnosis: IndexDiagnosis = {
    problem: twice ? 'root-twice' : found === 'rest-error' ? 'elsewhere' : (found as IndexProblem),
    url,
    answered,
    given,
  };
  const { suggestion, plainIndex } = await suggest(response, given, url, twice, look);
  if (found === 'rest-error' && !twice && !suggestion?.confirmed) {
    // The REST API answered at the API root with its own 404: without an index anywhere else, that is
    // the target's finding (its index route is missing), not a set-up mistake.
    return undefined;
  }
  if (suggestion) diagnosis.suggestion = suggestion;
  else if (plainIndex) diagnosis.plainIndex = plainIndex;
  return diagnosis;
}

/** `http://host/rest-api` with the API root `/rest-api`: the root would be asked for at `/rest-api/rest-api/`. */
function rootGivenTwice(given: { baseUrl: string; apiRoot: string }): string | undefined {
  const root = trim(given.apiRoot);
  const base = trim(given.baseUrl);
  if (root === '' || !base.endsWith(root)) return undefined;
  const without = base.slice(0, -root.length);
  return /^https?:\/\/[^/]+/i.test(without) ? without : undefined;
}

/**
 * A concrete base URL and API root: the base URL without the root given twice, the API root the answer
 * names, or the one the plain form's index names; confirmed by one GET where the index answers. Where
 * only the plain form answers an index (and names no other root), that address.
 */
async function suggest(
  response: HttpResponse,
  given: { baseUrl: string; apiRoot: string },
  asked: string,
  twice: string | undefined,
  look: Look,
): Promise<{ suggestion?: IndexSuggestion; plainIndex?: string }> {
  // Kept when unconfirmed: the root given once is the fix whatever answers there, and the site's own
  // Link header is its word; a guess (the origin's API root) counts only where the index answers.
  const candidates: { url: string; kept: boolean }[] = [];
  if (twice) candidates.push({ url: `${twice}${given.apiRoot}/`, kept: true });
  const named = namedApiRoot(response);
  if (named) candidates.push({ url: named, kept: true });
  else if (response.status >= 300 && response.status < 400 && response.headers.location)
    candidates.push({ url: resolve(response.headers.location, asked), kept: false });
  const origin = /^https?:\/\/[^/]+/i.exec(given.baseUrl)?.[0];
  if (origin && trim(origin) !== trim(given.baseUrl))
    candidates.push({ url: `${origin}${given.apiRoot}/`, kept: false });
  let plainIndex: string | undefined;
  if (candidates.every((c) => trim(c.url) === trim(asked))) {
    // The plain form reaches the REST API whatever its pretty address: its index names the API root.
    const plain = `${trim(given.baseUrl)}/?rest_route=/`;
    const answer = await look(plain);
    if (answer && !('answered' in parseIndex(answer))) {
      plainIndex = plain;
      const root = namedApiRoot(answer);
      if (root) candidates.push({ url: root, kept: false });
    }
  }
  let kept: IndexSuggestion | undefined;
  const seen = new Set([trim(asked)]);
  for (const candidate of candidates) {
    const settings = seen.has(trim(candidate.url)) ? undefined : settingsFor(candidate.url, given);
    seen.add(trim(candidate.url));
    if (!settings) continue;
    const confirm = await look(`${trim(settings.baseUrl)}${settings.apiRoot}/`);
    if (confirm !== undefined && !('answered' in parseIndex(confirm)))
      return { suggestion: { ...settings, confirmed: true } };
    if (candidate.kept) kept ??= settings;
  }
  if (kept) return { suggestion: kept };
  return plainIndex ? { plainIndex } : {};
}

function resolve(location: string, base: string): string {
  try {
    return new URL(location, base).toString();
  } catch {
    return location;
  }
}

/** `404 (text/html)`, `301 to https://host/rest-api/`. */
function describe(response: HttpResponse): string {
  const location = response.headers.location;
  return `${response.status} (${contentType(response)})${response.status >= 300 && response.status < 400 && location ? ` to ${location}` : ''}`;
}

/**
 * Throws `IndexUnusableError` when the cases planned rely on the primary index and it is unusable as a
 * whole; returns when it is usable, when its failure is the target's finding, or when nothing needs
 * it. After an interruption the index is waited for as any request in flight is, until `cleanupOver`
 * (the cleanup deadline), and a diagnosis then is no longer said: the run ends as interrupted.
 */
export async function stopOnUnusableIndex(
  answer: Promise<HttpResponse>,
  client: HttpClient,
  target: TargetContext,
  planned: readonly { setup: PlannedCase[]; cases: PlannedCase[]; teardown: PlannedCase[] }[],
  options: {
    record?: ((request: HttpRequest) => void) | undefined;
    signal?: AbortSignal | undefined;
    cleanupOver: Promise<void>;
  },
): Promise<void> {
  if (!reliesOnIndex(planned.flatMap((p) => [...p.setup, ...p.cases, ...p.teardown]))) return;
  const late = options.cleanupOver.then(() => undefined);
  const diagnosis = await Promise.race([diagnoseIndex(answer, client, target, options.record), late]);
  if (diagnosis && !options.signal?.aborted) throw new IndexUnusableError(diagnosis);
}
