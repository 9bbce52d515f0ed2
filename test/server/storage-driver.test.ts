import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../reference-server/server.js';
import { DRIVER_SETTING, sqliteDriver } from '../../reference-server/storage/driver.js';
import { cli } from '../helpers/cli.js';

// The server tests run on better-sqlite3, and again on node:sqlite where Node has it (.ci/run's matrix
// sets SHOP_CONFORMANCE_SQLITE=node for test/server): this says which one they ran on, so that a matrix
// step cannot pass on the other driver without anyone knowing.
describe('the SQLite driver of the reference server', () => {
  it('is the one SHOP_CONFORMANCE_SQLITE names, better-sqlite3 in this checkout otherwise', () => {
    const wanted = process.env[DRIVER_SETTING];
    expect(sqliteDriver().name).toBe(wanted === 'node' ? 'node:sqlite' : 'better-sqlite3');
  });
});

// Without a driver (here: node:sqlite asked for on a Node that lacks it; better-sqlite3 absent says the
// same thing, in the words of driver-error.ts), the reference server is refused as a set-up problem,
// and a run against a shop of one's own needs no driver at all.
const hasNodeSqlite = process.getBuiltinModule('node:sqlite') !== undefined;
const noDriver = { [DRIVER_SETTING]: 'node' };

describe.skipIf(hasNodeSqlite)('the CLI on a Node without the SQLite driver it is asked for', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({ port: 0, passwordCost: 8, errorLog: false });
  });
  afterAll(async () => {
    await server.close();
  });

  it('serve: exit 2, one line', async () => {
    const result = await cli(['serve', '--port', '0'], noDriver);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(
      /^shop-conformance serve: SHOP_CONFORMANCE_SQLITE=node, but Node v[\d.]+ has no node:sqlite/,
    );
    expect(result.stderr.trim().split('\n')).toHaveLength(1);
  });

  it('run without --base-url (the embedded server): exit 2, one line', async () => {
    const result = await cli(['run', '--suite', 'index-shape'], noDriver);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(
      /^shop-conformance run: SHOP_CONFORMANCE_SQLITE=node, but Node v[\d.]+ has no node:sqlite/,
    );
    expect(result.stderr.trim().split('\n')).toHaveLength(1);
    expect(result.stdout).toBe('');
  });

  it('run --base-url needs no driver: it passes', async () => {
    const result = await cli(['run', '--suite', 'index-shape', '--base-url', server.url], noDriver);
    expect(result.stderr).toBe('');
    expect(result.stdout).toMatch(/\nPASS\n$/);
    expect(result.code).toBe(0);
  });
});
