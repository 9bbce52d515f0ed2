import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve, dirname } from 'node:path';
import ts from 'typescript';
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

// Each file parsed once: every rule below reads the same imports.
const parsed = new Map<string, string[]>();

/**
 * What a file imports, read by TypeScript's parser: imports over several lines, `import type`,
 * re-exports and `import()` alike (a regular expression over lines missed the ones a formatter wraps).
 */
function imports(file: string): string[] {
  const known = parsed.get(file);
  if (known) return known;
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
  const specifiers: string[] = [];
  const visit = (node: ts.Node): void => {
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    )
      specifiers.push(node.moduleSpecifier.text);
    if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    )
      specifiers.push(node.arguments[0].text);
    ts.forEachChild(node, visit);
  };
  visit(source);
  parsed.set(file, specifiers);
  return specifiers;
}

/** The project files a file imports, each resolved to its `.ts` source. */
function localImports(file: string): string[] {
  return imports(file)
    .filter((s) => s.startsWith('.'))
    .map((s) => resolve(dirname(file), s).replace(/\.js$/, '.ts'));
}

/** The strongly connected groups of more than one module (Tarjan's algorithm): each is a circle. */
function circles(graph: Map<string, string[]>): string[][] {
  const order = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const found: string[][] = [];
  const visit = (v: string): void => {
    order.set(v, order.size);
    low.set(v, order.get(v) as number);
    stack.push(v);
    for (const w of graph.get(v) ?? []) {
      if (!graph.has(w)) continue;
      if (!order.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v) as number, low.get(w) as number));
      } else if (stack.includes(w)) {
        low.set(v, Math.min(low.get(v) as number, order.get(w) as number));
      }
    }
    if (low.get(v) !== order.get(v)) return;
    const group: string[] = [];
    let w: string;
    do {
      w = stack.pop() as string;
      group.push(w);
    } while (w !== v);
    if (group.length > 1 || (graph.get(v) ?? []).includes(v)) found.push(group.reverse());
  };
  for (const v of graph.keys()) if (!order.has(v)) visit(v);
  return found;
}

/** Top folder an import lands in, or the package name for a bare specifier. */
function target(file: string, specifier: string): string {
  if (!specifier.startsWith('.')) return `pkg:${specifier.split('/')[0]}`;
  const absolute = resolve(dirname(file), specifier);
  return relative(ROOT, absolute).split(/[\\/]/)[0] as string;
}

/** Each import from a room of `src/` into a folder it must not import, as `file -> imported file`. */
function importsAcross(rooms: [room: string, forbidden: string[]][]): string[] {
  return rooms.flatMap(([room, forbidden]) =>
    sourceFiles(room).flatMap((file) =>
      localImports(file)
        .map((imported) => relative(ROOT, imported))
        .filter((imported) => forbidden.some((f) => imported.startsWith(`${f}/`)))
        .map((imported) => `${relative(ROOT, file)} -> ${imported}`),
    ),
  );
}

const RULES: Record<string, { forbidden: string[] }> = {
  spec: {
    forbidden: [
      'src',
      'reports',
      'reference-server',
      'bin',
      'test',
      'pkg:fastify',
      'pkg:undici',
      'pkg:better-sqlite3',
      'pkg:chalk',
    ],
  },
  src: { forbidden: ['reports', 'reference-server', 'bin', 'test', 'pkg:chalk', 'pkg:fastify', 'pkg:better-sqlite3'] },
  reports: { forbidden: ['reference-server', 'bin', 'test', 'pkg:undici', 'pkg:fastify', 'pkg:better-sqlite3'] },
  'reference-server': { forbidden: ['src', 'reports', 'bin', 'test', 'pkg:undici', 'pkg:chalk'] },
  bin: { forbidden: ['test'] },
};

