import { createServer, type RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface HttpTarget {
  /** `http://127.0.0.1:PORT`, no trailing slash. */
  base: string;
  close(): Promise<void>;
}

/** A throwaway HTTP server on loopback for engine tests: a well-behaved target, or a hostile one. */
export async function startHttpTarget(handler: RequestListener): Promise<HttpTarget> {
  const server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    async close() {
      // Stalled and kept-alive connections would hold close() open.
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
