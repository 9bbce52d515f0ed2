import type { AppOptions } from '../../reference-server/app.js';
import type { EngineOptions } from '../../src/engine.js';
import type { FuzzOptions } from '../../src/fuzz/phase.js';
import type { HttpRequest } from '../../src/http/client.js';
import type { CaseResult } from '../../src/model/result.js';
import { runSuitesAgainst, type SuiteRun } from './conformance.js';
import type { Fault } from './faults.js';

export interface FuzzRun extends SuiteRun {
  /** The fuzz phase's cases, by endpoint (`GET /shop/store/products`). */
  fuzz: Record<string, CaseResult>;
  /** Every request sent, in order, its URL below the server's origin. */
  sent: HttpRequest[];
}

const endpointOf = (c: CaseResult) => (c.spec.origin.generator ?? '').replace(/^fuzz /, '');

/**
 * The named suites and the fuzz phase against the reference server, altered by one named fault
 * (`faults.ts`) or varied as `app` says (a vocabulary, the legitimate quirks): `runSuitesAgainst` with
 * the phase's options, and the requests sent recorded.
 */
export async function fuzzAgainst(
  suites: string[],
  fuzz: FuzzOptions | undefined,
  options: {
    fault?: Fault;
    app?: Partial<AppOptions>;
    readOnly?: boolean;
    engine?: Partial<EngineOptions>;
  } = {},
): Promise<FuzzRun> {
  const sent: HttpRequest[] = [];
  const app = options.app ?? {};
  const run = await runSuitesAgainst(
    suites,
    {
      ...app,
      extend: (a, registry) => {
        app.extend?.(a, registry);
        options.fault?.apply(a, registry);
      },
    },
    undefined,
    app.vocabulary,
    options.readOnly ?? false,
    {
      fuzz,
      record: (request) => sent.push({ ...request, url: request.url.replace(/^https?:\/\/[^/]+/, '') }),
      ...options.engine,
    },
  );
  const cases = run.result.suites.find((s) => s.id === 'fuzz')?.cases ?? [];
  return { ...run, fuzz: Object.fromEntries(cases.map((c) => [endpointOf(c), c])), sent };
}
