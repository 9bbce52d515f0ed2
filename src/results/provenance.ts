import { createHash } from 'node:crypto';
import type { HttpResponse } from '../http/client.js';
import type { Provenance } from '../model/result.js';
import type { Suite } from '../model/suite.js';
import { catalogFor } from '../catalog/routes.js';

/** What the engine knows of a run's provenance before it starts; the runner adds the site and the end. */
export type RunProvenance = Omit<Provenance, 'site' | 'endedAt'>;

/** `sha256:<hex>` of a value as JSON with its object keys sorted: the same data digests alike wherever it was built. */
export function digestOf(value: unknown): string {
  const hash = createHash('sha256');
  hash.update(JSON.stringify(value, (_key, v: unknown) => (isPlainObject(v) ? sorted(v) : v)));
  return `sha256:${hash.digest('hex')}`;
}

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  v !== null && typeof v === 'object' && !Array.isArray(v) && Object.getPrototypeOf(v) === Object.prototype;

const sorted = (o: Record<string, unknown>): Record<string, unknown> =>
  Object.fromEntries(
    Object.keys(o)
      .sort()
      .map((k) => [k, o[k]]),
  );

/**
 * The digest the bundle was built with (`scripts/bundle.mjs` defines it from these same catalogs):
 * building the German catalog and hashing both was ~40 ms of every start of a run that may never read
 * either. Not defined beside tsc's files (tests, benches): computed there.
 */
declare const __SHOP_CATALOG_DIGEST__: string | undefined;

let catalogs: string | undefined;

/** Both sites' catalogs, once per process: the interface as this tool reads it. */
export function catalogDigest(): string {
  catalogs ??=
    typeof __SHOP_CATALOG_DIGEST__ === 'string'
      ? __SHOP_CATALOG_DIGEST__
      : digestOf([catalogFor('primary'), catalogFor('de')]);
  return catalogs;
}

/**
 * The suites as loaded, without where their files lie (a CI runner and a laptop check the same suites
 * out to different folders): what the cases send and check, their generators, setup and teardown.
 */
export function suitesDigest(suites: readonly Suite[]): string {
  return digestOf(
    suites.map((s) =>
      JSON.parse(JSON.stringify(s, (key, v: unknown) => (key === 'file' || key === 'origin' ? undefined : v))),
    ),
  );
}

const TEXT = 200;
const NAMESPACES = 200;
const text = (v: unknown): string | undefined => (typeof v === 'string' ? v.slice(0, TEXT) : undefined);

/**
 * The answer a promise has given so far, read without waiting: a run that ends (or is interrupted)
 * before the index has answered must not wait for it (a target that never answers holds it for the
 * whole request timeout).
 */
export function answeredSoFar<T>(pending: Promise<T>): () => T | undefined {
  let value: T | undefined;
  pending.then(
    (v) => {
      value = v;
    },
    () => undefined,
  );
  return () => value;
}

/**
 * What the site says of itself in its index: name, description, URL, home and namespaces, each cut
 * short (a hostile index may say anything at any length); undefined when the index gave no JSON object
 * (or has not answered).
 */
export function siteDescription(response: HttpResponse | undefined): Provenance['site'] | undefined {
  if (!response || response.truncated) return undefined;
  let index: unknown;
  try {
    index = JSON.parse(response.body);
  } catch {
    return undefined;
  }
  if (!isPlainObject(index)) return undefined;
  const namespaces = Array.isArray(index.namespaces)
    ? index.namespaces
        .filter((n): n is string => typeof n === 'string')
        .slice(0, NAMESPACES)
        .map((n) => n.slice(0, TEXT))
    : undefined;
  const site = {
    name: text(index.name),
    description: text(index.description),
    url: text(index.url),
    home: text(index.home),
    namespaces,
  };
  return Object.fromEntries(Object.entries(site).filter(([, v]) => v !== undefined)) as Provenance['site'];
}
