import type { NetworkOptions } from '../src/http/client.js';
import { ProxyConfigError, proxySettings } from '../src/http/proxy.js';
import { parseRateLimit, RateLimitError } from '../src/http/rate-limit.js';
import { MAX_RETRIES } from '../src/http/retry.js';
import { UsageError, wholeNumber } from './options.js';

/** `run`'s options for production networks, as yargs sees them. */
export interface NetworkArgs {
  proxy?: string;
  'rate-limit'?: string | number;
  retries?: number | string;
}

/**
 * `--proxy`, `--rate-limit` and `--retries` checked (a `UsageError`, exit 2, for what cannot be used),
 * with the proxy environment read. The embedded reference server is reached directly whatever the
 * environment says (it listens on this machine's loopback, which a proxy elsewhere cannot reach); an
 * explicit `--proxy` is used even then.
 */
export function networkOptions(
  args: NetworkArgs,
  env: Record<string, string | undefined>,
  embedded: boolean,
): NetworkOptions {
  let proxy;
  try {
    proxy = proxySettings(args.proxy, embedded ? { no_proxy: env.no_proxy, NO_PROXY: env.NO_PROXY } : env, '--proxy');
  } catch (error) {
    if (error instanceof ProxyConfigError) throw new UsageError(error.message);
    throw error;
  }
  let rateLimit;
  if (args['rate-limit'] !== undefined) {
    try {
      rateLimit = parseRateLimit(String(args['rate-limit']));
    } catch (error) {
      if (error instanceof RateLimitError) throw new UsageError(`--rate-limit ${error.message}`);
      throw error;
    }
  }
  const retries = wholeNumber('retries', args.retries ?? 0, 0, MAX_RETRIES);
  return { proxy, rateLimit, retries };
}
