/**
 * `{{name}}` placeholders filled from captures (`{{name/member}}`: a member of a captured object); an
 * unknown name is an error, never an empty string.
 */
export class MissingCaptureError extends Error {
  readonly code = 'missing-capture';
}

const PLACEHOLDER = /\{\{\s*([\w.-]+(?:\/[\w.-]+)*)\s*\}\}/g;

// The placeholders an object holds, found once per object: a case's request and expectations are the
// same objects every time they are filled (and the runner asks which captures a request needs).
const namesHeld = new WeakMap<object, string[]>();
const NONE: string[] = [];

/** The capture names an object's placeholders use, anywhere in it. */
export function placeholderNames(value: object): string[] {
  let names = namesHeld.get(value);
  if (!names) {
    const found: string[] = [];
    collect(value, found);
    names = found.length > 0 ? found : NONE;
    namesHeld.set(value, names);
  }
  return names;
}

/** Each placeholder an object holds as [capture, member read of it (`{{home/city}}`: city), if any]. */
export function placeholderReads(value: object): [string, string | undefined][] {
  const found: string[] = [];
  collectRaw(value, found);
  return found.map((p) => {
    const name = captureName(p);
    return [name, p === name ? undefined : p.slice(name.length + 1)];
  });
}

function collectRaw(value: unknown, found: string[]): void {
  if (typeof value === 'string') {
    if (value.includes('{{')) for (const m of value.matchAll(PLACEHOLDER)) found.push(m[1] as string);
  } else if (Array.isArray(value)) {
    for (const item of value) collectRaw(item, found);
  } else if (value !== null && typeof value === 'object') {
    for (const key in value) collectRaw((value as Record<string, unknown>)[key], found);
  }
}

/** The capture names a case reads: in its request, its expectations and its control. */
export function casePlaceholders(spec: { request: object; expect: object; control?: object | undefined }): string[] {
  const names = [...placeholderNames(spec.request), ...placeholderNames(spec.expect)];
  return spec.control ? [...names, ...placeholderNames(spec.control)] : names;
}

// A walk rather than one JSON text: expectations can carry large expected documents, and most hold
// no placeholder at all, so no text of them need be built.
function collect(value: unknown, found: string[]): void {
  const raw: string[] = [];
  collectRaw(value, raw);
  for (const p of raw) found.push(captureName(p));
}

/** Values without a placeholder come back as they are (the same object), so most cases copy nothing. */
export function fill<T>(value: T, captures: ReadonlyMap<string, unknown>): T {
  if (value !== null && typeof value === 'object' && placeholderNames(value).length === 0) return value;
  return fillValue(value, captures);
}

function fillValue<T>(value: T, captures: ReadonlyMap<string, unknown>): T {
  if (typeof value === 'string') {
    if (!value.includes('{{')) return value;
    const whole = /^\{\{\s*([\w.-]+(?:\/[\w.-]+)*)\s*\}\}$/.exec(value);
    // A string that is only a placeholder takes the captured value with its type (ids stay numbers).
    if (whole) return lookup(whole[1] as string, captures) as T;
    return value.replace(PLACEHOLDER, (_, name: string) => String(lookup(name, captures))) as T;
  }
  if (Array.isArray(value)) {
    let out: unknown[] | undefined;
    value.forEach((v, i) => {
      const filled = fillValue(v, captures);
      if (filled !== v) (out ??= [...value])[i] = filled;
    });
    return (out ?? value) as T;
  }
  if (value !== null && typeof value === 'object') {
    let out: Record<string, unknown> | undefined;
    for (const [k, v] of Object.entries(value)) {
      const filled = fillValue(v, captures);
      if (filled !== v) (out ??= { ...(value as Record<string, unknown>) })[k] = filled;
    }
    return (out ?? value) as T;
  }
  return value;
}

/**
 * The capture a placeholder reads: `{{home/city}}` reads the capture `home` (its member `city`). A
 * slash, as in a JSON pointer: capture names hold dots (`cart.<case id>`), never a slash.
 */
export function captureName(placeholder: string): string {
  const slash = placeholder.indexOf('/');
  return slash === -1 ? placeholder : placeholder.slice(0, slash);
}

function lookup(placeholder: string, captures: ReadonlyMap<string, unknown>): unknown {
  const name = captureName(placeholder);
  if (!captures.has(name))
    throw new MissingCaptureError(`no capture named "${name}" (an earlier case did not run or did not capture it)`);
  let value = captures.get(name);
  // A member of a captured object, by the names after the capture's (`{{home/city}}`).
  for (const member of placeholder === name ? [] : placeholder.slice(name.length + 1).split('/')) {
    const holder = value as Record<string, unknown> | null;
    if (holder === null || typeof holder !== 'object' || !Object.prototype.hasOwnProperty.call(holder, member))
      throw new MissingCaptureError(`the capture "${name}" has no member "${member}" ({{${placeholder}}})`);
    value = holder[member];
  }
  return value;
}
