import type { FastifyInstance } from 'fastify';
import { runConformance } from '../../src/engine.js';
import type { FuzzOptions } from '../../src/fuzz/phase.js';
import type { HttpRequest, NetworkOptions } from '../../src/http/client.js';
import type { CaseResult, RunResult } from '../../src/model/result.js';
import { ADMIN, CUSTOMER, testApp } from './app.js';

export interface FuzzRun {
  result: RunResult;
  /** The fuzz phase's cases, by endpoint (`GET /shop/store/products`). */
  fuzz: Record<string, CaseResult>;
  /** Every request sent, in order. */
  sent: HttpRequest[];
}

const endpointOf = (c: CaseResult) => (c.spec.origin.generator ?? '').replace(/^fuzz /, '');

/** The reference server (optionally altered) listening on loopback, the named suites and the fuzz phase run against it. */
export async function fuzzAgainst(
  suites: string[],
  fuzz: FuzzOptions | undefined,
  options: {
    alter?: (app: FastifyInstance) => void;
    readOnly?: boolean;
    concurrency?: number;
    network?: NetworkOptions;
  } = {},
): Promise<FuzzRun> {
  const app = await testApp({ publicUrl: undefined, ...(options.alter ? { extend: options.alter } : {}) });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  const sent: FuzzRun['sent'] = [];
  try {
    const result = await runConformance({
      suitePaths: [],
      target: { baseUrl: url, apiRoot: '/rest-api', admin: ADMIN, customer: CUSTOMER, headers: {}, embedded: false },
      selection: { suites, readOnly: options.readOnly ?? false, haveAdmin: true, haveCustomer: true },
      strict: false,
      concurrency: options.concurrency ?? 4,
      timeoutMs: 5000,
      maxResponseBytes: 20 * 1024 * 1024,
      record: (request) => sent.push({ ...request, url: request.url.replace(url, '') }),
      fuzz,
      ...(options.network ? { network: options.network } : {}),
    });
    const cases = result.suites.find((s) => s.id === 'fuzz')?.cases ?? [];
    return { result, fuzz: Object.fromEntries(cases.map((c) => [endpointOf(c), c])), sent };
  } finally {
    await app.close();
  }
}

/** A hook that answers matching requests itself, before the route sees them: the usual fault of these tests. */
export function answerWhen(
  app: FastifyInstance,
  match: (path: string, query: URLSearchParams) => boolean,
  status: number,
  body: unknown,
): void {
  app.addHook('onRequest', async (request, reply) => {
    const [path = '', query = ''] = request.url.split('?');
    if (request.method === 'GET' && match(path, new URLSearchParams(query))) {
      await reply.code(status).header('content-type', 'application/json').send(JSON.stringify(body));
    }
  });
}
