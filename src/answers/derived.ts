import type { HttpResponse } from '../http/client.js';
import { parseBody, type ParsedBody } from './body-json.js';
import type { KeptBody } from './kept.js';

/**
 * What a response yields once, however many cases read it: many generated cases share one index
 * answer, and parsing or redacting 150 KB for each of them would dominate a run.
 */
const derived = new WeakMap<HttpResponse, { json?: ParsedBody; kept?: KeptBody }>();

function derivedOf(response: HttpResponse) {
  let entry = derived.get(response);
  if (!entry) {
    entry = {};
    derived.set(response, entry);
  }
  return entry;
}

/** The answer's body as JSON, parsed once: the value, or what stops it being judged (thrown). */
export function jsonOnce(response: HttpResponse): unknown {
  const entry = derivedOf(response);
  entry.json ??= parseBody(response);
  if ('error' in entry.json) throw entry.json.error;
  return entry.json.value;
}

/** The body a report keeps of the answer, made once. */
export function keptOnce(response: HttpResponse, make: () => KeptBody): KeptBody {
  const entry = derivedOf(response);
  entry.kept ??= make();
  return entry.kept;
}
