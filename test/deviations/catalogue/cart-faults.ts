import { AsyncLocalStorage } from 'node:async_hooks';
import type { RestRequest } from '../../../reference-server/http/types.js';
import { isPlainObject } from '../../../src/util/plain-object.js';
import { aroundExecute, describe, failsRoute, matches, type Fault, type Target } from '../../helpers/faults.js';
import { of, on, store, v1, type Deviation } from './shared.js';

/** The sub-requests of a batch request that are objects (what a batch route reads of its body). */
export const subRequestsOf = (r: RestRequest): Record<string, unknown>[] => {
  const requests = ((r.json ?? {}) as { requests?: unknown }).requests;
  return Array.isArray(requests) ? requests.filter(isPlainObject) : [];
};

// While a request a fault marks runs, the carts it saves are not kept (the storage hook reads this).
const unkept = new AsyncLocalStorage<boolean>();

/**
 * Storefront writes answered as done, their change never kept: the reply is what the write would
 * answer, the cart stays as it was. What reads the cart afterwards sees it; the reply alone does not.
 * Batch sub-requests to the target are marked too.
 */
export function notKept(target: Target, what = describe(target)): Fault {
  return {
    name: `writes not kept on ${what}`,
    description: `${what} answers its writes as done and keeps none of them.`,
    apply(app) {
      aroundExecute(app, async (prepared, next) =>
        matches(target, prepared.request) ? unkept.run(true, () => next(prepared)) : next(prepared),
      );
    },
    storage(storage) {
      const save = storage.carts.save.bind(storage.carts);
      storage.carts.save = ((...args: Parameters<typeof save>) => {
        if (unkept.getStore() !== true) save(...args);
      }) as typeof save;
    },
  };
}

/**
 * A storefront route failing under both namespaces (`rest`: its path after the namespace, a regular
 * expression's text): the cases `ids` of the suite and of its shop/store/v1 variant catch it.
 */
export const routeFails = (name: string, suite: string, method: string, rest: string, ...ids: string[]): Deviation => ({
  name,
  suites: v1(suite),
  fault: failsRoute(on(method, store(rest))),
  fails: of(v1(suite), ...ids),
});
