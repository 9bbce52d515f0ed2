import type { RestRequest } from '../../../reference-server/http/types.js';
import { errors } from '../../../reference-server/http/errors.js';
import {
  acceptsRefusal,
  aroundDispatch,
  aroundExecute,
  refuses,
  refusesValue,
  type Fault,
} from '../../helpers/faults.js';
import { isPlainObject } from '../../../src/util/plain-object.js';
import { subRequestsOf } from './cart-faults.js';
import { on, json, store, of, sorted, batchPathCases, type Deviation } from './shared.js';

/** The three batch routes: the core one and the storefront's under each namespace. */
const BATCH_ROUTES = /^\/(batch\/v1|shop\/store(\/v1)?\/batch)$/;

/** Every batch route runs each sub-request as `rewrite` makes it (the batch body rewritten before it is read). */
function rewritesSubRequests(
  name: string,
  description: string,
  rewrite: (sub: Record<string, unknown>) => Record<string, unknown>,
): Fault {
  return {
    name,
    description,
    apply(app) {
      aroundDispatch(app, async (request, next) => {
        const requests = json(request).requests;
        if (!BATCH_ROUTES.test(request.path) || !Array.isArray(requests)) return next(request);
        const rewritten = requests.map((sub: unknown) => (isPlainObject(sub) ? rewrite(sub) : sub));
        return next({ ...request, json: { ...json(request), requests: rewritten } });
      });
    },
  };
}

/** A batch route answering 207 with no responses where it refuses the batch naming `param`. */
const takesRefused = (path: string | RegExp, param: string, when?: (r: RestRequest) => boolean): Fault =>
  acceptsRefusal({
    method: 'POST',
    path,
    status: 400,
    param,
    ...(when ? { when } : {}),
    answer: { status: 207, body: { responses: [] } },
  });

/** The batch suite's cases `ids` as each of the three batch routes has them (`x`, `storefront-x`, `storefront-v1-x`). */
const onEveryRoute = (...ids: string[]): string[] =>
  of('batch', ...ids.flatMap((id) => [id, `storefront-${id}`, `storefront-v1-${id}`]));

