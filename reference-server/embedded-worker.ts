import { parentPort } from 'node:worker_threads';
import { LEAST_COST } from './storage/passwords.js';
import { startServer } from './server.js';
import type { EmbeddedOptions } from './embedded.js';

// The thread may start before its options are known (reference-server/embedded.ts): by the time this
// runs, its modules are loaded; the server starts when the run says what to serve.
parentPort?.once('message', async (message: { start: EmbeddedOptions }) => {
  const options = message.start;
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
    // The code lets the run know a missing SQLite driver again (a set-up problem, exit 2: embedded.ts).
    parentPort?.postMessage({ error: (error as Error).message, code: (error as { code?: unknown }).code });
  }
});
