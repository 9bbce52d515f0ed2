import type { CaseResult } from '../../src/model/result.js';
import { nestsDeeperThan } from '../../src/util/json-depth.js';
import { clean } from '../text.js';

/** Every interpolated value goes through this: the page shows what a target sent, never obeys it. */
export function esc(text: string): string {
  return clean(text).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** Deeper than this, a body is shown as it came: pretty-printing recurses. */
const PRETTY_DEPTH = 64;

function cut(text: string, limit: number): string {
  return text.length > limit ? `${text.slice(0, limit)}\n… (${text.length - limit} more characters)` : text;
}

/**
 * Pretty JSON for reading; long texts are cut, saying how much was left out. Cut first: a body longer
 * than the limit is shown as it came, never parsed and printed whole to show its beginning.
 */
export function pretty(body: string, limit = 6000): string {
  if (body.length > limit || nestsDeeperThan(body, PRETTY_DEPTH)) return cut(body, limit);
  try {
    return cut(JSON.stringify(JSON.parse(body), null, 2), limit);
  } catch {
    // Not JSON: shown as it came.
    return body;
  }
}

/**
 * `cut: 65536 of 2000000 bytes` when the body kept is shorter than what was sent or received
 * (`bodySize`, optional: results from before it lack it), else nothing.
 */
function cutNote(body: string, size: unknown): string | undefined {
  const kept = Buffer.byteLength(body, 'utf8');
  return typeof size === 'number' && size > kept ? `cut: ${kept} of ${size} bytes` : undefined;
}

type Sides = NonNullable<CaseResult['exchange']>;

/** `200 (cut: 65536 of 2000000 bytes)`: the status, and how much of the body was kept when not all of it. */
export function statusLine(res: NonNullable<Sides['response']>): string {
  const notes = [
    cutNote(res.body, (res as { bodySize?: unknown }).bodySize),
    res.truncated ? 'truncated at the response size limit' : undefined,
  ].filter(Boolean);
  return `${res.status}${notes.length ? ` (${notes.join('; ')})` : ''}`;
}

/** `POST https://… (body cut: 65536 of 2000000 bytes)`. */
export function requestLine(req: Sides['request']): string {
  const note = req.body !== undefined ? cutNote(req.body, (req as { bodySize?: unknown }).bodySize) : undefined;
  return `${req.method} ${req.url}${note ? ` (body ${note})` : ''}`;
}
