import type { FastifyInstance } from 'fastify';
import { isAdministrator, refuse } from '../../reference-server/auth/permissions.js';
import type { Dispatcher, PreparedRequest } from '../../reference-server/core/dispatcher.js';
import { errors, RestError } from '../../reference-server/http/errors.js';
import type { Handler, RestRequest, RestResponse } from '../../reference-server/http/types.js';
import type { HandlerRegistry } from '../../reference-server/plugins/registry.js';
import type { Storage } from '../../reference-server/storage/index.js';
import type { SiteId } from '../../spec/types.js';
import { rewriteReplies } from './conformance.js';

/**
 * Named faults: the reference server made to misbehave in one way on purpose, as Schemathesis' test
 * applications do, so that a deviation test can show which cases catch it (`test/deviations/catalogue.ts`).
 *
 * A fault is one behaviour. Most act where the reference server answers, around its dispatcher: they
 * see the request in the interface's neutral words (route path below the API root, parsed query, JSON
 * body, the caller) and the answer before it is written, so batch sub-requests are left alone and a
 * vocabulary changes nothing. The others use a Fastify hook (`rewriteReplies`: every reply, including
 * the ones written before routing), a handler override through the registry, or the storage.
 */
export interface Fault {
  /** Short and unique: what the server does wrong, e.g. `fails GET /shop/store/cart`. */
  name: string;
  description: string;
  apply(app: FastifyInstance, registry: HandlerRegistry): void;
  /** For faults of the storage: applied to the shop's storage before the server starts. */
  storage?(storage: Storage): void;
}

/** Which requests a fault acts on. */
export interface Target {
  /** Any method when left out. */
  method?: string;
  /** The route path below the API root in neutral words (`/shop/store/cart`): a string matches exactly (trailing slashes aside). */
  path: string | RegExp;
  /** The primary site unless given; `any`: both sites (a statement of the document holds on each). */
  site?: SiteId | 'any';
  /** A further condition on the request: a query argument, the body, the caller. */
  when?: (request: RestRequest) => boolean;
}

const trimmed = (p: string) => (p.length > 1 ? p.replace(/\/+$/, '') : p);

export function matches(target: Target, request: RestRequest): boolean {
  if (target.method && request.method !== target.method) return false;
  if (target.site !== 'any' && (target.site ?? 'primary') !== request.site.id) return false;
  const p = trimmed(request.path);
  if (typeof target.path === 'string' ? p !== target.path : !target.path.test(p)) return false;
  return target.when ? target.when(request) : true;
}

/** `GET /shop/store/cart`, for names. */
export function describe(target: Target): string {
  const where = typeof target.path === 'string' ? target.path : String(target.path);
  return `${target.method ?? 'any method'} ${target.site === 'de' ? '/de ' : ''}${where}${target.when ? ' (some requests)' : ''}`;
}

type Step = (request: RestRequest, next: (request: RestRequest) => Promise<RestResponse>) => Promise<RestResponse>;

/** Runs `step` around every request the REST entry dispatches (the dispatcher is decorated after `extend`). */
export function aroundDispatch(app: FastifyInstance, step: Step): void {
  app.addHook('onReady', async () => {
    const dispatcher: Dispatcher = app.shop.dispatcher;
    const inner = dispatcher.dispatch.bind(dispatcher);
    dispatcher.dispatch = (request: RestRequest) => step(request, async (r) => inner(r));
  });
}

/** Runs `step` around every request the dispatcher executes, batch sub-requests included (after validation). */
export function aroundExecute(
  app: FastifyInstance,
  step: (
    prepared: PreparedRequest,
    next: (prepared: PreparedRequest) => Promise<RestResponse>,
  ) => Promise<RestResponse>,
): void {
  app.addHook('onReady', async () => {
    const dispatcher: Dispatcher = app.shop.dispatcher;
    const inner = dispatcher.execute.bind(dispatcher);
    dispatcher.execute = (prepared: PreparedRequest) => step(prepared, async (p) => inner(p));
  });
}

/** The answer's JSON body, a copy the fault may change (answers may be cached and shared). */
export function bodyOf(response: RestResponse): unknown {
  if (response.rawJson !== undefined) return JSON.parse(response.rawJson);
  return response.body === undefined ? undefined : structuredClone(response.body);
}

/** The answer with another status and body, its headers (session headers, Allow) kept. */
export function answered(
  response: RestResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): RestResponse {
  const { rawJson: _raw, rawJsonOnce: _once, rawText: _text, ...rest } = response;
  return { ...rest, status, body, headers: { ...response.headers, ...headers } };
}

