import type { Route } from '../../spec/types.js';
import type { InterfacePart } from '../model/result.js';

/**
 * The parts of the interface document, in its order, with the namespaces each one owns. Auditors read
 * coverage by part ("is the gateway checked?"), not by namespace: the storefront has two namespaces, the
 * batch part borrows a route from each of them. `tag` is the tag every case touching the part carries
 * (`src/loading/part-tags.ts`), so that `--exclude-tag` leaves out a part the shop does not offer:
 * the word the built-in suites already tag that part with (`admin`, `contact-form`).
 */
export const PARTS: readonly { part: InterfacePart; title: string; namespaces: readonly string[]; tag: string }[] = [
  { part: 'storefront', title: 'storefront', namespaces: ['shop/store', 'shop/store/v1'], tag: 'storefront' },
  { part: 'administration', title: 'administration', namespaces: ['shop-analytics', 'shop-admin'], tag: 'admin' },
  { part: 'gateway', title: 'gateway', namespaces: ['shop/v3', 'shop/v1'], tag: 'gateway' },
  { part: 'contact-forms', title: 'contact forms', namespaces: ['contact-form/v1'], tag: 'contact-form' },
  { part: 'security', title: 'security', namespaces: ['security/v1'], tag: 'security' },
  { part: 'insights', title: 'insights', namespaces: ['insights/v1'], tag: 'insights' },
  { part: 'custom-blocks', title: 'custom blocks', namespaces: ['custom-blocks'], tag: 'custom-blocks' },
  { part: 'oembed', title: 'oEmbed', namespaces: ['oembed/1.0'], tag: 'oembed' },
  { part: 'batch', title: 'batch', namespaces: [], tag: 'batch' },
  { part: 'index', title: 'index', namespaces: [], tag: 'index' },
];

/** The storefront's batch routes belong to the batch part, beside `/batch/v1`: the document describes them there. */
const BATCH_ROUTES = new Set(['/batch/v1', '/shop/store/batch', '/shop/store/v1/batch']);

/**
 * The part a route belongs to. `/` and a namespace's own index route (its pattern is the namespace,
 * `/shop/v2`) are `index`: they describe the interface rather than belong to a part of it; that is also
 * where namespaces without routes of their own (site tools, wallet, telemetry) fall. A route of a
 * namespace no part owns would be a catalog the parts above do not know: `index` too, and the unit test
 * holds every route of both catalogs to a part, so that it cannot happen unnoticed.
 */
export function partOf(route: Route): InterfacePart {
  if (BATCH_ROUTES.has(route.pattern)) return 'batch';
  if (route.pattern === '/' || route.pattern === `/${route.namespace}`) return 'index';
  return PARTS.find((p) => p.namespaces.includes(route.namespace))?.part ?? 'index';
}
