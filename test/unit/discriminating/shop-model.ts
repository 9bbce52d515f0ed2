import { builtInChecks } from '../../../src/checks/registry.js';
import { endpointFor, routeFor } from '../../../src/catalog/routes.js';
import type { HttpResponse } from '../../../src/http/client.js';
import type { Failure } from '../../../src/model/result.js';
import type { CaseSpec, Suite } from '../../../src/model/suite.js';
import { casePlaceholders, fill } from '../../../src/model/template.js';
import { takeCaptures } from '../../../src/runner/case-captures.js';
import { judge } from '../../../src/runner/case-checks.js';
import { jsonOnce } from '../../../src/answers/derived.js';
import { readablePattern } from '../../../spec/patterns.js';
import { ledgerRoute } from '../../../spec/statements/index.js';

/**
 * A model of what the interface document says the catalog part's listings do, over the objects the
 * suites' own set-up requests make (probe products, orders, coupons, read from the bodies they send) and
 * a few objects of the shop's own (made and last changed before the run, with smaller ids: what a
 * setup "finds"). A case runs against it as against a site: its request filled from the captures of the
 * cases before it, answered by the model, its captures taken and its checks judged by the engine's own
 * code. A world may be wrong in one way (`Wrong`): the same cases run against it show whether a case's
 * own data tells the wrong answer from the right one.
 *
 * What the document leaves open is run every way it may go (`Variant`): ties in an order broken either
 * way, the shop's own texts sorting before or after the suites' own, a date bound exclusive or
 * inclusive. A case is sound when its must-level checks pass every way, and discriminating when they
 * fail every way in the wrong world.
 */

const H = 3_600_000;
/** The model's site is two hours ahead of GMT: the site's time and GMT differ, as on many shops. */
const OFFSET = 2;
/** When the run makes its objects (GMT): between the suites' bounds of "long past" (2000) and "to come" (2050). */
const NOW = Date.parse('2026-06-15T12:00:00Z');
/** When the shop's own objects were made and last changed. */
const PAST = Date.parse('2020-01-01T09:00:00Z');

const gmtText = (ms: number) => new Date(ms).toISOString().slice(0, 19);
const localText = (ms: number) => gmtText(ms + OFFSET * H);
const fromGmt = (text: string) => Date.parse(`${text.slice(0, 19)}Z`);
const fromLocal = (text: string) => fromGmt(text) - OFFSET * H;

export interface Variant {
  /** Ties in an order broken by id ascending or descending. */
  ties: 'asc' | 'desc';
  /** The shop's own texts (a coupon's code) sort before or after everything the suites write. */
  siteTexts: 'low' | 'high';
  /** A date bound keeps what falls on it, or not. */
  inclusive: boolean;
}
export const VARIANTS: Variant[] = (['asc', 'desc'] as const).flatMap((ties) =>
  (['low', 'high'] as const).flatMap((siteTexts) => [false, true].map((inclusive) => ({ ties, siteTexts, inclusive }))),
);

export type Params = Record<string, unknown>;

/** One way a listing may be wrong: its arguments read otherwise, or its order otherwise. */
export interface Wrong {
  name: string;
  /** The listing (the document's form of its route) it acts on. */
  route: string;
  params?: (params: Params, sent: Params) => Params;
  /** The items of the whole list, ordered right, in the wrong order: gets how the list orders (key, direction). */
  reorder?: (items: Obj[], order: Ordering) => Obj[];
  /** Dates read in the other timezone: bounds in the site's time read as GMT and the other way round. */
  zone?: boolean;
}

export interface Ordering {
  orderby: string;
  direction: 1 | -1;
  key: (o: Obj) => unknown;
}

/** A product, an order or a coupon of the model. */
export interface Obj {
  id: number;
  kind: 'product' | 'order' | 'coupon';
  site: boolean;
  body: Record<string, unknown>;
  created: number;
  modified: number;
}

type Answer = { status: number; body: unknown; headers?: Record<string, string> };

const checks = builtInChecks();

// ---------------------------------------------------------------------------------------------------
// Reading the objects

