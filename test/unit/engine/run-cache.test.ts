import {
  chmodSync,
  chownSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  statSync,
  symlinkSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { builtInChecks } from '../../../src/checks/registry.js';
import { validatorFor } from '../../../src/util/validators.js';
import { generatedCasesCached, loadSuiteCached } from '../../../src/loading/suite-cache.js';
import { generateCases } from '../../../src/generators/registry.js';
import { cacheDir, prune, readCached, trusted, writeCached } from '../../../src/util/disk-cache.js';

const uid = process.getuid?.();
let root: string;
let previousTmp: string | undefined;

beforeEach(() => {
  // Each test gets a temporary folder of its own, so the run cache under it starts empty.
  root = mkdtempSync(join(tmpdir(), 'run-cache-test-'));
  previousTmp = process.env.TMPDIR;
  process.env.TMPDIR = root;
});

afterEach(() => {
  if (previousTmp === undefined) delete process.env.TMPDIR;
  else process.env.TMPDIR = previousTmp;
  delete process.env.SHOP_CONFORMANCE_NO_CACHE;
});

describe('the run cache folder', () => {
  it('is created for this user only and keeps what is written', () => {
    const dir = cacheDir(root);
    expect(dir).toBeDefined();
    expect(statSync(dir as string).mode & 0o077).toBe(0);
    writeCached('entry.json', '{"a":1}', dir);
    expect(readCached('entry.json', dir)).toBe('{"a":1}');
    expect(readCached('missing.json', dir)).toBeUndefined();
    expect(readdirSync(dir as string).filter((n) => !n.startsWith('.'))).toEqual(['entry.json']);
  });

  it('closes a folder of ours that others could write to before trusting it', () => {
    const dir = join(root, 'open');
    mkdirSync(dir);
    chmodSync(dir, 0o777);
    expect(trusted(dir, uid)).toBe(true);
    expect(statSync(dir).mode & 0o022).toBe(0);
  });

  it('on Windows, trusts a real folder of the per-user temporary directory (no POSIX owner or modes there)', () => {
    const dir = join(root, 'windows');
    mkdirSync(dir);
    chmodSync(dir, 0o777);
    expect(trusted(dir, undefined, 'win32')).toBe(true);
    const link = join(root, 'windows-link');
    symlinkSync(dir, link);
    expect(trusted(link, undefined, 'win32')).toBe(false);
  });

  it('refuses a link planted where the folder should be', () => {
    const elsewhere = join(root, 'elsewhere');
    mkdirSync(elsewhere, { mode: 0o700 });
    const link = join(root, 'link');
    symlinkSync(elsewhere, link);
    expect(trusted(link, uid)).toBe(false);
  });

  it.runIf(uid === 0)('refuses a folder another user owns', () => {
    const dir = join(root, 'theirs');
    mkdirSync(dir, { mode: 0o700 });
    chownSync(dir, 65534, 65534);
    expect(trusted(dir, uid)).toBe(false);
  });

  it('is pruned of entries not written for two weeks, at most once a day', () => {
    const dir = cacheDir(root) as string;
    writeCached('old.json', '{}', dir);
    writeCached('new.json', '{}', dir);
    const weeksAgo = new Date(Date.now() - 20 * 24 * 3600 * 1000);
    utimesSync(join(dir, 'old.json'), weeksAgo, weeksAgo);
    // The folder was pruned when first used: a second pass the same day does nothing.
    prune(dir);
    expect(readdirSync(dir).sort()).toEqual(['.pruned', 'new.json', 'old.json']);
    prune(dir, Date.now() + 2 * 24 * 3600 * 1000);
    expect(readdirSync(dir).sort()).toEqual(['.pruned', 'new.json']);
  });

  it('is not used at all with SHOP_CONFORMANCE_NO_CACHE=1', () => {
    process.env.SHOP_CONFORMANCE_NO_CACHE = '1';
    expect(cacheDir(join(root, 'other'))).toBeUndefined();
  });
});

describe('suites in the run cache', () => {
  const text = (title: string) =>
    [
      'id: cached',
      `title: ${title}`,
      'cases:',
      '  - id: one',
      '    title: One',
      '    request: { path: / }',
      '    expect: [{ status: 200 }]',
    ].join('\n');

  it('are read from the cache until the file changes', () => {
    const file = join(root, 'cached.yaml');
    writeFileSync(file, text('First'));
    const checks = builtInChecks();
    expect(loadSuiteCached(file, checks).title).toBe('First');
    const dir = cacheDir() as string;
    const [entry] = readdirSync(dir).filter((n) => n.startsWith('suite-'));
    // Altering the entry shows that the second load reads it rather than the file.
    const path = join(dir, entry as string);
    writeFileSync(path, readFileSync(path, 'utf8').replace('"First"', '"From the cache"'));
    expect(loadSuiteCached(file, checks).title).toBe('From the cache');
    // A new modification time is a new key: the file is loaded again.
    utimesSync(file, new Date(), new Date(Date.now() + 5000));
    expect(loadSuiteCached(file, checks).title).toBe('First');
  });
});

describe('generated cases in the run cache', () => {
  it('are kept beside their suite, read back while it is unchanged, and derived again when it changes', () => {
    const file = join(root, 'generating.yaml');
    writeFileSync(
      file,
      [
        'id: generating',
        'title: Generating',
        'generate:',
        '  - { generator: index-drift, options: { namespaces: [shop/store/v1] } }',
      ].join('\n'),
    );
    const checks = builtInChecks();
    const suite = loadSuiteCached(file, checks);
    const derived = generatedCasesCached(suite, generateCases);
    expect(derived.length).toBeGreaterThan(10);
    expect(derived).toEqual(generateCases(suite));
    const dir = cacheDir() as string;
    const [entry] = readdirSync(dir).filter((n) => n.startsWith('generated-'));
    writeFileSync(join(dir, entry as string), JSON.stringify(derived.slice(0, 1)));
    // Read back from the entry (altered here to show it), not derived again.
    expect(generatedCasesCached(loadSuiteCached(file, checks), generateCases)).toHaveLength(1);
    utimesSync(file, new Date(), new Date(Date.now() + 5000));
    expect(generatedCasesCached(loadSuiteCached(file, checks), generateCases)).toHaveLength(derived.length);
  });

  it('are derived afresh for a suite that did not come through the cache', () => {
    process.env.SHOP_CONFORMANCE_NO_CACHE = '1';
    const file = join(root, 'uncached.yaml');
    writeFileSync(
      file,
      [
        'id: uncached',
        'title: Uncached',
        'generate:',
        '  - { generator: index-drift, options: { namespaces: [shop/store/v1] } }',
      ].join('\n'),
    );
    const suite = loadSuiteCached(file, builtInChecks());
    let calls = 0;
    generatedCasesCached(suite, (s) => {
      calls++;
      return generateCases(s);
    });
    generatedCasesCached(suite, (s) => {
      calls++;
      return generateCases(s);
    });
    expect(calls).toBe(2);
  });
});

describe('compiled validators in the run cache', () => {
  const schema = {
    type: 'object',
    required: ['url', 'status'],
    properties: {
      url: { type: 'string', format: 'uri' },
      status: { enum: ['pending', 'processing'] },
      note: { type: 'string', maxLength: 3 },
    },
  };
  const samples = [
    { url: 'https://example.test/', status: 'pending' },
    { url: 'not a uri', status: 'done', note: 'four' },
    { status: 'processing' },
    [],
  ];

  it('are written as code that judges exactly as the compiled validator does', () => {
    const compiled = validatorFor(schema);
    const dir = cacheDir() as string;
    const files = readdirSync(dir).filter((n) => n.startsWith('validator-'));
    expect(files).toHaveLength(1);
    const module: { exports: unknown } = { exports: {} };
    new Function('require', 'module', 'exports', readFileSync(join(dir, files[0] as string), 'utf8'))(
      createRequire(import.meta.url),
      module,
      module.exports,
    );
    const loaded = module.exports as typeof compiled;
    for (const sample of samples) {
      expect(loaded(sample)).toBe(compiled(sample));
      expect(loaded.errors ?? null).toEqual(compiled.errors ?? null);
    }
    expect(compiled(samples[1])).toBe(false);
    expect(compiled.errors?.map((e) => e.keyword).sort()).toEqual(['enum', 'format', 'maxLength']);
  });

  it('give the same validator for the same schema text, whichever object carries it', () => {
    expect(validatorFor({ ...schema })).toBe(validatorFor(JSON.parse(JSON.stringify(schema)) as object));
  });
});
