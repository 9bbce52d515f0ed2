import { afterEach, describe, expect, it } from 'vitest';
import { createStorage, type Storage } from '../../reference-server/storage/index.js';
import { pageDetails, productShape } from '../../reference-server/plugins/storefront/catalog-shapes.js';

/**
 * Listings read a page as a slice of the listing's ids (kept until the next write) and its rows by
 * id: the same rows, in the same order, as LIMIT and OFFSET gave, for any page, and no statement that
 * walks the rows before the page (an OFFSET), so that a page's cost does not grow with its number.
 */
let storage: Storage | undefined;
afterEach(() => storage?.close());

function seeded(count: number): Storage {
  const s = createStorage();
  const db = s.db;
  db.transaction(() => {
    const product =
      db.prepare(`INSERT INTO products (type, status, name, slug, sku, regular_price, sale_price, date_created, date_modified)
      VALUES ('simple', 'publish', ?, ?, ?, ?, ?, ?, ?)`);
    const order = db.prepare("INSERT INTO orders (status, data, date_created, date_modified) VALUES (?, '{}', ?, ?)");
    for (let i = 0; i < count; i++) {
      // Dates and prices repeat, so that the tie-break on id decides too.
      const date = new Date(Date.UTC(2026, 0, 1) + (i % 97) * 60_000).toISOString().slice(0, 19);
      product.run(`P ${i}`, `p-${i}`, `P-${i}`, 100 + (i % 13), i % 5 === 0 ? 50 : null, date, date);
      order.run(i % 3 === 0 ? 'completed' : 'processing', date, date);
    }
  })();
  return s;
}

/** Every statement the storage prepares while `run` runs. */
function prepared(s: Storage, run: () => void): string[] {
  const seen: string[] = [];
  const prepare = s.db.prepare;
  s.db.prepare = ((sql: string) => {
    seen.push(sql);
    return prepare(sql);
  }) as typeof prepare;
  try {
    run();
  } finally {
    s.db.prepare = prepare;
  }
  return seen;
}

describe('a page of a listing', () => {
  it('holds the rows LIMIT and OFFSET held, in their order, for every page, order and filter', () => {
    storage = seeded(700);
    const db = storage.db;
    for (const [orderBy, column] of [
      ['date', 'date_created'],
      ['price', 'COALESCE(sale_price, regular_price, 0)'],
      ['title', 'name'],
    ] as const) {
      for (const order of ['asc', 'desc'] as const) {
        for (const [page, perPage] of [
          [1, 20],
          [17, 23],
          [35, 20],
          [36, 20],
          [99, 10],
        ]) {
          const got = storage.products.list({ orderBy, order, page, perPage, onSale: false }).items.map((p) => p.id);
          const direction = order.toUpperCase();
          const expected = db
            .prepare(
              `SELECT id FROM products WHERE sale_price IS NULL ORDER BY ${column} ${direction}, id ${direction} LIMIT ? OFFSET ?`,
            )
            .pluck()
            .all(perPage, (page - 1) * perPage);
          expect(got, `${orderBy} ${order} page ${page} of ${perPage}`).toEqual(expected);
        }
      }
    }
    const orders = storage.orders.list({ statuses: ['completed'], order: 'asc', page: 3, perPage: 50 });
    expect(orders.items.map((o) => o.id)).toEqual(
      db
        .prepare(
          "SELECT id FROM orders WHERE status = 'completed' ORDER BY date_created ASC, id ASC LIMIT 50 OFFSET 100",
        )
        .pluck()
        .all(),
    );
    expect(orders.total).toBe(db.prepare("SELECT COUNT(*) FROM orders WHERE status = 'completed'").pluck().get());
  });

  it('is read by id, never past an OFFSET, and the order is read again after a write', () => {
    storage = seeded(300);
    const s = storage;
    s.products.list({ orderBy: 'date', page: 1, perPage: 10 });
    const far = prepared(s, () => s.products.list({ orderBy: 'date', page: 29, perPage: 10 }));
    const farOrders = prepared(s, () => s.orders.list({ page: 29, perPage: 10 }));
    for (const sql of [...far, ...farOrders]) expect(sql).not.toMatch(/OFFSET/i);
    // Kept: the far page read nothing but its rows.
    expect(far).toEqual([expect.stringMatching(/^SELECT \* FROM products WHERE id IN/)]);
    const before = s.products.list({ orderBy: 'date', order: 'desc', page: 1, perPage: 1 });
    const made = s.products.create(
      { name: 'Newest', slug: 'newest', type: 'simple', status: 'publish', date_created: '2030-01-01T00:00:00' },
      [],
    );
    const after = s.products.list({ orderBy: 'date', order: 'desc', page: 1, perPage: 1 });
    expect(after.items[0]?.id).toBe(made.id);
    expect(after.total).toBe(before.total + 1);
  });

  it('shows each product as it shows alone: its terms, variations and rating read for the whole page at once', () => {
    storage = createStorage();
    const s = storage;
    const products = s.products.list({}).items;
    expect(products.some((p) => s.products.termIds(p.id).length > 0)).toBe(true);
    expect(products.some((p) => s.products.variations(p.id).length > 0)).toBe(true);
    expect(products.some((p) => s.reviews.averageRating(p.id).count > 0)).toBe(true);
    const details = pageDetails(products, s);
    for (const p of products)
      expect(productShape(p, s, 'http://shop.test', details.get(p.id))).toEqual(productShape(p, s, 'http://shop.test'));
  });
});
