import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const XSD = resolve(import.meta.dirname, '../fixtures/junit-10.xsd');

/** Validates a JUnit report file against the Jenkins xunit schema (the one CI tools read); throws with xmllint's complaint. */
export function xmllintFile(file: string): string {
  try {
    return execFileSync('xmllint', ['--noout', '--schema', XSD, file], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  } catch (error) {
    const e = error as NodeJS.ErrnoException & { stderr?: string };
    if (e.code === 'ENOENT') throw new Error('xmllint is not installed: apt-get install libxml2-utils');
    throw new Error(`JUnit report does not validate:\n${e.stderr?.slice(0, 4000)}`);
  }
}

/** The same for a report held as text. */
export function xmllint(xml: string): string {
  const file = join(mkdtempSync(join(tmpdir(), 'junit-')), 'report.xml');
  writeFileSync(file, xml);
  return xmllintFile(file);
}
