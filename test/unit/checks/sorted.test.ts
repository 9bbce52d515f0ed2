import { describe, expect, it } from 'vitest';
import { sortedCheck } from '../../../src/checks/sorted.js';
import { json, runRow, type Row } from '../../helpers/check-context.js';

const products = (...prices: unknown[]) => ({
  status: 200,
  body: json(prices.map((price, id) => ({ id, prices: { price } }))),
});
const byPrice = (order: 'asc' | 'desc', numeric?: boolean) => ({
  pointer: '',
  by: '/prices/price',
  order,
  ...(numeric !== undefined ? { numeric } : {}),
});
const outOfOrder = (
  order: 'asc' | 'desc',
  i: number,
  message: string,
  actual: unknown[],
  pointer = `/${i}/prices/price`,
) => [
  {
    check: 'sorted',
    title: `Not sorted ${order === 'asc' ? 'ascending' : 'descending'}`,
    message,
    expected: order,
    actual,
    pointer,
  },
];
const incomparable = (message: string, expected: string, actual: unknown, pointer: string) => ({
  check: 'sorted',
  title: 'Value not comparable',
  message,
  expected,
  actual,
  pointer,
});
const notAList = (pointer: string, message: string, actual: unknown) => [
  { check: 'sorted', title: 'Not a list', message, expected: 'a list', actual, pointer },
];

const rows: Row[] = [
  {
    title: 'ascending, numbers as text compared as numbers',
    args: byPrice('asc', true),
    response: products('9', '10', '10', '250'),
    expected: [],
  },
  { title: 'descending, numeric', args: byPrice('desc', true), response: products(250, 10, 9), expected: [] },
  {
    title: 'ascending, as text',
    args: { pointer: '/items', by: '/name', order: 'asc' },
    response: { status: 200, body: json({ items: [{ name: 'Apple' }, { name: 'Banana' }] }) },
    expected: [],
  },
  {
    title: 'the items themselves',
    args: { pointer: '', by: '', order: 'desc', numeric: false },
    response: { status: 200, body: '["c","b","a"]' },
    expected: [],
  },
  { title: 'an empty list', args: byPrice('asc', true), response: { status: 200, body: '[]' }, expected: [] },
  { title: 'one item', args: byPrice('desc'), response: products('5'), expected: [] },
  {
    title: 'not ascending',
    args: byPrice('asc', true),
    response: products('9', '250', '10'),
    expected: outOfOrder('asc', 2, 'item 2 (10) is out of order after 250', ['9', '250', '10']),
  },
  {
    title: 'not descending; the first item out of order is named',
    args: byPrice('desc', true),
    response: products(1, 3, 2, 5),
    expected: outOfOrder('desc', 1, 'item 1 (3) is out of order after 1', [1, 3, 2, 5]),
  },
  {
    title: 'as text, 10 comes before 9',
    args: byPrice('asc'),
    response: products('9', '10'),
    expected: outOfOrder('asc', 1, 'item 1 (10) is out of order after 9', ['9', '10']),
  },
  {
    title: 'the place below a pointer',
    args: { pointer: '/items', by: '/name', order: 'asc' },
    response: { status: 200, body: json({ items: [{ name: 'b' }, { name: 'a' }] }) },
    expected: outOfOrder('asc', 1, 'item 1 (a) is out of order after b', ['b', 'a'], '/items/1/name'),
  },
  // An item without a comparable value fails itself and is passed over, so the order around it still counts.
  {
    title: 'a text under numeric between two out of order',
    args: { pointer: '', by: '/p', order: 'asc', numeric: true },
    response: { status: 200, body: json([{ p: 1 }, { p: 'x' }, { p: 0 }]) },
    expected: [
      incomparable('item 1 ("x") is not a number', 'a number', 'x', '/1/p'),
      ...outOfOrder('asc', 2, 'item 2 (0) is out of order after 1', [1, 'x', 0], '/2/p'),
    ],
  },
  {
    title: 'a value missing between two out of order',
    args: { pointer: '', by: '/p', order: 'asc' },
    response: { status: 200, body: json([{ p: 5 }, {}, { p: 1 }]) },
    expected: [
      incomparable('item 1 has no value at /p', 'a text', 'absent', '/1/p'),
      ...outOfOrder('asc', 2, 'item 2 (1) is out of order after 5', [5, undefined, 1], '/2/p'),
    ],
  },
  {
    title: 'null left out of the order, a missing value named',
    args: byPrice('desc', true),
    response: products(3, null, 2, undefined, 1),
    expected: [incomparable('item 3 has no value at /prices/price', 'a number', 'absent', '/3/prices/price')],
  },
  {
    title: 'texts under numeric: the first named, all counted',
    args: byPrice('desc', true),
    response: products(3, 'x', 2, 'y', 1),
    expected: [
      incomparable(
        'item 1 ("x") is not a number (2 items without a comparable value)',
        'a number',
        'x',
        '/1/prices/price',
      ),
    ],
  },
  {
    title: 'null has no place in the order (a shop may hold it): left out, no failure',
    args: { pointer: '', by: '', order: 'asc' },
    response: { status: 200, body: '["a",null,"b"]' },
    expected: [],
  },
  {
    title: 'an empty price (a product without one) left out, the order around it still read',
    args: byPrice('asc', true),
    response: products('2', '', '1'),
    expected: outOfOrder('asc', 2, 'item 2 (1) is out of order after 2', ['2', '', '1']),
  },
  {
    title: 'an object as text',
    args: { pointer: '', by: '', order: 'asc' },
    response: { status: 200, body: '["a",{},"b"]' },
    expected: [incomparable('item 1 ({}) is not a text', 'a text', {}, '/1')],
  },
  {
    title: 'nothing at the pointer',
    args: { pointer: '/items', by: '/name', order: 'asc' },
    response: { status: 200, body: '{}' },
    expected: notAList('/items', 'no list at /items', 'absent'),
  },
  {
    title: 'an object at the root',
    args: byPrice('asc'),
    response: { status: 200, body: '{"0":{"prices":{"price":1}}}' },
    expected: notAList('', 'no list at /', { 0: { prices: { price: 1 } } }),
  },
  {
    title: 'null at the pointer',
    args: { pointer: '/items', by: '/name', order: 'desc' },
    response: { status: 200, body: '{"items":null}' },
    expected: notAList('/items', 'no list at /items', null),
  },
  {
    title: 'a body that is no JSON',
    args: byPrice('asc', true),
    response: { status: 200, body: '<html>' },
    expected: { thrown: 'not-json', message: 'the body is not JSON (no content type): <html>' },
  },
];

describe('sorted', () => {
  it.each(rows)('$title', (row) => expect(runRow(sortedCheck, row)).toEqual(row.expected));
});
