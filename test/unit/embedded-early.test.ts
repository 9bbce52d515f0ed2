import { setTimeout as delay } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { dropEarlyServer, prestartEmbeddedServer, startEmbeddedServer } from '../../reference-server/embedded.js';

/**
 * The embedded server's thread started before the run knows it needs it (reference-server/embedded.ts).
 * Run from the sources, the thread's file (`embedded-worker.js`, a build output) is not there, so its
 * start fails as a broken install would: what must hold is that the failure reaches the run that takes
 * the thread, and ends nothing when no run does (a worker's 'error' with no listener ends the process).
 */
describe('the embedded server started early', () => {
  it('a thread that failed to load, and that no run takes, ends quietly', async () => {
    const uncaught: unknown[] = [];
    const note = (error: unknown) => uncaught.push(error);
    process.on('uncaughtException', note);
    try {
      prestartEmbeddedServer();
      await delay(1000);
      dropEarlyServer();
      await delay(100);
    } finally {
      process.off('uncaughtException', note);
    }
    expect(uncaught).toEqual([]);
  });

  it('a thread that failed to load gives the run that takes it the failure', async () => {
    prestartEmbeddedServer();
    await delay(1000);
    await expect(startEmbeddedServer()).rejects.toThrow(/embedded-worker|Cannot find module/);
  });
});
