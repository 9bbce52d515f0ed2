import { parentPort, workerData } from 'node:worker_threads';
import { LEAST_COST } from './storage/passwords.js';
import { startServer } from './server.js';

const options = workerData as { apiRoot?: string; vocabulary?: import('../spec/vocabulary.js').Vocabulary };
try {
  // One run's server, on loopback, its passwords generated and gone with it: hashed at the least cost
  // (each wrong password the suites try is one scrypt, one after another on the password thread).
  const server = await startServer({
    port: 0,
    passwordCost: LEAST_COST,
    ...(options.apiRoot ? { apiRoot: options.apiRoot } : {}),
    ...(options.vocabulary ? { vocabulary: options.vocabulary } : {}),
  });
  parentPort?.postMessage({ url: server.url, apiRoot: server.apiRoot, credentials: server.credentials });
  parentPort?.once('message', async () => {
    await server.close();
    process.exit(0);
  });
} catch (error) {
  parentPort?.postMessage({ error: (error as Error).message });
}
