import { chmodSync, existsSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createStorage } from '../../../reference-server/storage/index.js';

const mode = (path: string) => statSync(path).mode & 0o777;

// File modes are POSIX; on Windows there is nothing of the kind to check.
describe.skipIf(process.platform === 'win32')(
  "the database file and its WAL and SHM files are the owner's only",
  () => {
    let dir: string;
    let umask: number | undefined;
    beforeEach(() => {
      dir = mkdtempSync(join(tmpdir(), 'shop-db-'));
      // The most open umask there is: the modes must not depend on the caller's.
      try {
        umask = process.umask(0);
      } catch {
        umask = undefined; // a worker thread may not change it; the test holds under whatever it is
      }
    });
    afterEach(() => {
      if (umask !== undefined) process.umask(umask);
      rmSync(dir, { recursive: true, force: true });
    });

    it('creates them 0600', () => {
      const path = join(dir, 'shop.db');
      const storage = createStorage({ path, seed: true });
      try {
        storage.users.ensure('ada', 'pw-1234', 'administrator');
        for (const file of [path, `${path}-wal`, `${path}-shm`]) {
          expect(existsSync(file), file).toBe(true);
          expect(mode(file).toString(8), file).toBe('600');
        }
      } finally {
        storage.close();
      }
    });

    it('narrows a database an earlier build left readable by others', () => {
      const path = join(dir, 'old.db');
      const first = createStorage({ path, seed: true });
      first.close();
      chmodSync(path, 0o644);
      for (const sidecar of [`${path}-wal`, `${path}-shm`]) if (existsSync(sidecar)) chmodSync(sidecar, 0o644);
      const storage = createStorage({ path, seed: false });
      try {
        storage.users.ensure('ada', 'pw-1234', 'administrator');
        for (const file of [path, `${path}-wal`, `${path}-shm`]) expect(mode(file).toString(8), file).toBe('600');
      } finally {
        storage.close();
      }
    });

    it('narrows an empty file it is given, open to all, to 0600', () => {
      const path = join(dir, 'given.db');
      writeFileSync(path, '', { mode: 0o666 });
      const storage = createStorage({ path, seed: true });
      storage.close();
      expect(mode(path).toString(8)).toBe('600');
    });
  },
);
