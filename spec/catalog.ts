import type { ArgSchema, Catalog, Route, SiteId } from './types.js';
import { PRIMARY_ONLY_PAYMENT_METHODS } from './enums.js';
import { batchArgs } from './schemas/batch.js';
import { storefrontRoutes, STOREFRONT_NAMESPACES } from './routes/storefront.js';
import { adminRoutes, analyticsRoutes } from './routes/admin.js';
import { gatewayConnectRoutes, gatewayRoutes } from './routes/gateway.js';
import { contactFormRoutes, customBlocksRoutes, insightsRoutes, oembedRoutes, securityRoutes } from './routes/other.js';
import { GERMAN } from './i18n/de.js';

/** Namespaces in the order the index lists them. */
export const NAMESPACES = [
  'oembed/1.0',
  'contact-form/v1',
  'security/v1',
  'custom-blocks',
  'insights/v1',
  'shop/store',
  'shop/store/v1',
  'shop/v3',
  'shop/v1',
  'shop-admin',
  'shop-analytics',
  'site-tools/v1',
  'shop/v2',
  'shop-telemetry',
  'shop-com-site/v1',
  'core/v2',
  'core-site-health/v1',
  'core-block-editor/v1',
  'shop-wallet/v1',
  'wallet/v1',
];
/** Listed by the primary site only. */
export const PRIMARY_ONLY_NAMESPACES = ['shop-wallet/v1', 'wallet/v1'];
/** Namespaces the document lists without routes: their index holds only the namespace route. */
export const LISTED_ONLY_NAMESPACES = [
  'shop/v2',
  'shop-telemetry',
  'shop-com-site/v1',
  'site-tools/v1',
  'core/v2',
  'core-site-health/v1',
  'core-block-editor/v1',
  'shop-wallet/v1',
  'wallet/v1',
];

export const LOCALIZED_PREFIX = '/de';

function routesOf(namespace: string): Route[] {
  if ((STOREFRONT_NAMESPACES as readonly string[]).includes(namespace)) return storefrontRoutes(namespace);
  switch (namespace) {
    case 'oembed/1.0':
      return oembedRoutes();
    case 'contact-form/v1':
      return contactFormRoutes();
    case 'security/v1':
      return securityRoutes();
    case 'custom-blocks':
      return customBlocksRoutes();
    case 'insights/v1':
      return insightsRoutes();
    case 'shop/v3':
      return gatewayRoutes();
    case 'shop/v1':
      return gatewayConnectRoutes();
    case 'shop-admin':
      return adminRoutes();
    case 'shop-analytics':
      return analyticsRoutes();
    default:
      return [];
  }
}

function namespaceIndexRoute(namespace: string): Route {
  return {
    namespace,
    pattern: `/${namespace}`,
    allowBatch: false,
    endpoints: [
      {
        methods: ['GET'],
        args: { namespace: { default: namespace }, context: { default: 'view' } },
        access: 'public',
        handler: 'core:namespace-index GET',
      },
    ],
  };
}

function rootRoutes(): Route[] {
  return [
    {
      namespace: '',
      pattern: '/',
      allowBatch: false,
      endpoints: [
        { methods: ['GET'], args: { context: { default: 'view' } }, access: 'public', handler: 'core:index GET' },
      ],
    },
    {
      namespace: '',
      pattern: '/batch/v1',
      allowBatch: false,
      endpoints: [{ methods: ['POST'], args: batchArgs(), access: 'public', handler: 'core:batch POST' }],
    },
  ];
}

function translate(schema: ArgSchema): ArgSchema {
  const out: ArgSchema = { ...schema };
  if (schema.description !== undefined) {
    const german = GERMAN[schema.description];
    if (german === undefined) throw new Error(`spec: no German description for "${schema.description}"`);
    out.description = german;
  }
  if (schema.items) out.items = translate(schema.items);
  if (schema.properties)
    out.properties = Object.fromEntries(Object.entries(schema.properties).map(([k, v]) => [k, translate(v)]));
  return out;
}

function localize(route: Route): Route {
  return {
    ...route,
    endpoints: route.endpoints.map((endpoint) => {
      const args = Object.fromEntries(
        Object.entries(endpoint.args).map(([name, arg]) => {
          let localized = translate(arg);
          if (name === 'payment_method' && localized.enum) {
            localized = {
              ...localized,
              enum: localized.enum.filter((v) => !PRIMARY_ONLY_PAYMENT_METHODS.includes(String(v))),
            };
          }
          return [name, localized];
        }),
      );
      return { ...endpoint, args };
    }),
  };
}

/** The whole interface of one site: its namespaces and every route in registration order. */
export function buildCatalog(site: SiteId = 'primary'): Catalog {
  const namespaces = NAMESPACES.filter((ns) => site === 'primary' || !PRIMARY_ONLY_NAMESPACES.includes(ns));
  const routes: Route[] = [...rootRoutes()];
  for (const ns of namespaces) routes.push(namespaceIndexRoute(ns), ...routesOf(ns));
  return {
    site,
    pathPrefix: site === 'primary' ? '' : LOCALIZED_PREFIX,
    namespaces,
    routes: site === 'primary' ? routes : routes.map(localize),
  };
}
