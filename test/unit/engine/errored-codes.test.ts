import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ERRORED_CODES } from '../../../src/model/errored.js';

const SRC = resolve(import.meta.dirname, '../../../src');
const files = (dir: string): string[] =>
  readdirSync(dir).flatMap((n) =>
    statSync(join(dir, n)).isDirectory() ? files(join(dir, n)) : n.endsWith('.ts') ? [join(dir, n)] : [],
  );

describe('errored-case codes', () => {
  it('every code the engine writes is declared once, with what it means; every declared code is written somewhere', () => {
    const text = files(SRC)
      .filter((f) => !f.endsWith('errored.ts'))
      .map((f) => readFileSync(f, 'utf8'))
      .join('\n');
    // Where a code is set: `error: { code: '…' }`, `readonly code = '…'`, `new TransportError('…'`.
    const written = new Set(
      [...text.matchAll(/(?:code: |readonly code = |new TransportError\(|TransportError\()'([a-z-]+)'/g)].map(
        (m) => m[1] as string,
      ),
    );
    const declared = Object.keys(ERRORED_CODES);
    for (const code of declared)
      expect(written.has(code) || text.includes(`'${code}'`), `${code} is declared but never given`).toBe(true);
    // The codes of errors that are not cases' (a suite or expectations file, credentials, a selection, an
    // API root with no index) are not in the list.
    const notCases = [
      'suite-invalid',
      'credentials-rejected',
      'empty-selection',
      'expectations-invalid',
      'index-unusable',
    ];
    expect([...written].filter((c) => !declared.includes(c) && !notCases.includes(c))).toEqual([]);
    for (const meaning of Object.values(ERRORED_CODES)) expect(meaning.length).toBeGreaterThan(10);
  });
});
