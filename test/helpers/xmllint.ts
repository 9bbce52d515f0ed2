import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { validateXML } from 'xmllint-wasm';

/**
 * JUnit reports are validated against the Jenkins xunit schema (the one CI tools read) with libxml2's
 * xmllint compiled to WebAssembly (`xmllint-wasm`, from npm): `npm test` needs nothing from apt.
 */
const XSD = readFileSync(resolve(import.meta.dirname, '../fixtures/junit-10.xsd'), 'utf8');

/** Throws with xmllint's complaint when the report is not well-formed or not valid. */
export async function xmllint(xml: string): Promise<void> {
  const result = await validateXML({
    xml: [{ fileName: 'report.xml', contents: xml }],
    schema: [{ fileName: 'junit-10.xsd', contents: XSD }],
  });
  if (!result.valid) throw new Error(`JUnit report does not validate:\n${result.rawOutput.slice(0, 4000)}`);
}

/** The same for a report file. */
export function xmllintFile(file: string): Promise<void> {
  return xmllint(readFileSync(file, 'utf8'));
}