/** Deviations of the batch suite: what the sub-requests do, read back from the cart they carry the token of; each rule on each batch route. */
export const STOREFRONT_BATCH: Deviation[] = [
  {
    name: 'batch sub-requests answered as done and not run',
    suites: ['batch'],
    fault: {
      name: 'sub-requests not run',
      description: 'Every sub-request of a batch is answered 201 with an empty body, and none runs.',
      apply(app) {
        aroundExecute(app, async (prepared, next) =>
          prepared.request.inBatch ? { status: 201, body: {}, headers: {} } : next(prepared),
        );
      },
    },
    // The path rules' controls answer 2xx (must) with an entry that is no deletion's (should): what they deleted is read back.
    shouldOnly: batchPathCases('both', 'control'),
    fails: sorted(
      onEveryRoute('all-validate-read-back', 'normal-read-back'),
      of('batch', 'permission-inside-batch', 'query-string-in-path'),
      batchPathCases('both', 'control', 'control-gone'),
    ),
  },
  {
    name: 'a sub-request without a method run as PUT',
    suites: ['batch'],
    // The adds answer 2xx (must) with the sub-request refused inside (should): what they added is read back.
    shouldOnly: onEveryRoute('all-validate-adds'),
    fault: rewritesSubRequests(
      'sub-request method defaults to PUT',
      'A batch sub-request that names no method is sent as PUT.',
      (sub) => (sub.method === undefined ? { ...sub, method: 'PUT' } : sub),
    ),
    fails: sorted(
      onEveryRoute('all-validate-adds', 'all-validate-read-back', 'normal-read-back'),
      of(
        'batch',
        'normal-mode-runs-each',
        'not-batchable-refused-inside',
        'permission-inside-batch',
        'query-string-in-path',
        'require-all-validate-stops-all',
      ),
    ),
  },
  {
    name: 'a sub-request header given as a list dropped',
    suites: ['batch'],
    fault: rewritesSubRequests(
      'list headers dropped',
      'A batch sub-request header whose value is a list of strings is dropped.',
      (sub) =>
        isPlainObject(sub.headers)
          ? { ...sub, headers: Object.fromEntries(Object.entries(sub.headers).filter(([, v]) => !Array.isArray(v))) }
          : sub,
    ),
    fails: onEveryRoute('normal-read-back'),
  },
  {
    name: 'sub-request bodies dropped',
    suites: ['batch'],
    // Its path parameters too: a DELETE of an item or a coupon names none, and deletes nothing.
    shouldOnly: sorted(onEveryRoute('all-validate-adds'), batchPathCases('both', 'control')),
    fault: {
      name: 'sub-request bodies dropped',
      description: 'A batch sub-request runs without the body it was given.',
      apply(app) {
        aroundExecute(app, async (prepared, next) =>
          prepared.request.inBatch
            ? next({
                ...prepared,
                params: Object.fromEntries(
                  Object.entries(prepared.params).filter(([k]) => k in prepared.request.query),
                ),
              })
            : next(prepared),
        );
      },
    },
    fails: sorted(
      onEveryRoute('all-validate-adds', 'all-validate-read-back', 'normal-read-back'),
      batchPathCases('both', 'control', 'control-gone'),
    ),
  },
  {
    name: 'a DELETE sub-request answered and not run',
    suites: ['batch'],
    fault: {
      name: 'DELETE sub-requests not run',
      description: 'A batch sub-request with DELETE is answered 200 [] and not run.',
      apply(app) {
        aroundExecute(app, async (prepared, next) =>
          prepared.request.inBatch && prepared.request.method === 'DELETE'
            ? { status: 200, body: [], headers: {} }
            : next(prepared),
        );
      },
    },
    fails: sorted(onEveryRoute('delete-read-back'), batchPathCases('both', 'control-gone')),
  },
  {
    name: 'require-all-validate refused by every batch route',
    suites: ['batch'],
    fault: refusesValue(
      on('POST', BATCH_ROUTES, (r) => json(r).validation === 'require-all-validate'),
      'validation',
    ),
    fails: sorted(onEveryRoute('all-validate-adds'), ['batch/require-all-validate-stops-all']),
  },
  {
    name: 'a sub-request header given as a list refused by every batch route',
    suites: ['batch'],
    fault: refuses(
      on('POST', BATCH_ROUTES, (r) =>
        subRequestsOf(r).some((sub) => isPlainObject(sub.headers) && Array.isArray(sub.headers['Cart-Token'])),
      ),
      errors.invalidParams({ requests: 'requests[0][headers][Cart-Token] is not of type string.' }, {}),
    ),
    fails: onEveryRoute('normal-adds'),
  },
  {
    name: 'a DELETE sub-request refused by every batch route',
    suites: ['batch'],
    fault: refuses(
      on('POST', BATCH_ROUTES, (r) => subRequestsOf(r).some((sub) => sub.method === 'DELETE')),
      errors.invalidParams({ requests: 'requests[0][method] is not one of POST, PUT and PATCH.' }, {}),
    ),
    fails: sorted(onEveryRoute('delete-clears'), batchPathCases('both', 'control')),
  },
  {
    name: 'the versioned storefront batch route takes what it refuses naming requests',
    suites: ['batch'],
    fault: takesRefused('/shop/store/v1/batch', 'requests'),
    fails: of(
      'batch',
      'storefront-v1-cap-26-refused',
      'storefront-v1-get-sub-request-refused',
      'storefront-v1-path-missing-refused',
      'storefront-v1-requests-missing-refused',
    ),
  },
  {
    name: 'the batch route takes a sub-request without a path',
    suites: ['batch'],
    fault: takesRefused('/batch/v1', 'requests', (r) => subRequestsOf(r).some((sub) => sub.path === undefined)),
    fails: ['batch/path-missing-refused'],
  },
  {
    name: 'the batch route takes a batch without requests',
    suites: ['batch'],
    fault: takesRefused('/batch/v1', 'requests', (r) => json(r).requests === undefined),
    fails: ['batch/requests-missing-refused'],
  },
  {
    name: 'the storefront batch routes take any validation mode',
    suites: ['batch'],
    fault: takesRefused(store('/batch'), 'validation'),
    fails: of('batch', 'storefront-bad-validation-mode', 'storefront-v1-bad-validation-mode'),
  },
];
