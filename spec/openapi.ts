import { buildCatalog } from './catalog.js';
import { toJsonSchema } from './json-schema.js';
import { patternParams, readablePattern } from './patterns.js';
import { translator, type Translator } from './translator.js';
import type { Access, ArgSchema, Args, HttpMethod, JsonSchema, Route, SiteId } from './types.js';
import { NEUTRAL, type Vocabulary } from './vocabulary.js';

/**
 * The interface as an OpenAPI 3.1 document, generated from the catalog (nothing written by hand), for
 * the tools people already use: Schemathesis, Specmatic, Postman, Swagger UI. Every route×method of one
 * site, its path parameters, its query arguments (reads) or JSON body (writes) with their types, enums,
 * bounds, formats, defaults and required flags; who may call it; the error body of the conventions.
 *
 * OpenAPI 3.1 schemas are JSON Schema 2020-12: the platform's boolean `exclusiveMinimum` becomes the
 * bound itself, `mixed` (any type) has no `type`, and a property's `required: true` moves to its
 * object's `required` list.
 */
export interface OpenApiOptions {
  site?: SiteId;
  vocabulary?: Vocabulary;
  /** The API root below the site (the vocabulary's, else `/rest-api`). */
  apiRoot?: string;
  /** The tool's version, written as the document's `info.version` suffix. */
  toolVersion?: string;
}

export type OpenApiDocument = Record<string, unknown> & { paths: Record<string, Record<string, OpenApiOperation>> };

export interface OpenApiOperation {
  operationId: string;
  tags: string[];
  parameters?: { name: string; in: 'path' | 'query'; required: boolean; schema: JsonSchema; description?: string }[];
  requestBody?: { required: boolean; content: { 'application/json': { schema: JsonSchema } } };
  security: Record<string, string[]>[];
  responses: Record<string, unknown>;
  [extension: `x-${string}`]: unknown;
}

/** `/shop/store/cart/items/(?P<key>[\w-]{32})` → `/shop/store/cart/items/{key}`, with each parameter's pattern. */
export function openApiPath(pattern: string): { path: string; params: { name: string; pattern: string }[] } {
  return {
    path: readablePattern(pattern),
    params: patternParams(pattern).map((p) => ({ name: p.name, pattern: `^${p.body}$` })),
  };
}

/** An argument schema as an OpenAPI 3.1 (JSON Schema 2020-12) schema: defaults kept, enum values in the site's words. */
export function openApiSchema(schema: ArgSchema, t: Translator): JsonSchema {
  return toJsonSchema(schema, { defaults: true, value: (v) => t.value(v, 'site') });
}

const WRITES: readonly HttpMethod[] = ['POST', 'PUT', 'PATCH'];

function security(access: Access): Record<string, string[]>[] {
  if (access === 'admin') return [{ basic: [] }];
  // Storefront writes: a Nonce, or the Cart-Token of the cart they change.
  if (access === 'storefront-nonce') return [{ nonce: [] }, { cartToken: [] }];
  return [];
}

function operation(
  route: Route,
  method: HttpMethod,
  args: Args,
  access: Access,
  t: Translator,
  path: string,
  params: { name: string; pattern: string }[],
): OpenApiOperation {
  const pathParams = params.map((p) => {
    const described = args[p.name];
    const schema = described ? openApiSchema(described, t) : { type: 'string' };
    return {
      name: p.name,
      in: 'path' as const,
      required: true,
      schema: { ...schema, ...(schema.type === 'string' || !schema.type ? { pattern: p.pattern } : {}) },
      ...(described?.description ? { description: described.description } : {}),
    };
  });
  const own = Object.entries(args).filter(([name]) => !params.some((p) => p.name === name));
  const op: OpenApiOperation = {
    operationId: `${method.toLowerCase()} ${path}`,
    tags: [t.path(route.namespace, 'site')],
    security: security(access),
    responses: {
      '2XX': { description: 'Success' },
      default: {
        description: 'An error, in the error body of the conventions',
        content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
      },
    },
  };
  if (WRITES.includes(method)) {
    if (pathParams.length > 0) op.parameters = pathParams;
    if (own.length > 0) {
      const body = openApiSchema({ type: 'object', properties: Object.fromEntries(own) }, t);
      op.requestBody = {
        required: Array.isArray(body.required) && body.required.length > 0,
        content: { 'application/json': { schema: body } },
      };
    }
  } else {
    const query = own.map(([name, arg]) => ({
      name,
      in: 'query' as const,
      required: arg.required === true,
      schema: openApiSchema(arg, t),
      ...(arg.description ? { description: arg.description } : {}),
    }));
    if (pathParams.length + query.length > 0) op.parameters = [...pathParams, ...query];
  }
  if (route.allowBatch) op['x-allow-batch'] = true;
  return op;
}

