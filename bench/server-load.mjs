// The reference server under load, each route beside a bare Fastify route that returns the same bytes
// from memory in the same run: the ceiling on this machine. Loopback only, bounded in time.
import Fastify from 'fastify';
import { request } from 'undici';
import { startServer } from '../dist/reference-server/server.js';
import { fmt, load } from './lib.mjs';

const DURATION = Number(process.env.BENCH_DURATION_MS ?? 6000);
const CONCURRENCY = 8;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 15);

/** A bare Fastify route answering with the same bytes: the same body and the same response headers. */
async function bareTwin(body, headers) {
  const app = Fastify({ logger: false });
  const kept = Object.fromEntries(
    Object.entries(headers).filter(
      ([k]) => !['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding'].includes(k),
    ),
  );
  const bytes = Buffer.from(body, 'utf8');
  app.all('/*', async (_req, reply) => reply.headers(kept).send(bytes));
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, url };
}

export async function serverLoad() {
  const server = await startServer({ port: 0 });
  const auth = `Basic ${Buffer.from(`${server.credentials.admin.login}:${server.credentials.admin.password}`).toString('base64')}`;
  for (let i = 0; i < 30; i++) {
    await (
      await request(`${server.url}/rest-api/shop-analytics/orders`, {
        method: 'POST',
        headers: { authorization: auth, 'content-type': 'application/json' },
        body: JSON.stringify({ line_items: [{ product_id: 16 }] }),
      })
    ).body.text();
  }
  // A cart takes at most 9999 of an item, and every add after that is an error: each cart of this pool
  // takes 2000 adds at most (a counter across all rounds), so every add measured is a successful one.
  const carts = [];
  for (let i = 0; i < 300; i++) {
    const cart = await request(`${server.url}/rest-api/shop/store/cart`);
    carts.push(cart.headers['cart-token']);
    await cart.body.text();
  }
  let adds = 0;
  const nextCart = () => carts[Math.min(carts.length - 1, Math.floor(adds++ / 2000))];
  // Each target repeats one request, as a client polling a listing does: listings are answered from
  // the server's answer caches (reference-server/http/answer-replay.ts); the uncached path of a
  // listing is bench/scale.mjs's, where every request is new.
  const targets = [
    { name: 'index', path: '/rest-api/', target: 0.9 },
    { name: 'storefront product listing', path: '/rest-api/shop/store/products', target: 0.85 },
    {
      name: 'cart add-item',
      path: '/rest-api/shop/store/cart/add-item',
      method: 'POST',
      headers: () => ({ 'cart-token': nextCart(), 'content-type': 'application/json' }),
      body: JSON.stringify({ id: 16 }),
      target: 0.7,
    },
    {
      name: 'admin order listing',
      path: '/rest-api/shop-analytics/orders?per_page=20',
      headers: { authorization: auth },
      target: 0.85,
    },
  ];
  const rows = [];
  // BENCH_ONLY=index (a part of a name) measures only the matching routes.
  const only = process.env.BENCH_ONLY;
  for (const t of targets.filter((x) => !only || x.name.includes(only))) {
    const headersOf = () => (typeof t.headers === 'function' ? t.headers() : t.headers);
    const sample = await request(`${server.url}${t.path}`, {
      method: t.method ?? 'GET',
      headers: headersOf(),
      body: t.body,
    });
    const bytes = await sample.body.text();
    const twin = await bareTwin(bytes, sample.headers);
    const make = () => ({ method: t.method ?? 'GET', headers: headersOf(), body: t.body });
    // Both sides warmed first, untimed: the targets are about a server in its steady state.
    await load(`${server.url}${t.path}`, { concurrency: CONCURRENCY, durationMs: 300, make });
    await load(`${twin.url}${t.path}`, { concurrency: CONCURRENCY, durationMs: 300, make });
    // Many short alternating rounds, median ratio: a shared machine drifts, and finer alternation
    // cancels more of the drift (five rounds of 800 ms moved the index ratio between 0.82 and 0.99;
    // fifteen of 200 ms keep it within a few hundredths).
    const rounds = [];
    for (let round = 0; round < ROUNDS; round++) {
      const real = await load(`${server.url}${t.path}`, {
        concurrency: CONCURRENCY,
        durationMs: DURATION / ROUNDS,
        make,
      });
      const bare = await load(`${twin.url}${t.path}`, {
        concurrency: CONCURRENCY,
        durationMs: DURATION / ROUNDS,
        make,
      });
      rounds.push({ real, bare, ratio: real.rps / bare.rps });
    }
    await twin.app.close();
    rounds.sort((a, b) => a.ratio - b.ratio);
    const median = rounds[Math.floor(ROUNDS / 2)];
    rows.push({
      name: t.name,
      real: median.real,
      bare: median.bare,
      ratio: median.ratio,
      target: t.target,
      bytes: bytes.length,
    });
  }
  await server.close();
  return rows;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const r of await serverLoad()) {
    console.log(
      `${r.name.padEnd(28)} ${fmt(r.real.rps, 0).padStart(6)} req/s p99 ${fmt(r.real.p99, 2)} ms | bare twin ${fmt(r.bare.rps, 0).padStart(6)} req/s p99 ${fmt(r.bare.p99, 2)} ms | ratio ${fmt(r.ratio, 2)}${r.target ? ` (target >= ${r.target})` : ''} | ${r.bytes} bytes`,
    );
  }
}
