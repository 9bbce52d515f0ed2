import { buildCatalog } from './catalog.js';
import { toJsonSchema } from './json-schema.js';
import { patternParams, readablePattern } from './patterns.js';
import { translator, type Translator } from './translator.js';
import type { Access, ArgSchema, Args, HttpMethod, JsonSchema, Route, SiteId } from './types.js';
import { NEUTRAL, type Vocabulary } from './vocabulary.js';
import { REQUEST_HEADERS } from './request-headers.js';

/**
 * The interface as an OpenAPI 3.1 document, generated from the catalog (nothing written by hand), for
 * the tools people already use: Schemathesis, Specmatic, Postman, Swagger UI. Every route×method of one
 * site, its path parameters, its query arguments (reads) or JSON body (writes) with their types, enums,
 * bounds, formats, defaults and required flags; who may call it; the error body of the conventions.
 *
 * OpenAPI 3.1 schemas are JSON Schema 2020-12: the platform's boolean `exclusiveMinimum` becomes the
 * bound itself, `mixed` (any type) has no `type`, and a property's `required: true` moves to its
 * object's `required` list. An integer the catalog gives no bound is PHP's, 64 bits signed (the
 * platform and the reference server refuse anything past it): `format: int64` and its two bounds,
 * written exactly by `openApiText` (a JavaScript number cannot hold 2^63 − 1).
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
  parameters?: OpenApiParameter[];
  requestBody?: { required: boolean; content: { 'application/json': { schema: JsonSchema } } };
  security: Record<string, string[]>[];
  responses: Record<string, unknown>;
  [extension: `x-${string}`]: unknown;
}

export interface OpenApiParameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required: boolean;
  schema: JsonSchema;
  description?: string;
  style?: 'deepObject';
  explode?: boolean;
  /** A bracket parameter (`attributes[0]`): the argument it is the first member of. */
  'x-argument'?: string;
}

/**
 * PHP's integer range, PHP_INT_MIN and PHP_INT_MAX (2^63 − 1), as the JavaScript numbers nearest them:
 * both are ±2^63, and `openApiText` writes them exactly.
 */
export const INT64_MIN = -(2 ** 63);
export const INT64_MAX = 2 ** 63;
const INT64_TEXT: Record<string, string> = {
  [String(INT64_MIN)]: '-9223372036854775808',
  [String(INT64_MAX)]: '9223372036854775807',
};

/**
 * The document as JSON text with PHP's integer bounds written exactly. `JSON.stringify` writes 2^63 as
 * `9223372036854776000`, which a parser with exact integers (Python's, Schemathesis') reads as a number
 * past PHP's range: a tool would then send integers the server must refuse.
 */
export function openApiText(document: OpenApiDocument, indent = 2): string {
  const text = JSON.stringify(document, null, indent);
  return text.replace(
    /("(?:minimum|maximum)": ?)(-?9223372036854776000)(?=[,\n}])/g,
    (_, key: string, value: string) => `${key}${INT64_TEXT[value] ?? value}`,
  );
}

/** `/shop/store/cart/items/(?P<key>[\w-]{32})` → `/shop/store/cart/items/{key}`, with each parameter's pattern. */
export function openApiPath(pattern: string): { path: string; params: { name: string; pattern: string }[] } {
  return {
    path: readablePattern(pattern),
    params: patternParams(pattern).map((p) => ({ name: p.name, pattern: `^${p.body}$` })),
  };
}

/** An argument schema as an OpenAPI 3.1 (JSON Schema 2020-12) schema: defaults kept, enum values in the site's words, integers in PHP's range. */
export function openApiSchema(schema: ArgSchema, t: Translator): JsonSchema {
  return withIntegerRange(toJsonSchema(schema, { defaults: true, value: (v) => t.value(v, 'site') }));
}

/** Every integer without a bound gets PHP's; one the catalog bounds keeps its own bound on that side. */
function withIntegerRange(schema: JsonSchema): JsonSchema {
  const out: JsonSchema = { ...schema };
  const types = Array.isArray(out.type) ? (out.type as string[]) : [out.type];
  if (types.includes('integer')) {
    if (types.length === 1 && out.format === undefined) out.format = 'int64';
    if (out.minimum === undefined && out.exclusiveMinimum === undefined) out.minimum = INT64_MIN;
    if (out.maximum === undefined && out.exclusiveMaximum === undefined) out.maximum = INT64_MAX;
  }
  const sub = (s: unknown) => (s && typeof s === 'object' ? withIntegerRange(s as JsonSchema) : s);
  if (out.items) out.items = sub(out.items);
  if (out.additionalProperties) out.additionalProperties = sub(out.additionalProperties);
  if (out.properties)
    out.properties = Object.fromEntries(
      Object.entries(out.properties as Record<string, JsonSchema>).map(([k, v]) => [k, sub(v)]),
    );
  for (const key of ['anyOf', 'oneOf'] as const)
    if (Array.isArray(out[key])) out[key] = (out[key] as JsonSchema[]).map(withIntegerRange);
  return out;
}

