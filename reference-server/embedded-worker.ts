import { parentPort, workerData } from 'node:worker_threads';
import { startServer } from './server.js';

const options = workerData as { apiRoot?: string; vocabulary?: import('../spec/vocabulary.js').Vocabulary };
try {
  const server = await startServer({ port: 0, ...(options.apiRoot ? { apiRoot: options.apiRoot } : {}), ...(options.vocabulary ? { vocabulary: options.vocabulary } : {}) });
  parentPort?.postMessage({ url: server.url, apiRoot: server.apiRoot, credentials: server.credentials });
  parentPort?.once('message', async () => {
    await server.close();
    process.exit(0);
  });
} catch (error) {
  parentPort?.postMessage({ error: (error as Error).message });
}
