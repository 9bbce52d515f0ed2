import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

// No engine warning on the Node versions `engines` names: every package the lock installs, the
// development ones included, takes the lowest version of each line we name (npm warns EBADENGINE otherwise).

const ROOT = join(import.meta.dirname, '../..');
const read = (file: string) => JSON.parse(readFileSync(join(ROOT, file), 'utf8')) as Record<string, unknown>;

describe('engines', () => {
  const ours = (read('package.json').engines as { node: string }).node;
  const floors = ours.split('||').map((r) => semver.minVersion(r.trim())?.version as string);

  it('names the lines CI runs, each from its floor', () => {
    expect(floors).toEqual(['20.19.0', '22.13.0', '24.0.0', '26.0.0']);
  });

  it('every package of the lock takes each floor', () => {
    const packages = read('package-lock.json').packages as Record<string, { engines?: { node?: string } }>;
    const refusing = Object.entries(packages).flatMap(([name, p]) =>
      name && p.engines?.node
        ? floors
            .filter((v) => !semver.satisfies(v, p.engines?.node as string))
            .map((v) => `${name} (${p.engines?.node}) refuses ${v}`)
        : [],
    );
    expect(refusing).toEqual([]);
  });
});
