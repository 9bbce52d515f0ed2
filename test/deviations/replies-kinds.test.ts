import { describe, expect, it } from 'vitest';
import type { PreparedRequest } from '../../reference-server/core/dispatcher.js';
import { prepare } from '../../src/engine.js';
import { aroundExecute, answered, bodyOf, type Fault } from '../helpers/faults.js';
import { runDeviation } from './catalogue/run.js';

/**
 * A reply member wrong in one kind of answer only, the way an implementation gets one serialiser wrong:
 * only inside batch sub-requests, only in a list, only under the storefront's second namespace, only on
 * one route of a resource. Each is caught at must level by a normal run of its part's suites, by the
 * examination of every answer citing the member's statement (or by a case that failed at must on that
 * very value, the finding then blocked by it: one fault, one failure).
 */
interface Kind {
  name: string;
  suites: string[];
  statement: string;
  when: (prepared: PreparedRequest) => boolean;
  edit: (body: unknown) => void;
}

const eachObject = (value: unknown, visit: (o: Record<string, unknown>) => void): void => {
  if (Array.isArray(value)) value.forEach((v) => eachObject(v, visit));
  else if (value !== null && typeof value === 'object') {
    visit(value as Record<string, unknown>);
    Object.values(value).forEach((v) => eachObject(v, visit));
  }
};

const path = (p: PreparedRequest) => p.request.path.replace(/\/+$/, '');

const KINDS: Kind[] = [
  {
    name: "a cart item's key one character short, in batch sub-requests' answers only",
    suites: ['batch'],
    statement: 'reply.cart-item.key',
    when: (p) => p.request.inBatch && /^\/shop\/store(\/v1)?\/cart\/add-item$/.test(path(p)),
    edit: (body) =>
      eachObject(body, (o) => {
        if (typeof o.key === 'string' && o.key.length === 32) o.key = o.key.slice(1);
      }),
  },
  {
    name: "an order's billing e-mail a number, in order lists only",
    suites: ['order-lists'],
    statement: 'reply.order-billing.email',
    when: (p) => p.request.method === 'GET' && path(p) === '/shop-analytics/orders',
    edit: (body) =>
      eachObject(body, (o) => {
        if (o.billing && typeof o.billing === 'object') (o.billing as Record<string, unknown>).email = 42;
      }),
  },
  {
    name: "a checkout's billing city a number, in the checkout's reply only",
    suites: ['checkout'],
    statement: 'reply.address.city',
    when: (p) => p.request.method === 'POST' && /^\/shop\/store(\/v1)?\/checkout$/.test(path(p)),
    edit: (body) =>
      eachObject(body, (o) => {
        if (o.billing_address && typeof o.billing_address === 'object')
          (o.billing_address as Record<string, unknown>).city = 10115;
      }),
  },
  {
    name: "a note's status outside the document's vocabulary, on the note action only",
    suites: ['notes'],
    statement: 'reply.note.status',
    when: (p) => /\/action\/\d+$/.test(path(p)),
    edit: (body) => {
      if (body && typeof body === 'object' && 'status' in body) (body as Record<string, unknown>).status = 'done';
    },
  },
  {
    name: "a product's category ids as text, in the create reply only",
    suites: ['admin-products'],
    statement: 'reply.product.categories[].id',
    when: (p) => p.request.method === 'POST' && path(p) === '/shop-analytics/products',
    edit: (body) =>
      eachObject(body, (o) => {
        if (Array.isArray(o.categories)) for (const c of o.categories as Record<string, unknown>[]) c.id = String(c.id);
      }),
  },
  {
    name: "a coupon's free_shipping as text, in the coupons' batch only",
    suites: ['coupons'],
    statement: 'reply.coupon.free_shipping',
    when: (p) => path(p) === '/shop-analytics/coupons/batch',
    edit: (body) =>
      eachObject(body, (o) => {
        if (typeof o.free_shipping === 'boolean') o.free_shipping = o.free_shipping ? 'yes' : 'no';
      }),
  },
  {
    name: "an order line's quantity as text, in the orders' batch only",
    suites: ['orders', 'order-fields', 'order-lists'],
    statement: 'reply.line-item.quantity',
    when: (p) => path(p) === '/shop-analytics/orders/batch',
    edit: (body) =>
      eachObject(body, (o) => {
        if (Array.isArray(o.line_items))
          for (const l of o.line_items as Record<string, unknown>[]) l.quantity = String(l.quantity);
      }),
  },
];

function faultOf(kind: Kind): Fault {
  return {
    name: kind.name,
    description: kind.name,
    apply(app) {
      aroundExecute(app, async (prepared, next) => {
        const response = await next(prepared);
        if (response.status >= 300 || !kind.when(prepared)) return response;
        const body = bodyOf(response);
        kind.edit(body);
        return answered(response, response.status, body);
      });
    },
  };
}

const known = new Set(prepare([]).suites.map((s) => s.id));
const withVariants = (suites: string[]) => suites.flatMap((s) => [s, ...[...known].filter((k) => k === `${s}-v1`)]);

describe('a reply member wrong in one kind of answer only fails the run at must level, citing it', () => {
  it.each(KINDS)('$name', async (kind) => {
    const { run } = await runDeviation({
      name: kind.name,
      suites: withVariants(kind.suites),
      fault: faultOf(kind),
      fails: [],
    });
    // Its finding, or, where a case failed at must on that very value, the finding blocked by that case.
    const mustFailed = new Set(
      run.cases.filter((c) => c.outcome === 'failed' && c.level === 'must').map((c) => `${c.suite}/${c.id}`),
    );
    const found = run.cases.filter(
      (c) =>
        c.suite === 'replies' &&
        ((c.outcome === 'failed' && c.failures.some((f) => f.level === 'must' && f.doc?.includes(kind.statement))) ||
          (c.outcome === 'blocked' && mustFailed.has(c.blockedBy ?? '') && c.cites?.doc.includes(kind.statement))),
    );
    expect(
      found.map((c) => c.id),
      `${kind.name}: no must-level finding citing ${kind.statement}`,
    ).not.toEqual([]);
  });
});
