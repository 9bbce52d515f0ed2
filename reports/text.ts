/**
 * Text hygiene shared by the reporters: no ANSI codes or control characters leak into files or onto a
 * terminal, and every report is valid whatever the target sent.
 *
 * What a target sends is shown, never obeyed: escape sequences are removed, and so are the C0 controls
 * but tab, newline and carriage return, DEL and the C1 controls (U+0080–U+009F; U+009B is an escape
 * sequence on some terminals). Characters XML 1.0 forbids and no text should carry (U+FFFE, U+FFFF,
 * and halves of surrogate pairs standing alone) are replaced by U+FFFD, so a reader sees that
 * something was there; the JUnit report is then well-formed whatever the answers held.
 */

// eslint-disable-next-line no-control-regex
const ANSI = /\u001b\[[0-9;?]*[ -/]*[@-~]|\u001b[@-Z\\-_]|\u009b[0-9;?]*[ -/]*[@-~]/g;
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/g;
const NOT_A_CHARACTER = /[\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

export function clean(text: string): string {
  return text.replace(ANSI, '').replace(CONTROL, '').replace(NOT_A_CHARACTER, '\ufffd');
}

/** How deep `compact` shows nested values; deeper ones read `[…]` or `{…}`. */
export const PREVIEW_DEPTH = 32;

/**
 * A value as compact JSON, at most `limit` characters (then `…`). Built piece by piece with a depth
 * bound and stopped once past the limit: a value a check took from a body may be nested 100,000
 * levels deep (JSON.stringify overflows the stack on it) or be megabytes long (serialised whole only
 * to show 500 characters).
 */
export function compact(value: unknown, limit = 500): string {
  if (value === undefined) return 'undefined';
  const out: string[] = [];
  let length = 0;
  const push = (piece: string) => {
    out.push(piece);
    length += piece.length;
  };
  const write = (v: unknown, depth: number): void => {
    if (length > limit) return;
    if (v !== null && typeof v === 'object' && typeof (v as { toJSON?: unknown }).toJSON === 'function') {
      try {
        v = (v as { toJSON: () => unknown }).toJSON();
      } catch {
        v = String(Object.prototype.toString.call(v));
      }
    }
    if (typeof v === 'string') push(JSON.stringify(v.length > limit ? v.slice(0, limit + 1) : v));
    else if (typeof v === 'number') push(Number.isFinite(v) ? String(v) : 'null');
    else if (typeof v === 'boolean') push(String(v));
    else if (typeof v === 'bigint') push(String(v));
    else if (v === null || typeof v !== 'object') push('null');
    else if (Array.isArray(v)) {
      if (depth >= PREVIEW_DEPTH) return push('[…]');
      push('[');
      for (let i = 0; i < v.length && length <= limit; i++) {
        if (i > 0) push(',');
        write(v[i], depth + 1);
      }
      push(']');
    } else {
      if (depth >= PREVIEW_DEPTH) return push('{…}');
      push('{');
      let first = true;
      for (const key of Object.keys(v)) {
        if (length > limit) break;
        const member = (v as Record<string, unknown>)[key];
        if (member === undefined || typeof member === 'function' || typeof member === 'symbol') continue;
        push(`${first ? '' : ','}${JSON.stringify(key)}:`);
        first = false;
        write(member, depth + 1);
      }
      push('}');
    }
  };
  write(value, 0);
  const text = out.join('');
  return text.length > limit ? `${text.slice(0, limit)}…` : text;
}

/** Seconds with three decimals, as JUnit's schema wants them: never NaN, negative or in exponent form. */
export function seconds(ms: number): string {
  return Number.isFinite(ms) ? (Math.min(Math.max(0, ms), 1e15) / 1000).toFixed(3) : '0.000';
}
