import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp, type AppOptions } from '../../reference-server/app.js';
import { createStorage, type Storage } from '../../reference-server/storage/index.js';
import { LEAST_COST } from '../../reference-server/storage/passwords.js';

export const ADMIN = { login: 'admin', password: 'admin-secret-1' };
export const CUSTOMER = { login: 'customer', password: 'customer-secret-1' };
export const BASE = 'http://shop.test';

export function basic(credential: { login: string; password: string }): string {
  return `Basic ${Buffer.from(`${credential.login}:${credential.password}`).toString('base64')}`;
}

/** A seeded in-memory shop with the two test people; passwords hashed at the least cost (`storage/passwords.ts`). */
export function testStorage(): Storage {
  const storage = createStorage({ path: ':memory:', seed: true, passwordCost: LEAST_COST });
  storage.users.ensure(ADMIN.login, ADMIN.password, 'administrator');
  storage.users.ensure(CUSTOMER.login, CUSTOMER.password, 'customer');
  return storage;
}

export async function testApp(options: Partial<AppOptions> = {}): Promise<FastifyInstance> {
  const storage = options.storage ?? testStorage();
  const app = await buildApp({ secret: 'test-secret', publicUrl: BASE, ...options, storage });
  app.addHook('onClose', async () => {
    if (!options.storage) storage.close();
  });
  await app.ready();
  return app;
}

/** JSON requests with the body serialised and the content type set. */
export async function call(
  app: FastifyInstance,
  method: InjectOptions['method'],
  url: string,
  options: { body?: unknown; headers?: Record<string, string>; as?: { login: string; password: string } } = {},
): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.as) headers.authorization = basic(options.as);
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  return app.inject({
    method,
    url,
    headers,
    ...(options.body !== undefined ? { payload: JSON.stringify(options.body) } : {}),
  });
}
