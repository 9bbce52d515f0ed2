/**
 * The interface as data. Everything here is plain, JSON-serialisable values so that the
 * reference server, the suite generators and the catalog tests all read the same thing.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** `mixed` is the platform's word for "any type" (order line names and ids); the index publishes it as is. */
export type JsonType = 'mixed' | 'string' | 'integer' | 'number' | 'boolean' | 'array' | 'object' | 'null';

/** An argument or schema node, restricted to the keywords the platform publishes in its index. */
export interface ArgSchema {
  description?: string;
  type?: JsonType | JsonType[];
  format?: string;
  enum?: readonly (string | number | boolean | null)[];
  default?: unknown;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean;
  exclusiveMaximum?: boolean;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  minItems?: number;
  maxItems?: number;
  uniqueItems?: boolean;
  items?: ArgSchema;
  properties?: Record<string, ArgSchema>;
  additionalProperties?: boolean | ArgSchema;
  anyOf?: ArgSchema[];
  oneOf?: ArgSchema[];
  /** Top-level argument: boolean. Inside `properties`: the platform's v3-style boolean too. */
  required?: boolean;
  /** Not published in the index: marks response-only fields. */
  readonly?: boolean;
}

export type Args = Record<string, ArgSchema>;

/** Who may call an endpoint; the reference server enforces it, the auth suite derives cases from it. */
export type Access =
  | 'public'
  /** Storefront writes: Nonce header or a valid Cart-Token. */
  | 'storefront-nonce'
  | 'admin';

export interface Endpoint {
  methods: HttpMethod[];
  args: Args;
  access: Access;
  /** Stable handler id the reference server binds an implementation to. */
  handler: string;
}

export interface Route {
  namespace: string;
  /** The platform's regex form, e.g. `/shop/store/cart/items/(?P<key>[\w-]{32})`. */
  pattern: string;
  /** Routes marked [b]: every endpoint publishes `allow_batch: {v1: true}`. */
  allowBatch: boolean;
  endpoints: Endpoint[];
}

export type SiteId = 'primary' | 'de';

export interface Catalog {
  site: SiteId;
  /** Prefix of the site below the base URL: '' or '/de'. */
  pathPrefix: string;
  namespaces: string[];
  routes: Route[];
}

/** A JSON Schema as plain data (draft 2020-12 keywords), what `json-schema.ts` makes of the catalog's argument schemas. */
export type JsonSchema = Record<string, unknown>;
