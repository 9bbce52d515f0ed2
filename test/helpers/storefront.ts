import type { FastifyInstance } from 'fastify';
import { call } from './app.js';

/** A storefront client that keeps its cart through the Cart-Token, as a headless shop front does. */
export async function shopper(app: FastifyInstance, ns = 'shop/store') {
  const first = await call(app, 'GET', `/rest-api/${ns}/cart`);
  const token = String(first.headers['cart-token']);
  return {
    token,
    send: (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', path: string, body?: unknown) =>
      call(app, method, `/rest-api/${ns}${path}`, {
        headers: { 'cart-token': token },
        ...(body !== undefined ? { body } : {}),
      }),
  };
}
