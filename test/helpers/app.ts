import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp, type AppOptions } from '../../reference-server/app.js';
import type { CredentialStore, Principal } from '../../reference-server/auth/principal.js';

export const ADMIN = { login: 'admin', password: 'admin-secret-1' };
export const CUSTOMER = { login: 'customer', password: 'customer-secret-1' };
export const BASE = 'http://shop.test';

const PEOPLE: Record<string, { password: string; principal: Principal }> = {
  [ADMIN.login]: { password: ADMIN.password, principal: { id: 1, login: ADMIN.login, role: 'administrator' } },
  [CUSTOMER.login]: { password: CUSTOMER.password, principal: { id: 2, login: CUSTOMER.login, role: 'customer' } },
};

/** A fixed pair of people, so the server tests do not depend on storage. */
export const testCredentials: CredentialStore = {
  check(login, password) {
    const person = PEOPLE[login];
    if (!person) return { status: 'unknown-user' };
    return person.password === password ? { status: 'ok', principal: person.principal } : { status: 'bad-password' };
  },
};

export function basic(credential: { login: string; password: string }): string {
  return `Basic ${Buffer.from(`${credential.login}:${credential.password}`).toString('base64')}`;
}

export async function testApp(options: Partial<AppOptions> = {}): Promise<FastifyInstance> {
  const app = await buildApp({ credentials: testCredentials, secret: 'test-secret', publicUrl: BASE, ...options });
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
