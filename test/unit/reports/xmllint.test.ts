import { describe, expect, it } from 'vitest';
import { xmllint } from '../../helpers/xmllint.js';

// The validator the JUnit tests trust (libxml2 as WebAssembly) refuses what CI tools would refuse.
describe('the JUnit validator', () => {
  it('refuses an element the schema does not know, a document cut short, and a character XML 1.0 cannot hold', async () => {
    await expect(xmllint('<testsuites><bogus/></testsuites>')).rejects.toThrow(/does not validate/);
    await expect(xmllint('<testsuites>')).rejects.toThrow(/does not validate/);
    await expect(
      xmllint('<testsuites><testsuite name="a\u0001" tests="0" failures="0" errors="0"/></testsuites>'),
    ).rejects.toThrow(/does not validate/);
  });

  it('takes a minimal valid report', async () => {
    await expect(
      xmllint(
        '<?xml version="1.0" encoding="UTF-8"?>\n<testsuites><testsuite name="a" tests="1" failures="0" errors="0"><testcase name="c" classname="x" time="0.001"/></testsuite></testsuites>',
      ),
    ).resolves.toBeUndefined();
  });
});