const str = (v: unknown) => (v === undefined || v === null ? '' : String(v));
const bool = (v: unknown) => v === true || v === 'true' || v === 1 || v === '1';
const list = (v: unknown): unknown[] =>
  Array.isArray(v)
    ? v
    : v === undefined || v === null || v === ''
      ? []
      : String(v)
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean);
const sameId = (a: unknown, b: unknown) => String(a) === String(b);
const ids = (v: unknown) => list(v).map(String);

/** A product's price in major units: its sale price when it has one. */
const price = (o: Obj) => Number(o.body.sale_price || o.body.regular_price || 0);
const minor = (o: Obj) => Math.round(price(o) * 100);
const termIds = (o: Obj, member: 'categories' | 'tags') =>
  ((o.body[member] as { id?: unknown }[] | undefined) ?? []).map((t) => String(t.id));

// ---------------------------------------------------------------------------------------------------
// The model shop

export class ShopModel {
  readonly objects: Obj[] = [];
  private next = 1000;

  constructor(
    private readonly variant: Variant,
    private readonly wrong: Wrong | undefined,
    site: Obj[],
  ) {
    this.objects.push(...site);
  }

  /** The shop's own objects: ids below the suites', made and last changed before the run. */
  static site(variant: Variant): Obj[] {
    const code = variant.siteTexts === 'low' ? '!site' : '~site';
    const product = (id: number, body: Record<string, unknown>): Obj => ({
      id,
      kind: 'product',
      site: true,
      body: { status: 'publish', type: 'simple', regular_price: '29.00', ...body },
      created: PAST + id * H,
      modified: PAST + id * H,
    });
    return [
      // Rated, carrying the attribute term and the shipping class the setups find.
      product(1, {
        name: `${code} rated`,
        sku: `${code}-rated`,
        rating: 4,
        attributeTerms: ['{{termId}}', '{{attributeTermId}}'],
        shipping_class: '{{shippingClass}}',
        shipping_class_id: '{{shippingClassId}}',
      }),
      ...[2, 3, 4, 5, 6].map((id) => product(id, { name: `${code} ${id}`, sku: `${code}-${id}` })),
      {
        id: 7,
        kind: 'order',
        site: true,
        body: { status: 'completed', customer_id: 0 },
        created: PAST,
        modified: PAST,
      },
      { id: 8, kind: 'coupon', site: true, body: { code: `${code}-coupon` }, created: PAST, modified: PAST },
    ];
  }

  private make(kind: Obj['kind'], body: Record<string, unknown>): Obj {
    const created = body.date_created_gmt
      ? fromGmt(String(body.date_created_gmt))
      : body.date_created
        ? fromLocal(String(body.date_created))
        : NOW;
    const o: Obj = { id: this.next++, kind, site: false, body, created, modified: NOW };
    this.objects.push(o);
    return o;
  }

  answer(method: string, path: string, query: Params, body: unknown): Answer | undefined {
    const route = routeFor('primary', path);
    if (!route) return undefined;
    const key = ledgerRoute(readablePattern(route.pattern));
    const b = (body ?? {}) as Record<string, unknown>;
    const one = (kind: Obj['kind'], shape: (o: Obj) => unknown) => {
      const id = Number(/\/(\d+)\/?$/.exec(path)?.[1]);
      const o = this.objects.find((x) => x.kind === kind && x.id === id);
      return o ? { status: 200, body: shape(o) } : { status: 404, body: { code: 'not_found' } };
    };
    switch (`${method} ${key}`) {
      case 'POST /shop-analytics/products':
        return { status: 201, body: this.adminProduct(this.make('product', b), query) };
      case 'POST /shop-analytics/orders':
        return { status: 201, body: this.order(this.make('order', b), 2) };
      case 'POST /shop-analytics/orders/batch':
        return {
          status: 200,
          body: {
            create: ((b.create as Record<string, unknown>[]) ?? []).map((x) => this.order(this.make('order', x), 2)),
          },
        };
      case 'POST /shop-analytics/coupons/batch':
        return {
          status: 200,
          body: {
            create: ((b.create as Record<string, unknown>[]) ?? []).map((x) => this.coupon(this.make('coupon', x))),
          },
        };
      case 'GET /shop-analytics/products':
        return this.listing(key, query, 'product', (o, p) => this.adminProduct(o, p));
      case 'GET /shop-analytics/orders':
        return this.listing(key, query, 'order', (o, p) => this.order(o, Number(p.dp)));
      case 'GET /shop-analytics/orders/{id}':
        return one('order', (o) => this.order(o, 2));
      case 'GET /shop-analytics/coupons':
        return this.listing(key, query, 'coupon', (o) => this.coupon(o));
      case 'GET /shop/store/products':
        return this.listing(key, query, 'product', (o) => this.storeProduct(o));
      case 'GET /shop/store/products/{id}':
        return one('product', (o) => this.storeProduct(o));
      case 'GET /shop/store/products/collection-data':
        return this.figures(key, query);
      case 'GET /shop/store/products/reviews':
        // The shop's reviews are of its rated product.
        return { status: 200, body: [{ id: 1, product_id: 1, rating: 4 }] };
      case 'GET /shop/store/cart':
        return { status: 200, body: {}, headers: { 'user-id': '1' } };
      default:
        return undefined;
    }
  }

