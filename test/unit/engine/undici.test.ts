import * as entry from 'undici';
import { describe, expect, it } from 'vitest';
import * as parts from '../../../src/http/undici.js';

/**
 * The client loads undici's files one by one (src/http/undici.ts): each must be the very thing the
 * package's entry exports, or an upgrade that moved one would hand the client something else.
 */
describe('undici, loaded part by part', () => {
  it.each(['Agent', 'Client', 'Pool', 'buildConnector', 'errors'] as const)("%s is the entry's own", (name) => {
    expect(parts[name]).toBe(entry[name]);
  });

  it("the proxy agent is the entry's own", () => {
    expect(parts.envHttpProxyAgent()).toBe(entry.EnvHttpProxyAgent);
  });
});
