// Listing latency and memory with a large catalogue and order book, seeded straight into storage
// (bench-only seeder); prints how p99 grows from 1k to 10k rows.
import { buildApp } from '../dist/reference-server/app.js';
import { createStorage } from '../dist/reference-server/storage/index.js';
import { fmt, load } from './lib.mjs';

function seedScale(storage, count) {
  const db = storage.db;
  db.transaction(() => {
    const product = db.prepare(`INSERT INTO products (type, status, name, slug, sku, regular_price, date_created, date_modified)
      VALUES ('simple', 'publish', ?, ?, ?, ?, ?, ?)`);
    const order = db.prepare("INSERT INTO orders (status, data, date_created, date_modified) VALUES ('processing', ?, ?, ?)");
    for (let i = 0; i < count; i++) {
      const date = new Date(Date.UTC(2026, 0, 1) + i * 60_000).toISOString().slice(0, 19);
      product.run(`Bench product ${i}`, `bench-product-${i}`, `BENCH-${i}`, 100 + (i % 5000), date, date);
      order.run(JSON.stringify({ status: 'processing', number: String(i), total: '10.00', currency: 'EUR', line_items: [], billing: {}, shipping: {}, date_created: date, date_modified: date }), date, date);
    }
  })();
}

export async function scale(sizes = [1000, 10_000]) {
  const rows = [];
  for (const size of sizes) {
    const storage = createStorage({ seed: true });
    storage.users.ensure('bench', 'bench-password', 'administrator');
    seedScale(storage, size);
    const app = await buildApp({ storage });
    const url = await app.listen({ port: 0, host: '127.0.0.1' });
    const auth = { authorization: `Basic ${Buffer.from('bench:bench-password').toString('base64')}` };
    // Every request asks for another page, so no answer comes from a listing cache.
    const pages = Math.floor(size / 20);
    const products = await load(url, { concurrency: 4, durationMs: 1500, make: (n) => ({ url: `${url}/rest-api/shop/store/products?per_page=20&page=${1 + (n % pages)}&orderby=price&order=${n % 2 ? 'asc' : 'desc'}` }) });
    const orders = await load(url, { concurrency: 4, durationMs: 1500, make: (n) => ({ url: `${url}/rest-api/shop-analytics/orders?per_page=20&page=${1 + (n % pages)}&order=${n % 2 ? 'asc' : 'desc'}`, headers: auth }) });
    const rssMb = process.memoryUsage().rss / 2 ** 20;
    rows.push({ size, products, orders, rssMb });
    await app.close();
    storage.close();
  }
  return rows;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const r of await scale()) {
    console.log(`${String(r.size).padStart(6)} products and orders: product list p99 ${fmt(r.products.p99, 2)} ms (${fmt(r.products.rps, 0)} req/s), admin order list p99 ${fmt(r.orders.p99, 2)} ms (${fmt(r.orders.rps, 0)} req/s), rss ${fmt(r.rssMb, 0)} MB (targets: p99 < 20 ms, < 300 MB)`);
  }
}
