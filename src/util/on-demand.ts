import { createRequire } from 'node:module';

/**
 * Packages a run needs only now and then, loaded when first asked for. A run reads its suites and
 * validators from the run cache (`disk-cache.ts`): YAML is parsed and schemas compiled only when a
 * suite, a config file or a schema is new, and loading yaml, ajv and ajv-formats up front cost every
 * run about 100 ms of start-up (their 140 modules) for nothing. Both ship CommonJS, so `require`
 * gives the very modules an `import` would.
 */
const require = createRequire(import.meta.url);

export const yaml = (): typeof import('yaml') => require('yaml') as typeof import('yaml');
export const ajv = (): typeof import('ajv') => require('ajv') as typeof import('ajv');
