import { createRequire } from 'node:module';
import type BetterSqlite3 from 'better-sqlite3';
import { NO_DRIVER, SqliteDriverUnavailable } from './driver-error.js';
import type { Db } from './db.js';
import { openNodeSqlite, type NodeSqliteModule } from './node-sqlite.js';

/**
 * Which SQLite the reference server runs on. better-sqlite3 is an optional dependency (a native addon,
 * compiled where no prebuilt binary fits: minutes of an install that `run --base-url` never needs), so the
 * storage takes whichever of it and node:sqlite this process has, behind one interface (`db.ts`).
 */
export type DriverName = 'better-sqlite3' | 'node:sqlite';

export interface SqliteDriver {
  name: DriverName;
  open(path: string): Db;
}

/**
 * How each driver is loaded; injected by the tests. `betterSqlite3` answers undefined when the package
 * is not installed and throws when it is but cannot be used (an addon built for another Node);
 * `nodeSqlite` answers undefined when this Node has no node:sqlite (before 22.13 without a flag).
 */
export interface DriverLoaders {
  betterSqlite3(): typeof BetterSqlite3 | undefined;
  nodeSqlite(): NodeSqliteModule | undefined;
}

/** Which driver to take: `better-sqlite3`, `node`, or unset (better-sqlite3 when it loads, node:sqlite otherwise). */
export const DRIVER_SETTING = 'SHOP_CONFORMANCE_SQLITE';

const require = createRequire(import.meta.url);

export const installedLoaders: DriverLoaders = {
  betterSqlite3() {
    let Database: typeof BetterSqlite3;
    try {
      Database = require('better-sqlite3') as typeof BetterSqlite3;
    } catch (error) {
      const e = error as NodeJS.ErrnoException;
      // Not installed (`npm install --omit=optional`, or its build failed and npm left it out).
      if (e.code === 'MODULE_NOT_FOUND' && /['"]better-sqlite3['"]/.test(e.message)) return undefined;
      throw error;
    }
    // The package loads its addon on its first database: an addon built for another Node fails here.
    new Database(':memory:').close();
    return Database;
  },
  nodeSqlite() {
    // node:sqlite warns that it is experimental as it loads, on every start of `serve` and of a run's
    // embedded server: noise on the stderr that CI reads for problems, about a module the user did not
    // choose. That one warning is kept back while it loads; any other goes through.
    const emit = process.emitWarning;
    process.emitWarning = function (this: unknown, warning: string | Error, ...rest: unknown[]) {
      const text = typeof warning === 'string' ? warning : warning.message;
      if (/^SQLite is an experimental feature/.test(text)) return;
      return (emit as (...args: unknown[]) => void).call(process, warning, ...rest);
    } as typeof process.emitWarning;
    try {
      return process.getBuiltinModule('node:sqlite') as NodeSqliteModule | undefined;
    } finally {
      process.emitWarning = emit;
    }
  },
};

const betterDriver = (Database: typeof BetterSqlite3): SqliteDriver => ({
  name: 'better-sqlite3',
  // A better-sqlite3 database is a `Db` as it is: the interface is the part of it the repositories use.
  open: (path) => new Database(path) as unknown as Db,
});

const nodeDriver = (sqlite: NodeSqliteModule): SqliteDriver => ({
  name: 'node:sqlite',
  open: (path) => openNodeSqlite(sqlite, path),
});

/** The first line of why better-sqlite3 did not load, for the message that says so. */
const firstLine = (error: unknown) => String((error as Error)?.message ?? error).split('\n')[0];

/**
 * The driver `wanted` names (the value of SHOP_CONFORMANCE_SQLITE), or without one better-sqlite3 when
 * it loads (the tests and benches run on it), else node:sqlite. Neither: a `SqliteDriverUnavailable`
 * saying what to install.
 */
export function chooseDriver(
  wanted: string | undefined,
  loaders: DriverLoaders = installedLoaders,
  nodeVersion = process.version,
): SqliteDriver {
  if (wanted !== undefined && wanted !== '' && wanted !== 'better-sqlite3' && wanted !== 'node')
    throw new SqliteDriverUnavailable(
      `${DRIVER_SETTING} is "${wanted}": better-sqlite3 or node (unset: better-sqlite3 when it is installed, node:sqlite otherwise)`,
    );
  let better: typeof BetterSqlite3 | undefined;
  let broken: string | undefined;
  if (wanted !== 'node') {
    try {
      better = loaders.betterSqlite3();
    } catch (error) {
      broken = firstLine(error);
    }
    if (better) return betterDriver(better);
    if (wanted === 'better-sqlite3')
      throw new SqliteDriverUnavailable(
        broken
          ? `${DRIVER_SETTING}=better-sqlite3, but better-sqlite3 does not load: ${broken}`
          : `${DRIVER_SETTING}=better-sqlite3, but better-sqlite3 is not installed: \`npm install better-sqlite3\``,
      );
  }
  const sqlite = loaders.nodeSqlite();
  if (sqlite) return nodeDriver(sqlite);
  if (wanted === 'node')
    throw new SqliteDriverUnavailable(
      `${DRIVER_SETTING}=node, but Node ${nodeVersion} has no node:sqlite: Node 22.13 or later has it`,
    );
  throw new SqliteDriverUnavailable(
    broken ? `${NO_DRIVER} (better-sqlite3 is installed but does not load: ${broken})` : NO_DRIVER,
  );
}

let chosen: { wanted: string | undefined; driver: SqliteDriver } | undefined;

/** This process's driver, chosen on the first database it opens (each thread chooses its own). */
export function sqliteDriver(): SqliteDriver {
  const wanted = process.env[DRIVER_SETTING];
  if (!chosen || chosen.wanted !== wanted) chosen = { wanted, driver: chooseDriver(wanted) };
  return chosen.driver;
}
