/**
 * RFC 6901 JSON pointers: the engine's one reading and writing of them (suites, captures, checks,
 * failure locations, the loader's schema errors), with a result that tells "absent" apart from
 * "present and null". A pointer walks own members only: `/constructor` or `/__proto__` on a plain
 * object is absent, never what every object inherits. (`spec/translator.ts` keeps its own token
 * escaping: `spec/` imports nothing outside itself.)
 */
export type PointerResult = { found: true; value: unknown } | { found: false };

export function parsePointer(pointer: string): string[] {
  if (pointer === '') return [];
  if (!pointer.startsWith('/')) throw new Error(`JSON pointer must start with "/": ${pointer}`);
  return pointer
    .slice(1)
    .split('/')
    .map((t) => t.replace(/~1/g, '/').replace(/~0/g, '~'));
}

export function resolvePointer(document: unknown, pointer: string): PointerResult {
  let current: unknown = document;
  for (const token of parsePointer(pointer)) {
    if (Array.isArray(current)) {
      if (!/^(0|[1-9]\d*)$/.test(token) || Number(token) >= current.length) return { found: false };
      current = current[Number(token)];
    } else if (
      current !== null &&
      typeof current === 'object' &&
      Object.prototype.hasOwnProperty.call(current, token)
    ) {
      current = (current as Record<string, unknown>)[token];
    } else {
      return { found: false };
    }
  }
  return { found: true, value: current };
}

export function escapeToken(token: string): string {
  return token.replace(/~/g, '~0').replace(/\//g, '~1');
}

/** The pointer to a place given by its member names and list indexes: `['routes', '/shop', 0]` → `/routes/~1shop/0`. */
export function formatPointer(tokens: readonly (string | number)[]): string {
  let pointer = '';
  for (const token of tokens) pointer += `/${typeof token === 'number' ? token : escapeToken(token)}`;
  return pointer;
}

/** A pointer as a path into a document, list indexes as numbers (`Document.getIn` of yaml): `/cases/0/id` → `['cases', 0, 'id']`. */
export function pointerPath(pointer: string): (string | number)[] {
  return parsePointer(pointer).map((t) => (/^(0|[1-9]\d*)$/.test(t) ? Number(t) : t));
}

/** The member name a pointer ends at, passing over list indexes: `/responses/0/body/code` → `code`. */
export function lastToken(pointer: string): string | undefined {
  const tokens = pointer.startsWith('/') ? parsePointer(pointer) : [];
  for (let i = tokens.length - 1; i >= 0; i--) if (!/^\d+$/.test(tokens[i] as string)) return tokens[i];
  return undefined;
}
