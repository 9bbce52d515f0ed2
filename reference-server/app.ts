import { randomBytes } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { buildCatalog, renamesAnything, translator, type Vocabulary } from '../spec/index.js';
import type { CredentialStore } from './auth/principal.js';
import { StorefrontSessions } from './auth/storefront-session.js';
import { Dispatcher } from './core/dispatcher.js';
import { IndexDocuments } from './core/index-document.js';
import { LOCALIZED_SITE, PRIMARY_SITE, type Site } from './core/site.js';
import { frameworkErrors, registerErrorLayer } from './http/error-layer.js';
import { registerFailureLog } from './http/failure-log.js';
import { answerClientError, registerRawAnswers } from './http/raw-answers.js';
import { registerBodyParsers } from './http/body-parsers.js';
import { registerRestEntry } from './http/rest-entry.js';
import type { Handler } from './http/types.js';
import { registerCoreHandlers } from './plugins/core.js';
import { HandlerRegistry } from './plugins/registry.js';
import { Router } from './routing/router.js';
import { registerStorefrontCatalog } from './plugins/storefront/catalog.js';
import { registerCart } from './plugins/storefront/cart.js';
import { registerCheckout } from './plugins/storefront/checkout.js';
import { registerAdminOrders } from './plugins/admin/orders.js';
import { registerAdminCoupons } from './plugins/admin/coupons.js';
import { registerAdminProducts } from './plugins/admin/products.js';
import { registerAdminNotes } from './plugins/admin/notes.js';
import { registerAdminData } from './plugins/admin/data.js';
import { registerShopAdmin } from './plugins/admin/shop-admin.js';
import { registerGatewaySettings } from './plugins/gateway/settings.js';
import { registerGatewayAccount } from './plugins/gateway/account.js';
import { registerGatewayTerminal } from './plugins/gateway/terminal.js';
import { registerContactForms } from './plugins/site/contact-forms.js';
import { registerSecurity } from './plugins/site/security.js';
import { registerInsights } from './plugins/site/insights.js';
import { registerCustomBlocks } from './plugins/site/custom-blocks.js';
import { registerOembed } from './plugins/site/oembed.js';
import { storageCredentials } from './auth/storage-credentials.js';
import type { Storage } from './storage/index.js';

export interface AppOptions {
  storage: Storage;
  /** Who may sign in; the storage's users unless given. */
  credentials?: CredentialStore;
  /** Signs nonces and cart tokens; random per process unless given. */
  secret?: string;
  apiRoot?: string;
  /** Fixes `url`/`home` instead of deriving them from each request's Host. */
  publicUrl?: string;
  bodyLimit?: number;
  logger?: FastifyServerOptions['logger'];
  /** Replace handlers by id after the plugins registered theirs: how tests build deviating servers. */
  overrides?: Record<string, Handler>;
  /** Serve under a site's own words (and its API root, unless `apiRoot` is given). */
  vocabulary?: Vocabulary;
  /** Extra wiring after the plugins, for tests (hooks) and later namespaces. */
  extend?: (app: FastifyInstance, registry: HandlerRegistry) => void;
  /** Where a line goes for every 5xx answer (and every failed batch entry); none unless given. */
  errorLog?: (line: string) => void;
}

export const DEFAULT_API_ROOT = '/rest-api';
export const DEFAULT_BODY_LIMIT = 1024 * 1024;

declare module 'fastify' {
  interface FastifyInstance {
    shop: { registry: HandlerRegistry; sites: Site[]; dispatcher: Dispatcher; documents: IndexDocuments };
  }
}

function noFastifySchemas(): never {
  throw new Error(
    'the reference server declares no Fastify route schemas: requests are validated against the catalog (reference-server/validation)',
  );
}

/** Builds the reference server without listening: tests inject, the CLI listens. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const bodyLimit = options.bodyLimit ?? DEFAULT_BODY_LIMIT;
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit,
    exposeHeadRoutes: false,
    routerOptions: { ignoreTrailingSlash: true, ignoreDuplicateSlashes: true, maxParamLength: 2048 },
    // What never reaches a route is answered in the error shape too (`http/error-layer.ts`, `http/raw-answers.ts`).
    frameworkErrors,
    clientErrorHandler: answerClientError,
    // Node would answer a missing Host with a bare 400 of its own; the error layer answers it instead.
    http: { requireHostHeader: false },
    // No route declares a Fastify schema: the REST entry validates against the catalog itself, in the
    // platform's words (`validation/`). Fastify would otherwise load its ajv and fast-json-stringify
    // compilers (about a hundred modules, 50 ms of every start) for nothing; a schema added by mistake
    // fails loudly here.
    schemaController: { compilersFactory: { buildValidator: noFastifySchemas, buildSerializer: noFastifySchemas } },
  });
  registerRawAnswers(app.server);
  if (options.errorLog) registerFailureLog(app, options.errorLog);

  const sites: Site[] = [
    { id: 'primary', catalog: buildCatalog('primary'), settings: PRIMARY_SITE, prefix: '' },
    { id: 'de', catalog: buildCatalog('de'), settings: LOCALIZED_SITE, prefix: '/de' },
  ];
  const routers = new Map(sites.map((site) => [site.id as string, new Router(site.catalog)]));
  const registry = new HandlerRegistry(sites.map((s) => s.catalog));
  const sessions = new StorefrontSessions(options.secret ?? randomBytes(32).toString('hex'));
  const dispatcher = new Dispatcher({
    routerFor: (request) => routers.get(request.site.id) as Router,
    handlers: registry.map,
    sessions,
    onUnexpected: (error, request) =>
      app.log.error({ err: error, method: request.method, path: request.path }, 'handler failed'),
  });

  const documents = new IndexDocuments();
  registerCoreHandlers(registry, documents, () => dispatcher);
  // One module per namespace or resource, each binding its handlers to catalog ids.
  const plugins: ((registry: HandlerRegistry, storage: Storage) => void)[] = [
    registerStorefrontCatalog,
    registerCart,
    registerCheckout,
    registerAdminOrders,
    registerAdminCoupons,
    registerAdminProducts,
    registerAdminNotes,
    (r) => registerAdminData(r),
    registerShopAdmin,
    registerGatewaySettings,
    registerGatewayAccount,
    registerGatewayTerminal,
    registerContactForms,
    registerSecurity,
    registerInsights,
    (r) => registerCustomBlocks(r),
    registerOembed,
  ];
  for (const plugin of plugins) plugin(registry, options.storage);
  options.extend?.(app, registry);
  for (const [id, handler] of Object.entries(options.overrides ?? {})) registry.handle(id, handler);

  app.decorate('shop', { registry, sites, dispatcher, documents });
  registerBodyParsers(app);
  registerErrorLayer(app, bodyLimit);
  const apiRoot = options.apiRoot ?? options.vocabulary?.apiRoot ?? DEFAULT_API_ROOT;
  registerRestEntry(app, {
    apiRoot,
    translator: renamesAnything(options.vocabulary) ? translator(options.vocabulary, { apiRoot }) : undefined,
    sites,
    routers,
    dispatcher,
    credentials: options.credentials ?? storageCredentials(options.storage),
    publicUrl: options.publicUrl,
  });
  return app;
}
