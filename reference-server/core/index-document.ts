import { errors } from '../http/errors.js';
import { memo } from '../util/memo.js';
import { describeRoute } from './route-descriptor.js';
import type { Site, SiteUrls } from './site.js';

/**
 * Documents kept: each site's index and namespace indexes under a few base URLs. The base URL is the
 * caller's Host header when the server has no public URL (`serve`'s default), so the cache is a bounded
 * memo: unbounded, each new Host value kept its documents for good (+112 KB of heap a host, linearly;
 * bench/host-memory.mjs, BENCHMARKS.md). 64 of them: a site's index and namespaces under a few hosts.
 */
export const INDEX_DOCUMENTS_LIMIT = 64;

/** GET /: the site and every route. Built once per site and base URL, then served from the cache. */
export class IndexDocuments {
  private readonly cache = memo<string, string>(INDEX_DOCUMENTS_LIMIT);

  /** Documents held now (at most INDEX_DOCUMENTS_LIMIT). */
  get size(): number {
    return this.cache.size;
  }

  index(site: Site, urls: SiteUrls): string {
    return this.cache(`${site.id} ${urls.home}`, () => {
      const routes: Record<string, unknown> = {};
      for (const route of site.catalog.routes) routes[route.pattern] = describeRoute(route, urls.restUrl);
      return JSON.stringify({
        name: site.settings.name,
        description: site.settings.description,
        url: urls.home,
        home: urls.home,
        gmt_offset: site.settings.gmtOffset,
        timezone_string: site.settings.timezoneString,
        namespaces: site.catalog.namespaces,
        authentication: [],
        routes,
      });
    });
  }

  /** GET /{namespace}: that namespace's routes, the namespace route itself included. */
  namespace(site: Site, urls: SiteUrls, namespace: string): string {
    if (!site.catalog.namespaces.includes(namespace)) throw errors.invalidNamespace();
    return this.cache(`${site.id} ${urls.home} ns:${namespace}`, () => {
      const routes: Record<string, unknown> = {};
      for (const route of site.catalog.routes) {
        if (route.namespace === namespace) routes[route.pattern] = describeRoute(route, urls.restUrl);
      }
      return JSON.stringify({ namespace, routes, _links: { up: [{ href: urls.restUrl('/') }] } });
    });
  }
}
