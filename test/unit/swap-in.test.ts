import { mkdirSync, mkdtempSync, readdirSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs script of the build, without declarations.
import { swapIn } from '../../scripts/swap-in.mjs';

const put = (dir: string, files: Record<string, string>) => {
  mkdirSync(dir, { recursive: true });
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
};

describe('a rebuilt bundle swapped in beside the one in use (scripts/swap-in.mjs)', () => {
  it('keeps every file a running command may still load, replaces the entry points, removes day-old leftovers', () => {
    const dist = mkdtempSync(join(tmpdir(), 'swap-in-'));
    const out = join(dist, 'cli');
    const next = join(dist, 'cli.next');
    // The build in use: its entry imports chunk-OLD; an older build left chunk-ANCIENT two days ago.
    put(out, {
      'shop-conformance.js': 'old entry',
      'chunk-OLD.js': 'old chunk',
      'chunk-SAME.js': 'same',
      'chunk-ANCIENT.js': 'x',
    });
    const twoDaysAgo = Date.now() / 1000 - 2 * 24 * 3600;
    utimesSync(join(out, 'chunk-ANCIENT.js'), twoDaysAgo, twoDaysAgo);
    put(next, {
      'shop-conformance.js': 'new entry',
      'chunk-NEW.js': 'new chunk',
      'chunk-SAME.js': 'same',
      'help.json': '{}',
    });

    swapIn(next, out);

    expect(readdirSync(out).sort()).toEqual([
      'chunk-NEW.js',
      'chunk-OLD.js',
      'chunk-SAME.js',
      'help.json',
      'shop-conformance.js',
    ]);
    expect(readFileSync(join(out, 'shop-conformance.js'), 'utf8')).toBe('new entry');
    // What the running command may still import is there, as it was.
    expect(readFileSync(join(out, 'chunk-OLD.js'), 'utf8')).toBe('old chunk');
    expect(readdirSync(dist)).toEqual(['cli']);
  });

  it('makes the folder when there is none yet (a fresh clone)', () => {
    const dist = mkdtempSync(join(tmpdir(), 'swap-in-'));
    put(join(dist, 'cli.next'), { 'shop-conformance.js': 'entry' });
    swapIn(join(dist, 'cli.next'), join(dist, 'cli'));
    expect(readdirSync(join(dist, 'cli'))).toEqual(['shop-conformance.js']);
  });
});
