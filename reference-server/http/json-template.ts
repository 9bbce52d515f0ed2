import { randomBytes } from 'node:crypto';
import { toJson } from './ascii-json.js';

/**
 * JSON text with holes. The shape is built once with a marker wherever a value varies, serialised
 * once, and cut at the markers; a reply is then its fixed pieces joined with the values' own JSON texts.
 *
 * Why: JSON.stringify's cost is per key. A cart reply has about 150 keys and only a dozen values that
 * change from one add to the next; stringifying all of it was 5 µs of each add-item (bench/server-load.mjs).
 * The template is made by the same function that builds the object, so the two cannot drift apart, and a
 * test holds the rendered text equal to the object's JSON.stringify, escaped to ASCII.
 *
 * The text is ASCII, as every JSON text the server writes (ascii-json.ts): a handler's own text is sent
 * as it is (`jsonText`).
 *
 * The marker is random per process (and starts with a character JSON always escapes): a value a caller
 * wrote, a product name say, cannot be mistaken for one.
 */
const MARK = `\u0000${randomBytes(12).toString('hex')}#`;

export interface JsonTemplate<K extends string> {
  /** The JSON text with each hole filled by its value, itself a JSON text. */
  render(values: Readonly<Record<K, string>>): string;
}

/** A template of the JSON `build` makes when given a marker for each named hole, each to be used once. */
export function jsonTemplate<K extends string>(
  names: readonly K[],
  build: (holes: Readonly<Record<K, string>>) => unknown,
): JsonTemplate<K> {
  const holes = Object.fromEntries(names.map((name, i) => [name, `${MARK}${i}`])) as Record<K, string>;
  const text = toJson(build(holes));
  const marker = JSON.stringify(MARK).slice(0, -1);
  const pieces: string[] = [];
  const order: K[] = [];
  let from = 0;
  for (let at = text.indexOf(marker); at >= 0; at = text.indexOf(marker, from)) {
    const end = text.indexOf('"', at + marker.length);
    pieces.push(text.slice(from, at));
    order.push(names[Number(text.slice(at + marker.length, end))] as K);
    from = end + 1;
  }
  pieces.push(text.slice(from));
  if (order.length !== names.length || new Set(order).size !== names.length)
    throw new Error(`a JSON template uses each hole once: [${names.join(', ')}], used [${order.join(', ')}]`);
  return {
    render(values) {
      let out = pieces[0] as string;
      for (let k = 0; k < order.length; k++) out += values[order[k] as K] + (pieces[k + 1] as string);
      return out;
    },
  };
}

// A frozen object cannot change: its text is made once (a kept cart's addresses, on every cart reply).
// The server freezes objects only with deepFreeze (util/freeze.ts), all of them: what a frozen object
// holds is frozen too. Weak: the text goes with the object.
const frozenTexts = new WeakMap<object, string>();

/**
 * A value's JSON in ASCII: a boolean or a number without a JSON.stringify call (its fixed cost is most of
 * what a short value costs), nothing to make for an empty list, once only for a frozen object.
 */
export function valueJson(value: unknown): string {
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : 'null';
  if (Array.isArray(value) && value.length === 0) return '[]';
  if (value === null || typeof value !== 'object' || !Object.isFrozen(value)) return toJson(value);
  let text = frozenTexts.get(value);
  if (text === undefined) frozenTexts.set(value, (text = toJson(value)));
  return text;
}
