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

/** A storefront address with every member the document's address object names (no email). */
export const ADDRESS = {
  first_name: 'Ada',
  last_name: 'Lovelace',
  company: '',
  address_1: 'Main St 1',
  address_2: '',
  city: 'Berlin',
  state: 'BE',
  postcode: '10115',
  country: 'DE',
  phone: '123',
};
