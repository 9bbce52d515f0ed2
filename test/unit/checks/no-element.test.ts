import { describe, expect, it } from 'vitest';
import { noElementCheck } from '../../../src/checks/no-element.js';
import { json, runRow, type Row } from '../../helpers/check-context.js';

const index = (body: unknown) => ({ status: 200, body: json(body) });
const holds = (pointer: string, value: unknown, actual: unknown[]) => [
  {
    check: 'no-element',
    title: 'List holds a value it must not',
    message: `${pointer} contains ${JSON.stringify(value)}`,
    expected: `no ${JSON.stringify(value)}`,
    actual,
    pointer,
  },
];
const noList = (pointer: string, actual: unknown) => [
  {
    check: 'no-element',
    title: 'List is missing',
    message: `no list at ${pointer}`,
    expected: 'a list',
    actual,
    pointer,
  },
];

const rows: Row[] = [
  {
    title: 'the list lacks the value',
    args: { pointer: '/namespaces', value: 'shop-wallet/v1' },
    response: index({ namespaces: ['shop/store', 'shop/v2'] }),
    expected: [],
  },
  {
    title: 'an empty list',
    args: { pointer: '/namespaces', value: 'shop-wallet/v1' },
    response: index({ namespaces: [] }),
    expected: [],
  },
  {
    title: 'a value of another type is another value',
    args: { pointer: '/ids', value: 1 },
    response: index({ ids: ['1'] }),
    expected: [],
  },
  {
    title: 'an object compared whole',
    args: { pointer: '/items', value: { id: 1 } },
    response: index({ items: [{ id: 1, name: 'x' }] }),
    expected: [],
  },
  {
    title: 'a list at the root',
    args: { pointer: '', value: 'DELETE' },
    response: index(['GET', 'POST']),
    expected: [],
  },
  {
    title: 'the list holds the value',
    args: { pointer: '/namespaces', value: 'shop-wallet/v1' },
    response: index({ namespaces: ['shop/store', 'shop-wallet/v1'] }),
    expected: holds('/namespaces', 'shop-wallet/v1', ['shop/store', 'shop-wallet/v1']),
  },
  {
    title: 'an object, members in another order',
    args: { pointer: '/routes/~1x/endpoints', value: { methods: ['DELETE'], args: {} } },
    response: index({ routes: { '/x': { endpoints: [{ args: {}, methods: ['DELETE'] }] } } }),
    expected: holds('/routes/~1x/endpoints', { methods: ['DELETE'], args: {} }, [{ args: {}, methods: ['DELETE'] }]),
  },
  {
    title: 'a captured value',
    args: { pointer: '/ids', value: '{{id}}' },
    captures: { id: 7 },
    response: index({ ids: [7] }),
    expected: holds('/ids', 7, [7]),
  },
  {
    title: 'nothing at the pointer',
    args: { pointer: '/namespaces', value: 'x' },
    response: index({}),
    expected: noList('/namespaces', 'absent'),
  },
  {
    title: 'an object where the list was due',
    args: { pointer: '/namespaces', value: 'x' },
    response: index({ namespaces: { 0: 'x' } }),
    expected: noList('/namespaces', { 0: 'x' }),
  },
  {
    title: 'a text where the list was due',
    args: { pointer: '/namespaces', value: 'x' },
    response: index({ namespaces: 'x' }),
    expected: noList('/namespaces', 'x'),
  },
  {
    title: 'null where the list was due',
    args: { pointer: '/namespaces', value: 'x' },
    response: index({ namespaces: null }),
    expected: noList('/namespaces', null),
  },
  {
    title: 'a body that is no JSON',
    args: { pointer: '/namespaces', value: 'x' },
    response: { status: 200, body: '' },
    expected: { thrown: 'not-json', message: 'the body is not JSON (no content type): ' },
  },
];

describe('no-element', () => {
  it.each(rows)('$title', (row) => expect(runRow(noElementCheck, row)).toEqual(row.expected));
});
