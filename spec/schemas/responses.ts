import type { JsonSchema } from '../types.js';

const error: JsonSchema = {
  type: 'object',
  required: ['code', 'message', 'data'],
  properties: {
    code: { type: 'string', minLength: 1 },
    message: { type: 'string' },
    data: {
      type: 'object',
      required: ['status'],
      properties: { status: { type: 'integer', minimum: 400, maximum: 599 } },
    },
  },
};

/** An argument's description: the keys the document names, none of them required by it (`required` always being there is the platform's convention, checked at should level). */
const argument: JsonSchema = {
  type: 'object',
  properties: {
    description: { type: 'string' },
    type: { oneOf: [{ type: 'string' }, { type: 'array', items: { type: 'string' } }] },
    enum: { type: 'array' },
    required: { type: 'boolean' },
    minimum: { type: 'number' },
    maximum: { type: 'number' },
  },
};

const endpoint: JsonSchema = {
  type: 'object',
  required: ['methods', 'args'],
  properties: {
    methods: {
      type: 'array',
      items: { enum: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS'] },
      minItems: 1,
    },
    allow_batch: { type: 'object', properties: { v1: { type: 'boolean' } } },
    args: {
      oneOf: [
        { type: 'array', maxItems: 0 },
        { type: 'object', additionalProperties: argument, minProperties: 1 },
      ],
    },
  },
};

const routeDescriptor: JsonSchema = {
  type: 'object',
  required: ['namespace', 'methods', 'endpoints'],
  properties: {
    namespace: { type: 'string' },
    methods: { type: 'array', items: { type: 'string' } },
    endpoints: { type: 'array', items: endpoint, minItems: 1 },
    _links: {
      type: 'object',
      required: ['self'],
      properties: {
        self: {
          type: 'array',
          minItems: 1,
          items: { type: 'object', required: ['href'], properties: { href: { type: 'string', format: 'uri' } } },
        },
      },
    },
  },
};

/** Response shapes the interface and the conventions fix. */
export const RESPONSE_SCHEMAS: Record<string, JsonSchema> = {
  error,
  'route-descriptor': routeDescriptor,
  index: {
    type: 'object',
    required: [
      'name',
      'description',
      'url',
      'home',
      'gmt_offset',
      'timezone_string',
      'namespaces',
      'authentication',
      'routes',
    ],
    properties: {
      name: { type: 'string' },
      description: { type: 'string' },
      url: { type: 'string', format: 'uri' },
      home: { type: 'string', format: 'uri' },
      gmt_offset: { type: ['string', 'number'] },
      timezone_string: { type: 'string' },
      namespaces: { type: 'array', items: { type: 'string' } },
      // Empty, as the document says: its own case checks that, so one fault is one failure.
      authentication: { type: 'array' },
      routes: { type: 'object', additionalProperties: routeDescriptor },
    },
  },
  'namespace-index': {
    type: 'object',
    required: ['namespace', 'routes'],
    properties: {
      namespace: { type: 'string' },
      routes: { type: 'object', additionalProperties: routeDescriptor },
      _links: { type: 'object' },
    },
  },
  'batch-reply': {
    type: 'object',
    required: ['responses'],
    properties: {
      failed: { const: 'validation' },
      responses: {
        type: 'array',
        items: {
          oneOf: [
            { type: 'null' },
            {
              type: 'object',
              required: ['body', 'status', 'headers'],
              properties: { status: { type: 'integer' }, headers: { type: ['object', 'array'] } },
            },
          ],
        },
      },
    },
  },
};