  // ----- representations
  private adminProduct(o: Obj, _p: Params): Record<string, unknown> {
    return {
      ...o.body,
      id: o.id,
      price: price(o).toFixed(2),
      date_created: localText(o.created),
      date_created_gmt: gmtText(o.created),
      date_modified: localText(o.modified),
      date_modified_gmt: gmtText(o.modified),
    };
  }
  private storeProduct(o: Obj): Record<string, unknown> {
    return { id: o.id, name: o.body.name, prices: { price: String(minor(o)) }, type: o.body.type ?? 'simple' };
  }
  private order(o: Obj, dp: number): Record<string, unknown> {
    const lines = ((o.body.line_items as Record<string, unknown>[] | undefined) ?? []).map((l) => {
      const product = this.objects.find((x) => x.kind === 'product' && sameId(x.id, l.product_id));
      const total = l.total !== undefined ? Number(l.total) : (product ? price(product) : 0) * Number(l.quantity ?? 1);
      return { ...l, total: total.toFixed(dp) };
    });
    return {
      ...o.body,
      id: o.id,
      number: String(o.id),
      line_items: lines,
      date_created: localText(o.created),
      date_created_gmt: gmtText(o.created),
    };
  }
  private coupon(o: Obj): Record<string, unknown> {
    return { ...o.body, id: o.id, date_created: localText(o.created), date_created_gmt: gmtText(o.created) };
  }

  // ----- what a listing keeps, and in which order
  private params(route: string, query: Params): Params {
    const found = routeFor('primary', route);
    const endpoint = found && endpointFor(found, 'GET');
    const defaults = Object.fromEntries(
      Object.entries(endpoint?.args ?? {})
        .filter(([, a]) => a.default !== undefined)
        .map(([k, a]) => [k, a.default]),
    );
    const p = { ...defaults, ...query };
    return this.wrong && this.wrong.route === route && this.wrong.params ? this.wrong.params(p, query) : p;
  }

  /** A date bound in the site's time (or GMT, `gmt`) as GMT; the wrong world's zone reads it in the other. */
  private bound(text: unknown, gmt: boolean, route: string): number {
    const inGmt = this.wrong?.zone && this.wrong.route === route ? !gmt : gmt;
    return inGmt ? fromGmt(String(text)) : fromLocal(String(text));
  }
  private after(at: number, bound: number) {
    return this.variant.inclusive ? at >= bound : at > bound;
  }
  private before(at: number, bound: number) {
    return this.variant.inclusive ? at <= bound : at < bound;
  }

