import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CheckRegistry } from '../checks/registry.js';
import type { Suite } from '../model/suite.js';
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
 * A suite file that loaded cleanly is kept, as loaded, under the temporary folder, keyed by its path,
 * size and modification time and by the tool's own stamp; parsing and validating YAML is most of a
 * run's start-up. Any change to the file, the schema or the tool misses the cache; a miss loads and
 * validates the file in full. Files with problems are never cached, so their errors always show.
 */
export function loadSuiteCached(file: string, checks: CheckRegistry): Suite {
  if (process.env.SHOP_CONFORMANCE_NO_CACHE === '1') return loadSuite(file, checks);
  const stat = statSync(file);
  const key = createHash('sha256').update(`${file}\0${stat.size}\0${stat.mtimeMs}\0${stamp()}\0${checks.names().join(',')}`).digest('hex').slice(0, 32);
  const dir = join(tmpdir(), 'shop-conformance-suite-cache');
  const path = join(dir, `${key}.json`);
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as Suite;
  } catch {
    // Not cached yet, or unreadable: load it properly.
  }
  const suite = loadSuite(file, checks);
  try {
    mkdirSync(dir, { recursive: true });
    const temporary = `${path}.${process.pid}.tmp`;
    writeFileSync(temporary, JSON.stringify(suite));
    renameSync(temporary, path);
  } catch {
    // A read-only or full temporary folder only costs the next run its speed.
  }
  return suite;
}
