import { CUT_BODY_TEXT_BYTES } from '../http/body-reader.js';
import type { Failure } from '../model/result.js';

/**
 * What a result keeps of a body, in UTF-8 bytes. The checks read the whole body (up to
 * `--max-response-bytes`) while the case runs; what outlives the case is for a person reading a
 * report, and 64 KiB shows any error answer whole and the start of any listing. Cut once, when the
 * result is made, so every reporter shows the same text. The client keeps as much of a body it cut at
 * the size limit (the same figure), since nothing else reads it.
 */
export const KEPT_BODY_BYTES = CUT_BODY_TEXT_BYTES;

/**
 * What a run keeps of bodies in all at `KEPT_BODY_BYTES` each; past it, each further body keeps
 * `KEPT_BODY_BYTES_PAST_BUDGET`. A run with a few dozen failing cases never gets there; one where
 * every case meets a huge answer would otherwise keep 64 KiB for each of ~1,800 cases, and every
 * report repeats them. Measured against a target answering 2 GB to everything
 * (bench/hostile-memory.mjs): 64 KiB each made a 118 MB JSON report and a 1 GB peak; 16 KiB each,
 * 390 MB; this budget, 16 MB of JSON and 245-285 MB (the goal is 300 MB).
 */
export const KEPT_BODIES_BYTES = 8 * 1024 * 1024;
export const KEPT_BODY_BYTES_PAST_BUDGET = 2 * 1024;

/** The first `limit` bytes of a text, never half a character; the text itself when it fits. */
function cut(text: string, limit: number): string {
  // A UTF-8 character is at most 3 bytes per UTF-16 unit: text this short cannot exceed the limit.
  if (text.length <= Math.floor(limit / 3)) return text;
  const head = Buffer.from(text.length > limit ? text.slice(0, limit) : text, 'utf8');
  if (head.length <= limit && text.length <= limit) return text;
  // A streaming decode holds back a character cut in the middle, which is then dropped with the decoder.
  return new TextDecoder('utf-8').decode(head.subarray(0, limit), { stream: true });
}

export interface KeptBody {
  body: string;
  /** Bytes sent or received, when the body kept is not all of them. */
  bodySize?: number;
}

/** Keeps the bodies of one run, within its budget. */
export class BodyKeeper {
  private spent = 0;

  /**
   * The body as a result keeps it: whole when it fits, else its start, with `bodySize` beside it.
   * `partial`: the text is already only the start of what came (an answer cut at the size limit).
   */
  keep(text: string, bytes: number | undefined, partial = false): KeptBody {
    const body = cut(text, this.spent < KEPT_BODIES_BYTES ? KEPT_BODY_BYTES : KEPT_BODY_BYTES_PAST_BUDGET);
    this.spent += body.length;
    return body === text && !partial ? { body } : { body, bodySize: bytes ?? Buffer.byteLength(text, 'utf8') };
  }
}

const keepers = new WeakMap<object, BodyKeeper>();

/** The keeper of a run, known by an object the run holds for its length (its case environment). */
export function bodyKeeperOf(run: object): BodyKeeper {
  let keeper = keepers.get(run);
  if (!keeper) keepers.set(run, (keeper = new BodyKeeper()));
  return keeper;
}

/**
 * What a failure keeps of an expected or actual value, as JSON. Values are usually a member or two;
 * one can be a whole answer (an `equals` on `/` of a 10 MiB listing), which a report could not show
 * anyway.
 */
export const KEPT_VALUE_BYTES = 16 * 1024;

/** Whether a JSON value's text would exceed `max` characters, told without building it (and stopping early). */
function exceeds(value: unknown, max: number): boolean {
  let budget = max;
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const v = pending.pop();
    if (typeof v === 'string') budget -= v.length + 2;
    else if (Array.isArray(v)) {
      budget -= 2;
      for (const item of v) {
        if (--budget < 0) return true;
        pending.push(item);
      }
    } else if (v !== null && typeof v === 'object') {
      budget -= 2;
      for (const key in v) {
        budget -= key.length + 4;
        if (budget < 0) return true;
        pending.push((v as Record<string, unknown>)[key]);
      }
    } else budget -= 8;
    if (budget < 0) return true;
  }
  return false;
}

function small(value: unknown): boolean {
  if (typeof value === 'string') return value.length <= KEPT_VALUE_BYTES;
  if (value === null || typeof value !== 'object') return true;
  return !exceeds(value, KEPT_VALUE_BYTES);
}

/** A value as a failure keeps it: as it is when small, else the start of its JSON, saying so. */
export function keptValue(value: unknown): unknown {
  if (small(value)) return value;
  let text: string;
  try {
    text = typeof value === 'string' ? value : JSON.stringify(value);
  } catch {
    text = String(value);
  }
  return `${text.slice(0, KEPT_VALUE_BYTES)}… (cut: ${text.length} characters in all)`;
}

/** A finding as a result keeps it: its message and values bounded (a check may quote what it found). */
export function keptFailure(failure: Failure): Failure {
  const { message, expected, actual } = failure;
  const keptMessage = message.length > KEPT_VALUE_BYTES ? `${message.slice(0, KEPT_VALUE_BYTES)}… (cut)` : message;
  const keptExpected = keptValue(expected);
  const keptActual = keptValue(actual);
  if (keptMessage === message && keptExpected === expected && keptActual === actual) return failure;
  return {
    ...failure,
    message: keptMessage,
    ...('expected' in failure ? { expected: keptExpected } : {}),
    ...('actual' in failure ? { actual: keptActual } : {}),
  };
}
