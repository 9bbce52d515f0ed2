import type { CaseSpec, CheckSpec } from '../model/suite.js';
import { STATED_NEEDS } from '../../spec/stated-values.js';
import { readablePattern } from '../../spec/patterns.js';
import { handledValue } from '../../spec/value-handling.js';
import { caseSlug } from '../generators/samples.js';
import { accepted, refused } from '../generators/negatives.js';
import type { FuzzArgs, Rule } from './arbitraries.js';
import { ruleStatement } from '../generators/statements.js';
import { isItemWrite, type FuzzEndpoint } from './endpoints.js';

/**
 * The conventions the phase's should-level checks rest on (`spec/conventions.ts`): how the platform
 * refuses an argument, its error body, and a 5xx being the platform failing rather than answering.
 */
export const FUZZ_SOURCES = {
  invalid: 'errors.invalid-param',
  missing: 'errors.missing-param',
  shape: 'errors.shape',
  serverError: 'errors.server-error',
} as const;

/**
 * The answers whose shape is known, as the suites hold them: the index (must, its members are the
 * document's: index-shape.yaml), a namespace index and the batch route's reply (conventions, as
 * index-shape.yaml and batch.yaml hold them).
 */
function knownShape(
  e: FuzzEndpoint,
): { name: string; level: { level?: 'should'; source?: string; doc?: string[] } } | undefined {
  if (e.method === 'GET' && e.route.pattern === '/') return { name: 'index', level: { doc: ['index.describes-site'] } };
  if (e.method === 'GET' && e.route.pattern === `/${e.route.namespace}`)
    return { name: 'namespace-index', level: { level: 'should', source: 'index.namespace-index' } };
  if (e.method === 'POST' && e.route.pattern === '/batch/v1')
    return { name: 'batch-reply', level: { level: 'should', source: 'batch.reply' } };
  return undefined;
}

/**
 * The checks one generated request is held to, with the negative generators' own checks and levels: a
 * combination that breaks a rule the document states is refused (any 4xx, must; the platform's way,
 * should); one within every rule is not refused as invalid (must), nor answered with a 5xx (should);
 * an error answer has the error shape (should); a success the shape the suites know, where they know it.
 */
export function expectations(e: FuzzEndpoint, value: FuzzArgs, mustOnly: boolean): CheckSpec[] {
  const checks: CheckSpec[] = [];
  if (value.broken) {
    const [status, ...how] = refused(value.broken.arg, value.broken.rule === 'required', FUZZ_SOURCES);
    // A format the route validates as the value table says stands on the table's line (its convention
    // where the document states no format: a checkout's billing email).
    const handled =
      value.broken.rule === 'format'
        ? handledValue(e.endpoint.methods, readablePattern(e.route.pattern), value.broken.place)
        : undefined;
    checks.push(
      handled && !handled.doc
        ? { ...(status as CheckSpec), level: 'should', source: handled.source ?? 'args.declared-schema' }
        : cited(status as CheckSpec, handled?.doc ?? brokenStatement(e, value.broken)),
      ...how,
    );
  } else {
    for (const param of Object.keys(value.args))
      checks.push(...accepted(param).map((c) => cited(c, ruleStatement(e, param, 'type'))));
    checks.push({
      check: 'status',
      value: ['1xx', '2xx', '3xx', '4xx'],
      level: 'should',
      source: FUZZ_SOURCES.serverError,
    });
    const shape = knownShape(e);
    if (shape) checks.push({ check: 'json-schema', name: shape.name, onlyIfSuccess: true, ...shape.level });
  }
  checks.push({ check: 'error', onlyIfError: true, level: 'should', source: FUZZ_SOURCES.shape });
  return mustOnly ? checks.filter((c) => (c.level ?? 'must') === 'must') : checks;
}

/** The facet of the ledger a broken rule is, where the document states one (a type or format: the argument's own row). */
const FACET: Partial<Record<Rule, Parameters<typeof ruleStatement>[2]>> = {
  enum: 'enum',
  minimum: 'minimum',
  maximum: 'maximum',
  required: 'required',
  maxItems: 'max-items',
  type: 'type',
  format: 'type',
};

function brokenStatement(e: FuzzEndpoint, broken: NonNullable<FuzzArgs['broken']>): string | undefined {
  const facet = FACET[broken.rule];
  if (!facet) return undefined;
  // The place of a nested rule (`requests[0].method`) read as its label (`requests[].method`).
  const label = broken.place.replace(/\[\d+\]/g, '[]');
  return ruleStatement(e, label, facet) ?? ruleStatement(e, broken.arg, facet === 'type' ? 'type' : facet);
}

/**
 * A must-level check cites the statement it enforces; a rule the catalog has from the platform and the
 * document does not state is the platform's own declaration, a convention (should level).
 */
function cited(check: CheckSpec, statement: string | undefined): CheckSpec {
  if ((check.level ?? 'must') !== 'must') return check;
  return statement ? { ...check, doc: [statement] } : { ...check, level: 'should', source: 'args.declared-schema' };
}

/** How the phase's cases name themselves: `fuzz.get.shop.store.products`, from the fuzzed endpoint. */
export const fuzzCaseId = (e: FuzzEndpoint): string => `fuzz.${caseSlug(e.method, e.route)}`;
export const fuzzOrigin = (e: FuzzEndpoint): CaseSpec['origin'] => ({
  file: '(fuzz phase)',
  generator: `fuzz ${e.key}`,
});

/**
 * A generated request as a case: the administrator's credentials where the route wants them, the
 * phase's cart on storefront writes, and a create's id captured so that what it made can be removed.
 */
export function caseFor(
  e: FuzzEndpoint,
  path: string,
  value: FuzzArgs,
  mustOnly: boolean,
  cartHeaders: Record<string, string>,
): CaseSpec {
  const read = e.method === 'GET';
  const creates = e.method === 'POST' && !isItemWrite(e);
  // What the route needs to answer at all (spec/stated-values.ts), beside what was generated.
  const args = { ...STATED_NEEDS[e.key]?.args, ...value.args };
  return {
    id: fuzzCaseId(e),
    title: e.key,
    level: 'must',
    tags: ['fuzz'],
    requires: read ? [] : ['writes'],
    request: {
      method: e.method,
      path,
      ...(read
        ? { query: args as NonNullable<CaseSpec['request']['query']> }
        : { body: args, headers: e.endpoint.access === 'storefront-nonce' ? cartHeaders : {} }),
      auth: e.endpoint.access === 'admin' ? 'admin' : 'none',
    },
    expect: expectations(e, value, mustOnly),
    capture: creates ? { created: { pointer: '/id' } } : {},
    origin: fuzzOrigin(e),
  };
}
