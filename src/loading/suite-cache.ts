import { createHash } from 'node:crypto';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CheckRegistry } from '../checks/registry.js';
import type { CaseSpec, Suite } from '../model/suite.js';
import { cacheDisabled, readCached, writeCached } from '../util/disk-cache.js';
import { packageRoot } from '../util/package-root.js';
import { loadSuite, suiteSchemaPath } from './load-suite.js';

let toolStamp: string | undefined;

/**
 * What a cached suite depends on besides its own file: this tool's code, the suite schema and the catalog.
 * Read when this module loads, so that it describes the code this process runs: a process that loaded
 * the code before it was rebuilt must not file what the old code made under the new code's stamp.
 */
stamp();
function stamp(): string {
  if (toolStamp === undefined) {
    const pkg = statSync(join(packageRoot(), 'package.json'));
    const schema = statSync(suiteSchemaPath());
    // The loader and the checks decide what a valid suite is, the generators and spec/ what it derives:
    // a rebuild of any of them misses the cache. Bundled (dist/cli/, scripts/bundle.mjs), all of them are
    // the files beside this one, and the folders named after it do not exist there.
    const here = dirname(fileURLToPath(import.meta.url));
    // coverage/ holds the parts a case's tags are derived from (`part-tags.ts`).
    const dirs = [
      here,
      join(here, '..', 'checks'),
      join(here, '..', 'generators'),
      join(here, '..', 'coverage'),
      join(here, '..', '..', 'spec'),
    ];
    const code = dirs
      .filter((dir) => existsSync(dir))
      // A file a rebuild beside this one removes between the listing and its stat counts for nothing.
      .flatMap((dir) =>
        readdirSync(dir, { recursive: true }).map(
          (f) => statSync(join(dir, String(f)), { throwIfNoEntry: false })?.mtimeMs ?? 0,
        ),
      );
    toolStamp = `${pkg.mtimeMs}:${schema.mtimeMs}:${Math.max(...code)}:${import.meta.url}`;
  }
  return toolStamp;
}

/** The cache key each suite was loaded under, for what is derived from it (its generated cases). */
const keys = new WeakMap<Suite, string>();

/**
 * A suite file that loaded cleanly is kept, as loaded, in the run cache (`src/util/disk-cache.ts`), keyed by its path,
 * size and modification time and by the tool's own stamp; parsing and validating YAML is most of a
 * run's start-up. Any change to the file, the schema or the tool misses the cache; a miss loads and
 * validates the file in full. Files with problems are never cached, so their errors always show.
 */
export function loadSuiteCached(file: string, checks: CheckRegistry): Suite {
  if (cacheDisabled()) return loadSuite(file, checks);
  const stat = statSync(file);
  const key = createHash('sha256')
    .update(`${file}\0${stat.size}\0${stat.mtimeMs}\0${stamp()}\0${checks.names().join(',')}`)
    .digest('hex')
    .slice(0, 32);
  const name = `suite-${key}.json`;
  const cached = readCached(name);
  if (cached !== undefined) {
    try {
      const suite = JSON.parse(cached) as Suite;
      keys.set(suite, key);
      return suite;
    } catch {
      // A damaged entry: load the file properly and write it again.
    }
  }
  const suite = loadSuite(file, checks);
  writeCached(name, JSON.stringify(suite));
  keys.set(suite, key);
  return suite;
}

/**
 * The cases a suite's generators derive, kept beside the suite under the same key: they depend only on
 * the suite and the tool, and deriving them from the catalog is most of a run's planning.
 */
export function generatedCasesCached(suite: Suite, generate: (suite: Suite) => CaseSpec[]): CaseSpec[] {
  const key = keys.get(suite);
  if (key === undefined || suite.generators.length === 0) return generate(suite);
  const name = `generated-${key}.json`;
  const cached = readCached(name);
  if (cached !== undefined) {
    try {
      return JSON.parse(cached) as CaseSpec[];
    } catch {
      // A damaged entry: derive them again.
    }
  }
  const cases = generate(suite);
  writeCached(name, JSON.stringify(cases));
  return cases;
}
