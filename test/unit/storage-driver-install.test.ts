import { readdirSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../..');
const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as Record<string, Record<string, string>>;

/**
 * The packages the built CLI (dist/cli/, what the tarball ships) loads from node_modules at run time: the
 * bare names its imports, dynamic imports and require calls (the bundle's own `require`, and those our
 * code makes with createRequire) name. Everything else is inside the bundle.
 */
function loadedAtRunTime(): string[] {
  const dir = join(ROOT, 'dist/cli');
  const text = readdirSync(dir)
    .filter((f) => f.endsWith('.js'))
    .map((f) => readFileSync(join(dir, f), 'utf8'))
    .join('\n');
  const specifiers = [...text.matchAll(/(?:\brequire\d*\(|\bimport\(|\bfrom ?)"([a-z@][\w@./-]*)"/g)].map((m) => m[1]);
  const packages = specifiers
    .filter((s): s is string => s !== undefined && !s.startsWith('node:') && !builtinModules.includes(s.split('/')[0]!))
    .map((s) => (s.startsWith('@') ? s.split('/').slice(0, 2).join('/') : s.split('/')[0]!));
  return [...new Set(packages)].sort();
}

// An install is only what the CLI loads: the reference server's fastify, yargs, chalk and fast-check are
// in the bundle, and a runtime dependency on them would install them again, with their engines (cookie 2,
// under fastify, wants Node 22: npm warned on every install on Node 20). better-sqlite3 is optional: its
// compile took most of an install, and node:sqlite stands in for it (reference-server/storage/driver.ts).
describe("the package's dependencies", () => {
  it('are exactly what the built CLI loads from node_modules, better-sqlite3 optional', () => {
    const declared = [...Object.keys(pkg.dependencies ?? {}), ...Object.keys(pkg.optionalDependencies ?? {})].sort();
    expect(loadedAtRunTime()).toEqual(declared);
    expect(Object.keys(pkg.optionalDependencies ?? {})).toEqual(['better-sqlite3']);
  });
});
