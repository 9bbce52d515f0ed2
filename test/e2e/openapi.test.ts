import { describe, expect, it } from 'vitest';
import { EXIT } from '../../bin/exit-codes.js';
import { cli } from '../helpers/cli.js';

describe('shop-conformance openapi', () => {
  it('prints the document of the site asked for, in the vocabulary given, as JSON on stdout', async () => {
    const res = await cli(['openapi', '--site', 'de', '--vocabulary', 'examples/vocabulary.yaml']);
    expect(res.code, res.stderr).toBe(EXIT.passed);
    const doc = JSON.parse(res.stdout) as {
      openapi: string;
      servers: { url: string }[];
      paths: Record<string, unknown>;
    };
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.servers[0]?.url).toBe('/de/api-json');
    expect(Object.keys(doc.paths)).toContain('/mercato/store/cart');
  });

  it('a bad option is a usage error', async () => {
    expect((await cli(['openapi', '--site', 'fr'])).code).toBe(EXIT.usage);
  });
});
