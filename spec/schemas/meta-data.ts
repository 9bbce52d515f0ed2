import type { ArgSchema } from '../types.js';

const VALUE_TYPES = ['null', 'object', 'string', 'number', 'boolean', 'integer', 'array'] as const;

function metaProperties(display: boolean): Record<string, ArgSchema> {
  const properties: Record<string, ArgSchema> = {
    id: { description: 'Meta ID.', type: 'integer', readonly: true },
    key: { description: 'Meta key.', type: 'string' },
    value: { description: 'Meta value.', type: [...VALUE_TYPES] },
  };
  if (display) {
    properties.display_key = { description: 'Meta key for UI display.', type: 'string' };
    properties.display_value = { description: 'Meta value for UI display.', type: 'string' };
  }
  return properties;
}

export function metaData(display = false): ArgSchema {
  return { description: 'Meta data.', type: 'array', items: { type: 'object', properties: metaProperties(display) } };
}