  private keeps(route: string, o: Obj, p: Params): boolean {
    const inList = (arg: string) => ids(p[arg]).length === 0 || ids(p[arg]).some((v) => sameId(v, o.id));
    const notIn = (arg: string) => !ids(p[arg]).some((v) => sameId(v, o.id));
    if (!inList('include') || !notIn('exclude')) return false;
    const gmt = p.dates_are_gmt === true || p.dates_are_gmt === 'true';
    const dates = (created: number, modified: number) =>
      (p.after === undefined || this.after(created, this.bound(p.after, gmt, route))) &&
      (p.before === undefined || this.before(created, this.bound(p.before, gmt, route))) &&
      (p.modified_after === undefined || this.after(modified, this.bound(p.modified_after, gmt, route))) &&
      (p.modified_before === undefined || this.before(modified, this.bound(p.modified_before, gmt, route)));
    const text = (v: unknown) => str(v).toLowerCase();
    const contains = (hay: unknown, needle: unknown) => text(hay).includes(text(needle));
    const b = o.body;
    if (route === '/shop-analytics/orders') {
      const statuses = ids(p.status);
      const line = (b.line_items as { product_id?: unknown }[] | undefined) ?? [];
      const names = ['billing', 'shipping'].flatMap((a) =>
        Object.values((b[a] as Record<string, unknown> | undefined) ?? {}).map(str),
      );
      return (
        (statuses.includes('any') || statuses.includes(str(b.status ?? 'pending'))) &&
        (p.customer === undefined || sameId(p.customer, b.customer_id ?? 0)) &&
        (p.product === undefined || line.some((l) => sameId(l.product_id, p.product))) &&
        (ids(p.parent).length === 0 || ids(p.parent).some((v) => sameId(v, b.parent_id ?? 0))) &&
        !ids(p.parent_exclude).some((v) => sameId(v, b.parent_id ?? 0)) &&
        (p.search === undefined || names.some((n) => contains(n, p.search))) &&
        (p.number === undefined || String(o.id).includes(str(p.number))) &&
        dates(o.created, o.modified)
      );
    }
    if (route === '/shop-analytics/coupons')
      return (
        (p.search === undefined || contains(b.code, p.search)) &&
        (p.code === undefined || text(b.code) === text(p.code)) &&
        dates(o.created, o.modified)
      );
    // Products: the administration's list and the storefront's.
    const admin = route === '/shop-analytics/products';
    const stock = str(b.stock_status || 'instock');
    const terms = (arg: 'category' | 'tag', member: 'categories' | 'tags', operator: unknown) => {
      const asked = ids(p[arg]);
      if (asked.length === 0) return true;
      const has = termIds(o, member);
      const op = str(operator || 'in');
      if (op === 'not_in') return !asked.some((t) => has.includes(t));
      if (op === 'and') return asked.every((t) => has.includes(t));
      return asked.some((t) => has.includes(t));
    };
    const attributeTerms = ((b.attributeTerms as string[] | undefined) ?? []).map(String);
    const common =
      (p.search === undefined || contains(b.name, p.search) || contains(b.sku, p.search)) &&
      (p.type === undefined || str(b.type || 'simple') === str(p.type)) &&
      (p.featured === undefined || bool(b.featured) === bool(p.featured)) &&
      (p.on_sale === undefined || Boolean(b.sale_price) === bool(p.on_sale)) &&
      (ids(p.parent).length === 0 || ids(p.parent).some((v) => sameId(v, b.parent_id ?? 0))) &&
      !ids(p.parent_exclude).some((v) => sameId(v, b.parent_id ?? 0));
    if (!common) return false;
    if (admin) {
      const bound = (v: unknown) => Number(v) * 100;
      return (
        (str(p.status) === 'any' || str(b.status || 'publish') === str(p.status)) &&
        (p.sku === undefined || ids(p.sku).includes(str(b.sku))) &&
        (p.search_sku === undefined || contains(b.sku, p.search_sku)) &&
        (p.slug === undefined || str(b.slug) === str(p.slug)) &&
        (p.stock_status === undefined || stock === str(p.stock_status)) &&
        (!bool(p.low_in_stock) ||
          (bool(b.manage_stock) && Number(b.stock_quantity ?? 0) <= Number(b.low_stock_amount ?? 2))) &&
        (p.min_price === undefined || minor(o) >= bound(p.min_price)) &&
        (p.max_price === undefined || minor(o) <= bound(p.max_price)) &&
        terms('category', 'categories', 'in') &&
        terms('tag', 'tags', 'in') &&
        (p.shipping_class === undefined ||
          str(b.shipping_class_id ?? this.classIdOf(b.shipping_class)) === str(p.shipping_class)) &&
        // A term of a taxonomy: the term counts only beside its attribute.
        (p.attribute === undefined ||
          p.attribute_term === undefined ||
          attributeTerms.includes(str(p.attribute_term))) &&
        dates(o.created, o.modified)
      );
    }
    const column = str(p.date_column || 'date');
    const at = column.startsWith('modified') ? o.modified : o.created;
    const local = !column.endsWith('_gmt');
    const storeDates =
      (p.after === undefined || this.after(at, this.bound(p.after, !local, route))) &&
      (p.before === undefined || this.before(at, this.bound(p.before, !local, route)));
    const attributes = ((p.attributes as { term_id?: unknown[]; operator?: string }[] | undefined) ?? []).map((a) => {
      const asked = ids(a.term_id);
      const has = asked.some((t) => attributeTerms.includes(t));
      return a.operator === 'not_in'
        ? !has
        : a.operator === 'and'
          ? asked.every((t) => attributeTerms.includes(t))
          : has;
    });
    const visibility = str(b.catalog_visibility || 'visible');
    return (
      str(b.status || 'publish') === 'publish' &&
      (p.catalog_visibility === undefined
        ? visibility !== 'hidden'
        : p.catalog_visibility === 'any' || visibility === str(p.catalog_visibility)) &&
      (p.sku === undefined || ids(p.sku).includes(str(b.sku))) &&
      (p.stock_status === undefined || ids(p.stock_status).includes(stock)) &&
      (p.min_price === undefined || minor(o) >= Number(p.min_price)) &&
      (p.max_price === undefined || minor(o) <= Number(p.max_price)) &&
      (p.rating === undefined || ids(p.rating).includes(String(Math.round(Number(b.rating ?? 0))))) &&
      terms('category', 'categories', p.category_operator) &&
      terms('tag', 'tags', p.tag_operator) &&
      (attributes.length === 0 ||
        (p.attribute_relation === 'in' ? attributes.some(Boolean) : attributes.every(Boolean))) &&
      storeDates
    );
  }

