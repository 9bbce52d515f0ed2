import { describe, expect, it } from 'vitest';
import { conventionsMarkdown, CONVENTIONS } from '../../spec/conventions.js';

// spec/CONVENTIONS.md is what a reader looks a cited convention up in (the package ships spec/): it is
// the table spec/conventions.ts makes, byte for byte (`npx vitest run test/spec/conventions-doc.test.ts --update` writes it).
describe('spec/CONVENTIONS.md', () => {
  it('is the conventions table as spec/conventions.ts makes it', async () => {
    await expect(conventionsMarkdown()).toMatchFileSnapshot('../../spec/CONVENTIONS.md');
  });

  it('names every convention by the citation reports print', () => {
    const text = conventionsMarkdown();
    for (const c of CONVENTIONS) expect(text).toContain(`| ${c.file}:${c.line} | \`${c.id}\` |`);
  });
});
