import { readFileSync } from 'node:fs';

/**
 * A JSON file the build writes beside the bundle (`help.json`, `argv.json`: scripts/bundle.mjs), or
 * undefined where there is none (tsc's files, the tests' sources): the caller then does without it.
 */
export function builtFile<T>(name: string): T | undefined {
  try {
    return JSON.parse(readFileSync(new URL(`./${name}`, import.meta.url), 'utf8')) as T;
  } catch {
    return undefined;
  }
}
