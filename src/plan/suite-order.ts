import type { CaseSpec } from '../model/suite.js';
import { placeholderNames } from '../model/template.js';

/**
 * A case that keeps its place in its suite: one written by hand that writes (what comes after may read
 * it), or one that reads what earlier cases wrote (`after`). It starts when everything before it has
 * finished, and what comes after it starts when it has. Every other case runs beside its neighbours,
 * once the cases whose captures it reads have run: generated writes among them, since each is one
 * request judged on its own answer and none reads what another did.
 */
export function keepsItsPlace(spec: CaseSpec): boolean {
  return (spec.requires.includes('writes') && spec.origin.generator === undefined) || (spec.after?.length ?? 0) > 0;
}

/** The captures a case reads, in its request and its expectations. */
export function readsOf(spec: CaseSpec): string[] {
  return [...placeholderNames(spec.request), ...placeholderNames(spec.expect)];
}