  private classIdOf(slug: unknown): unknown {
    return this.objects.find((o) => o.site && str(o.body.shipping_class) === str(slug))?.body.shipping_class_id;
  }

  /** How a listing orders by `orderby`: the member it reads. */
  private keyOf(route: string, orderby: string): (o: Obj) => unknown {
    switch (orderby) {
      case 'id':
      case 'include':
        return (o) => o.id;
      case 'price':
        return (o) => minor(o);
      case 'title':
        return (o) => str(o.kind === 'coupon' ? o.body.code : o.body.name).toLowerCase();
      case 'rating':
        return (o) => Number(o.body.rating ?? 0);
      case 'modified':
        return (o) => o.modified;
      case 'date':
        return (o) => o.created;
      default:
        throw new Error(`the model does not order ${route} by ${orderby}`);
    }
  }

  private ordered(route: string, all: Obj[], p: Params): Obj[] {
    const orderby = str(p.orderby);
    const direction = orderby === 'include' ? 1 : str(p.order) === 'asc' ? 1 : -1;
    const include = ids(p.include);
    const key = orderby === 'include' ? (o: Obj) => include.indexOf(String(o.id)) : this.keyOf(route, orderby);
    const tie = this.variant.ties === 'asc' ? 1 : -1;
    const cmp = (a: unknown, b: unknown) => (a === b ? 0 : (a as number) < (b as number) ? -1 : 1);
    const sorted = [...all].sort((a, b) => cmp(key(a), key(b)) * direction || (a.id - b.id) * tie);
    return this.wrong?.reorder && this.wrong.route === route
      ? this.wrong.reorder(sorted, { orderby, direction, key })
      : sorted;
  }

  private listing(route: string, query: Params, kind: Obj['kind'], shape: (o: Obj, p: Params) => unknown): Answer {
    const p = this.params(route, query);
    const all = this.ordered(
      route,
      this.objects.filter((o) => o.kind === kind && this.keeps(route, o, p)),
      p,
    );
    const perPage = Number(p.per_page) || Infinity;
    const start = p.offset !== undefined ? Number(p.offset) : (Number(p.page ?? 1) - 1) * perPage;
    return { status: 200, body: all.slice(start, start + perPage).map((o) => shape(o, p)) };
  }