const errorAnswer = (response: RestResponse, error: RestError) => answered(response, error.status, error.toBody());
const ok = (status: number) => status >= 200 && status < 300;

/** Answers to matching requests changed by `alter` (which returns the answer to send). */
export function altersAnswers(
  name: string,
  description: string,
  target: Target,
  alter: (response: RestResponse, request: RestRequest) => RestResponse,
): Fault {
  return {
    name,
    description,
    apply(app) {
      aroundDispatch(app, async (request, next) => {
        const response = await next(request);
        return matches(target, request) ? alter(response, request) : response;
      });
    },
  };
}

/** A route that fails (500) where it would have succeeded: what its cases that need it to answer must catch. */
export function failsRoute(target: Target): Fault {
  return altersAnswers(
    `fails ${describe(target)}`,
    `${describe(target)} answers 500 where it would have succeeded.`,
    target,
    (response) => (ok(response.status) ? errorAnswer(response, errors.internal()) : response),
  );
}

/** A documented argument (or one of its values) refused as invalid where the request would have succeeded. */
export function refusesArgument(target: Target, param: string): Fault {
  return altersAnswers(
    `refuses ${param} on ${describe(target)}`,
    `${describe(target)} refuses ${param} (400 rest_invalid_param) where it would have succeeded.`,
    target,
    (response) =>
      ok(response.status)
        ? errorAnswer(response, errors.invalidParams({ [param]: `${param} is not supported.` }, {}))
        : response,
  );
}

/**
 * A value the document allows refused as invalid, as a server whose enum lacks it would: a request that
 * would have succeeded is refused naming `param`, and a refusal for other arguments (a decoy of the
 * wrong type) names `param` beside them.
 */
export function refusesValue(target: Target, param: string): Fault {
  const message = `${param} is not one of the values this server takes.`;
  return altersAnswers(
    `refuses a value of ${param} on ${describe(target)}`,
    `${describe(target)} refuses a value of ${param} the document allows (400 rest_invalid_param), beside any other refusal.`,
    target,
    (response) => {
      if (ok(response.status)) return errorAnswer(response, errors.invalidParams({ [param]: message }, {}));
      const body = bodyOf(response) as { code?: unknown; data?: { params?: Record<string, unknown> } } | undefined;
      if (body?.code !== 'rest_invalid_param' || !body.data?.params) return response;
      body.data.params[param] = message;
      return answered(response, response.status, body);
    },
  );
}

/** Names a refusal answers: the arguments in `data.params` (a list or an object's keys) and the code. */
function refusalNames(body: unknown): { params: string[]; code: string | undefined } {
  const b = body as { code?: unknown; data?: { params?: unknown } } | null;
  const params = b?.data?.params;
  return {
    params: Array.isArray(params)
      ? params.map(String)
      : params && typeof params === 'object'
        ? Object.keys(params)
        : [],
    code: typeof b?.code === 'string' ? b.code : undefined,
  };
}

/**
 * A refusal (`status`, naming `param` when given, or with `code`) answered as a success instead:
 * a missing or invalid argument accepted, an unknown object served, a permission not checked. The
 * answer is 200 unless given, with the refusal's own body unless given.
 */
export function acceptsRefusal(
  target: Target & { status: number; param?: string; code?: string; answer?: { status?: number; body: unknown } },
): Fault {
  const what = [target.param ? `naming ${target.param}` : '', target.code ? `with ${target.code}` : '']
    .filter(Boolean)
    .join(' ');
  const status = target.answer?.status ?? 200;
  return altersAnswers(
    `accepts on ${describe(target)} what it refuses with ${target.status}${what ? ` ${what}` : ''}`,
    `${describe(target)} answers ${status} where it refuses with ${target.status}${what ? ` ${what}` : ''}.`,
    target,
    (response) => {
      if (response.status !== target.status) return response;
      const names = refusalNames(bodyOf(response));
      if (target.param !== undefined && !names.params.includes(target.param)) return response;
      if (target.code !== undefined && names.code !== target.code) return response;
      return answered(response, status, target.answer ? target.answer.body : bodyOf(response));
    },
  );
}

/** Successful JSON answers rewritten: a value changed, a member dropped or added. */
export function rewritesAnswer(
  target: Target,
  what: string,
  rewrite: (body: unknown, request: RestRequest) => unknown,
): Fault {
  return altersAnswers(
    `${describe(target)}: ${what}`,
    `${describe(target)} answers with ${what}.`,
    target,
    (response, request) =>
      ok(response.status) && response.rawText === undefined
        ? answered(response, response.status, rewrite(bodyOf(response), request))
        : response,
  );
}

