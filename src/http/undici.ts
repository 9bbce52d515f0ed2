import { createRequire } from 'node:module';
import type * as Undici from 'undici';

/**
 * The parts of undici the client uses, loaded one by one. undici's entry loads all of the package
 * (fetch, WebSocket, the caches, the mocks: 111 modules, about 145 ms of a run's start-up on a 2-core
 * machine); a direct run needs its Agent, Pool, Client, connector and errors (about 50 ms). The proxy
 * agents need the methods undici's entry adds to every dispatcher (`connect`, for the CONNECT tunnel),
 * so a run given a proxy loads the entry, once, when its dispatcher is made.
 *
 * undici publishes no `exports` map, so its files are reachable as they are; test/unit/engine/undici.test.ts
 * holds each of these to what the package's entry exports, so an upgrade that moves one fails there.
 */
const require = createRequire(import.meta.url);

export const Agent = require('undici/lib/dispatcher/agent.js') as typeof Undici.Agent;
export const Client = require('undici/lib/dispatcher/client.js') as typeof Undici.Client;
export const Pool = require('undici/lib/dispatcher/pool.js') as typeof Undici.Pool;
export const buildConnector = require('undici/lib/core/connect.js') as typeof Undici.buildConnector;
export const errors = require('undici/lib/core/errors.js') as typeof Undici.errors;

/** undici's `EnvHttpProxyAgent`, from its entry (see above); loaded on first use. */
export function envHttpProxyAgent(): typeof Undici.EnvHttpProxyAgent {
  return (require('undici') as typeof Undici).EnvHttpProxyAgent;
}

export type { Dispatcher } from 'undici';
