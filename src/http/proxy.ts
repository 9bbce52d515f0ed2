/**
 * Which proxy the client goes through: `--proxy URL` for every request, else the environment's
 * `HTTP_PROXY` (http targets) and `HTTPS_PROXY` (https targets; `HTTP_PROXY` when it is not set), the
 * lower-case forms first, as curl and undici read them. `NO_PROXY` (or `no_proxy`) names the hosts
 * reached directly, with `--proxy` too (as curl does): host names, a leading `.` or `*.` for their
 * subdomains, `host:port`, or `*` for every host; no address ranges. An empty variable is no variable.
 *
 * Plain http targets go to the proxy as forwarded requests (the absolute URL in the request line, as
 * corporate proxies expect); https targets through a CONNECT tunnel. Credentials in a proxy URL
 * (`http://user:password@proxy:3128`) go to the proxy as `Proxy-Authorization` and are secrets of the
 * run: registered with its secret registry (`src/secrets/secrets.ts`), shown nowhere (`displayProxy`).
 * The client (`client.ts`) builds the dispatcher from these settings; this file reads no network.
 */

export interface ProxySettings {
  /** For http targets; undefined: direct. */
  httpProxy?: string | undefined;
  /** For https targets; undefined: direct. */
  httpsProxy?: string | undefined;
  /** Hosts reached directly, as `NO_PROXY` lists them; '' for none. */
  noProxy: string;
  /** Where they came from: the caller's option, or the variables. */
  source: 'option' | 'environment';
  /** The option as its user names it (the CLI's flag), for a report and an error to name it. */
  option?: string | undefined;
}

export class ProxyConfigError extends Error {}

/** A proxy URL as the client can use it: http(s) only, a bare `host:port` read as http (as curl does). */
export function normalizeProxyUrl(value: string, name: string): string {
  const text = value.trim();
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `http://${text}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    // The value is not repeated: it may carry a password.
    throw new ProxyConfigError(`${name} is not a URL (http://host:port); it is not shown, as it may hold a password`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new ProxyConfigError(`${name} must be an http:// or https:// proxy URL, got one of scheme "${url.protocol}"`);
  }
  if (!url.hostname) throw new ProxyConfigError(`${name} names no host`);
  return withScheme;
}

function variable(env: Record<string, string | undefined>, name: string): string | undefined {
  // Lower case first, as curl and undici read them; an empty value counts as unset.
  return env[name.toLowerCase()] || env[name.toUpperCase()] || undefined;
}

/**
 * The settings in force: the option when given (`named` as its user names it), else the environment's; undefined when every request
 * goes direct (no proxy named anywhere).
 */
export function proxySettings(
  option: string | undefined,
  env: Record<string, string | undefined>,
  named = 'the proxy option',
): ProxySettings | undefined {
  const noProxy = variable(env, 'no_proxy') ?? '';
  if (option !== undefined && option.trim() !== '') {
    const url = normalizeProxyUrl(option, named);
    return { httpProxy: url, httpsProxy: url, noProxy, source: 'option', option: named };
  }
  const http = variable(env, 'http_proxy');
  const https = variable(env, 'https_proxy');
  if (!http && !https) return undefined;
  const httpProxy = http ? normalizeProxyUrl(http, 'HTTP_PROXY') : undefined;
  const httpsProxy = https ? normalizeProxyUrl(https, 'HTTPS_PROXY') : httpProxy;
  return { httpProxy, httpsProxy, noProxy, source: 'environment' };
}

/** The login and password a proxy URL carries (URL-decoded), for the secret registry; undefined without a password. */
export function proxyCredentials(url: string): { login: string; password: string; raw: string } | undefined {
  try {
    const parsed = new URL(url);
    if (!parsed.password) return undefined;
    return {
      login: decodeURIComponent(parsed.username),
      password: decodeURIComponent(parsed.password),
      raw: parsed.password,
    };
  } catch {
    return undefined;
  }
}

/** A proxy URL as a report shows it: scheme, host and port, never its credentials. */
export function displayProxy(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.protocol}//${parsed.host}`;
  } catch {
    return '(a proxy)';
  }
}

/** `http://proxy:3128 (environment; NO_PROXY localhost)`: the settings as one line of a report, without credentials. */
export function describeProxy(settings: ProxySettings): string {
  const { httpProxy, httpsProxy } = settings;
  const where =
    httpProxy === httpsProxy
      ? displayProxy(httpProxy as string)
      : [
          httpProxy ? `http: ${displayProxy(httpProxy)}` : 'http: direct',
          httpsProxy ? `https: ${displayProxy(httpsProxy)}` : 'https: direct',
        ].join(', ');
  return `${where} (${settings.source === 'option' ? (settings.option ?? 'the proxy option') : 'environment'}${settings.noProxy ? `; NO_PROXY ${settings.noProxy}` : ''})`;
}

/**
 * When a connection failed on the proxy itself (nothing listening, its host unknown), what to say: the
 * proxy's address, never the target's, since the target was not tried. Matched on the address and
 * port the failure names (a refusal) or the host name (a failed look-up); undefined otherwise.
 */
export function proxyConnectionFailure(
  error: { code?: string; address?: string; port?: number; hostname?: string },
  proxyUrl: string | undefined,
): string | undefined {
  if (!proxyUrl) return undefined;
  let proxy: URL;
  try {
    proxy = new URL(proxyUrl);
  } catch {
    return undefined;
  }
  const host = proxy.hostname.replace(/^\[|\]$/g, '');
  const port = Number(proxy.port || (proxy.protocol === 'https:' ? 443 : 80));
  // A name resolves to an address the failure names instead: then the port alone says it was the proxy.
  const literal = /^[\d.]+$|:/.test(host);
  if (error.code === 'ECONNREFUSED' && error.port === port && (!literal || error.address === host))
    return `proxy ${displayProxy(proxyUrl)} refused the connection`;
  if ((error.code === 'ENOTFOUND' || error.code === 'EAI_AGAIN') && error.hostname === host)
    return `proxy ${displayProxy(proxyUrl)}: its host was not found`;
  return undefined;
}

/** The proxy a request to `url` is sent through by the scheme (`NO_PROXY` aside: a failure names its address). */
export function proxyOf(settings: ProxySettings | undefined, url: string): string | undefined {
  if (!settings) return undefined;
  return /^https:/i.test(url) ? settings.httpsProxy : settings.httpProxy;
}
