import { describe, expect, it } from 'vitest';
import { namespaceIndexCheck } from '../../../src/checks/namespace-index.js';
import { json, runRow, type Row } from '../../helpers/check-context.js';

// The root index's routes as a case before captured them; `null` is a descriptor a hostile root index may hold.
const rootRoutes = {
  '/shop/store': { namespace: 'shop/store' },
  '/shop/store/cart': { namespace: 'shop/store' },
  '/shop/v2': { namespace: 'shop/v2' },
  '/odd': null,
};
const captured = { namespace: 'shop/store', root: '{{rootRoutes}}' };
const captures = { rootRoutes };
const index = (namespace: unknown, ...routes: string[]) => ({
  status: 200,
  body: json({ namespace, routes: Object.fromEntries(routes.map((r) => [r, { namespace }])) }),
});
const failure = (title: string, message: string, expected: unknown, actual: unknown, pointer: string) => ({
  check: 'namespace-index',
  title,
  message,
  expected,
  actual,
  pointer,
});
const otherNamespace = (actual: string) =>
  failure(
    'Namespace index names another namespace',
    `the index of shop/store has namespace ${JSON.stringify(actual)}`,
    'shop/store',
    actual,
    '/namespace',
  );
const noRoutes = (actual: unknown) =>
  failure(
    'Namespace index without routes',
    'the index of shop/store has no routes object',
    'an object of routes',
    actual,
    '/routes',
  );
const many = ['/shop/store/a', '/shop/store/b', '/shop/store/c', '/shop/store/d', '/shop/store/e'];

const rows: Row[] = [
  {
    title: 'the routes the root index lists under it, captured',
    args: captured,
    captures,
    response: index('shop/store', '/shop/store', '/shop/store/cart'),
    expected: [],
  },
  {
    title: 'the root given as it is, the routes in another order',
    args: { namespace: 'shop/store', root: rootRoutes },
    response: index('shop/store', '/shop/store/cart', '/shop/store'),
    expected: [],
  },
  {
    title: 'a namespace the root index lists no route under, and an index without any',
    args: { namespace: 'shop/none', root: rootRoutes },
    response: index('shop/none'),
    expected: [],
  },
  {
    title: 'another namespace',
    args: captured,
    captures,
    response: index('shop/v2', '/shop/store', '/shop/store/cart'),
    expected: [otherNamespace('shop/v2')],
  },
  {
    title: 'no namespace',
    args: captured,
    captures,
    response: { status: 200, body: json({ routes: { '/shop/store': {}, '/shop/store/cart': {} } }) },
    expected: [otherNamespace('absent')],
  },
  {
    title: 'no routes',
    args: captured,
    captures,
    response: { status: 200, body: json({ namespace: 'shop/store' }) },
    expected: [noRoutes('absent')],
  },
  {
    title: 'routes as a list',
    args: captured,
    captures,
    response: { status: 200, body: json({ namespace: 'shop/store', routes: ['/shop/store'] }) },
    expected: [noRoutes(['/shop/store'])],
  },
  {
    title: 'a body that is null',
    args: captured,
    captures,
    response: { status: 200, body: 'null' },
    expected: [otherNamespace('absent'), noRoutes('absent')],
  },
  {
    title: 'a route of the root index missing',
    args: captured,
    captures,
    response: index('shop/store', '/shop/store'),
    expected: [
      failure(
        'Namespace index lacks 1 route(s) of the root index',
        'the index of shop/store lacks /shop/store/cart, which the root index lists under shop/store',
        ['/shop/store/cart'],
        'absent',
        '/routes/~1shop~1store~1cart',
      ),
    ],
  },
  {
    title: 'a route the root index lists under another namespace',
    args: captured,
    captures,
    response: index('shop/store', '/shop/store', '/shop/store/cart', '/shop/v2'),
    expected: [
      failure(
        'Namespace index lists 1 route(s) the root index does not list under it',
        'the index of shop/store lists /shop/v2, which the root index does not list under shop/store',
        'absent',
        ['/shop/v2'],
        '/routes/~1shop~1v2',
      ),
    ],
  },
  {
    title: 'many missing and many extra: three are named',
    args: { namespace: 'shop/store', root: Object.fromEntries(many.map((r) => [r, { namespace: 'shop/store' }])) },
    response: index('shop/store', '/x/1', '/x/2', '/x/3', '/x/4'),
    expected: [
      failure(
        'Namespace index lacks 5 route(s) of the root index',
        'the index of shop/store lacks /shop/store/a, /shop/store/b, /shop/store/c and 2 more, which the root index lists under shop/store',
        many,
        'absent',
        '/routes/~1shop~1store~1a',
      ),
      failure(
        'Namespace index lists 4 route(s) the root index does not list under it',
        'the index of shop/store lists /x/1, /x/2, /x/3 and 1 more, which the root index does not list under shop/store',
        'absent',
        ['/x/1', '/x/2', '/x/3', '/x/4'],
        '/routes/~1x~11',
      ),
    ],
  },
  // A root index whose routes were no object gave no route to agree with.
  {
    title: 'a captured root that is a text',
    args: captured,
    captures: { rootRoutes: 'none' },
    response: index('shop/store', '/shop/store'),
    expected: [
      failure(
        'Namespace index lists 1 route(s) the root index does not list under it',
        'the index of shop/store lists /shop/store, which the root index does not list under shop/store',
        'absent',
        ['/shop/store'],
        '/routes/~1shop~1store',
      ),
    ],
  },
  {
    title: 'a body that is no JSON',
    args: captured,
    captures,
    response: { status: 404, body: '' },
    expected: { thrown: 'not-json', message: 'the body is not JSON (no content type): ' },
  },
];

describe('namespace-index', () => {
  it.each(rows)('$title', (row) => expect(runRow(namespaceIndexCheck, row)).toEqual(row.expected));
});
