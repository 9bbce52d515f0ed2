import { createHash } from 'node:crypto';
import { readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CheckRegistry } from '../checks/registry.js';
import type { Suite } from '../model/suite.js';
import { cacheDisabled, readCached, writeCached } from '../util/disk-cache.js';
import { packageRoot } from '../util/package-root.js';
import { loadSuite, suiteSchemaPath } from './load-suite.js';

let toolStamp: string | undefined;

/** What a cached suite depends on besides its own file: this tool's code and the suite schema. */
function stamp(): string {
  if (toolStamp === undefined) {
    const pkg = statSync(join(packageRoot(), 'package.json'));
    const schema = statSync(suiteSchemaPath());
    // The loader and the checks decide what a valid suite is: a rebuild of either misses the cache.
    const here = dirname(fileURLToPath(import.meta.url));
    const code = [here, join(here, '..', 'checks')].flatMap((dir) => readdirSync(dir).map((f) => statSync(join(dir, f)).mtimeMs));
    toolStamp = `${pkg.mtimeMs}:${schema.mtimeMs}:${Math.max(...code)}:${import.meta.url}`;
  }
  return toolStamp;
}

/**
 * A suite file that loaded cleanly is kept, as loaded, in the run cache (`src/util/disk-cache.ts`), keyed by its path,
 * size and modification time and by the tool's own stamp; parsing and validating YAML is most of a
 * run's start-up. Any change to the file, the schema or the tool misses the cache; a miss loads and
 * validates the file in full. Files with problems are never cached, so their errors always show.
 */
export function loadSuiteCached(file: string, checks: CheckRegistry): Suite {
  if (cacheDisabled()) return loadSuite(file, checks);
  const stat = statSync(file);
  const key = createHash('sha256').update(`${file}\0${stat.size}\0${stat.mtimeMs}\0${stamp()}\0${checks.names().join(',')}`).digest('hex').slice(0, 32);
  const name = `suite-${key}.json`;
  const cached = readCached(name);
  if (cached !== undefined) {
    try {
      return JSON.parse(cached) as Suite;
    } catch {
      // A damaged entry: load the file properly and write it again.
    }
  }
  const suite = loadSuite(file, checks);
  writeCached(name, JSON.stringify(suite));
  return suite;
}
