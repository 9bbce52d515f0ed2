/**
 * Query strings read the way the platform's PHP reads them: `a[]=1&a[]=2` and `a[x][y]=1` build lists
 * and objects. One difference on purpose: a plain key repeated (`a=1&a=2`) becomes a list, where PHP
 * would keep the last value, because the interface's array filters are sent that way by many clients.
 */
export function parseQueryString(query: string): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  if (!query) return result;
  for (const pair of query.split('&')) {
    if (pair === '') continue;
    const eq = pair.indexOf('=');
    const rawKey = eq < 0 ? pair : pair.slice(0, eq);
    const rawValue = eq < 0 ? '' : pair.slice(eq + 1);
    const key = decode(rawKey);
    const value = decode(rawValue);
    // Keys that would reach Object.prototype are dropped, never assigned.
    if (/(^|\[)(__proto__|constructor|prototype)(\]|\[|$)/.test(key)) continue;
    const bracket = key.indexOf('[');
    if (bracket <= 0) {
      addPlain(result, key, value);
      continue;
    }
    const base = key.slice(0, bracket);
    const path = [...key.slice(bracket).matchAll(/\[([^\]]*)\]/g)].map((m) => m[1] as string);
    assign(result, base, path, value);
  }
  return result;
}

function decode(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
}

function addPlain(target: Record<string, unknown>, key: string, value: string): void {
  const existing = target[key];
  if (existing === undefined) target[key] = value;
  else if (Array.isArray(existing)) existing.push(value);
  else target[key] = [existing, value];
}

type Container = Record<string, unknown> | unknown[];

function assign(target: Record<string, unknown>, base: string, path: string[], value: string): void {
  let container: Container = target;
  let key: string = base;
  for (const segment of path) {
    const current: unknown = Array.isArray(container) ? container[Number(key)] : container[key];
    let next: Container;
    if (current !== null && typeof current === 'object') next = current as Container;
    else {
      next = segment === '' || /^\d+$/.test(segment) ? [] : {};
      setIn(container, key, next);
    }
    if (segment === '') {
      if (Array.isArray(next)) key = String(next.length);
      else key = String(Object.keys(next).length);
    } else if (Array.isArray(next) && !/^\d+$/.test(segment)) {
      // A named key inside what began as a list turns it into an object, as PHP arrays are both.
      const asObject: Record<string, unknown> = Object.fromEntries(next.map((v, i) => [String(i), v]));
      setIn(container, key, asObject);
      next = asObject;
      key = segment;
    } else {
      key = segment;
    }
    container = next;
  }
  setIn(container, key, value);
}

function setIn(container: Container, key: string, value: unknown): void {
  if (Array.isArray(container)) container[Number(key)] = value;
  else container[key] = value;
}
