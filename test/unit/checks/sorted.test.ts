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