export function openApiDocument(options: OpenApiOptions = {}): OpenApiDocument {
  const site = options.site ?? 'primary';
  const vocabulary = options.vocabulary ?? NEUTRAL;
  const t = translator(vocabulary);
  const catalog = buildCatalog(site);
  const apiRoot = options.apiRoot ?? vocabulary.apiRoot ?? '/rest-api';
  const paths: OpenApiDocument['paths'] = {};
  for (const route of catalog.routes) {
    const { path, params } = openApiPath(t.path(route.pattern, 'site'));
    const item: Record<string, OpenApiOperation> = (paths[path] ??= {});
    for (const endpoint of route.endpoints) {
      for (const method of endpoint.methods)
        item[method.toLowerCase()] = operation(route, method, endpoint.args, endpoint.access, t, path, params);
    }
  }
  return {
    openapi: '3.1.0',
    info: {
      title: `Storefront and Administration REST interface of the shop${site === 'de' ? ' (the localized site, /de)' : ''}`,
      version: `interface document; generated by shop-conformance ${options.toolVersion ?? ''}`.trim(),
      description:
        'Generated from the catalog of shop-conformance (spec/): every route and method of the interface document, its arguments with their types, enums, bounds, formats, defaults and required flags. Reads take their arguments in the query, writes (POST, PUT, PATCH) as a JSON body. Errors are answered in the body `components.schemas.Error` describes.',
    },
    servers: [
      {
        url: `${catalog.pathPrefix}${apiRoot}`,
        description:
          site === 'de' ? 'The localized site, below the base URL of the shop' : 'Below the base URL of the shop',
      },
    ],
    tags: catalog.namespaces.map((ns) => ({ name: t.path(ns, 'site') })),
    paths,
    components: {
      securitySchemes: {
        basic: { type: 'http', scheme: 'basic', description: "An administrator's login and application password" },
        nonce: {
          type: 'apiKey',
          in: 'header',
          name: t.header('Nonce', 'site'),
          description: "The storefront's Nonce, as a cart read answers it",
        },
        cartToken: {
          type: 'apiKey',
          in: 'header',
          name: t.header('Cart-Token', 'site'),
          description: 'The Cart-Token of the cart a storefront write changes',
        },
      },
      schemas: {
        Error: {
          type: 'object',
          description:
            'The error body of the conventions: a machine-readable code, a message for people, and the HTTP status again.',
          required: ['code', 'message', 'data'],
          properties: {
            code: { type: 'string', examples: [t.code('rest_no_route', 'site'), t.code('rest_invalid_param', 'site')] },
            message: { type: 'string' },
            data: {
              type: ['object', 'null'],
              properties: {
                status: { type: 'integer', minimum: 100, maximum: 599 },
                params: {
                  type: 'object',
                  additionalProperties: { type: 'string' },
                  description: 'rest_invalid_param and rest_missing_callback_param: each argument refused, with why',
                },
                details: {
                  type: 'object',
                  description: 'rest_invalid_param: the error of each argument refused, in this shape',
                },
              },
            },
          },
        },
      },
    },
  };
}
