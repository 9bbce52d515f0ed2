import type { HttpRequest, HttpResponse } from '../http/client.js';
import type { CaseSpec } from '../model/suite.js';
import type { MadeByRun } from './case-captures.js';
import { jsonOnce } from '../answers/derived.js';
import { isPlainObject } from '../util/plain-object.js';

/**
 * What this run created on the site, so that a probe of the site's own objects ("the site's oldest
 * order") never takes one of ours: suites run side by side, and one that deletes the order it made
 * would pull it from under another that read it as the site's (a 404 for a site with no orders of its
 * own). Every write a case sends is watched (`track`); its answer, when a success, names what it made:
 * the `id` of a create (one the request did not name: an update answers with the id it was given), the
 * `create[].id` of a collection's batch, the `order_id` of a checkout.
 *
 * What the run deleted is passed over too: a successful DELETE answers with what it deleted (the
 * object, or a list of them: a note's delete/all), and whether it is still there afterwards is the
 * site's way of deleting (a soft delete that keeps it readable is a convention, not the document's).
 * A probe that took it would stand on that convention. A deletion route need not be under the
 * listing's path (`/notes/delete/7` of `/notes`), so an object deleted is passed over in every
 * collection, whichever suite deleted it.
 *
 * Objects are told apart by the collection they are listed in (the create's path: `/orders` made
 * order 7, which says nothing of coupon 7), but for an order a checkout placed, whose collection the
 * storefront does not name: its id is ours in every collection (a probe then passes over the site's
 * own object of that id in another one, never takes ours).
 */
export class CreatedObjects {
  /** `collection\0id` → the suites (by their captures) that created it. */
  private readonly made = new Map<string, Set<object>>();
  /** Ids this run deleted (any collection, any suite). */
  private readonly deleted = new Set<string>();
  /** Writes sent whose answers have not come yet. */
  private readonly pending = new Set<Promise<void>>();

  /** Watches a write as it is sent; `by` is the suite that sends it (known by its captures: one map per suite). */
  track(request: HttpRequest, answer: Promise<HttpResponse>, by: object): void {
    if (SAFE.has(request.method.toUpperCase())) return;
    const watched: Promise<void> = answer
      .then(
        (response) => this.record(request, response, by),
        () => undefined,
      )
      .finally(() => this.pending.delete(watched));
    this.pending.add(watched);
  }

  /**
   * When every write sent so far has been answered and recorded: a listing answered now may hold what a
   * write still on its way made, so a probe waits for those before it judges what it lists.
   */
  async settled(): Promise<void> {
    await Promise.all([...this.pending]);
  }

  /**
   * Whether an object listed at `list` (the listing's request URL) is this run's: made by any suite
   * (`anywhere`), or by a suite other than `by` (`elsewhere`: a suite orders its own readers before the
   * case that deletes what it made, and may read it as the site's).
   */
  madeByRun(list: string, id: unknown, by: object, where: 'anywhere' | 'elsewhere'): boolean {
    if (!isId(id)) return false;
    if (this.deleted.has(String(id))) return true;
    for (const key of [`${collectionOf(list)}\0${String(id)}`, `${ANY}\0${String(id)}`]) {
      const makers = this.made.get(key);
      if (makers && (where === 'anywhere' || [...makers].some((maker) => maker !== by))) return true;
    }
    return false;
  }

  private record(request: HttpRequest, response: HttpResponse, by: object): void {
    if (response.status < 200 || response.status >= 300 || response.truncated) return;
    let body: unknown;
    try {
      body = jsonOnce(response);
    } catch {
      return;
    }
    if (request.method.toUpperCase() === 'DELETE') {
      for (const item of Array.isArray(body) ? body : [body])
        if (isPlainObject(item) && isId(item.id)) this.deleted.add(String(item.id));
      return;
    }
    if (!isPlainObject(body)) return;
    const path = collectionOf(request.url);
    const add = (collection: string, id: unknown) => {
      if (!isId(id)) return;
      const key = `${collection}\0${String(id)}`;
      const makers = this.made.get(key) ?? new Set<object>();
      makers.add(by);
      this.made.set(key, makers);
    };
    if (path.endsWith('/batch') && Array.isArray(body.create)) {
      for (const item of body.create)
        if (isPlainObject(item) && item.error === undefined) add(path.slice(0, -6), item.id);
    } else if (isId(body.id) && !named(request, body.id)) add(path, body.id);
    if (isId(body.order_id) && body.order_id !== 0) add(ANY, body.order_id);
  }
}

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);
/** The collection of an order a checkout placed: unknown, so every one. */
const ANY = '*';

const isId = (value: unknown): value is string | number =>
  (typeof value === 'number' && Number.isInteger(value)) || (typeof value === 'string' && value !== '');

/** A request URL's path: the collection a create names, or a listing lists (the query is not part of it). */
function collectionOf(url: string): string {
  const path = url.split(/[?#]/, 1)[0] ?? '';
  return path.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/]*/i, '').replace(/\/+$/, '');
}

/** Whether the request named the id itself (an update of it, an item added by it): then the write made nothing. */
function named(request: HttpRequest, id: string | number): boolean {
  if (collectionOf(request.url).split('/').includes(String(id))) return true;
  if (request.body === undefined) return false;
  try {
    const sent = JSON.parse(request.body) as unknown;
    return isPlainObject(sent) && String(sent.id) === String(id);
  } catch {
    return false;
  }
}

const created = new WeakMap<object, CreatedObjects>();

/** The record of a run, known by an object the run holds for its length (its case environment). */
export function createdOf(run: object): CreatedObjects {
  let record = created.get(run);
  if (!record) created.set(run, (record = new CreatedObjects()));
  return record;
}

/**
 * For a case whose captures pass over what the run made (`notCreated`): once the writes in flight are
 * answered (what they made may be in the listing), whether an id the listing holds is the run's.
 * Undefined for every other case, which waits for nothing.
 */
export async function madeByRunFor(
  spec: CaseSpec,
  list: HttpRequest,
  by: object,
  run: object,
): Promise<MadeByRun | undefined> {
  if (!Object.values(spec.capture).some((capture) => capture.notCreated !== undefined)) return undefined;
  const record = createdOf(run);
  await record.settled();
  return (id, where) => record.madeByRun(list.url, id, by, where);
}