/** The parent of a JSON pointer's target and its last token, each `*` token standing for every element. */
function places(body: unknown, pointer: string): [Record<string, unknown>, string][] {
  const tokens = pointer
    .split('/')
    .slice(1)
    .map((t) => t.replace(/~1/g, '/').replace(/~0/g, '~'));
  let parents: unknown[] = [body];
  for (const token of tokens.slice(0, -1)) {
    parents = parents.flatMap((p) => {
      if (p === null || typeof p !== 'object') return [];
      if (token === '*') return Object.values(p as object);
      const next = (p as Record<string, unknown>)[token];
      return next === undefined ? [] : [next];
    });
  }
  const last = tokens[tokens.length - 1] as string;
  return parents
    .filter((p): p is Record<string, unknown> => p !== null && typeof p === 'object')
    .flatMap((p) =>
      last === '*' ? Object.keys(p).map((k): [Record<string, unknown>, string] => [p, k]) : [[p, last]],
    );
}

type JsonValue = string | number | boolean | null | unknown[] | { [member: string]: unknown };

/** A member of successful answers given another value (`*` in the pointer: every element). */
export function rewritesField(target: Target, pointer: string, value: JsonValue | ((old: unknown) => unknown)): Fault {
  return rewritesAnswer(
    target,
    `${pointer} = ${typeof value === 'function' ? 'another value' : JSON.stringify(value)}`,
    (body) => {
      for (const [parent, key] of places(body, pointer))
        parent[key] = typeof value === 'function' ? (value as (old: unknown) => unknown)(parent[key]) : value;
      return body;
    },
  );
}

/** A member left out of successful answers (`*` in the pointer: from every element). */
export function dropsField(target: Target, pointer: string): Fault {
  return rewritesAnswer(target, `no ${pointer}`, (body) => {
    for (const [parent, key] of places(body, pointer)) delete parent[key];
    return body;
  });
}

/** The index (of the primary site unless `site` is given) rewritten by `edit`. */
export function rewritesIndex(what: string, edit: (index: IndexDocument) => void, site: SiteId = 'primary'): Fault {
  return rewritesAnswer({ method: 'GET', path: '/', site }, what, (body) => {
    edit(body as IndexDocument);
    return body;
  });
}

export interface IndexDocument {
  [member: string]: unknown;
  namespaces: string[];
  routes: Record<
    string,
    {
      namespace: string;
      methods: string[];
      endpoints: { methods: string[]; args: Record<string, Record<string, unknown>> | []; allow_batch?: unknown }[];
      _links?: unknown;
    }
  >;
}

/**
 * A handler that acts on its arguments rewritten by `alter` once they have validated (several at
 * once, one in the light of another, the items of a batch): what a realistic bug in reading them does.
 */
export function rewritesParams(
  name: string,
  target: Target,
  alter: (params: Record<string, unknown>) => Record<string, unknown>,
): Fault {
  return {
    name,
    description: `${name}.`,
    apply(app) {
      aroundExecute(app, async (prepared, next) =>
        matches(target, prepared.request) ? next({ ...prepared, params: alter(prepared.params) }) : next(prepared),
      );
    },
  };
}

/**
 * An argument the route validates and then ignores, as if it had not been sent (its default, if it has
 * one, applies): a filter not applied, a size not honoured.
 */
export function ignoresArgument(target: Target, param: string): Fault {
  return {
    name: `ignores ${param} on ${describe(target)}`,
    description: `${describe(target)} validates ${param} and then ignores it.`,
    apply(app) {
      aroundExecute(app, async (prepared, next) => {
        if (!matches(target, prepared.request) || prepared.params[param] === undefined) return next(prepared);
        const { [param]: _ignored, ...params } = prepared.params;
        const fallback = prepared.match.endpoint.args[param]?.default;
        return next({ ...prepared, params: fallback === undefined ? params : { ...params, [param]: fallback } });
      });
    },
  };
}

/** A default other than the document's, applied when the caller leaves the argument out. */
export function changesDefault(target: Target, param: string, value: unknown): Fault {
  return {
    name: `default ${param} = ${JSON.stringify(value)} on ${describe(target)}`,
    description: `${describe(target)} takes ${param} to be ${JSON.stringify(value)} when it is left out.`,
    apply(app) {
      aroundExecute(app, async (prepared, next) => {
        const { request } = prepared;
        const sent = [request.json, request.body, request.query].some(
          (source) => source?.[param] !== undefined && source[param] !== null,
        );
        if (!matches(target, request) || sent) return next(prepared);
        return next({ ...prepared, params: { ...prepared.params, [param]: value } });
      });
    },
  };
}

