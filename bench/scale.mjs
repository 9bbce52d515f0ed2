// Listing latency and memory with a large catalogue and order book, seeded straight into storage
// (bench-only seeder); prints how p99 grows from 1k to 10k to 100k rows, each size in its own process
// (SCALE_SIZES=1000,10000 for fewer).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from '../dist/reference-server/app.js';
import { createStorage } from '../dist/reference-server/storage/index.js';
import { fmt, load } from './lib.mjs';

function seedScale(storage, count) {
  const db = storage.db;
  db.transaction(() => {
    const product =
      db.prepare(`INSERT INTO products (type, status, name, slug, sku, regular_price, date_created, date_modified)
      VALUES ('simple', 'publish', ?, ?, ?, ?, ?, ?)`);
    const order = db.prepare(
      "INSERT INTO orders (status, data, date_created, date_modified) VALUES ('processing', ?, ?, ?)",
    );
    for (let i = 0; i < count; i++) {
      const date = new Date(Date.UTC(2026, 0, 1) + i * 60_000).toISOString().slice(0, 19);
      product.run(`Bench product ${i}`, `bench-product-${i}`, `BENCH-${i}`, 100 + (i % 5000), date, date);
      order.run(
        JSON.stringify({
          status: 'processing',
          number: String(i),
          total: '10.00',
          currency: 'EUR',
          line_items: [],
          billing: {},
          shipping: {},
          date_created: date,
          date_modified: date,
        }),
        date,
        date,
      );
    }
  })();
}

export async function scale(sizes = [1000, 10_000]) {
  const rows = [];
  for (const size of sizes) {
    // On disk, as a shop of this size keeps its data (`serve --db`): in memory, the 200,000 rows alone
    // were 120 MB of the process's resident memory at 100k.
    const dir = mkdtempSync(join(tmpdir(), 'bench-scale-'));
    const storage = createStorage({ seed: true, path: join(dir, 'scale.db') });
    storage.users.ensure('bench', 'bench-password', 'administrator');
    seedScale(storage, size);
    const app = await buildApp({ storage });
    const url = await app.listen({ port: 0, host: '127.0.0.1' });
    const auth = { authorization: `Basic ${Buffer.from('bench:bench-password').toString('base64')}` };
    // Every request is one the server has not answered before (below), so no answer comes from a
    // listing cache, and the pages are
    // spread over the whole range: a stride through the pages (7919 is prime, so it meets every page
    // before it repeats one), and `base` moves each load call on instead of starting at page 1 again.
    let base = 0;
    const pageOf = (n) => {
      const m = base + n;
      const perPage = 20 + (m % 7);
      const pages = Math.floor(size / perPage);
      // `_`: a parameter no route declares (ignored, as the platform ignores it) that makes each request
      // new to the server's answer caches even where a small catalog has fewer pages than requests.
      return `page=${1 + ((m * 7919) % pages)}&per_page=${perPage}&order=${Math.floor(m / 7) % 2 ? 'asc' : 'desc'}&_=${m}`;
    };
    const next = (result) => {
      base += result.requests ?? 100_000;
      return result;
    };
    // The first page of an order after a write reads the whole order once (the listing's ids, kept
    // until the next write: storage/repositories/paging.ts); timed here, then steady state, which is
    // what the targets are about: the same listings are warmed first, untimed.
    const first = async (path, headers = {}) => {
      const started = performance.now();
      await (await fetch(`${url}/rest-api${path}`, { headers })).arrayBuffer();
      return performance.now() - started;
    };
    const firstMs = {
      products: await first('/shop/store/products?orderby=price&order=asc&page=2&per_page=20'),
      orders: await first('/shop-analytics/orders?order=asc&page=2&per_page=20', auth),
    };
    next(
      await load(url, {
        concurrency: 4,
        durationMs: 500,
        make: (n) => ({ url: `${url}/rest-api/shop/store/products?orderby=price&${pageOf(n)}` }),
      }),
    );
    next(
      await load(url, {
        concurrency: 4,
        durationMs: 300,
        make: (n) => ({ url: `${url}/rest-api/shop-analytics/orders?${pageOf(n)}`, headers: auth }),
      }),
    );
    const products = next(
      await load(url, {
        concurrency: 4,
        durationMs: 1500,
        make: (n) => ({ url: `${url}/rest-api/shop/store/products?orderby=price&${pageOf(n)}` }),
      }),
    );
    const orders = next(
      await load(url, {
        concurrency: 4,
        durationMs: 1500,
        make: (n) => ({ url: `${url}/rest-api/shop-analytics/orders?${pageOf(n)}`, headers: auth }),
      }),
    );
    const rssMb = process.memoryUsage().rss / 2 ** 20;
    rows.push({ size, products, orders, rssMb, firstMs });
    await app.close();
    storage.close();
    rmSync(dir, { recursive: true, force: true });
  }
  return rows;
}

const line = (r) =>
  `${String(r.size).padStart(6)} products and orders: product list p99 ${fmt(r.products.p99, 2)} ms (${fmt(r.products.rps, 0)} req/s), admin order list p99 ${fmt(r.orders.p99, 2)} ms (${fmt(r.orders.rps, 0)} req/s), rss ${fmt(r.rssMb, 0)} MB (targets: p99 < 20 ms, < 300 MB); first page of an order after a write: products ${fmt(r.firstMs.products, 1)} ms, orders ${fmt(r.firstMs.orders, 1)} ms`;

if (import.meta.url === `file://${process.argv[1]}`) {
  if (process.env.SCALE_SIZE) {
    process.stdout.write(JSON.stringify((await scale([Number(process.env.SCALE_SIZE)]))[0]));
  } else {
    // Each size in a process of its own, so the memory figure is that size's alone (a process's
    // resident memory does not shrink back after the smaller size has been measured in it).
    for (const size of (process.env.SCALE_SIZES ?? '1000,10000,100000').split(',').map(Number)) {
      const out = execFileSync(process.execPath, [fileURLToPath(import.meta.url)], {
        encoding: 'utf8',
        env: { ...process.env, SCALE_SIZE: String(size) },
      });
      console.log(line(JSON.parse(out)));
    }
  }
}
