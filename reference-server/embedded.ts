import { Worker } from 'node:worker_threads';
import type { Credential } from './credentials.js';
import { SqliteDriverUnavailable } from './storage/driver-error.js';
import type { Vocabulary } from '../spec/vocabulary.js';

export interface EmbeddedServer {
  url: string;
  apiRoot: string;
  credentials: { admin: Credential; customer: Credential };
  close(): Promise<void>;
}

export interface EmbeddedOptions {
  apiRoot?: string;
  vocabulary?: Vocabulary;
}

type Ready =
  { url: string; apiRoot: string; credentials: EmbeddedServer['credentials'] } | { error: string; code?: unknown };

/**
 * A worker started ahead of need (`prestartEmbeddedServer`), not yet told what to serve, and the
 * error it may have met meanwhile (its modules failed to load): kept for the run that takes it, since a
 * worker's 'error' with no listener would end the process, even a run that turns out not to need it.
 */
let early: { worker: Worker; error?: Error } | undefined;

/**
 * Starts the server's thread now, before the options that shape the server are known: the thread
 * spends most of its start-up loading and compiling fastify and the server's modules (about 120 ms on
 * a 2-core machine), which can then overlap the CLI loading its own (yargs, the engine, the suites).
 * The entry calls it for `run` without --base-url; the run then hands the options over
 * (`startEmbeddedServer`), or ends the thread if it turns out not to need it (a --config naming a
 * target, a usage error): `dropEarlyServer`.
 */
export function prestartEmbeddedServer(): void {
  if (early) return;
  const started: { worker: Worker; error?: Error } = { worker: spawn() };
  started.worker.on('error', (error) => (started.error ??= error));
  early = started;
}

/** Ends a thread `prestartEmbeddedServer` started that no run took. */
export function dropEarlyServer(): void {
  const taken = early;
  early = undefined;
  void taken?.worker.terminate();
}

function spawn(): Worker {
  const worker = new Worker(new URL('./embedded-worker.js', import.meta.url));
  // Until a run takes it, the thread must not keep a process alive that has nothing else to do.
  worker.unref();
  return worker;
}

/**
 * The reference server in a worker thread: the run that checks it and the server it checks then use
 * both cores instead of taking turns on one event loop. `signal`: the run stopped before it needed the
 * server (a usage error); a worker still starting is ended then, not waited for.
 */
export function startEmbeddedServer(options: EmbeddedOptions = {}, signal?: AbortSignal): Promise<EmbeddedServer> {
  const taken = early;
  early = undefined;
  if (taken?.error) return Promise.reject(taken.error);
  const worker = taken?.worker ?? spawn();
  worker.ref();
  worker.postMessage({ start: options });
  return new Promise((resolve, reject) => {
    const abandon = () => {
      reject(new Error('the embedded server was not needed'));
      void worker.terminate();
    };
    signal?.addEventListener('abort', abandon, { once: true });
    worker.once('error', reject);
    // A thread that ends before it says it listens (without an error event) must not leave the run waiting.
    worker.once('exit', (code) =>
      reject(new Error(`the embedded server's thread ended (exit code ${code}) before it listened`)),
    );
    worker.once('message', (message: Ready) => {
      signal?.removeEventListener('abort', abandon);
      if ('error' in message) {
        reject(
          message.code === SqliteDriverUnavailable.code
            ? new SqliteDriverUnavailable(message.error)
            : new Error(message.error),
        );
        return;
      }
      resolve({
        ...message,
        close: () =>
          new Promise<void>((done) => {
            worker.once('exit', () => done());
            worker.postMessage('close');
          }),
      });
    });
  });
}
