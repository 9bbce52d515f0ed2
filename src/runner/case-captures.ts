import type { HttpResponse } from '../http/client.js';
import type { CaseSpec } from '../model/suite.js';
import { sampleAddress } from '../fixtures/addresses.js';
import { escapeToken, resolvePointer } from '../util/json-pointer.js';

/**
 * The case's captures from its answer, for the cases after it: a header, or a member at a JSON pointer
 * (with `each`, that member of every item of a list). What is not there is not captured: the cases
 * that need it are skipped, saying so.
 */
export function takeCaptures(
  spec: CaseSpec,
  response: HttpResponse,
  json: () => unknown,
  captures: Map<string, unknown>,
  madeByRun?: MadeByRun,
): void {
  for (const [name, capture] of Object.entries(spec.capture)) {
    // What a capture keeps: part of the text (`match`), in a type (`as`); nothing when it does not fit.
    const keep = (value: unknown) => {
      const shaped = shape(value, capture);
      if (shaped !== undefined) captures.set(name, shaped);
    };
    if (capture.header !== undefined) {
      const value = response.headers[capture.header.toLowerCase()];
      if (value !== undefined) keep(value);
      continue;
    }
    if (capture.pointer === undefined) continue;
    let found;
    try {
      found = resolvePointer(json(), capture.pointer);
    } catch {
      // A capture from a non-JSON answer simply does not happen; the dependent case will say so.
      continue;
    }
    if (!found.found) continue;
    if (capture.address !== undefined) {
      // A real address where the site's answered address is: its country and state, as the site wrote them.
      const answered = found.value as { country?: unknown; state?: unknown } | null;
      if (answered === null || typeof answered !== 'object' || typeof answered.country !== 'string') continue;
      const state = typeof answered.state === 'string' ? answered.state : '';
      const sample = sampleAddress(answered.country, state, capture.address);
      if (sample) captures.set(name, sample);
      continue;
    }
    if (capture.first !== undefined) {
      // Passing over what this run made (`notCreated`): the objects listed by their `id`.
      const notCreated = capture.notCreated;
      const ours =
        notCreated === undefined || !madeByRun
          ? undefined
          : (item: unknown) => madeByRun(idOf(item), notCreated === true ? 'anywhere' : 'elsewhere');
      const item = firstWith(found.value, capture.first, ours);
      if (item === undefined) continue;
      const member = resolvePointer(item, capture.take ?? capture.first);
      if (member.found) keep(member.value);
      continue;
    }
    if (capture.each === undefined) keep(found.value);
    else if (Array.isArray(found.value) && found.value.length > 0) {
      // An empty list is nothing found, as a missing member is. The member itself, never one an item
      // inherits (`each: constructor` finds nothing).
      const member = `/${escapeToken(capture.each)}`;
      captures.set(
        name,
        found.value.map((item) => {
          const value = resolvePointer(item, member);
          return value.found ? value.value : undefined;
        }),
      );
    }
  }
}

/** A captured value's part (`match`'s first group, or the whole match) and type (`as`); undefined when it does not fit. */
function shape(value: unknown, capture: CaseSpec['capture'][string]): unknown {
  let out: unknown = value;
  if (capture.match !== undefined) {
    if (out === null || typeof out === 'object') return undefined;
    const m = new RegExp(capture.match).exec(String(out));
    if (!m) return undefined;
    out = m[1] ?? m[0];
  }
  if (capture.as === 'integer') {
    const text = String(out).trim();
    return /^-?\d+$/.test(text) ? Number(text) : undefined;
  }
  if (capture.as === 'string') return out === null || typeof out === 'object' ? undefined : String(out);
  return out;
}

/** Whether an object this run listed is one it made, by its id: anywhere in the run, or in another suite. */
export type MadeByRun = (id: unknown, where: 'anywhere' | 'elsewhere') => boolean;

const idOf = (item: unknown): unknown => {
  const id = resolvePointer(item, '/id');
  return id.found ? id.value : undefined;
};

/** The first item of a list whose member at `pointer` is there and not empty (and, given `ours`, not the run's). */
function firstWith(list: unknown, pointer: string, ours?: (item: unknown) => boolean): unknown {
  if (!Array.isArray(list)) return undefined;
  const empty = (v: unknown) =>
    v === undefined ||
    v === null ||
    v === '' ||
    v === 0 ||
    v === false ||
    (Array.isArray(v) && v.length === 0) ||
    (typeof v === 'object' && Object.keys(v as object).length === 0);
  return list.find((item) => {
    const member = resolvePointer(item, pointer);
    return member.found && !empty(member.value) && !ours?.(item);
  });
}
