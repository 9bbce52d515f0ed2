import type { FastifyInstance } from 'fastify';
import type { Handler } from '../../../reference-server/http/types.js';
import type { HandlerRegistry } from '../../../reference-server/plugins/registry.js';
import type { Storage } from '../../../reference-server/storage/index.js';

/**
 * What a real instance of the platform does with dates it sets and values written with null (issue 36),
 * both legal under the document:
 * - a product's modified date is set, on insert, to its creation date: the date given by the request
 *   (`date_created` or `date_created_gmt`), now when none is given. The platform inserts the post with
 *   its modified date equal to its date; the document says nothing of what a new product's modified
 *   date is.
 * - a meta entry written with the value null is deleted (an order's, a coupon's): the document lists null
 *   among the values meta_data takes (line 124), not that it reads back.
 * Products are the only objects whose creation date a create takes (the order and coupon fields give
 * none), so they are the only ones dated this way.
 */
export function platformDates(storage: Storage) {
  return (_app: FastifyInstance, registry: HandlerRegistry): void => {
    modifiedWhenCreated(storage, registry);
    nullMetaDeleted(storage, registry);
  };
}

type Body = Record<string, unknown>;

/** Wraps the handler bound to `id` (the reference server's own, bound before `extend` runs). */
function wrap(registry: HandlerRegistry, id: string, around: (original: Handler) => Handler): void {
  const original = registry.map.get(id);
  if (!original) throw new Error(`no handler bound to ${id}`);
  registry.handle(id, around(original));
}

function modifiedWhenCreated(storage: Storage, registry: HandlerRegistry): void {
  wrap(registry, 'shop-analytics:/products POST', (original) => async (ctx) => {
    const response = await original(ctx);
    const body = response.body as Body | null;
    if (response.status >= 300 || body === null || typeof body !== 'object' || typeof body.id !== 'number')
      return response;
    // In the same handler as the insert: no listing can have been answered (nor cached) in between.
    storage.db.prepare('UPDATE products SET date_modified = date_created WHERE id = ?').run(body.id);
    return {
      ...response,
      body: { ...body, date_modified: body.date_created, date_modified_gmt: body.date_created_gmt },
    };
  });
}

/** The keys (and ids) of the meta entries a write gives the value null. */
function nulled(params: Record<string, unknown>): { keys: Set<unknown>; ids: Set<number> } {
  const keys = new Set<unknown>();
  const ids = new Set<number>();
  const given = Array.isArray(params.meta_data) ? (params.meta_data as unknown[]) : [];
  for (const entry of given) {
    if (entry === null || typeof entry !== 'object') continue;
    const { id, key, value } = entry as { id?: unknown; key?: unknown; value?: unknown };
    if (value !== null) continue;
    if (id !== undefined && Number.isInteger(Number(id))) ids.add(Number(id));
    else keys.add(key);
  }
  return { keys, ids };
}

type MetaEntry = { id?: unknown; key?: unknown };

function nullMetaDeleted(storage: Storage, registry: HandlerRegistry): void {
  const kinds = [
    {
      handlers: ['shop-analytics:/orders POST', 'shop-analytics:/orders/{id} POST,PUT,PATCH'],
      drop: (id: number, keep: (m: MetaEntry) => boolean) => {
        const order = storage.orders.get(id);
        if (!order) return;
        storage.orders.save({ ...order, meta_data: ((order.meta_data as MetaEntry[] | undefined) ?? []).filter(keep) });
      },
    },
    {
      handlers: ['shop-analytics:/coupons POST', 'shop-analytics:/coupons/{id} POST,PUT,PATCH'],
      drop: (id: number, keep: (m: MetaEntry) => boolean) => {
        const coupon = storage.coupons.get(id);
        if (!coupon) return;
        storage.coupons.update({
          ...coupon,
          meta_data: ((coupon.meta_data as MetaEntry[] | undefined) ?? []).filter(keep),
        });
      },
    },
  ];
  for (const { handlers, drop } of kinds)
    for (const handler of handlers)
      wrap(registry, handler, (original) => async (ctx) => {
        const { keys, ids } = nulled(ctx.params);
        const response = await original(ctx);
        const body = response.body as Body | null;
        if (keys.size + ids.size === 0 || response.status >= 300 || body === null || typeof body !== 'object')
          return response;
        const keep = (m: MetaEntry) => !keys.has(m.key) && !ids.has(Number(m.id));
        drop(Number(body.id), keep);
        const meta = Array.isArray(body.meta_data) ? (body.meta_data as MetaEntry[]).filter(keep) : body.meta_data;
        return { ...response, body: { ...body, meta_data: meta } };
      });
}
