import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { RunResult } from '../../src/model/result.js';
import { cli } from '../helpers/cli.js';

/**
 * `--shard i/n` as a CI matrix runs it: each shard in a process of its own against the reference
 * server, every one passing, and together each case run exactly once (setup and teardown included).
 * The plan's rules over every built-in suite for n = 1..4 are held in test/unit/engine/shards.test.ts;
 * here, the suites whose cases depend on one another most, run for real.
 */
const dir = mkdtempSync(join(tmpdir(), 'shards-'));

async function shards(count: number, suites: string[]): Promise<{ codes: (number | null)[]; ids: string[][] }> {
  const runs = [];
  for (let i = 1; i <= count; i++) {
    const file = join(dir, `${count}-${i}-${suites.length}.json`);
    // One after another: each shard starts its own embedded server, as each CI job would.
    const res = await cli(
      ['run', ...suites.flatMap((s) => ['--suite', s]), '--shard', `${i}/${count}`, '--reporter', `json=${file}`],
      {},
    );
    const result = JSON.parse(readFileSync(file, 'utf8')) as RunResult;
    // Each shard examines the answers it received (the `replies` suite): joined by `report`, not dealt out.
    const planned = result.suites.filter((s) => s.id !== 'replies');
    runs.push({ code: res.code, ids: planned.flatMap((s) => s.cases.map((c) => `${s.id}/${c.id}`)) });
  }
  return { codes: runs.map((r) => r.code), ids: runs.map((r) => r.ids) };
}

async function unsharded(suites: string[]): Promise<string[]> {
  const res = await cli(['list', '--json', ...suites.flatMap((s) => ['--suite', s])]);
  return (JSON.parse(res.stdout) as { cases: { suite: string; id: string }[] }).cases.map((c) => `${c.suite}/${c.id}`);
}

describe('--shard', () => {
  it('4 shards of the suites with setups, teardowns and ordered writes: each passes, each case once', async () => {
    // insights' teardown deletes the key one of its cases wrote; checkout's and cart's cases read their
    // setup's captures; order-transitions is written writes one after another.
    const suites = ['insights', 'cart', 'checkout', 'order-transitions', 'gateway', 'notes', 'coupons'];
    const { codes, ids } = await shards(4, suites);
    expect(codes).toEqual([0, 0, 0, 0]);
    const all = await unsharded(suites);
    expect(ids.flat().sort()).toEqual([...all].sort());
    expect(new Set(ids.flat()).size).toBe(all.length);
  });
});