  private figures(route: string, query: Params): Answer {
    const p = this.params(route, query);
    const all = this.objects.filter((o) => o.kind === 'product' && this.keeps(route, o, p));
    const prices = all.map(minor);
    const statuses = ['instock', 'outofstock', 'onbackorder'];
    const stock = all.map((o) => str(o.body.stock_status || 'instock'));
    return {
      status: 200,
      body: {
        price_range:
          bool(p.calculate_price_range) && prices.length > 0
            ? { min_price: String(Math.min(...prices)), max_price: String(Math.max(...prices)) }
            : null,
        attribute_counts:
          Array.isArray(p.calculate_attribute_counts) && p.calculate_attribute_counts.length ? [] : null,
        stock_status_counts: bool(p.calculate_stock_status_counts)
          ? statuses
              .map((status) => ({ status, count: stock.filter((s) => s === status).length }))
              .filter((c) => c.count > 0)
          : null,
        rating_counts: bool(p.calculate_rating_counts) ? [] : null,
      },
    };
  }
}

// ---------------------------------------------------------------------------------------------------
// Running a suite's cases against the model

/** The captures a case sets when the model does not answer its request: the shop's own values, as tokens. */
function opaque(spec: CaseSpec, captures: Map<string, unknown>): void {
  for (const [name, capture] of Object.entries(spec.capture))
    captures.set(name, capture.each ? [`{{${name}}}`] : `{{${name}}}`);
}

export interface Judged {
  id: string;
  /** The must-level failures of its checks (none: its checks pass). */
  failures: Failure[];
  /** Why it was not judged: a capture missing, the model not answering. */
  skipped?: string;
}

/**
 * The suite's cases run in their order against a model shop: the writes and what `only` needs (its
 * captures' producers, transitively), every case of `only` judged.
 */
export function runSuite(
  suite: Suite,
  cases: CaseSpec[],
  variant: Variant,
  wrong: Wrong | undefined,
  only: Set<string>,
): Map<string, Judged> {
  const shop = new ShopModel(variant, wrong, ShopModel.site(variant));
  const captures = new Map<string, unknown>();
  // The shop's own values, as tokens the objects of the site carry too.
  for (const name of ['termId', 'attributeTermId', 'shippingClass', 'shippingClassId'])
    captures.set(name, `{{${name}}}`);
  const needed = closure(cases, only);
  const out = new Map<string, Judged>();
  for (const spec of cases) {
    const write = spec.request.method !== 'GET';
    if (!write && !needed.has(spec.id)) continue;
    let request;
    try {
      request = fill(spec.request, captures);
    } catch (error) {
      if (only.has(spec.id)) out.set(spec.id, { id: spec.id, failures: [], skipped: (error as Error).message });
      continue;
    }
    const answer = shop.answer(request.method, request.path, (request.query ?? {}) as Params, request.body);
    if (!answer) {
      opaque(spec, captures);
      if (only.has(spec.id))
        out.set(spec.id, {
          id: spec.id,
          failures: [],
          skipped: `the model does not answer ${request.method} ${request.path}`,
        });
      continue;
    }
    const response: HttpResponse = {
      status: answer.status,
      headers: answer.headers ?? {},
      body: JSON.stringify(answer.body),
      truncated: false,
      durationMs: 1,
    };
    const json = () => jsonOnce(response);
    if (only.has(spec.id)) {
      let expect;
      try {
        expect = fill(spec.expect, captures);
      } catch (error) {
        out.set(spec.id, { id: spec.id, failures: [], skipped: (error as Error).message });
        continue;
      }
      const judged = judge(spec, expect, { response, json, namedSchema: () => undefined }, checks);
      const failures = judged.failures.filter((f) => f.level === 'must');
      if (judged.error)
        failures.push({ check: 'error', title: judged.error.code, message: judged.error.message, level: 'must' });
      out.set(spec.id, { id: spec.id, failures });
    }
    takeCaptures(spec, response, json, captures, (id) => shop.objects.some((o) => !o.site && sameId(o.id, id)));
  }
  return out;
}

/** The cases `only` reads captures of, transitively, and `only` itself. */
function closure(cases: CaseSpec[], only: Set<string>): Set<string> {
  const producers = new Map<string, CaseSpec>();
  const byId = new Map(cases.map((c) => [c.id, c]));
  for (const c of cases) for (const name of Object.keys(c.capture)) if (!producers.has(name)) producers.set(name, c);
  const out = new Set<string>();
  const visit = (id: string) => {
    if (out.has(id)) return;
    out.add(id);
    const spec = byId.get(id);
    if (!spec) return;
    for (const name of casePlaceholders(spec)) {
      const producer = producers.get(name);
      if (producer) visit(producer.id);
    }
  };
  for (const id of only) visit(id);
  return out;
}
