import { NOTE_STATUSES } from '../../../spec/enums.js';
import { RestError } from '../../http/errors.js';
import { json, type HandlerContext } from '../../http/types.js';
import type { Note } from '../../storage/repositories/notes.js';
import type { Storage } from '../../storage/index.js';
import type { HandlerRegistry } from '../registry.js';

const noSuchNote = () => new RestError('shop_note_invalid_id', 'Sorry, there is no resource with that ID.', 404);

function noteShape(note: Note, ctx: HandlerContext): Record<string, unknown> {
  return {
    id: note.id,
    name: note.name,
    type: note.type,
    locale: note.locale,
    title: note.title,
    content: note.content,
    content_data: note.content_data,
    status: note.status,
    source: note.source,
    date_created: note.date_created,
    date_created_gmt: note.date_created,
    date_reminder: note.date_reminder,
    date_reminder_gmt: note.date_reminder,
    is_snoozable: note.is_snoozable,
    actions: note.actions.map((a) => ({
      ...a,
      actioned_text: '',
      nonce_action: null,
      nonce_name: null,
      url: a.query && !/^https?:/.test(a.query) ? `${ctx.request.urls.home}/admin/${a.query}` : a.query,
    })),
    layout: note.layout,
    image: note.image,
    is_deleted: note.is_deleted,
    is_read: note.is_read,
    _links: {
      self: [{ href: ctx.request.urls.restUrl(`/shop-analytics/admin/notes/${note.id}`) }],
      collection: [{ href: ctx.request.urls.restUrl('/shop-analytics/admin/notes') }],
    },
  };
}

/** Administration notes: soft deletion, the action route marking read and setting the action's status. */
export function registerAdminNotes(registry: HandlerRegistry, storage: Storage): void {
  const find = (id: unknown) =>
    storage.notes.get(Number(id)) ??
    (() => {
      throw noSuchNote();
    })();
  const update = (note: Note, p: Record<string, unknown>): Note => {
    if (p.status !== undefined && !NOTE_STATUSES.includes(String(p.status)))
      throw new RestError('shop_rest_admin_note_invalid_data', `Invalid note status: ${String(p.status)}.`, 400);
    const updated: Note = {
      ...note,
      ...(p.status !== undefined ? { status: String(p.status) } : {}),
      ...(p.date_reminder !== undefined ? { date_reminder: p.date_reminder as string | null } : {}),
      ...(p.is_deleted !== undefined
        ? { is_deleted: p.is_deleted === true || p.is_deleted === 'true' || p.is_deleted === 1 }
        : {}),
      ...(p.is_read !== undefined ? { is_read: p.is_read === true || p.is_read === 'true' || p.is_read === 1 } : {}),
    };
    storage.notes.save(updated);
    return updated;
  };

  registry.handle('shop-analytics:/admin/notes GET', (ctx) => {
    const p = ctx.params;
    const types = (p.type as string[] | undefined) ?? [];
    const statuses = (p.status as string[] | undefined) ?? [];
    const sources = (p.source as string[] | undefined) ?? [];
    const key =
      (
        { note_id: 'id', date: 'date_created', type: 'type', title: 'title', status: 'status' } as Record<
          string,
          keyof Note
        >
      )[String(p.orderby ?? 'date')] ?? 'date_created';
    const notes = storage.notes
      .all()
      .filter(
        (n) =>
          !n.is_deleted &&
          (!types.length || types.includes(n.type)) &&
          (!statuses.length || statuses.includes(n.status)) &&
          (!sources.length || sources.includes(n.source)),
      )
      .sort(
        (a, b) =>
          (String(a[key]).localeCompare(String(b[key]), undefined, { numeric: true }) || a.id - b.id) *
          (p.order === 'asc' ? 1 : -1),
      );
    const perPage = Number(p.per_page ?? 10);
    const page = notes.slice((Number(p.page ?? 1) - 1) * perPage, Number(p.page ?? 1) * perPage);
    // The platform counts the page it returns, not the whole list.
    return json(
      page.map((n) => noteShape(n, ctx)),
      200,
      { 'X-WP-Total': String(page.length) },
    );
  });
  registry.handle('shop-analytics:/admin/notes/{id} GET', (ctx) => json(noteShape(find(ctx.params.id), ctx)));
  registry.handle('shop-analytics:/admin/notes/{id} POST,PUT,PATCH', (ctx) =>
    json(noteShape(update(find(ctx.params.id), ctx.params), ctx)),
  );
  registry.handle('shop-analytics:/admin/notes/delete/{id} DELETE', (ctx) => {
    const note = storage.notes.get(Number(ctx.params.id));
    if (!note) throw new RestError('shop_note_invalid_id', 'Sorry, there is no note with that ID.', 404);
    return json(noteShape(update(note, { is_deleted: true }), ctx));
  });
  registry.handle('shop-analytics:/admin/notes/delete/all DELETE', (ctx) => {
    const statuses = (ctx.params.status as string[] | undefined) ?? [];
    const deletable = storage.notes
      .all()
      .filter(
        (n) =>
          !n.is_deleted &&
          ['info', 'marketing', 'warning', 'survey'].includes(n.type) &&
          (!statuses.length || statuses.includes(n.status)),
      )
      .sort((a, b) => b.date_created.localeCompare(a.date_created) || b.id - a.id)
      .slice(0, 25);
    return json(deletable.map((n) => noteShape(update(n, { is_deleted: true }), ctx)));
  });
  registry.handle('shop-analytics:/admin/notes/tracker/{note_id}/user/{user_id} GET', (ctx) => {
    find(ctx.params.note_id);
    return json({ note_id: Number(ctx.params.note_id), user_id: Number(ctx.params.user_id), tracked: true });
  });
  registry.handle('shop-analytics:/admin/notes/update POST,PUT,PATCH', (ctx) => {
    const ids = ctx.params.noteIds;
    if (!Array.isArray(ids))
      throw new RestError('shop_note_invalid_ids', 'Please provide an array of IDs through the noteIds param.', 422);
    return json(
      ids
        .map((id) => storage.notes.get(Number(id)))
        .filter((n): n is Note => Boolean(n))
        .map((n) => noteShape(update(n, ctx.params), ctx)),
    );
  });
  registry.handle('shop-analytics:/admin/notes/experimental-activate-promo/{promo_note_name} POST,PUT,PATCH', (ctx) => {
    const name = String(ctx.params.promo_note_name);
    const existing = storage.notes.all().find((n) => n.name === name);
    const note = existing
      ? update(existing, { status: 'unactioned', is_deleted: false })
      : storage.notes.create({ name, type: 'marketing', title: name, source: 'shop' });
    return json(noteShape(note, ctx));
  });
  registry.handle('shop-analytics:/admin/notes/{note_id}/action/{action_id} POST,PUT,PATCH', (ctx) => {
    // The note is marked read before the action is looked up, as the platform does.
    const note = update(find(ctx.params.note_id), { is_read: true });
    const action = note.actions.find((a) => a.id === Number(ctx.params.action_id));
    if (!action) throw new RestError('shop_note_action_invalid_id', 'Sorry, there is no resource with that ID.', 404);
    return json(noteShape(update(note, { status: action.status || 'actioned' }), ctx));
  });
}