/** Requests refused (before anything runs) that the document says must be taken. */
export function refuses(target: Target, error: RestError): Fault {
  return {
    name: `refuses ${describe(target)} with ${error.code}`,
    description: `${describe(target)} is refused with ${error.status} ${error.code}.`,
    apply(app) {
      aroundDispatch(app, async (request, next) =>
        matches(target, request) ? { status: error.status, body: error.toBody(), headers: {} } : next(request),
      );
    },
  };
}

/** A route that checks permission before it validates: a caller who may not use it is refused first. */
export function permissionFirst(target: Target): Fault {
  return {
    name: `permission before validation on ${describe(target)}`,
    description: `${describe(target)} refuses a caller who may not use it before it validates the arguments.`,
    apply(app) {
      aroundDispatch(app, async (request, next) => {
        if (!matches(target, request)) return next(request);
        let match;
        try {
          match = app.shop.dispatcher.match(request);
        } catch {
          return next(request);
        }
        if (match.endpoint.access !== 'admin' || isAdministrator(request.principal)) return next(request);
        const error = refuse(match.route, request.method, request.principal);
        return { status: error.status, body: error.toBody(), headers: {} };
      });
    },
  };
}

/** A route answered with a status and body of its own, whatever it would have answered. */
export function answersStatus(target: Target, status: number, body: unknown): Fault {
  return altersAnswers(
    `${describe(target)} answers ${status}`,
    `${describe(target)} answers ${status} ${JSON.stringify(body)}.`,
    target,
    (response) => answered(response, status, body),
  );
}

/** Every reply of `status` (routed or not, authentication refusals included) rewritten: the error layer's faults. */
export function rewritesErrors(
  status: number,
  what: string,
  rewrite: (body: Record<string, unknown>) => unknown,
): Fault {
  return {
    name: `${status} replies: ${what}`,
    description: `Every ${status} reply has ${what}.`,
    apply(app) {
      rewriteReplies(
        app,
        (_m, _url, answeredStatus) => answeredStatus === status,
        (body) => rewrite(body as Record<string, unknown>),
      );
    },
  };
}

/** Replies of `status` with `code` (routed or not: authentication refusals too) answered as `answer` instead. */
export function acceptsErrorReply(status: number, code: string, answer: { status: number; body: unknown }): Fault {
  return {
    name: `${status} ${code} answered ${answer.status}`,
    description: `Where it would refuse with ${status} ${code}, the server answers ${answer.status}.`,
    apply(app) {
      rewriteReplies(
        app,
        (_m, _url, answeredStatus) => answeredStatus === status,
        (body, reply) => {
          if ((body as { code?: unknown } | null)?.code !== code) return body;
          reply.code(answer.status);
          return answer.body;
        },
      );
    },
  };
}

/** An error code renamed in every reply of `status`. */
export function renamesCode(status: number, to: string, from?: string): Fault {
  return rewritesErrors(status, `code ${to}${from ? ` instead of ${from}` : ''}`, (body) =>
    from === undefined || body.code === from ? { ...body, code: to } : body,
  );
}

/** A handler replaced through the registry, given the one it replaces. */
export function overridesHandler(id: string, description: string, make: (original: Handler) => Handler): Fault {
  return {
    name: `handler ${id} overridden`,
    description,
    apply(_app, registry) {
      const original = registry.map.get(id);
      if (!original) throw new Error(`faults: no handler ${id}`);
      registry.handle(id, make(original));
    },
  };
}

/** A fault of the storage (what the handlers keep or read), applied before the server starts. */
export function storageFault(name: string, description: string, alter: (storage: Storage) => void): Fault {
  return { name, description, apply() {}, storage: alter };
}

/** One argument taken for another once validated (include for exclude, order for orderby…). */
export function swapsArgument(target: Target, from: string, to: string): Fault {
  return {
    name: `${from} taken as ${to} on ${describe(target)}`,
    description: `${describe(target)} applies ${from} as if it were ${to}.`,
    apply(app) {
      aroundExecute(app, async (prepared, next) => {
        const { [from]: value, ...params } = prepared.params;
        if (!matches(target, prepared.request) || value === undefined) return next(prepared);
        return next({ ...prepared, params: { ...params, [to]: value } });
      });
    },
  };
}

/** Answers of matching requests sent with another content type (the body unchanged). */
export function answersAsText(target: Target, contentType = 'text/plain; charset=UTF-8'): Fault {
  return altersAnswers(
    `${describe(target)} answers as ${contentType}`,
    `${describe(target)} answers with Content-Type ${contentType}.`,
    target,
    (response) => {
      const body = bodyOf(response);
      return {
        ...answered(response, response.status, undefined),
        rawText: { body: JSON.stringify(body), contentType },
      };
    },
  );
}

