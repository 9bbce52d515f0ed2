import { describe, expect, it } from 'vitest';
import { jsonCheck } from '../../../src/checks/json.js';
import { json, runRow, type Row } from '../../helpers/check-context.js';

const ok = (body: unknown) => ({ status: 200, body: json(body) });
const failure = (title: string, message: string, expected: unknown, actual: unknown, pointer: string) => ({
  check: 'json',
  title,
  message,
  expected,
  actual,
  pointer,
});
const long = 'x'.repeat(100);

const rows: Row[] = [
  {
    title: 'equals: the same document, members in another order',
    args: { pointer: '', equals: { a: 1, b: [1, { c: 2 }] } },
    response: ok({ b: [1, { c: 2 }], a: 1 }),
    expected: [],
  },
  {
    title: 'equals: a captured value keeps its type',
    args: { pointer: '/id', equals: '{{productId}}' },
    captures: { productId: 17 },
    response: ok({ id: 17 }),
    expected: [],
  },
  {
    title: 'equals: null is a value',
    args: { pointer: '/parent', equals: null },
    response: ok({ parent: null }),
    expected: [],
  },
  {
    title: 'equals: the first place the documents part',
    args: {
      pointer: '/items',
      equals: [
        { key: 'k', qty: 1 },
        { key: 'l', qty: 1 },
      ],
    },
    response: ok({
      items: [
        { key: 'k', qty: 2 },
        { key: 'm', qty: 1 },
      ],
    }),
    expected: [failure('Value differs', '/items/0/qty differs: expected 1, got 2', 1, 2, '/items/0/qty')],
  },
  {
    title: 'equals: a captured number against the same digits as text',
    args: { pointer: '/id', equals: '{{productId}}' },
    captures: { productId: 17 },
    response: ok({ id: '17' }),
    expected: [failure('Value differs', '/id differs: expected 17, got "17"', 17, '17', '/id')],
  },
  {
    title: 'equals: a member missing',
    args: { pointer: '/items/0', equals: { key: 'k', qty: 1 } },
    response: ok({ items: [{ key: 'k' }] }),
    expected: [failure('Value differs', '/items/0/qty differs: expected 1, got "absent"', 1, 'absent', '/items/0/qty')],
  },
  {
    title: 'equals: a member too many, its name escaped',
    args: { pointer: '', equals: { a: 1 } },
    response: ok({ a: 1, 'x/y': 3 }),
    expected: [failure('Value differs', '/x~1y differs: expected "absent", got 3', 'absent', 3, '/x~1y')],
  },
  {
    title: 'equals: lists of other lengths are told apart at the list',
    args: { pointer: '/list', equals: [1, 2] },
    response: ok({ list: [1, 2, 3] }),
    expected: [failure('Value differs', '/list differs: expected [1,2], got [1,2,3]', [1, 2], [1, 2, 3], '/list')],
  },
  {
    title: 'equals: the whole body of another kind',
    args: { pointer: '', equals: { a: 1 } },
    response: ok([]),
    expected: [failure('Value differs', '/ differs: expected {"a":1}, got []', { a: 1 }, [], '')],
  },
  {
    title: 'equals: long values are cut in the message only',
    args: { pointer: '/s', equals: 'short' },
    response: ok({ s: long }),
    expected: [
      failure('Value differs', `/s differs: expected "short", got "${'x'.repeat(76)}...`, 'short', long, '/s'),
    ],
  },
  {
    title: 'equals by outline: prices and stock move, ids, members and nulls stay',
    args: {
      pointer: '',
      equals: [
        { id: 1, price: '10', stock: null },
        { id: 2, price: '5', stock: 3 },
      ],
      project: 'outline',
    },
    response: ok([
      { id: 1, price: '12', stock: null },
      { id: 2, price: '5', stock: 2 },
    ]),
    expected: [],
  },
  {
    title: 'equals by outline: items in another order',
    args: { pointer: '', equals: [{ id: 1 }, { id: 2 }], project: 'outline' },
    response: ok([{ id: 2 }, { id: 1 }]),
    expected: [failure('Value differs', '/0/id differs: expected 1, got 2', 1, 2, '/0/id')],
  },
  {
    title: 'missing, with equals',
    args: { pointer: '/code', equals: 'rest_no_route' },
    response: ok({ message: 'x' }),
    expected: [failure('Value is missing', 'nothing at /code', 'rest_no_route', 'absent', '/code')],
  },
  {
    title: 'missing, with equals null: null is expected',
    args: { pointer: '/data', equals: null },
    response: ok({ message: 'x' }),
    expected: [failure('Value is missing', 'nothing at /data', null, 'absent', '/data')],
  },
  {
    title: 'missing: an index past the end',
    args: { pointer: '/list/2', type: 'integer' },
    response: ok({ list: [1, 2] }),
    expected: [failure('Value is missing', 'nothing at /list/2', 'present', 'absent', '/list/2')],
  },
  {
    title: 'missing: a member every object inherits is no member',
    args: { pointer: '/constructor', present: true },
    response: ok({}),
    expected: [failure('Value is missing', 'nothing at /constructor', 'present', 'absent', '/constructor')],
  },
  {
    title: 'missing: a member of a body that is null',
    args: { pointer: '/a', present: true },
    response: ok(null),
    expected: [failure('Value is missing', 'nothing at /a', 'present', 'absent', '/a')],
  },
  {
    title: 'present, a member name escaped',
    args: { pointer: '/routes/~1shop~1store', present: true },
    response: ok({ routes: { '/shop/store': {} } }),
    expected: [],
  },
  {
    title: 'present: false, and absent',
    args: { pointer: '/password', present: false },
    response: ok({ id: 1 }),
    expected: [],
  },
  {
    title: 'present: false, and there (null counts)',
    args: { pointer: '/password', present: false },
    response: ok({ password: null }),
    expected: [failure('Value should be absent', '/password is present', 'absent', null, '/password')],
  },
  {
    title: 'oneOf',
    args: { pointer: '/status', oneOf: ['draft', 'publish'] },
    response: ok({ status: 'publish' }),
    expected: [],
  },
  {
    title: 'oneOf: another value',
    args: { pointer: '/status', oneOf: ['draft', 'publish'] },
    response: ok({ status: 'trash' }),
    expected: [
      failure(
        'Value is not one of the allowed',
        '/status is not one of the allowed values',
        ['draft', 'publish'],
        'trash',
        '/status',
      ),
    ],
  },
  {
    title: 'matches',
    args: { pointer: '/date', matches: '^\\d{4}-\\d{2}-\\d{2}' },
    response: ok({ date: '2024-05-01T10:00:00' }),
    expected: [],
  },
  {
    title: 'matches: another text',
    args: { pointer: '/date', matches: '^\\d{4}' },
    response: ok({ date: 'May 1' }),
    expected: [failure('Value does not match', '/date does not match /^\\d{4}/', '/^\\d{4}/', 'May 1', '/date')],
  },
  {
    title: 'matches: a number is no text',
    args: { pointer: '/n', matches: '^5$' },
    response: ok({ n: 5 }),
    expected: [failure('Value does not match', '/n does not match /^5$/', '/^5$/', 5, '/n')],
  },
  {
    title: 'length of a list, a text and an object',
    args: { pointer: '/a', length: 2 },
    response: ok({ a: [1, 2] }),
    expected: [],
  },
  { title: 'length of a text', args: { pointer: '/a', length: 3 }, response: ok({ a: 'abc' }), expected: [] },
  {
    title: 'length of an object is its member count',
    args: { pointer: '/a', length: 0 },
    response: ok({ a: {} }),
    expected: [],
  },
  {
    title: 'length: another',
    args: { pointer: '/routes', length: 1 },
    response: ok({ routes: { a: 1, b: 2 } }),
    expected: [failure('Length differs', '/routes has length 2', 1, 2, '/routes')],
  },
  {
    title: 'length of the whole body: its message names the root, not an empty pointer',
    args: { pointer: '', length: 3 },
    response: ok([1, 2]),
    expected: [failure('Length differs', '/ has length 2', 3, 2, '')],
  },
  {
    title: 'length: a number has none',
    args: { pointer: '/n', length: 1 },
    response: ok({ n: 5 }),
    expected: [failure('Length differs', '/n has length n/a', 1, 5, '/n')],
  },
  {
    title: 'length: null has none',
    args: { pointer: '/n', length: 0 },
    response: ok({ n: null }),
    expected: [failure('Length differs', '/n has length n/a', 0, null, '/n')],
  },
  {
    title: 'type: an integer is a number',
    args: { pointer: '/price', type: 'number' },
    response: ok({ price: 3 }),
    expected: [],
  },
  { title: 'type: null', args: { pointer: '/parent', type: 'null' }, response: ok({ parent: null }), expected: [] },
  {
    title: 'type: a fraction is no integer',
    args: { pointer: '/price', type: 'integer' },
    response: ok({ price: 2.5 }),
    expected: [failure('Type differs', '/price is number', 'integer', 'number', '/price')],
  },
  {
    title: 'type: a list is no object',
    args: { pointer: '/args', type: 'object' },
    response: { status: 200, body: '{"args":[]}' },
    expected: [failure('Type differs', '/args is array', 'object', 'array', '/args')],
  },
  {
    title: 'type: digits in a text are no integer',
    args: { pointer: '/id', type: 'integer' },
    response: ok({ id: '12' }),
    expected: [failure('Type differs', '/id is string', 'integer', 'string', '/id')],
  },
  {
    title: 'contains: an object in a list',
    args: { pointer: '/items', contains: { id: 2 } },
    response: ok({ items: [{ id: 1 }, { id: 2 }] }),
    expected: [],
  },
  {
    title: 'contains: a text in a text',
    args: { pointer: '/message', contains: 'per_page' },
    response: ok({ message: 'Invalid parameter(s): per_page' }),
    expected: [],
  },
  {
    title: 'contains: not in the list',
    args: { pointer: '/namespaces', contains: 'shop/v2' },
    response: ok({ namespaces: ['shop/store'] }),
    expected: [
      failure(
        'Value does not contain',
        '/namespaces does not contain "shop/v2"',
        'shop/v2',
        ['shop/store'],
        '/namespaces',
      ),
    ],
  },
  {
    title: 'contains: an object holds nothing',
    args: { pointer: '/data', contains: 'status' },
    response: ok({ data: { status: 400 } }),
    expected: [
      failure('Value does not contain', '/data does not contain "status"', 'status', { status: 400 }, '/data'),
    ],
  },
  {
    title: 'keys: exactly these, in order',
    args: { pointer: '/data', keys: ['status', 'params'] },
    response: ok({ data: { status: 400, params: {} } }),
    expected: [],
  },
  {
    title: 'keys: another order',
    args: { pointer: '/data', keys: ['status', 'params'] },
    response: ok({ data: { params: {}, status: 400 } }),
    expected: [
      failure('Members differ', '/data members (in order) differ', ['status', 'params'], ['params', 'status'], '/data'),
    ],
  },
  {
    title: 'keys: a member too many',
    args: { pointer: '/data', keys: ['status'] },
    response: ok({ data: { status: 400, details: {} } }),
    expected: [
      failure('Members differ', '/data members (in order) differ', ['status'], ['status', 'details'], '/data'),
    ],
  },
  {
    title: 'keys: a list has no members',
    args: { pointer: '/data', keys: [] },
    response: ok({ data: [] }),
    expected: [failure('Members differ', '/data members (in order) differ', [], null, '/data')],
  },
  {
    title: 'inOrder: others among them',
    args: { pointer: '', inOrder: ['a', 'b', 'c'] },
    response: ok({ a: 1, x: 2, b: 3, c: 4, y: 5 }),
    expected: [],
  },
  {
    title: 'inOrder: one missing',
    args: { pointer: '', inOrder: ['a', 'b', 'c'] },
    response: ok({ c: 1, a: 1 }),
    expected: [failure('Members missing', '/ lacks b', ['a', 'b', 'c'], ['c', 'a'], '')],
  },
  {
    title: 'inOrder: out of order',
    args: { pointer: '/x', inOrder: ['a', 'b', 'c'] },
    response: ok({ x: { a: 1, c: 2, b: 3 } }),
    expected: [failure('Members out of order', '/x: c comes before b', ['a', 'b', 'c'], ['a', 'c', 'b'], '/x')],
  },
  {
    title: 'inOrder: a list lacks every member',
    args: { pointer: '/x', inOrder: ['a', 'b'] },
    response: ok({ x: ['a', 'b'] }),
    expected: [failure('Members missing', '/x lacks a, b', ['a', 'b'], [], '/x')],
  },
  {
    title: 'each test of the arguments fails on its own, in a fixed order',
    args: { pointer: '/id', type: 'string', matches: '^a', length: 2, oneOf: ['ab'] },
    response: ok({ id: 12 }),
    expected: [
      failure('Value is not one of the allowed', '/id is not one of the allowed values', ['ab'], 12, '/id'),
      failure('Value does not match', '/id does not match /^a/', '/^a/', 12, '/id'),
      failure('Length differs', '/id has length n/a', 2, 12, '/id'),
      failure('Type differs', '/id is integer', 'string', 'integer', '/id'),
    ],
  },
  {
    title: 'a body that is no JSON',
    args: { pointer: '/id', present: true },
    response: { status: 200, headers: { 'content-type': 'text/html' }, body: '<html>' },
    expected: { thrown: 'not-json', message: 'the body is not JSON (text/html): <html>' },
  },
  {
    title: 'an empty body',
    args: { pointer: '/id', present: false },
    response: { status: 204, body: '' },
    expected: { thrown: 'not-json', message: 'the body is not JSON (no content type): ' },
  },
];

describe('json', () => {
  it.each(rows)('$title', (row) => expect(runRow(jsonCheck, row)).toEqual(row.expected));
});
