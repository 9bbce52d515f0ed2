import { catalogFor, namespaceFor, routeFor } from '../catalog/routes.js';
import { translator, type Translator } from '../../spec/translator.js';
import type { Route, SiteId } from '../../spec/types.js';
import { renamesAnything, type Vocabulary } from '../../spec/vocabulary.js';
import type { HttpResponse } from '../http/client.js';
import type { CaseSpec } from '../model/suite.js';

/**
 * What the site's index must list for a case to mean anything: the namespace and the route its
 * request reaches, or what it declares it is about (a drift case reads the index but is about one
 * route). A site without a plugin does not list that plugin's namespace: every case that needs it is
 * then blocked by that one root cause, instead of failing on its own.
 */
export interface Prerequisite {
  /** `namespace:shop-analytics`, `route:/shop-analytics/orders`, `index`, prefixed `de ` on the localized site. */
  key: string;
  /** `index`: the site's index itself could not be read, so nothing it should list can be found. */
  kind: 'namespace' | 'route' | 'index';
  /** The namespace or the route pattern, in the interface's words. */
  subject: string;
  /** The same in the site's words, once the site's index was read (reports speak the site's names). */
  siteSubject?: string;
  /** For `index`: what the API root answered instead of an index. */
  answered?: string;
  site: SiteId;
}

function prerequisite(kind: Prerequisite['kind'], subject: string, site: SiteId): Prerequisite {
  return { key: `${site === 'de' ? 'de ' : ''}${kind}:${subject}`, kind, subject, site };
}

/** The namespace and route a request path reaches, namespace first. */
function needsOfPath(path: string, site: SiteId): Prerequisite[] {
  // The index itself needs nothing but to answer: its own cases say what is wrong with it.
  if ((path.split('?')[0] ?? '').replace(/\/+$/, '') === '') return [];
  const route = routeFor(site, path);
  if (route) return withNamespace(route, site);
  const namespace = namespaceFor(site, path);
  return namespace ? [prerequisite('namespace', namespace, site)] : [];
}

// The root and batch routes belong to no namespace.
function withNamespace(route: Route, site: SiteId): Prerequisite[] {
  return [
    ...(route.namespace !== '' ? [prerequisite('namespace', route.namespace, site)] : []),
    prerequisite('route', route.pattern, site),
  ];
}

/**
 * The namespaces and routes a case needs, namespace first: what it declares, else what its request
 * reaches, and for a batch the routes its sub-requests reach too.
 */
export function needsOf(spec: CaseSpec): Prerequisite[] {
  const site: SiteId = spec.request.site ?? 'primary';
  if (spec.needs?.route) {
    const route = catalogFor(site).routes.find((r) => r.pattern === spec.needs?.route);
    return route ? withNamespace(route, site) : [];
  }
  if (spec.needs?.namespace) return [prerequisite('namespace', spec.needs.namespace, site)];
  const needs = needsOfPath(spec.request.path, site);
  const requests = (spec.request.body as { requests?: unknown } | undefined)?.requests;
  if (Array.isArray(requests)) {
    for (const sub of requests) {
      const path = (sub as { path?: unknown } | null)?.path;
      if (typeof path === 'string') needs.push(...needsOfPath(path, site));
    }
  }
  return [...new Map(needs.map((n) => [n.key, n])).values()];
}

interface Listed {
  namespaces: Set<string>;
  routes: Set<string>;
}

/** What came back instead of an index: a wrong base URL or API root, most likely. */
interface Unreadable {
  answered: string;
}

/**
 * The site's own index, read once per site, answers which prerequisites it lists. An index that is
 * not there (an HTML page, a 404, no answer) is itself the root cause: nothing it should list can be
 * found, and the cases that need something are blocked by it rather than failing one by one.
 */
export class IndexListing {
  private readonly listed = new Map<SiteId, Promise<Listed | Unreadable>>();
  private readonly t: Translator | undefined;

  constructor(
    private readonly load: (site: SiteId) => Promise<HttpResponse>,
    vocabulary: Vocabulary | undefined,
  ) {
    this.t = renamesAnything(vocabulary) ? translator(vocabulary) : undefined;
  }

  /** The first prerequisite the site's index does not list, if any. */
  async missing(needs: Prerequisite[]): Promise<Prerequisite | undefined> {
    for (const need of needs) {
      const listed = await this.of(need.site);
      if ('answered' in listed) {
        return {
          key: `${need.site === 'de' ? 'de ' : ''}index`,
          kind: 'index',
          subject: '/',
          site: need.site,
          answered: listed.answered,
        };
      }
      const subject = this.t ? this.t.path(need.subject, 'site') : need.subject;
      if (need.kind === 'namespace' ? !listed.namespaces.has(subject) : !listed.routes.has(subject))
        return { ...need, siteSubject: subject };
    }
    return undefined;
  }

  private of(site: SiteId): Promise<Listed | Unreadable> {
    let entry = this.listed.get(site);
    if (!entry) {
      entry = this.load(site).then(parseIndex, (error: unknown) => ({
        answered: `no answer (${(error as Error).message})`,
      }));
      this.listed.set(site, entry);
    }
    return entry;
  }
}

function parseIndex(response: HttpResponse): Listed | Unreadable {
  const type = response.headers['content-type'] ?? 'no content type';
  const instead = { answered: `${response.status} (${type})${response.truncated ? ', cut at the size limit' : ''}` };
  if (response.status !== 200 || response.truncated) return instead;
  try {
    const index = JSON.parse(response.body) as { namespaces?: unknown; routes?: unknown };
    if (!Array.isArray(index.namespaces) || !index.routes || typeof index.routes !== 'object')
      return { answered: `${response.status} JSON without namespaces and routes` };
    return {
      namespaces: new Set(index.namespaces.filter((n): n is string => typeof n === 'string')),
      routes: new Set(Object.keys(index.routes)),
    };
  } catch {
    return instead;
  }
}
