import { COUPON_DISCOUNT_TYPES, PAYMENT_METHODS, PRODUCT_TYPES_CREATE } from '../../spec/enums.js';
import type { SiteId } from '../../spec/types.js';
import { catalogFor, namespaceFor, routeFor } from '../catalog/routes.js';
import { partOf, PARTS } from '../coverage/parts.js';
import type { InterfacePart } from '../model/result.js';
import type { CaseSpec } from '../model/suite.js';

/**
 * Values of an argument that belong to a part a shop may not have, as the tag of that part. The
 * document's lists are the platform's own values and a plugin's beside them: the platform's checkout
 * offers its offline methods (bacs, cheque, cod), its coupons percent, fixed_cart and fixed_product, its
 * products simple, grouped, external and variable (the platform notes: platform-shop-rest.md lines 120,
 * 337, 349). The other payment methods are the payment plugins' (the interface has one payment part,
 * the gateway; the wallet has no routes of its own), the other product and discount types the
 * subscriptions plugin's, which is no part of the document's: `subscriptions` is a tag of its own.
 */
export const PART_VALUES: readonly { tag: string; arg: string; values: readonly string[] }[] = [
  {
    tag: 'gateway',
    arg: 'payment_method',
    values: PAYMENT_METHODS.filter((m) => !['bacs', 'cheque', 'cod'].includes(m)),
  },
  {
    tag: 'subscriptions',
    arg: 'type',
    values: PRODUCT_TYPES_CREATE.filter((t) => !['simple', 'grouped', 'external', 'variable'].includes(t)),
  },
  {
    tag: 'subscriptions',
    arg: 'discount_type',
    values: COUPON_DISCOUNT_TYPES.filter((t) => !['percent', 'fixed_cart', 'fixed_product'].includes(t)),
  },
];

/**
 * Members of `extensions` a plugin registers: the document's cart item extension data,
 * `extensions.subscriptions` (lines 56-71: its ten reply fields, and the `extensions` argument's default
 * and members), is the subscriptions plugin's. A case that sends such a member or reads one from an
 * answer rests on that plugin as a case sending its product type does.
 */
export const PART_EXTENSIONS: readonly { tag: string; member: string }[] = [
  { tag: 'subscriptions', member: 'subscriptions' },
];

/** The plugins whose `extensions` members a case sends (in its body, a sub-request's) or its checks read. */
export function extensionTags(spec: Pick<CaseSpec, 'request'> & { expect?: CaseSpec['expect'] }): string[] {
  const sent = (body: unknown): string[] => {
    const extensions = (body as { extensions?: unknown } | null | undefined)?.extensions;
    return extensions !== null && typeof extensions === 'object'
      ? PART_EXTENSIONS.filter((p) => p.member in extensions).map((p) => p.tag)
      : [];
  };
  const requests = (spec.request.body as { requests?: unknown } | undefined)?.requests;
  const read = (spec.expect ?? []).flatMap((c) => {
    const pointer = (c as { pointer?: unknown }).pointer;
    return typeof pointer === 'string'
      ? PART_EXTENSIONS.filter((p) => pointer.includes(`/extensions/${p.member}`)).map((p) => p.tag)
      : [];
  });
  return [
    ...new Set([
      ...sent(spec.request.body),
      ...(Array.isArray(requests) ? requests.flatMap((r) => sent((r as { body?: unknown } | null)?.body)) : []),
      ...read,
    ]),
  ];
}

const tagOf = (part: InterfacePart): string => PARTS.find((p) => p.part === part)?.tag ?? part;

/** The part a request path reaches: its route's, else the part owning its namespace (an unknown path below it). */
function partOfPath(site: SiteId, path: string): InterfacePart | undefined {
  const route = routeFor(site, path);
  if (route) return partOf(route);
  const namespace = namespaceFor(site, path);
  return namespace === undefined ? undefined : (PARTS.find((p) => p.namespaces.includes(namespace))?.part ?? 'index');
}

/** The tags of the values a request's top-level arguments give (query and an object body). */
function valueTags(query: unknown, body: unknown): string[] {
  const given = [query, body].flatMap((source) =>
    source !== null && typeof source === 'object' && !Array.isArray(source) ? Object.entries(source) : [],
  );
  return PART_VALUES.filter(({ arg, values }) =>
    given.some(([name, value]) => name === arg && [value].flat().some((v) => values.includes(String(v)))),
  ).map((p) => p.tag);
}

/**
 * The tags of the parts a case touches, derived in one place for written and generated cases alike:
 * the part of the route it declares it is about (a drift case reads the index about one route), else of
 * the path it requests and of each batch sub-request's, and the tag of each value of a part it sends
 * (a checkout with the gateway's payment method). `--exclude-tag gateway` then leaves out every case on
 * a gateway route and every checkout paid by one of the gateway's methods, whichever suite made it.
 */
export function partTags(spec: Pick<CaseSpec, 'request' | 'needs'> & { expect?: CaseSpec['expect'] }): string[] {
  const site: SiteId = spec.request.site ?? 'primary';
  const parts = new Set<InterfacePart>();
  const tags: string[] = [];
  if (spec.needs?.route) {
    const route = catalogFor(site).routes.find((r) => r.pattern === spec.needs?.route);
    if (route) parts.add(partOf(route));
  } else if (spec.needs?.namespace) {
    parts.add(PARTS.find((p) => p.namespaces.includes(spec.needs?.namespace as string))?.part ?? 'index');
  } else {
    const part = partOfPath(site, spec.request.path);
    if (part) parts.add(part);
  }
  tags.push(...valueTags(spec.request.query, spec.request.body));
  const requests = (spec.request.body as { requests?: unknown } | undefined)?.requests;
  if (Array.isArray(requests)) {
    for (const sub of requests as { path?: unknown; body?: unknown }[]) {
      if (typeof sub?.path !== 'string') continue;
      const part = partOfPath(site, sub.path);
      if (part) parts.add(part);
      tags.push(...valueTags(undefined, sub.body));
    }
  }
  tags.push(...extensionTags(spec));
  return [...new Set([...[...parts].map(tagOf), ...tags])];
}

/** A case with the tags of the parts it touches added to its own. */
export function withPartTags<T extends Pick<CaseSpec, 'request' | 'needs' | 'tags'> & { expect?: CaseSpec['expect'] }>(
  spec: T,
): T {
  const tags = [...new Set([...spec.tags, ...partTags(spec)])];
  return tags.length === spec.tags.length ? spec : { ...spec, tags };
}