describe('import directions of ARCHITECTURE.md', () => {
  for (const [folder, rule] of Object.entries(RULES)) {
    it(`${folder}/ imports none of ${rule.forbidden.join(', ')}`, () => {
      const offending = sourceFiles(folder).flatMap((file) =>
        imports(file)
          .filter((s) => rule.forbidden.includes(target(file, s)))
          .map((s) => `${relative(ROOT, file)} -> ${s}`),
      );
      expect(offending).toEqual([]);
    });
  }

  it('only the engine HTTP client loads undici, only the console reporter chalk, only storage better-sqlite3, only the fuzz phase fast-check; each is loaded', () => {
    const all = ['spec', 'src', 'reports', 'reference-server', 'bin'].flatMap(sourceFiles);
    // An import, or a `require` of the package or a file of it (src/http/undici.ts loads undici's parts so).
    const loads = (f: string, pkg: string) =>
      imports(f).some((s) => target(f, s) === `pkg:${pkg}`) ||
      new RegExp(`require\\(\\s*['"]${pkg}(/[^'"]*)?['"]`).test(readFileSync(f, 'utf8'));
    const users = (pkg: string) => all.filter((f) => loads(f, pkg)).map((f) => relative(ROOT, f));
    for (const [pkg, where] of [
      ['undici', /^src\/http\//],
      ['chalk', /^reports\/console/],
      ['better-sqlite3', /^reference-server\/storage\//],
      // Loaded when a run fuzzes (`await import`), never at a plain run's start.
      ['fast-check', /^src\/fuzz\//],
    ] as const) {
      // A rule over a package nothing loads any more guards nothing: it must go, or the loading be found again.
      expect(users(pkg), `${pkg} is loaded nowhere`).not.toEqual([]);
      for (const file of users(pkg)) expect(file).toMatch(where);
    }
  });

  it('the runner never imports the fuzz phase (it is handed over), the plan neither the runner nor the fuzz phase', () => {
    const rooms: [string, string[]][] = [
      ['src/runner', ['src/fuzz']],
      ['src/plan', ['src/runner', 'src/fuzz']],
    ];
    expect(importsAcross(rooms)).toEqual([]);
  });

  it('the rooms the runner uses never import it, and import one another one way: site and repro above secrets', () => {
    // A room above may import a room below, never the other way: runner → site, repro → secrets; answers
    // below the runner, beside the others.
    const rooms: [string, string[]][] = [
      ['src/site', ['src/runner', 'src/repro', 'src/secrets', 'src/fuzz']],
      ['src/repro', ['src/runner', 'src/site', 'src/fuzz']],
      ['src/secrets', ['src/runner', 'src/site', 'src/repro', 'src/answers', 'src/fuzz']],
      ['src/answers', ['src/runner', 'src/site', 'src/repro', 'src/secrets', 'src/fuzz']],
    ];
    for (const [room] of rooms) expect(sourceFiles(room), `${room} has no source`).not.toEqual([]);
    expect(importsAcross(rooms)).toEqual([]);
  });

  it('no module imports itself through others: no import circle, type-only imports included', () => {
    const files = ['spec', 'src', 'reports', 'reference-server', 'bin'].flatMap(sourceFiles);
    const graph = new Map(files.map((file) => [file, localImports(file)]));
    expect(circles(graph).map((c) => c.map((f) => relative(ROOT, f)).join(' → '))).toEqual([]);
  });

  it('nothing reads ../shared at run or test time', () => {
    const all = ['spec', 'src', 'reports', 'reference-server', 'bin', 'test']
      .flatMap(sourceFiles)
      .filter((f) => !f.endsWith('architecture.test.ts'));
    const offending = all.filter((f) => /['"`][^'"`]*\.\.\/shared\//.test(readFileSync(f, 'utf8')));
    expect(offending.map((f) => relative(ROOT, f))).toEqual([]);
  });
});

/** Every folder under `src/`, itself included, with the files directly in it. */
function folders(dir: string): { folder: string; files: string[] }[] {
  const entries = readdirSync(dir, { withFileTypes: true });
  const files = entries.filter((e) => e.isFile()).map((e) => join(dir, e.name));
  const below = entries.filter((e) => e.isDirectory()).flatMap((e) => folders(join(dir, e.name)));
  return [{ folder: relative(ROOT, dir), files }, ...below];
}

describe('the rooms of src/ (ARCHITECTURE.md)', () => {
  const all = folders(join(ROOT, 'src')).filter((f) => f.folder !== 'src');

  it('no folder holds more than 20 files or 2,500 lines', () => {
    const lines = (file: string) => readFileSync(file, 'utf8').split('\n').length;
    const crowded = all
      .map(({ folder, files }) => ({ folder, files: files.length, lines: files.reduce((n, f) => n + lines(f), 0) }))
      .filter((f) => f.files > 20 || f.lines > 2500)
      .map((f) => `${f.folder}: ${f.files} files, ${f.lines} lines`);
    expect(crowded).toEqual([]);
  });

  it('a folder of five files or more, and each room the runner uses, says what it owns, what it may import and who calls it', () => {
    const rooms = new Set(['src/runner', 'src/site', 'src/repro', 'src/secrets']);
    const unsaid = all
      .filter(({ folder, files }) => files.filter((f) => f.endsWith('.ts')).length >= 5 || rooms.has(folder))
      .filter(({ folder }) => {
        const readme = join(ROOT, folder, 'README.md');
        let text: string;
        try {
          text = readFileSync(readme, 'utf8');
        } catch {
          return true;
        }
        return !text.startsWith(`# ${folder}/`) || !/May import:/.test(text) || !/Called by:/.test(text);
      })
      .map(({ folder }) => folder);
    expect(unsaid).toEqual([]);
  });
});
