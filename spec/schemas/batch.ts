import type { Args } from '../types.js';
import { BATCH_METHODS, BATCH_VALIDATION_MODES, MAX_BATCH_REQUESTS } from '../enums.js';

/** Body of every batch route: `/batch/v1` and the storefront's own batch routes. */
export function batchArgs(): Args {
  return {
    validation: { type: 'string', enum: [...BATCH_VALIDATION_MODES], default: 'normal' },
    requests: {
      type: 'array',
      maxItems: MAX_BATCH_REQUESTS,
      items: {
        type: 'object',
        properties: {
          method: { type: 'string', enum: [...BATCH_METHODS], default: 'POST' },
          path: { type: 'string', required: true },
          body: { type: 'object', properties: {}, additionalProperties: true },
          headers: {
            type: 'object',
            properties: {},
            additionalProperties: { type: ['string', 'array'], items: { type: 'string' } },
          },
        },
      },
      required: true,
    },
  };
}
