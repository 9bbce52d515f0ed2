import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { PRIMARY_SITE } from '../../reference-server/core/site.js';
import { ADMIN, call, testApp } from '../helpers/app.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await testApp();
});
afterAll(async () => {
  await app.close();
});

type Product = Record<string, unknown> & { id: number };
const admin = (method: 'GET' | 'POST', url: string, body?: unknown) =>
  call(app, method, `/rest-api/shop-analytics${url}`, { as: ADMIN, ...(body !== undefined ? { body } : {}) });
const list = async (query: string) => (await admin('GET', `/products?${query}`)).json() as Product[];
const ids = (products: Product[]) => products.map((p) => p.id);
const create = async (body: Record<string, unknown>) => {
  const res = await admin('POST', '/products', { status: 'private', ...body });
  expect(res.statusCode).toBe(201);
  return res.json() as Product;
};

describe('administration products: what a create stores', () => {
  it('takes the creation date given, in the site time or GMT (GMT when both are given)', async () => {
    const local = await create({ name: 'dated local', date_created: '2003-04-05T06:07:08' });
    const gmt = await create({
      name: 'dated gmt',
      date_created: '2010-01-01T00:00:00',
      date_created_gmt: '2004-05-06T07:08:09',
    });
    const [a, b] = [...(await list(`include[]=${local.id}&include[]=${gmt.id}&orderby=id&order=asc`))];
    expect(a).toMatchObject({ date_created: '2003-04-05T06:07:08', date_created_gmt: '2003-04-05T06:07:08' });
    expect(b).toMatchObject({ date_created: '2004-05-06T07:08:09', date_created_gmt: '2004-05-06T07:08:09' });
    // The last change is the create's own time, whatever the creation date.
    expect(String(a?.date_modified) > '2020').toBe(true);
  });

  it('keeps a shipping class only when the site has one of that slug', async () => {
    const p = await create({ name: 'no such class', shipping_class: 'cfadm-no-such-class' });
    expect(p).toMatchObject({ shipping_class: '', shipping_class_id: 0 });
  });

  it('refuses a second product with a SKU another has', async () => {
    await create({ name: 'sku one', sku: 'test-unique-sku' });
    const again = await admin('POST', '/products', { name: 'sku two', sku: 'test-unique-sku' });
    expect(again.statusCode).toBe(400);
  });
});

describe('administration products: the list', () => {
  it('filters by attribute and attribute term together, the term of that taxonomy', async () => {
    expect(ids(await list('attribute=pa_signal-tier&attribute_term=41'))).toEqual([12]);
    // Either alone filters nothing; a taxonomy the site does not have filters nothing.
    const all = (await list('per_page=100')).length;
    expect((await list('attribute_term=41&per_page=100')).length).toBe(all);
    expect((await list('attribute=pa_signal-tier&per_page=100')).length).toBe(all);
    expect((await list('attribute=pa_colour&attribute_term=41&per_page=100')).length).toBe(all);
    // A term of another taxonomy matches no product.
    expect(await list('attribute=pa_signal-tier&attribute_term=20')).toEqual([]);
  });

  it('orders by average rating', async () => {
    // Reviews: 10 → 4.5, 11 → 4, 16 → 3, 17 → 5.
    const rated = ids(await list('include[]=10&include[]=11&include[]=16&include[]=17&orderby=rating&order=desc'));
    expect(rated).toEqual([17, 10, 11, 16]);
  });

  it('answers context=embed with the embedded fields only', async () => {
    const [embedded] = await list('include[]=17&context=embed');
    expect(Object.keys(embedded ?? {}).sort()).toEqual(
      ['_links', 'description', 'id', 'images', 'name', 'permalink', 'short_description', 'slug'].sort(),
    );
    const [viewed] = await list('include[]=17&context=view');
    expect(viewed).toMatchObject({ id: 17, sku: 'JOURNAL', price: '24.00' });
  });

  it('lets a partial SKU search supersede the exact SKU', async () => {
    expect(ids(await list('sku=JOURNAL&search_sku=BOOK'))).toEqual([16]);
  });
});

describe('administration products on a site with a timezone', () => {
  const offset = PRIMARY_SITE.gmtOffset;
  beforeAll(() => {
    PRIMARY_SITE.gmtOffset = '2';
  });
  afterAll(() => {
    PRIMARY_SITE.gmtOffset = offset;
  });

  it('gives the site time beside GMT, takes either on create, and dates_are_gmt reads GMT', async () => {
    const gmt = await create({ name: 'zoned gmt', date_created_gmt: '2005-06-07T10:00:00' });
    expect(gmt).toMatchObject({ date_created: '2005-06-07T12:00:00', date_created_gmt: '2005-06-07T10:00:00' });
    const local = await create({ name: 'zoned local', date_created: '2005-06-07T12:00:00' });
    expect(local).toMatchObject({ date_created_gmt: '2005-06-07T10:00:00' });
    const window = `include[]=${gmt.id}&after=2005-06-07T09:59:59&before=2005-06-07T10:00:01`;
    expect(ids(await list(`${window}&dates_are_gmt=true`))).toEqual([gmt.id]);
    expect(await list(window)).toEqual([]);
  });
});
