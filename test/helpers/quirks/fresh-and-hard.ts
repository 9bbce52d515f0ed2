import type { HandlerRegistry } from '../../../reference-server/plugins/registry.js';
import type { Handler } from '../../../reference-server/http/types.js';
import type { Storage } from '../../../reference-server/storage/index.js';

/**
 * Two ways a real shop legally differs from the reference server's seed and conventions (issue 36, a
 * live shop's run), each a site the suites must read without a failure of their own making.
 */

/**
 * A fresh site: no product tag and no review yet. The interface has no route that makes either (a
 * product names tags by id only, line 194; reviews are only listed, line 266), so a case that needs
 * one can only find it or be skipped.
 */
export function noTagsOrReviews(storage: Storage): void {
  storage.db
    .prepare(`DELETE FROM product_terms WHERE term_id IN (SELECT id FROM terms WHERE taxonomy = 'product_tag')`)
    .run();
  storage.db.prepare(`DELETE FROM terms WHERE taxonomy = 'product_tag'`).run();
  storage.db.prepare('DELETE FROM reviews').run();
}

/**
 * A note deleted is deleted for good: the document gives the delete routes (lines 280, 281) and says
 * nothing of what a deleted note leaves; a soft delete (`is_deleted`) is the platform's convention only.
 * Both delete routes answer what the reference server answers (the notes they deleted) and then remove
 * them: a later read of one is the ordinary 404 of an unknown note, in the error shape, and no listing
 * shows it.
 */
export function notesDeletedForGood(registry: HandlerRegistry, storage: Storage): void {
  const remove = (id: unknown) => storage.db.prepare('DELETE FROM notes WHERE id = ?').run(Number(id));
  const one = registry.map.get('shop-analytics:/admin/notes/delete/{id} DELETE') as Handler;
  registry.handle('shop-analytics:/admin/notes/delete/{id} DELETE', async (ctx) => {
    const answer = await one(ctx);
    remove(ctx.params.id);
    return answer;
  });
  const all = registry.map.get('shop-analytics:/admin/notes/delete/all DELETE') as Handler;
  registry.handle('shop-analytics:/admin/notes/delete/all DELETE', async (ctx) => {
    const answer = await all(ctx);
    if (Array.isArray(answer.body)) for (const note of answer.body as { id?: unknown }[]) remove(note.id);
    return answer;
  });
}
