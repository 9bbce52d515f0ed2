import {
  acceptsRefusal,
  aroundDispatch,
  failsRoute,
  ignoresArgument,
  refusesValue,
  rewritesAnswer,
  rewritesField,
  type Fault,
} from '../../helpers/faults.js';
import { on, json, query, write, NOTE, of, type Deviation } from './shared.js';

const NOTES = '/shop-analytics/admin/notes';

/** Deviations of the administration notes. */
export const ADMIN_NOTES: Deviation[] = [
  {
    name: 'notes: deleted notes listed',
    suites: ['notes'],
    fault: rewritesAnswer(on('GET', '/shop-analytics/admin/notes'), 'the first note deleted', (body) =>
      (body as { is_deleted: boolean }[]).map((n, i) => (i === 0 ? { ...n, is_deleted: true } : n)),
    ),
    fails: ['notes/no-deleted-notes'],
  },
  {
    name: 'notes: a status that is answered but not kept',
    suites: ['notes'],
    fault: rewritesField(on('GET', NOTE), '/status', 'unactioned'),
    fails: of('notes', 'action-read-back', 'status-read-back', 'status-restored-read-back'),
  },
  {
    name: 'a note type outside the enum accepted',
    suites: ['notes'],
    fault: acceptsRefusal({
      method: 'GET',
      path: '/shop-analytics/admin/notes',
      status: 400,
      param: 'type',
      answer: { body: [] },
    }),
    fails: ['notes/bad-type-refused'],
  },
  {
    name: 'updating a note fails',
    suites: ['notes'],
    fault: failsRoute(write(NOTE)),
    fails: of(
      'notes',
      'read-restored',
      'set-sent',
      'status-restored',
      'status-set',
      'status-set-patch',
      'status-set-post',
      'undeleted',
    ),
  },
  {
    name: "the notes' type filter ignored",
    suites: ['notes'],
    fault: ignoresArgument(on('GET', '/shop-analytics/admin/notes'), 'type'),
    fails: of('notes', 'type-filter'),
  },
  {
    name: "the notes' status filter ignored",
    suites: ['notes'],
    fault: ignoresArgument(on('GET', '/shop-analytics/admin/notes'), 'status'),
    // status-last-member runs after status-filter: blocked by it. The note delete/all keeps is found by
    // status after the first is given the status sent (find-kept): that one is taken, and delete/all
    // deletes it.
    fails: of('notes', 'delete-all-kept-others', 'status-filter'),
  },
  {
    name: 'an unknown note served',
    suites: ['notes'],
    fault: acceptsRefusal({ method: 'GET', path: NOTE, status: 404, answer: { body: { id: 999999999 } } }),
    fails: ['notes/unknown-note'],
  },
  {
    name: "the notes' batch update without noteIds taken",
    suites: ['notes'],
    fault: acceptsRefusal({
      method: 'PUT',
      path: '/shop-analytics/admin/notes/update',
      status: 422,
      answer: { body: [] },
    }),
    fails: ['notes/update-without-ids'],
  },

  // ----- what each argument does (issue 26)
  {
    name: "the notes' source filter ignored",
    suites: ['notes'],
    fault: ignoresArgument(on('GET', NOTES), 'source'),
    fails: of('notes', 'source-filter'),
  },
  {
    name: "the notes' order ignored",
    suites: ['notes'],
    fault: ignoresArgument(on('GET', NOTES), 'order'),
    fails: of('notes', 'order-asc', 'orderby-date', 'orderby-type'),
  },
  {
    name: "the notes' status sent refused",
    suites: ['notes'],
    fault: refusesValue(on('GET', NOTES, query('status', 'sent')), 'status'),
    // status-outside's control is the status sent: the negative is blocked by it. delete-all-not-listed
    // lists the notes of that status too.
    fails: of('notes', 'delete-all-not-listed', 'status-last-member'),
  },
  {
    name: "the notes' orderby status refused",
    suites: ['notes'],
    fault: refusesValue(on('GET', NOTES, query('orderby', 'status')), 'orderby'),
    // orderby-outside's control is orderby status: the negative is blocked by it.
    fails: of('notes', 'orderby-last-member'),
  },
  {
    name: "the notes' status outside the enum accepted",
    suites: ['notes'],
    fault: acceptsRefusal({ method: 'GET', path: NOTES, status: 400, param: 'status' }),
    fails: of('notes', 'status-outside'),
  },
  {
    name: "the notes' orderby outside the enum accepted",
    suites: ['notes'],
    fault: acceptsRefusal({ method: 'GET', path: NOTES, status: 400, param: 'orderby' }),
    fails: of('notes', 'orderby-outside'),
  },
  {
    name: "the notes' per_page outside its bounds accepted",
    suites: ['notes'],
    fault: acceptsRefusal({ method: 'GET', path: NOTES, status: 400, param: 'per_page' }),
    fails: of('notes', 'per-page-0', 'per-page-101'),
  },
  {
    name: "the notes' page 0 accepted",
    suites: ['notes'],
    fault: acceptsRefusal({ method: 'GET', path: NOTES, status: 400, param: 'page' }),
    fails: of('notes', 'page-0'),
  },
  {
    name: "the notes' page ignored",
    suites: ['notes'],
    fault: ignoresArgument(on('GET', NOTES), 'page'),
    fails: of('notes', 'page-2'),
  },
  {
    name: "the notes' page 1 refused",
    suites: ['notes'],
    fault: refusesValue(on('GET', NOTES, query('page', '1')), 'page'),
    fails: of('notes', 'default.shop-analytics.admin.notes.given', 'page-1'),
  },
  {
    name: "the notes' context outside the enum accepted",
    suites: ['notes'],
    fault: acceptsRefusal({ method: 'GET', path: NOTES, status: 400, param: 'context' }),
    fails: of('notes', 'context-outside'),
  },
  {
    name: 'a note id read by its leading digits',
    suites: ['notes'],
    fault: leadingDigitsRouted(/^(\/shop-analytics\/admin\/notes\/)(\d+)[a-z]+(?=\/|$)/i),
    fails: of('notes', 'action-note-id-outside', 'note-id-outside'),
  },
  {
    name: 'delete/all fails',
    suites: ['notes'],
    fault: failsRoute(on('DELETE', '/shop-analytics/admin/notes/delete/all')),
    fails: of('notes', 'delete-all-sent'),
  },
  {
    name: 'delete/all ignores its status',
    suites: ['notes'],
    fault: ignoresArgument(on('DELETE', '/shop-analytics/admin/notes/delete/all'), 'status'),
    fails: ['notes/delete-all-kept-others'],
  },
  {
    name: "a note's status cannot be set back",
    suites: ['notes'],
    fault: failsRoute(write(NOTE, (r) => json(r).status !== undefined && json(r).is_deleted === false)),
    fails: of('notes', 'deletable-restored', 'status-restored'),
  },
  // The notes delete/all is shown on are found after the single delete (find-deletable), the one it keeps
  // after the first is given the status sent (find-kept).
  {
    name: 'the notes list fails for 20 a page',
    suites: ['notes'],
    fault: failsRoute(on('GET', NOTES, query('per_page', '20'))),
    fails: of('notes', 'find-deletable'),
  },
  {
    name: 'the notes list filtered by status fails once a note has the status sent',
    suites: ['notes'],
    fault: statusFilterFailsOnceSent(),
    fails: of('notes', 'delete-all-not-listed', 'find-kept'),
  },
];

/** Once an update has given a note the status sent, the notes list filtered by status answers 500. */
function statusFilterFailsOnceSent(): Fault {
  return {
    name: 'the notes list filtered by status fails once a note is sent',
    description: 'After an update gives a note the status sent, the notes list answers 500 when filtered by status.',
    apply(app, registry) {
      // Fresh for each server: the state is this server's.
      let sent = false;
      failsRoute(
        on('GET', NOTES, (r) => {
          return sent && r.query.status !== undefined;
        }),
      ).apply(app, registry);
      aroundDispatch(app, async (request, next) => {
        const answer = await next(request);
        if (NOTE.test(request.path) && request.method !== 'GET' && json(request).status === 'sent') sent = true;
        return answer;
      });
    },
  };
}

/** A path whose id has letters after its digits routed as the id its digits make. */
function leadingDigitsRouted(pattern: RegExp): Fault {
  return {
    name: `ids read by their leading digits on ${String(pattern)}`,
    description: 'A path id with letters after its digits is read as the number its digits make.',
    apply(app) {
      aroundDispatch(app, async (request, next) =>
        next(pattern.test(request.path) ? { ...request, path: request.path.replace(pattern, '$1$2') } : request),
      );
    },
  };
}
