/**
 * The platform's route patterns name their parameters as PCRE named groups, `(?P<key>[\w-]{32})`.
 * Read in one place: handler ids and generated case ids show them as `{key}`, the OpenAPI document
 * takes them as path parameters with their own patterns.
 */
const NAMED_GROUP = /\(\?P<(\w+)>([^)]*)\)/g;

/** `/cart/items/(?P<key>[\w-]{32})` → `/cart/items/{key}`. */
export function readablePattern(pattern: string): string {
  return pattern.replace(NAMED_GROUP, '{$1}');
}

/** Each named parameter of a pattern, with the expression its value must match. */
export function patternParams(pattern: string): { name: string; body: string }[] {
  return [...pattern.matchAll(NAMED_GROUP)].map((m) => ({ name: m[1] as string, body: m[2] as string }));
}
