import type { FastifyInstance } from 'fastify';
import type { AppOptions } from '../../reference-server/app.js';
import { prepare, runConformance, type EngineOptions } from '../../src/engine.js';
import { generatedCases } from '../../src/plan/generated.js';
import type { CaseResult, RunResult } from '../../src/model/result.js';
import type { RunEmitter } from '../../src/runner/events.js';
import { ADMIN, CUSTOMER, testApp } from './app.js';

function deepFreeze<T>(value: T, seen = new Set<unknown>()): T {
  if (value && typeof value === 'object' && !seen.has(value)) {
    seen.add(value);
    Object.freeze(value);
    for (const member of Object.values(value)) deepFreeze(member, seen);
  }
  return value;
}

/**
 * The built-in suites, loaded once per test process and shared by every run of it (hundreds of
 * deviation runs each read 36 suites otherwise). Frozen, with the cases their generators derive: a run
 * that changed what it was given would throw here instead of leaking into the next run.
 */
let shared: ReturnType<typeof prepare> | undefined;
function builtIn(): ReturnType<typeof prepare> {
  if (!shared) {
    const prepared = prepare([]);
    for (const suite of prepared.suites) deepFreeze(generatedCases(suite));
    deepFreeze(prepared.suites);
    shared = prepared;
  }
  return shared;
}

export interface SuiteRun {
  result: RunResult;
  cases: CaseResult[];
  /** Case ids that did not pass, with their outcome (skipped and blocked included). */
  notPassed: Record<string, string>;
}

/**
 * Starts the reference server (optionally altered), runs the named suites against it over HTTP; `engine`
 * adds to or overrides the run's options (the fuzz phase, a rate limit, a recorder).
 */
export async function runSuitesAgainst(
  suites: string[],
  options: Partial<AppOptions> = {},
  alter?: (app: FastifyInstance) => void,
  engineVocabulary = options.vocabulary,
  readOnly = false,
  engine: Partial<EngineOptions> = {},
  listen?: (events: RunEmitter) => void,
): Promise<SuiteRun> {
  const app = await testApp({
    publicUrl: undefined,
    ...options,
    extend: (a, registry) => {
      options.extend?.(a, registry);
      alter?.(a);
    },
  });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  try {
    const result = await runConformance(
      {
        suitePaths: [],
        prepared: builtIn(),
        target: {
          baseUrl: url,
          apiRoot: engineVocabulary?.apiRoot ?? '/rest-api',
          admin: ADMIN,
          customer: CUSTOMER,
          headers: {},
          embedded: false,
        },
        vocabulary: engineVocabulary,
        selection: { suites, readOnly, haveAdmin: true, haveCustomer: true },
        strict: false,
        concurrency: 8,
        timeoutMs: 5000,
        maxResponseBytes: 20 * 1024 * 1024,
        ...engine,
      },
      listen,
    );
    const cases = result.suites.flatMap((s) => s.cases);
    const notPassed = Object.fromEntries(cases.filter((c) => c.outcome !== 'passed').map((c) => [c.id, c.outcome]));
    return { result, cases, notPassed };
  } finally {
    await app.close();
  }
}

/** An onSend hook that rewrites JSON replies of matching requests: the usual way to make a server deviate. */
export function rewriteReplies(
  app: FastifyInstance,
  match: (method: string, url: string, status: number) => boolean,
  rewrite: (body: unknown, reply: { code(n: number): unknown }) => unknown,
): void {
  app.addHook('onSend', async (request, reply, payload) => {
    // Cached answers travel as bytes, the others as text.
    const text = Buffer.isBuffer(payload) ? payload.toString('utf8') : payload;
    if (typeof text !== 'string' || !match(request.method, request.url, reply.statusCode)) return payload;
    return JSON.stringify(rewrite(JSON.parse(text), reply));
  });
}

/**
 * The ids of the cases that failed or errored, sorted: what a deviation test compares with its
 * expectation. Cases blocked by one of them are its consequences, not failures of their own.
 */
export const failed = (notPassed: Record<string, string>): string[] =>
  Object.keys(notPassed)
    .filter((id) => notPassed[id] === 'failed' || notPassed[id] === 'errored')
    .sort();

/** A request URL without its query string, for matching routes in onSend hooks. */
export const path = (url: string): string => url.split('?')[0] ?? '';