/**
 * A read's argument that is a list of objects (`attributes`, `calculate_attribute_counts`), which the
 * platform reads from the query in PHP's bracket notation only: `attributes[0][attribute]=pa_color&
 * attributes[0][operator]=in`. OpenAPI's `deepObject` has no lists of objects, so the argument is
 * declared as its first member, `attributes[0]`, a deepObject (what schema-driven tools send as
 * `attributes[0][attribute]=…`); a list inside a member (`term_id`) is declared as the comma list the
 * platform also reads, since such a tool would write a nested list as one text the server misreads.
 */
function bracketParameter(name: string, arg: ArgSchema, t: Translator): OpenApiParameter {
  const item = openApiSchema(arg.items ?? {}, t);
  const properties = Object.fromEntries(
    Object.entries((item.properties ?? {}) as Record<string, JsonSchema>).map(([key, property]) => {
      if (property.type !== 'array') return [key, property];
      const items = (property.items ?? {}) as JsonSchema;
      const member = items.type === 'integer' ? '[0-9]{1,18}' : '[^,]+';
      return [
        key,
        {
          type: 'string',
          pattern: `^(${member}(,${member})*)?$`,
          description:
            `${String(property.description ?? '')} A comma-separated list (or \`${name}[0][${key}][]=…\`, one value each).`.trim(),
        },
      ];
    }),
  );
  return {
    name: `${name}[0]`,
    in: 'query',
    required: false,
    style: 'deepObject',
    explode: true,
    schema: { ...item, properties, additionalProperties: false },
    description:
      `${arg.description ?? ''} A list of objects, sent in PHP's bracket notation: \`${name}[0][member]=…&${name}[1][member]=…\`. Declared here as its first object; send further ones as \`${name}[1]\`, \`${name}[2]\`, and so on.`.trim(),
    'x-argument': name,
  };
}

const isBracketArgument = (arg: ArgSchema) =>
  arg.type === 'array' && arg.items !== undefined && arg.items.type === 'object' && arg.items.properties !== undefined;

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
  handler: string,
  t: Translator,
  path: string,
  params: { name: string; pattern: string }[],
): OpenApiOperation {
  const pathParams = params.map((p) => {
    const described = args[p.name];
    const schema: JsonSchema = described ? openApiSchema(described, t) : { type: 'string' };
    // An integer the route's pattern takes as digits alone is never negative.
    if (schema.type === 'integer' && /^\^\\d[+*]\$$/.test(p.pattern) && schema.minimum === INT64_MIN)
      schema.minimum = 0;
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
    const query = own.map(([name, arg]): OpenApiParameter =>
      isBracketArgument(arg)
        ? bracketParameter(name, arg, t)
        : {
            name,
            in: 'query' as const,
            required: arg.required === true,
            schema: openApiSchema(arg, t),
            ...(arg.description ? { description: arg.description } : {}),
          },
    );
    if (pathParams.length + query.length > 0) op.parameters = [...pathParams, ...query];
  }
  const headers = (REQUEST_HEADERS[handler] ?? []).map((h): OpenApiParameter => ({
    name: t.header(h.name, 'site'),
    in: 'header',
    required: h.required,
    schema: { type: 'string', pattern: h.pattern },
    description: h.description,
  }));
  if (headers.length > 0) op.parameters = [...(op.parameters ?? []), ...headers];
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
        item[method.toLowerCase()] = operation(
          route,
          method,
          endpoint.args,
          endpoint.access,
          endpoint.handler,
          t,
          path,
          params,
        );
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
                  description:
                    'rest_invalid_param: each argument refused, with why (an object); rest_missing_callback_param: the names of the required arguments missing (a list)',
                  oneOf: [
                    { type: 'object', additionalProperties: { type: 'string' } },
                    { type: 'array', items: { type: 'string' } },
                  ],
                },
                details: {
                  description:
                    'rest_invalid_param: the error of each argument refused, in this shape (an empty list where none has one)',
                  oneOf: [
                    { type: 'object', additionalProperties: { $ref: '#/components/schemas/Error' } },
                    { type: 'array', maxItems: 0 },
                  ],
                },
              },
            },
          },
        },
      },
    },
  };
}
