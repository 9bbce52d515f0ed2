import { catalogFor, namespaceFor, routeFor } from '../catalog/routes.js';
import { translator, type Translator } from '../../spec/translator.js';
import type { Route, SiteId } from '../../spec/types.js';
import { renamesAnything, type Vocabulary } from '../../spec/vocabulary.js';
import type { HttpResponse } from '../http/client.js';
import type { CaseSpec, RequestSpec } from '../model/suite.js';
import { controlRequest } from '../model/control.js';
import { absentPart, absentValues, valueKey, valueNeedsOf, type AbsentValue, type Listed } from './absent.js';
import { extensionTags, PART_EXTENSIONS } from '../loading/part-tags.js';

/**
 * What the site's index must list for a case to mean anything: the namespace and the route its
 * request reaches, or what it declares it is about (a drift case reads the index but is about one
 * route), and each enum value the request sends. A site without a plugin does not list that plugin's
 * namespace, or lists none of its routes in a namespace it has (`part`), or does not offer its values
 * (`value`): every case that needs it is then blocked by that one root cause, instead of failing on its own.
 */
export interface Prerequisite {
  /**
   * `namespace:shop-analytics`, `route:/shop-analytics/orders`, `part:gateway`,
   * `value:payment_method=gateway_sepa`, `index`, prefixed `de ` on the localized site.
   */
  key: string;
  /** `index`: the site's index itself could not be read, so nothing it should list can be found. */
  kind: 'namespace' | 'route' | 'part' | 'value' | 'index';
  /** The namespace, the route pattern, the part's title or `arg=value`, in the interface's words. */
  subject: string;
  /** The same in the site's words, once the site's index was read (reports speak the site's names). */
  siteSubject?: string;
  /** For `index`: what the API root answered instead of an index. */
  answered?: string;
  site: SiteId;
  /** For a value the case sends: the route and method it sends it to (interface's words). */
  sent?: { route: string; method: string };
  /**
   * Once found missing: for `part`, its routes the index lacks; for `value`, the endpoints whose index
   * lacks it (site's words), with where the first sits in the index and the namespaces a part's routes are in;
   * for `namespace`, the namespaces the site lists that are it in another version.
   */
  where?: string[];
  namespaces?: string[];
  /** For `value`: the plugin whose values they are (`values:subscriptions`), when they are one's. */
  owner?: string;
  pointer?: string;
}

/** The namespaces listed that are `subject` in another version: `shop/store/v4` for `shop/store/v1`. */
function otherVersions(subject: string, namespaces: ReadonlySet<string>): string[] {
  const m = /^(.*\/)v\d+$/.exec(subject);
  if (!m) return [];
  const stem = m[1] as string;
  return [...namespaces]
    .filter((n) => n !== subject && n.startsWith(stem) && /^v\d+$/.test(n.slice(stem.length)))
    .sort();
}

function prerequisite(kind: Prerequisite['kind'], subject: string, site: SiteId): Prerequisite {
  return { key: `${site === 'de' ? 'de ' : ''}${kind}:${subject}`, kind, subject, site };
}

/** The namespace and route a request path reaches, namespace first. */
function needsOfPath(path: string, site: SiteId): Prerequisite[] {
  // The index itself needs nothing but to answer: its own cases say what is wrong with it.
  if ((path.split('?')[0] ?? '').replace(/\/+$/, '') === '') return [];
  const route = routeFor(site, path);
  if (route) return needsOfRoute(route, site);
  const namespace = namespaceFor(site, path);
  return namespace ? [prerequisite('namespace', namespace, site)] : [];
}

