import type { FastifyInstance } from 'fastify';
import type { Storage } from '../../reference-server/storage/index.js';
import { path } from './conformance.js';

/**
 * What a real instance of the platform showed that the tool first took for faults (issue 27), each a
 * legitimate variation `variations.ts` adds to the others. Written against whatever words the site
 * speaks: paths are matched by their shape, not by the namespace word.
 */

/** A fresh site: no orders and no coupons of its own (what the suites find there is what they made). */
export function noOrdersOrCoupons(storage: Storage): void {
  for (const order of storage.orders.list({}).items) storage.orders.remove(order.id);
  for (const coupon of storage.coupons.all()) storage.coupons.remove(coupon.id);
}

/** The three batch routes: the core's and the storefront's under both namespaces. */
const BATCH = /\/(batch\/v1|[\w-]+\/store(\/v1)?\/batch)\/?$/;

/** Rewrites a JSON request body before the site reads it (the raw text the REST entry parses). */
function rewriteBody(
  app: FastifyInstance,
  match: (url: string) => boolean,
  edit: (body: Record<string, unknown>) => void,
) {
  app.addHook('preHandler', async (request) => {
    if (request.method !== 'POST' || !match(path(request.url))) return;
    const raw = request.body as { kind?: string; text?: string } | undefined;
    if (raw?.kind !== 'json' || !raw.text) return;
    let body: unknown;
    try {
      body = JSON.parse(raw.text);
    } catch {
      return;
    }
    if (body === null || typeof body !== 'object' || Array.isArray(body)) return;
    edit(body as Record<string, unknown>);
    raw.text = JSON.stringify(body);
  });
}

/**
 * A scalar header value of a batch sub-request is read as a one-item list (the platform reads a scalar
 * as a list wherever it takes one, platform-core-rest.md:288): `{X-A: 5}` is `{X-A: ["5"]}`, taken.
 */
export function scalarHeadersAsLists(app: FastifyInstance): void {
  rewriteBody(
    app,
    (url) => BATCH.test(url),
    (body) => {
      if (!Array.isArray(body.requests)) return;
      for (const item of body.requests as unknown[]) {
        const headers = (item as { headers?: unknown } | null)?.headers;
        if (headers === null || typeof headers !== 'object' || Array.isArray(headers)) continue;
        for (const [name, value] of Object.entries(headers as Record<string, unknown>))
          if (['string', 'number', 'boolean'].includes(typeof value))
            (headers as Record<string, unknown>)[name] = [String(value)];
      }
    },
  );
}

/**
 * The storefront's batch refuses a sub-request whose path is not in its namespace (400, before any
 * sub-request is read), as the platform's storefront batch does; the core's batch takes any path.
 * `codeWord`: the site's word for the error codes.
 */
export function storefrontBatchOwnPaths(app: FastifyInstance, codeWord: string): void {
  app.addHook('preHandler', async (request, reply) => {
    const store = /\/([\w-]+\/store)(?:\/v1)?\/batch\/?$/.exec(path(request.url));
    const raw = request.body as { kind?: string; text?: string } | undefined;
    if (request.method !== 'POST' || !store || raw?.kind !== 'json' || !raw.text) return;
    let requests: unknown;
    try {
      requests = (JSON.parse(raw.text) as { requests?: unknown }).requests;
    } catch {
      return;
    }
    if (!Array.isArray(requests)) return;
    const outside = requests.some((r) => {
      const sub = (r as { path?: unknown } | null)?.path;
      return typeof sub === 'string' && !sub.includes(store[1] as string);
    });
    if (outside)
      return reply
        .code(400)
        .send({ code: `${codeWord}_rest_invalid_path`, message: 'Invalid path provided.', data: { status: 400 } });
  });
}

/** What the platform's is_email takes, near enough: a local part, an @, a dotted domain. */
const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

/** update-customer sanitises a billing email that is no address to '' and takes it (it validates nothing there). */
export function sanitisedCustomerEmail(app: FastifyInstance): void {
  rewriteBody(
    app,
    (url) => /\/store(\/v1)?\/cart\/update-customer\/?$/.test(url),
    (body) => {
      const billing = body.billing_address as { email?: unknown } | undefined;
      if (billing && typeof billing.email === 'string' && billing.email !== '' && !EMAIL.test(billing.email))
        billing.email = '';
    },
  );
}

type Descriptor = { endpoints?: { methods?: string[]; args?: Record<string, Record<string, unknown>> | [] }[] };

/**
 * The index publishes no `default` on update endpoints: none on the POST, PUT and PATCH endpoints of
 * an order or a coupon and of their batch routes, and none for the storefront's product attributes'
 * context. The site still applies its defaults; its index does not say them.
 */
export function noDefaultsPublishedOnUpdates(app: FastifyInstance): void {
  const updates = /^\/[\w-]+-analytics\/(orders|coupons)\/(\(\?P<id>[^)]*\)|batch)$/;
  const attributes = /^\/[\w-]+\/store(\/v1)?\/products\/attributes$/;
  app.addHook('onSend', async (request, reply, payload) => {
    // The root index and the namespace indexes (and a route's own descriptor): any answer with routes.
    const text = Buffer.isBuffer(payload) ? payload.toString('utf8') : payload;
    if (request.method !== 'GET' || reply.statusCode !== 200 || typeof text !== 'string') return payload;
    if (!text.startsWith('{') || !text.includes('"routes"')) return payload;
    const body = JSON.parse(text) as { routes?: Record<string, Descriptor> };
    if (body.routes === null || typeof body.routes !== 'object') return payload;
    for (const [pattern, route] of Object.entries(body.routes)) {
      for (const endpoint of route.endpoints ?? []) {
        const args = endpoint.args;
        if (!args || Array.isArray(args)) continue;
        if (updates.test(pattern) && endpoint.methods?.some((m) => m !== 'GET' && m !== 'DELETE'))
          for (const arg of Object.values(args)) delete arg.default;
        if (attributes.test(pattern) && args.context) delete args.context.default;
      }
    }
    return JSON.stringify(body);
  });
}
