import type { Args } from '../../../spec/types.js';
import { RestError } from '../../http/errors.js';
import { resolveParams } from '../../validation/request-params.js';

export const BATCH_ITEMS_LIMIT = 100;

interface BatchHandlers {
  createArgs: Args;
  updateArgs: Args;
  create: (params: Record<string, unknown>) => unknown;
  update: (id: number, params: Record<string, unknown>) => unknown;
  remove: (id: number) => unknown;
}

function attempt(id: number, run: () => unknown): unknown {
  try {
    return run();
  } catch (error) {
    if (error instanceof RestError) return { id, error: error.toBody() };
    throw error;
  }
}

/**
 * The administration's `{create, update, delete}` batch: each item validated and run on its own, its
 * error reported in its place; more than 100 items in all is refused whole with 413.
 */
export function runBatch(params: Record<string, unknown>, handlers: BatchHandlers): Record<string, unknown[]> {
  const create = Array.isArray(params.create) ? (params.create as Record<string, unknown>[]) : [];
  const update = Array.isArray(params.update) ? (params.update as Record<string, unknown>[]) : [];
  const remove = Array.isArray(params.delete) ? (params.delete as unknown[]) : [];
  if (create.length + update.length + remove.length > BATCH_ITEMS_LIMIT) {
    throw new RestError(
      'shop_rest_request_entity_too_large',
      `Unable to accept more than ${BATCH_ITEMS_LIMIT} items for this request.`,
      413,
    );
  }
  const out: Record<string, unknown[]> = {};
  if (create.length)
    out.create = create.map((item) =>
      attempt(0, () => handlers.create(resolveParams({ json: item, query: {}, url: {} }, handlers.createArgs))),
    );
  if (update.length) {
    out.update = update.map((item) =>
      attempt(Number(item.id ?? 0), () =>
        handlers.update(Number(item.id), resolveParams({ json: item, query: {}, url: {} }, handlers.updateArgs)),
      ),
    );
  }
  if (remove.length) out.delete = remove.map((id) => attempt(Number(id), () => handlers.remove(Number(id))));
  return out;
}
