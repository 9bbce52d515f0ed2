import {
  chmodSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  statSync,
  unlinkSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * One folder under the temporary directory for what a run can reuse from the last one (parsed suites,
 * compiled validators). The temporary directory is shared with every user of the machine, and what is
 * cached here decides verdicts (and, for validators, is code that runs), so the folder is used only
 * when this user owns it and nobody else can write to it; otherwise every lookup misses.
 */
const checked = new Map<string, string | null>();

export function cacheDisabled(): boolean {
  return process.env.SHOP_CONFORMANCE_NO_CACHE === '1';
}

export function cacheDir(root = tmpdir()): string | undefined {
  if (cacheDisabled()) return undefined;
  const known = checked.get(root);
  if (known !== undefined) return known ?? undefined;
  const uid = typeof process.getuid === 'function' ? process.getuid() : undefined;
  const dir = join(root, `shop-conformance-cache${uid === undefined ? '' : `-${uid}`}`);
  let usable: string | null = null;
  try {
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    if (trusted(dir, uid)) {
      usable = dir;
      prune(dir);
    }
  } catch {
    // No temporary folder to write to: every run loads from scratch.
  }
  checked.set(root, usable);
  return usable ?? undefined;
}

const DAY = 24 * 60 * 60 * 1000;

/**
 * Every build of the tool keys its entries anew, so old ones would pile up: once a day, entries not
 * written for two weeks are removed (one still in use is only written again, at the cost of one miss).
 */
export function prune(dir: string, now = Date.now()): void {
  const marker = join(dir, '.pruned');
  try {
    if (now - statSync(marker).mtimeMs < DAY) return;
  } catch {
    // Never pruned here yet.
  }
  try {
    writeFileSync(marker, '');
    utimesSync(marker, new Date(now), new Date(now));
    for (const name of readdirSync(dir)) {
      if (name === '.pruned') continue;
      const path = join(dir, name);
      if (now - statSync(path).mtimeMs > 14 * DAY) unlinkSync(path);
    }
  } catch {
    // Another run pruning at the same moment, or a file already gone: nothing to mend.
  }
}

/** A real folder (not a link someone planted), ours, and writable by nobody else. */
export function trusted(dir: string, uid: number | undefined, platform: NodeJS.Platform = process.platform): boolean {
  const stat = lstatSync(dir);
  if (!stat.isDirectory()) return false;
  // Windows keeps a temporary folder per user and has no POSIX owner or mode bits to check.
  if (platform === 'win32') return true;
  if (uid !== undefined && stat.uid !== uid) return false;
  if ((stat.mode & 0o022) !== 0) {
    // Ours but too open (an old umask): close it rather than trust it as it is.
    chmodSync(dir, 0o700);
    return (lstatSync(dir).mode & 0o022) === 0;
  }
  return true;
}

export function readCached(name: string, dir = cacheDir()): string | undefined {
  if (!dir) return undefined;
  try {
    return readFileSync(join(dir, name), 'utf8');
  } catch {
    return undefined;
  }
}

/** Written whole or not at all, so a run never reads half an entry another run is writing. */
export function writeCached(name: string, text: string, dir = cacheDir()): void {
  if (!dir) return;
  const path = join(dir, name);
  const temporary = `${path}.${process.pid}.tmp`;
  try {
    writeFileSync(temporary, text, { mode: 0o600 });
    renameSync(temporary, path);
  } catch {
    // A read-only or full temporary folder only costs the next run its speed.
  }
}