// ---------------------------------------------------------------------------------------------------
// Named faults of the batch and the stock

/** Inside a batch, every route is taken to allow batch. */
export const allowsBatchEverywhere: Fault = {
  name: 'allow_batch not enforced',
  description: 'Inside a batch, every route is taken to allow batch.',
  apply(app) {
    app.addHook('onReady', async () => {
      const dispatcher = app.shop.dispatcher;
      const match = dispatcher.match.bind(dispatcher);
      dispatcher.match = (request) => {
        const found = match(request);
        return request.inBatch ? { ...found, route: { ...found.route, allowBatch: true } } : found;
      };
    });
  },
};

/** A batch's sub-requests run as an administrator, whoever sent the batch. */
export const batchSkipsPermission: Fault = {
  name: 'sub-requests of a batch run without their permission check',
  description: 'Inside a batch, every sub-request runs as an administrator.',
  apply(app) {
    aroundExecute(app, async (prepared, next) =>
      prepared.request.inBatch
        ? next({
            ...prepared,
            request: { ...prepared.request, principal: { id: 1, login: 'admin', role: 'administrator' } },
          })
        : next(prepared),
    );
  },
};

/** A query string in a batch sub-request's path is dropped. */
export const dropsSubRequestQuery: Fault = {
  name: 'sub-request query strings dropped',
  description: "A batch sub-request's path keeps no query string.",
  apply(app) {
    app.addHook('onReady', async () => {
      const dispatcher = app.shop.dispatcher;
      const prepare = dispatcher.prepare.bind(dispatcher);
      dispatcher.prepare = (request, match) => prepare(request.inBatch ? { ...request, query: {} } : request, match);
    });
  },
};

/** Paying an order reduces its lines' stock otherwise (`alter` is given the real reduction). */
export function altersStockReduction(
  name: string,
  alter: (reduce: Storage['products']['reduceStock']) => Storage['products']['reduceStock'],
): Fault {
  return storageFault(name, `${name} when an order is paid.`, (storage) => {
    storage.products.reduceStock = alter(storage.products.reduceStock.bind(storage.products));
  });
}

/** An order created pending takes its lines' stock at once (once: paying it later takes nothing more). */
export const pendingOrderTakesStock = storageFault(
  'stock taken by a pending order',
  'An order created pending reduces the stock of its lines at once.',
  (storage) => {
    const create = storage.orders.create.bind(storage.orders);
    storage.orders.create = (build) => {
      const order = create(build);
      const lines =
        (order.line_items as { product_id: number; variation_id: number; quantity: number }[] | undefined) ?? [];
      if (order.status === 'pending' && lines.length > 0 && !order.stock_reduced) {
        storage.products.reduceStock(
          lines.map((l) => ({ productId: l.variation_id || l.product_id, quantity: l.quantity })),
        );
        order.stock_reduced = true;
      }
      return order;
    };
  },
);

// ---------------------------------------------------------------------------------------------------
// Input forms (issue 35): an argument's other form with no effect

/** What a request itself sent for an argument: its query, else its JSON body. */
export function sentArgument(request: RestRequest, name: string): unknown {
  return request.query[name] !== undefined ? request.query[name] : request.json?.[name];
}

/**
 * An argument the request sent in one form (`form` of what it sent: a single value where a list is
 * taken, a string where an integer is too, an empty list) is validated and then ignored, as if not sent
 * (its default, if it has one, applies); sent in another form, it is taken. Batch sub-requests too.
 */
export function ignoresForm(name: string, target: Target, param: string, form: (sent: unknown) => boolean): Fault {
  return {
    name,
    description: `${describe(target)} ignores ${param} when it is given as ${name}.`,
    apply(app) {
      aroundExecute(app, async (prepared, next) => {
        if (!matches(target, prepared.request) || !form(sentArgument(prepared.request, param))) return next(prepared);
        const { [param]: _ignored, ...params } = prepared.params;
        const fallback = prepared.match.endpoint.args[param]?.default;
        return next({ ...prepared, params: fallback === undefined ? params : { ...params, [param]: fallback } });
      });
    },
  };
}

/** A single value where a list is taken: a query's scalar (`include=5`, a comma list). */
export const oneValue = (sent: unknown): boolean => typeof sent === 'string' || typeof sent === 'number';
/** A list of one value (a body's list form of one). */
export const listOfOne = (sent: unknown): boolean => Array.isArray(sent) && sent.length === 1;
/** An empty list. */
export const emptyList = (sent: unknown): boolean => Array.isArray(sent) && sent.length === 0;
