import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve, dirname } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');

function sourceFiles(folder: string): string[] {
  const dir = join(ROOT, folder);
  let entries: string[] = [];
  try {
    entries = readdirSync(dir);
  } catch {
    return [];
  }
  return entries.flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(relative(ROOT, path));
    return name.endsWith('.ts') ? [path] : [];
  });
}

function imports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/(?:^|\n)\s*(?:import|export)[^'"\n]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g)]
    .map((m) => (m[1] ?? m[2]) as string);
}

/** Top folder an import lands in, or the package name for a bare specifier. */
function target(file: string, specifier: string): string {
  if (!specifier.startsWith('.')) return `pkg:${specifier.split('/')[0]}`;
  const absolute = resolve(dirname(file), specifier);
  return relative(ROOT, absolute).split(/[\\/]/)[0] as string;
}

const RULES: Record<string, { forbidden: string[] }> = {
  spec: { forbidden: ['src', 'reports', 'reference-server', 'bin', 'test', 'pkg:fastify', 'pkg:undici', 'pkg:better-sqlite3', 'pkg:chalk'] },
  src: { forbidden: ['reports', 'reference-server', 'bin', 'test', 'pkg:chalk', 'pkg:fastify', 'pkg:better-sqlite3'] },
  reports: { forbidden: ['reference-server', 'bin', 'test', 'pkg:undici', 'pkg:fastify', 'pkg:better-sqlite3'] },
  'reference-server': { forbidden: ['src', 'reports', 'bin', 'test', 'pkg:undici', 'pkg:chalk'] },
  bin: { forbidden: ['test'] },
};

describe('import directions of ARCHITECTURE.md', () => {
  for (const [folder, rule] of Object.entries(RULES)) {
    it(`${folder}/ imports none of ${rule.forbidden.join(', ')}`, () => {
      const offending = sourceFiles(folder).flatMap((file) =>
        imports(file).filter((s) => rule.forbidden.includes(target(file, s))).map((s) => `${relative(ROOT, file)} -> ${s}`));
      expect(offending).toEqual([]);
    });
  }

  it('only the engine HTTP client imports undici, only the console reporter chalk, only storage better-sqlite3', () => {
    const all = ['spec', 'src', 'reports', 'reference-server', 'bin'].flatMap(sourceFiles);
    const users = (pkg: string) => all.filter((f) => imports(f).some((s) => target(f, s) === `pkg:${pkg}`)).map((f) => relative(ROOT, f));
    for (const file of users('undici')) expect(file).toMatch(/^src\/http\//);
    for (const file of users('chalk')) expect(file).toMatch(/^reports\/console/);
    for (const file of users('better-sqlite3')) expect(file).toMatch(/^reference-server\/storage\//);
  });

  it('nothing reads ../shared at run or test time', () => {
    const all = ['spec', 'src', 'reports', 'reference-server', 'bin', 'test'].flatMap(sourceFiles)
      .filter((f) => !f.endsWith('architecture.test.ts'));
    const offending = all.filter((f) => /['"`][^'"`]*\.\.\/shared\//.test(readFileSync(f, 'utf8')));
    expect(offending.map((f) => relative(ROOT, f))).toEqual([]);
  });
});
