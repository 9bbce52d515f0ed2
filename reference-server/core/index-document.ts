import { errors } from '../http/errors.js';
import { describeRoute } from './route-descriptor.js';
import type { Site, SiteUrls } from './site.js';

/** GET /: the site and every route. Built once per site and base URL, then served from the cache. */
export class IndexDocuments {
  private readonly cache = new Map<string, string>();

  index(site: Site, urls: SiteUrls): string {
    const key = `${site.id} ${urls.home}`;
    let cached = this.cache.get(key);
    if (cached === undefined) {
      const routes: Record<string, unknown> = {};
      for (const route of site.catalog.routes) routes[route.pattern] = describeRoute(route, urls.restUrl);
      cached = JSON.stringify({
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
      this.cache.set(key, cached);
    }
    return cached;
  }

  /** GET /{namespace}: that namespace's routes, the namespace route itself included. */
  namespace(site: Site, urls: SiteUrls, namespace: string): string {
    if (!site.catalog.namespaces.includes(namespace)) throw errors.invalidNamespace();
    const key = `${site.id} ${urls.home} ns:${namespace}`;
    let cached = this.cache.get(key);
    if (cached === undefined) {
      const routes: Record<string, unknown> = {};
      for (const route of site.catalog.routes) {
        if (route.namespace === namespace) routes[route.pattern] = describeRoute(route, urls.restUrl);
      }
      cached = JSON.stringify({ namespace, routes, _links: { up: [{ href: urls.restUrl('/') }] } });
      this.cache.set(key, cached);
    }
    return cached;
  }
}
