// A freshly built folder swapped into the one in use, file by file, so that a process running from the
// old one never finds a file it may still load gone or half-written:
//   1. the content-hashed chunks (chunk-HASH.js and their maps) are moved in first: a chunk of the same
//      name is the same content, so one already there is kept;
//   2. then the other files (the entry points, their maps, help.json, argv.json), each by a rename over
//      the old one, which a reader sees whole, old or new, never in between;
//   3. files of older builds are removed once they are a day old: a command started from an older
//      build (a run still going) loads its chunks from them meanwhile.
// pack's prepack empties dist/ first, so no older build's file ever reaches the tarball.
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';

const DAY_MS = 24 * 60 * 60 * 1000;
const HASHED = /^chunk-[A-Z0-9]+\.js(\.map)?$/;

export function swapIn(next, out, now = Date.now()) {
  mkdirSync(out, { recursive: true });
  const built = readdirSync(next);
  const hashed = built.filter((f) => HASHED.test(f));
  for (const f of hashed) {
    if (existsSync(join(out, f))) rmSync(join(next, f));
    else renameSync(join(next, f), join(out, f));
  }
  for (const f of built.filter((f) => !HASHED.test(f))) renameSync(join(next, f), join(out, f));
  const current = new Set(built);
  for (const f of readdirSync(out)) {
    if (current.has(f)) continue;
    const stat = statSync(join(out, f), { throwIfNoEntry: false });
    if (stat && now - stat.mtimeMs > DAY_MS) rmSync(join(out, f), { recursive: true, force: true });
  }
  rmSync(next, { recursive: true, force: true });
}