/** What reaching a route needs of the index: its namespace and itself; the index route nothing but to answer. */
export function needsOfRoute(route: Route, site: SiteId): Prerequisite[] {
  return route.pattern === '/' ? [] : withNamespace(route, site);
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
 * reaches (and a negative's control: the refusal means something only where the control can be
 * accepted), for a batch the routes its sub-requests reach too, then the enum values they send.
 */
export function needsOf(spec: CaseSpec): Prerequisite[] {
  const site: SiteId = spec.request.site ?? 'primary';
  if (spec.needs?.route) {
    const route = catalogFor(site).routes.find((r) => r.pattern === spec.needs?.route);
    return route ? withNamespace(route, site) : [];
  }
  if (spec.needs?.namespace) return [prerequisite('namespace', spec.needs.namespace, site)];
  const requests = [spec.request, ...(spec.control ? [controlRequest(spec.request, spec.control)] : [])];
  const needs = requests.flatMap((request) => needsOfRequest(request, request.site ?? site));
  // A plugin whose extension data it sends or reads: found absent by the values the index lacks of it.
  // (A value need with its plugin as owner and nothing sent: any of that plugin's values stands for it.)
  for (const plugin of extensionTags(spec))
    needs.push({ key: `plugin:${plugin}`, kind: 'value', subject: plugin, site, owner: plugin });
  // The values sent, after what is reached: a route the index lacks is the cause, not its values.
  needs.sort((a, b) => Number(a.kind === 'value') - Number(b.kind === 'value'));
  return [...new Map(needs.map((n) => [`${n.key} ${n.sent?.method ?? ''} ${n.sent?.route ?? ''}`, n])).values()];
}

function needsOfRequest(request: RequestSpec, site: SiteId): Prerequisite[] {
  const needs = needsOfPath(request.path, site);
  const requests = (request.body as { requests?: unknown } | undefined)?.requests;
  if (Array.isArray(requests)) {
    for (const sub of requests) {
      const path = (sub as { path?: unknown } | null)?.path;
      if (typeof path === 'string') needs.push(...needsOfPath(path, site));
    }
  }
  for (const { route, method, arg, value } of valueNeedsOf(site, request))
    needs.push({
      key: valueKey(site, arg, value),
      kind: 'value',
      subject: `${arg}=${String(value)}`,
      site,
      sent: { route, method },
    });
  return needs;
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
  /** What each site's index lacks of the catalog's enums, worked out once. */
  private readonly absentValues = new Map<SiteId, Map<string, AbsentValue>>();
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
      if (need.kind === 'value' && need.owner !== undefined && need.sent === undefined) {
        // The plugin is absent where the index lacks its values: the same root cause (`values:subscriptions`).
        const absent = [...this.absent(need.site, listed).values()].find((a) => a.owner === need.subject);
        if (absent) return valuePrerequisite(absent, need.site);
        continue;
      }
      if (need.kind === 'value') {
        const absent = this.absent(need.site, listed).get(need.key);
        if (absent && need.sent && absent.places.has(`${need.sent.method} ${need.sent.route}`))
          return valuePrerequisite(absent, need.site);
        continue;
      }
      const subject = this.t ? this.t.path(need.subject, 'site') : need.subject;
      if (need.kind === 'namespace' ? !listed.namespaces.has(subject) : !listed.routes.has(subject)) {
        // A route of a part whose routes the index lists none of is that part's absence, not its own.
        const part = need.kind === 'route' ? absentPart(need.site, need.subject, listed, this.t) : undefined;
        if (!part) {
          // A namespace the site has in another version (`shop/store/v4` where the document has `v1`).
          const versions = need.kind === 'namespace' ? otherVersions(subject, listed.namespaces) : [];
          return { ...need, siteSubject: subject, ...(versions.length > 0 ? { namespaces: versions } : {}) };
        }
        return {
          key: part.key,
          kind: 'part',
          subject: part.title,
          site: need.site,
          where: part.routes,
          namespaces: part.namespaces,
          pointer: '/routes',
        };
      }
    }
    return undefined;
  }

  /**
   * The values the index lacks on a route (for one method, or any): a drift case leaves them to their
   * root causes, the fuzz phase does not draw them.
   */
  async absentOn(site: SiteId, pattern: string, method?: string): Promise<AbsentValue[]> {
    const listed = await this.of(site);
    if ('answered' in listed) return [];
    const place = method === undefined ? ` ${pattern}` : `${method} ${pattern}`;
    return [...this.absent(site, listed).values()].filter((a) => [...a.places].some((p) => p.endsWith(place)));
  }

  /** One absent value of each plugin the site's index lacks values of (`values:subscriptions`): the plugin is absent. */
  async absentPlugins(site: SiteId): Promise<AbsentValue[]> {
    const listed = await this.of(site);
    if ('answered' in listed) return [];
    const byOwner = new Map<string, AbsentValue>();
    for (const a of this.absent(site, listed).values()) if (a.owner && !byOwner.has(a.owner)) byOwner.set(a.owner, a);
    return [...byOwner.values()];
  }

  private absent(site: SiteId, listed: Listed): Map<string, AbsentValue> {
    let table = this.absentValues.get(site);
    if (!table) {
      table = absentValues(site, listed, this.t);
      this.absentValues.set(site, table);
    }
    return table;
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

export function parseIndex(response: HttpResponse): Listed | Unreadable {
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
      descriptors: index.routes as Record<string, unknown>,
    };
  } catch {
    return instead;
  }
}

