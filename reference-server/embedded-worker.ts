import { parentPort, workerData } from 'node:worker_threads';
import { startServer } from './server.js';

const options = workerData as { apiRoot?: string };
try {
  const server = await startServer({ port: 0, ...(options.apiRoot ? { apiRoot: options.apiRoot } : {}) });
  parentPort?.postMessage({ url: server.url, apiRoot: server.apiRoot, credentials: server.credentials });
  parentPort?.once('message', async () => {
    await server.close();
    process.exit(0);
  });
} catch (error) {
  parentPort?.postMessage({ error: (error as Error).message });
}
