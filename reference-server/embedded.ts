import { Worker } from 'node:worker_threads';
import type { Credential } from './credentials.js';
import type { Vocabulary } from '../spec/vocabulary.js';

export interface EmbeddedServer {
  url: string;
  apiRoot: string;
  credentials: { admin: Credential; customer: Credential };
  close(): Promise<void>;
}

/**
 * The reference server in a worker thread: the run that checks it and the server it checks then use
 * both cores instead of taking turns on one event loop. `signal`: the run stopped before it needed the
 * server (a usage error); a worker still starting is ended then, not waited for.
 */
export function startEmbeddedServer(
  options: { apiRoot?: string; vocabulary?: Vocabulary } = {},
  signal?: AbortSignal,
): Promise<EmbeddedServer> {
  const worker = new Worker(new URL('./embedded-worker.js', import.meta.url), { workerData: options });
  return new Promise((resolve, reject) => {
    const abandon = () => {
      reject(new Error('the embedded server was not needed'));
      void worker.terminate();
    };
    signal?.addEventListener('abort', abandon, { once: true });
    worker.once('error', reject);
    worker.once(
      'message',
      (message: { url: string; apiRoot: string; credentials: EmbeddedServer['credentials'] } | { error: string }) => {
        signal?.removeEventListener('abort', abandon);
        if ('error' in message) {
          reject(new Error(message.error));
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
      },
    );
  });
}
