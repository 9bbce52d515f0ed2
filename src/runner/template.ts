/** `{{name}}` placeholders filled from captures; an unknown name is an error, never an empty string. */
export class MissingCaptureError extends Error {
  readonly code = 'missing-capture';
}

const PLACEHOLDER = /\{\{\s*([\w.-]+)\s*\}\}/g;

export function fill<T>(value: T, captures: ReadonlyMap<string, unknown>): T {
  if (typeof value === 'string') {
    const whole = /^\{\{\s*([\w.-]+)\s*\}\}$/.exec(value);
    // A string that is only a placeholder takes the captured value with its type (ids stay numbers).
    if (whole) return lookup(whole[1] as string, captures) as T;
    return value.replace(PLACEHOLDER, (_, name: string) => String(lookup(name, captures))) as T;
  }
  if (Array.isArray(value)) return value.map((v) => fill(v, captures)) as T;
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fill(v, captures)])) as T;
  }
  return value;
}

function lookup(name: string, captures: ReadonlyMap<string, unknown>): unknown {
  if (!captures.has(name)) throw new MissingCaptureError(`no capture named "${name}" (an earlier case did not run or did not capture it)`);
  return captures.get(name);
}
