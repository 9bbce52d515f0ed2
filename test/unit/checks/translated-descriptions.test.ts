import { describe, expect, it } from 'vitest';
import { translatedDescriptionsCheck } from '../../../src/checks/translated-descriptions.js';
import { json, runRow, type Row } from '../../helpers/check-context.js';

const P = '/shop/store/products';
const base = '/routes/~1shop~1store~1products';
const PAGE = 'Current page of the collection.';
const NAME = 'Product name.';
type Endpoint = { methods: string[]; args: unknown };
const described = (descriptions: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(descriptions).map(([name, description]) => [name, { type: 'string', description }]),
  );
// The primary site's routes, as a case before captured them.
const englishRoutes = {
  [P]: {
    endpoints: [
      { methods: ['GET'], args: described({ page: PAGE, context: 'Scope.' }) },
      { methods: ['POST'], args: described({ name: NAME }) },
    ],
  },
};
const captured = { pattern: P, english: '{{englishRoutes}}', args: ['page', 'name'] };
const captures = { englishRoutes };
const localized = (...endpoints: Endpoint[]) => ({ status: 200, body: json({ routes: { [P]: { endpoints } } }) });
const get = (descriptions: Record<string, unknown>): Endpoint => ({ methods: ['GET'], args: described(descriptions) });
const post = (descriptions: Record<string, unknown>): Endpoint => ({
  methods: ['POST'],
  args: described(descriptions),
});
const untranslated = (count: number, names: string, actual: string, pointer: string) => [
  {
    check: 'translated-descriptions',
    title: `${count} argument description(s) not translated`,
    message: `${P}: the description of ${names} is the English text on the localized site`,
    expected: 'a German description',
    actual,
    pointer,
  },
];

const unreadable = (count: number, actual: unknown, pointer: string) => [
  {
    check: 'translated-descriptions',
    title: `${count} endpoint(s) not readable`,
    message: `${P}: the endpoints on the localized site are no list of endpoints with a list of methods`,
    expected: 'a list of endpoints, each with a list of methods',
    actual,
    pointer,
  },
];

const rows: Row[] = [
  {
    title: 'translated, the English captured',
    args: captured,
    captures,
    response: localized(get({ page: 'Aktuelle Seite.' }), post({ name: 'Produktname.' })),
    expected: [],
  },
  {
    title: 'translated, the English given as it is',
    args: { ...captured, english: englishRoutes },
    response: localized(get({ page: 'Aktuelle Seite.' })),
    expected: [],
  },
  {
    title: 'an argument the document does not declare may stay English',
    args: captured,
    captures,
    response: localized(get({ page: 'Aktuelle Seite.', context: 'Scope.' })),
    expected: [],
  },
  {
    title: 'an exception, with its reason',
    args: { ...captured, exceptions: { name: 'a name reads the same' } },
    captures,
    response: localized(post({ name: NAME })),
    expected: [],
  },
  {
    title: 'empty descriptions and descriptions of other types are not compared, even when the same',
    args: { ...captured, english: { [P]: { endpoints: [get({ page: '' }), post({ name: null })] } } },
    response: localized(get({ page: '' }), post({ name: null })),
    expected: [],
  },
  // Endpoints are twins by their methods: the localized GET has no English twin to take text from.
  {
    title: 'an endpoint without a twin',
    args: { ...captured, english: { [P]: { endpoints: [englishRoutes[P].endpoints[1]] } } },
    response: localized(get({ page: PAGE })),
    expected: [],
  },
  {
    title: 'arguments as an empty list',
    args: captured,
    captures,
    response: localized({ methods: ['GET'], args: [] }),
    expected: [],
  },
  // The drift cases report a route either site lacks.
  {
    title: 'the route missing on the localized site',
    args: captured,
    captures,
    response: { status: 200, body: json({ routes: {} }) },
    expected: [],
  },
  {
    title: 'the route missing on the primary site',
    args: { ...captured, english: {} },
    response: localized(get({ page: PAGE })),
    expected: [],
  },
  {
    title: 'English routes captured as a text',
    args: captured,
    captures: { englishRoutes: 'none' },
    response: localized(get({ page: PAGE })),
    expected: [],
  },
  { title: 'a body that is null', args: captured, captures, response: { status: 200, body: 'null' }, expected: [] },
  {
    title: 'the endpoints past the 64th are not read',
    args: captured,
    captures,
    response: localized(...Array.from({ length: 64 }, () => get({ page: 'Seite.' })), get({ page: PAGE })),
    expected: [],
  },
  // Endpoints that are no list of objects with a list of methods cannot be shown translated.
  {
    title: 'endpoints an object on the localized site',
    args: captured,
    captures,
    response: { status: 200, body: json({ routes: { [P]: { endpoints: { 0: get({ page: PAGE }) } } } }) },
    expected: unreadable(1, { 0: get({ page: PAGE }) }, `${base}/endpoints`),
  },
  {
    title: 'an endpoint null on the localized site, the others still compared',
    args: captured,
    captures,
    response: { status: 200, body: json({ routes: { [P]: { endpoints: [null, get({ page: PAGE })] } } }) },
    expected: [
      ...unreadable(1, null, `${base}/endpoints/0`),
      ...untranslated(1, 'page', PAGE, `${base}/endpoints/1/args/page/description`),
    ],
  },
  {
    title: 'methods a text on the localized site',
    args: captured,
    captures,
    response: localized({ methods: 'GET' as never, args: described({ page: 'Aktuelle Seite.' }) }),
    expected: unreadable(1, 'GET', `${base}/endpoints/0/methods`),
  },
  {
    title: 'an English endpoint null is no twin',
    args: { ...captured, english: { [P]: { endpoints: [null, englishRoutes[P].endpoints[0]] } } },
    response: localized(get({ page: PAGE })),
    expected: untranslated(1, 'page', PAGE, `${base}/endpoints/0/args/page/description`),
  },
  {
    title: 'one description English',
    args: captured,
    captures,
    response: localized(get({ page: PAGE }), post({ name: 'Produktname.' })),
    expected: untranslated(1, 'page', PAGE, `${base}/endpoints/0/args/page/description`),
  },
  {
    title: "two English: counted both, the first quoted, the place the localized site's",
    args: captured,
    captures,
    response: localized(post({ name: NAME }), get({ page: PAGE })),
    expected: untranslated(2, 'name, page', NAME, `${base}/endpoints/0/args/name/description`),
  },
  {
    title: 'the same argument English on two endpoints is named once',
    args: {
      pattern: P,
      english: { [P]: { endpoints: [{ methods: ['GET', 'POST'], args: described({ page: PAGE }) }] } },
      args: ['page'],
    },
    response: localized(get({ page: PAGE }), post({ page: PAGE })),
    expected: untranslated(2, 'page', PAGE, `${base}/endpoints/0/args/page/description`),
  },
  {
    title: 'a body that is no JSON',
    args: captured,
    captures,
    response: { status: 200, body: '<html>' },
    expected: { thrown: 'not-json', message: 'the body is not JSON (no content type): <html>' },
  },
];

describe('translated-descriptions', () => {
  it.each(rows)('$title', (row) => expect(runRow(translatedDescriptionsCheck, row)).toEqual(row.expected));
});
