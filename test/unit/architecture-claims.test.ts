import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { REPORTERS } from '../../reports/index.js';

/**
 * ARCHITECTURE.md's claims that a reader can check, beside the import rules of architecture.test.ts:
 * every cache of the server is one bounded memo, and the reporters by name are one list.
 */
const ROOT = resolve(import.meta.dirname, '../..');

function sourceFiles(folder: string): string[] {
  return readdirSync(join(ROOT, folder)).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(join(ROOT, path)).isDirectory()) return sourceFiles(path);
    return name.endsWith('.ts') ? [path] : [];
  });
}

function parse(file: string): ts.SourceFile {
  return ts.createSourceFile(file, readFileSync(join(ROOT, file), 'utf8'), ts.ScriptTarget.Latest, true);
}

function visit(node: ts.Node, found: (node: ts.Node) => void): void {
  found(node);
  ts.forEachChild(node, (child) => visit(child, found));
}

/** The name a `new Map` is kept under: the variable or property it initialises, else where it stands. */
function holderOf(node: ts.Node): string {
  for (let at: ts.Node | undefined = node.parent; at; at = at.parent) {
    if ((ts.isVariableDeclaration(at) || ts.isPropertyDeclaration(at)) && ts.isIdentifier(at.name)) return at.name.text;
    if (ts.isBinaryExpression(at) && ts.isIdentifier(at.left)) return at.left.text;
    if (ts.isFunctionLike(at) || ts.isSourceFile(at)) break;
  }
  return '(expression)';
}

/** Every `new Map` of the server outside the memo, as `file: name`. */
function serverMaps(): string[] {
  return sourceFiles('reference-server')
    .filter((file) => file !== join('reference-server', 'util', 'memo.ts'))
    .flatMap((file) => {
      const names: string[] = [];
      visit(parse(file), (node) => {
        if (ts.isNewExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'Map')
          names.push(`${relative('reference-server', file).split('\\').join('/')}: ${holderOf(node)}`);
      });
      return names;
    });
}

/**
 * The maps of the server that are not a memo, each with why it cannot grow with what callers send. A
 * cache a request can grow belongs in `util/memo.ts` (`memo`, `memoByVersion`, `BoundedMap`) instead.
 */
const NOT_A_CACHE: Record<string, string> = {
  'app.ts: routers': 'one router per site, made at start',
  'routing/router.ts: byNamespace': "the catalog's routes by namespace, made at start",
  'plugins/registry.ts: handlers': 'handlers bound by id at start; ids the catalog does not declare are refused',
  'http/php-array.ts: entries': 'one parsed query or body, dropped with its request',
  'storage/passwords.ts: waiting':
    'hashes in flight, one per request awaiting the password thread; removed as each answers',
  'storage/repositories/carts.ts: kept':
    'the carts themselves in an in-memory database, not a cache: let go oldest first past 100,000 sessions or 256 MB',
  'storage/repositories/carts.ts: keptSizes': "the kept carts' sizes, one per kept cart",
  'storage/repositories/carts.ts: journal': 'the carts saved within one transaction, dropped when it ends',
  'storage/repositories/reviews.ts: out': 'local to one call: the ratings of the products it was given',
  'storage/repositories/products.ts: out': 'local to one call: the terms and variations of the products it was given',
  'storage/repositories/paging.ts: byId': 'local to one call: one page of rows',
  'plugins/admin/order-builder.ts: kept': "local to one call: the order's previous lines",
  'plugins/admin/resource.ts: place': 'local to one call: the order of an include list',
  'plugins/admin/coupons.ts: known': 'local to one call: the dates of the coupons it reads',
  'plugins/storefront/catalog.ts: counts': 'local to one call: term counts of one listing',
  'plugins/storefront/cart-pricing.ts: out': 'local to one call: the prices of one cart',
  'plugins/storefront/catalog-shapes.ts: (expression)': 'local to one call: returned to its caller',
  'plugins/site/security.ts: previous': 'local to one call: the statuses before one update',
};

describe('every cache of the server is one bounded memo (util/memo.ts)', () => {
  it('no map outside the memo but those listed with why they cannot grow with what callers send', () => {
    const found = serverMaps();
    // Two in one file under one name count once: the list says why of a name, not of a line.
    expect([...new Set(found)].filter((name) => !(name in NOT_A_CACHE))).toEqual([]);
  });

  it('the list names no map that is gone', () => {
    const found = new Set(serverMaps());
    expect(Object.keys(NOT_A_CACHE).filter((name) => !found.has(name))).toEqual([]);
  });
});

/** A file's exported functions named `…Reporter`: a reporter factory. */
function reporterFactories(file: string): string[] {
  const names: string[] = [];
  for (const statement of parse(file).statements) {
    const exported = ts.canHaveModifiers(statement)
      ? ts.getModifiers(statement)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword)
      : false;
    if (exported && ts.isFunctionDeclaration(statement) && statement.name && /Reporter$/.test(statement.name.text))
      names.push(statement.name.text);
  }
  return names;
}

describe('the reporters by name are one list (reports/index.ts)', () => {
  const factories = sourceFiles('reports')
    .filter((file) => file !== join('reports', 'index.ts'))
    .flatMap((file) => reporterFactories(file).map((name) => ({ file, name })));

  it('every reporter a file of reports/ makes is in REPORTERS', async () => {
    expect(factories.length).toBeGreaterThan(0);
    const listed = new Set<unknown>(Object.values(REPORTERS));
    const missing: string[] = [];
    for (const { file, name } of factories) {
      const module = (await import(pathToFileURL(join(ROOT, file)).href)) as Record<string, unknown>;
      if (!listed.has(module[name])) missing.push(`${file}: ${name}`);
    }
    expect(missing).toEqual([]);
  });

  it('bin/ and src/ reach a reporter only through that list', () => {
    const files = new Set(factories.map(({ file }) => resolve(ROOT, file)));
    const bypassing = [...sourceFiles('bin'), ...sourceFiles('src')].flatMap((file) => {
      const specifiers: string[] = [];
      visit(parse(file), (node) => {
        if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier)
          specifiers.push((node.moduleSpecifier as ts.StringLiteral).text);
      });
      return specifiers
        .filter((s) => s.startsWith('.') && files.has(resolve(ROOT, dirname(file), s).replace(/\.js$/, '.ts')))
        .map((s) => `${file} imports ${s}`);
    });
    expect(bypassing).toEqual([]);
  });
});
