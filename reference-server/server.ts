import type { FastifyInstance } from 'fastify';
import { buildApp, DEFAULT_API_ROOT, type AppOptions } from './app.js';
import { generatedCredential, type Credential } from './credentials.js';
import { createStorage, type Storage } from './storage/index.js';
import { hashPassword } from './storage/repositories/users.js';
import { storageCredentials } from './auth/storage-credentials.js';

export interface ServerOptions {
  port?: number;
  host?: string;
  dbPath?: string;
  /** log2 of scrypt's N for its users' passwords (`storage/passwords.ts`); the default unless given. */
  passwordCost?: number;
  admin?: Credential | undefined;
  customer?: Credential | undefined;
  publicUrl?: string | undefined;
  apiRoot?: string;
  logger?: AppOptions['logger'];
  overrides?: AppOptions['overrides'];
  extend?: AppOptions['extend'];
  vocabulary?: AppOptions['vocabulary'];
  /**
   * Where the line for each 5xx answer goes (request line, status, time, what failed; never a query
   * string or a body): standard error unless given, `false` for nowhere.
   */
  errorLog?: AppOptions['errorLog'] | false;
}

const toStderr = (line: string) => {
  process.stderr.write(line);
};

export interface RunningServer {
  app: FastifyInstance;
  storage: Storage;
  /** Base URL, without the API root. */
  url: string;
  apiRoot: string;
  credentials: { admin: Credential; customer: Credential };
  generated: { admin: boolean; customer: boolean };
  close(): Promise<void>;
}

/** Storage, users and the app, listening: what `serve` and the embedded run both start. */
export async function startServer(options: ServerOptions = {}): Promise<RunningServer> {
  const storage = createStorage({
    path: options.dbPath ?? ':memory:',
    seed: true,
    ...(options.passwordCost ? { passwordCost: options.passwordCost } : {}),
  });
  const admin = options.admin ?? generatedCredential('admin');
  const customer = options.customer ?? generatedCredential('customer');
  // Hashed on the thread pool while the app is built.
  const hashes = Promise.all([
    hashPassword(admin.password, options.passwordCost),
    hashPassword(customer.password, options.passwordCost),
  ]);
  const apiRoot = options.apiRoot ?? options.vocabulary?.apiRoot ?? DEFAULT_API_ROOT;
  const app = await buildApp({
    credentials: storageCredentials(storage),
    secret: storage.options.secret(),
    apiRoot,
    publicUrl: options.publicUrl,
    logger: options.logger,
    overrides: options.overrides,
    extend: options.extend,
    ...(options.errorLog !== false ? { errorLog: options.errorLog ?? toStderr } : {}),
    storage,
    ...(options.vocabulary ? { vocabulary: options.vocabulary } : {}),
  });
  const [adminHash, customerHash] = await hashes;
  storage.users.ensure(admin.login, admin.password, 'administrator', adminHash);
  storage.users.ensure(customer.login, customer.password, 'customer', customerHash);
  const address = await app.listen({ port: options.port ?? 0, host: options.host ?? '127.0.0.1' });
  return {
    app,
    storage,
    url: address,
    apiRoot,
    credentials: { admin, customer },
    generated: { admin: !options.admin, customer: !options.customer },
    async close() {
      await app.close();
      storage.close();
    },
  };
}