/**
 * A value the index lacks, as the prerequisite a case sending it is blocked by: its root cause, which
 * for a plugin's value names every value of that plugin the index lacks (`absent.ts`).
 */
export function valuePrerequisite(absent: AbsentValue, site: SiteId): Prerequisite {
  const text = (a: AbsentValue) => (typeof a.siteValue === 'string' ? a.siteValue : JSON.stringify(a.siteValue));
  const group = absent.group.length > 0 ? absent.group : [absent];
  return {
    key: absent.cause,
    kind: 'value',
    subject: group.map((a) => `${a.arg}=${String(a.value)}`).join(', '),
    siteSubject: group.map((a) => `${a.arg}=${text(a)}`).join(', '),
    site,
    ...(absent.owner ? { owner: absent.owner } : {}),
    where: [...new Set(group.flatMap((a) => a.sitePlaces))],
    pointer: absent.pointer,
  };
}

/**
 * Whether a case can run as far as the site's index says: blocked by the first prerequisite the index
 * lacks (kept in `missing`, the run's root causes), or the case to run. A drift case runs with the
 * values its route's index lacks left to their root causes, which it lists whether or not a case sends
 * them: a value nothing depends on is still reported, once, and not again as the drift case's failure.
 */
export async function readiness(
  spec: CaseSpec,
  needs: Prerequisite[],
  listing: IndexListing,
  missing: Map<string, Prerequisite>,
): Promise<{ blockedBy: string } | { spec: CaseSpec }> {
  const lacking = await listing.missing(needs);
  if (lacking) {
    missing.set(lacking.key, lacking);
    return { blockedBy: lacking.key };
  }
  const drift = spec.expect.findIndex((c) => c.check === 'route-descriptor');
  const route = needs.find((n) => n.kind === 'route');
  if (drift < 0 || !route) return { spec };
  const absent = await listing.absentOn(route.site, route.subject);
  // The plugins the site lacks, wherever its index shows it: their extension data is not this route's finding.
  const plugins = (await listing.absentPlugins(route.site)).filter((p) =>
    PART_EXTENSIONS.some((e) => e.tag === p.owner),
  );
  if (absent.length === 0 && plugins.length === 0) return { spec };
  const values: Record<string, unknown[]> = {};
  for (const a of absent) {
    missing.set(a.cause, valuePrerequisite(a, route.site));
    (values[a.arg] ??= []).push(a.siteValue);
  }
  const given = {
    ...(absent.length > 0 ? { absent: values } : {}),
    ...(plugins.length > 0 ? { plugins: plugins.map((p) => p.owner as string) } : {}),
  };
  return { spec: { ...spec, expect: spec.expect.map((c, i) => (i === drift ? { ...c, ...given } : c)) } };
}
