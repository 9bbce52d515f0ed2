import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// Engine messages name no CLI flag: the engine gives a reason as data and the CLI words it with its
// flags (bin/wording.ts). This reads every string and template text in src/ with TypeScript's parser
// (comments are not strings) and finds `--name` in them.

const SRC = resolve(import.meta.dirname, '../../src');
const files = (dir: string): string[] =>
  readdirSync(dir).flatMap((n) =>
    statSync(join(dir, n)).isDirectory() ? files(join(dir, n)) : n.endsWith('.ts') ? [join(dir, n)] : [],
  );

/** `--name` at the start of a string or after a space, a bracket or a slash. */
const FLAG = /(?:^|[\s(/'"])(--[a-z][a-z-]*)/g;

function flagsIn(file: string, text = readFileSync(file, 'utf8')): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if (
      ts.isStringLiteral(node) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isTemplateHead(node) ||
      ts.isTemplateMiddle(node) ||
      ts.isTemplateTail(node)
    )
      for (const m of node.text.matchAll(FLAG)) found.push(m[1] as string);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return [...new Set(found)].sort();
}

/**
 * Where src/ names a flag, each with why: `repro/curl.ts` writes curl's own options, no flag of this
 * CLI. A message that points to a setting names it through `RunSettings.words` (`src/model/words.ts`),
 * which the CLI fills with its flags.
 */
const KNOWN: Record<string, string[]> = {
  'repro/curl.ts': ['--data-binary', '--data-raw', '--path-as-is'],
};

describe('engine words', () => {
  const named = Object.fromEntries(
    files(SRC)
      .map((f) => [relative(SRC, f).split('\\').join('/'), flagsIn(f)] as const)
      .filter(([, flags]) => flags.length > 0),
  );

  it('src/ names no CLI flag in its strings beyond the known list', () => {
    expect(named).toEqual(KNOWN);
  });

  it('the scan sees a flag in a string and a template, not in a comment', () => {
    const text = "// --comment\nconst a = 'use --one';\nconst b = `x ${a} (--two)`;\n";
    expect(flagsIn('probe.ts', text)).toEqual(['--one', '--two']);
  });
});
