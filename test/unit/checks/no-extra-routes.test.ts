import { describe, expect, it } from 'vitest';
import { noExtraRoutesCheck } from '../../../src/checks/no-extra-routes.js';
import { json, runRow, type Row } from '../../helpers/check-context.js';

const args = { namespaces: ['shop/store', 'shop/v2'], known: ['/shop/store', '/shop/store/cart', '/shop/v2'] };
const index = (routes: Record<string, unknown>) => ({
  status: 200,
  body: json({ namespaces: ['shop/store'], routes }),
});
const note = (pattern: string, pointer: string) => ({
  check: 'no-extra-routes',
  level: 'info' as const,
  title: 'route not in the document (the site has it)',
  message: `${pattern} is listed but the interface does not declare it`,
  expected: 'absent',
  actual: pattern,
  pointer,
});

const rows: Row[] = [
  {
    title: 'only known routes',
    args,
    response: index({ '/shop/store': { namespace: 'shop/store' }, '/shop/store/cart': { namespace: 'shop/store' } }),
    expected: [],
  },
  { title: "fewer routes than known: not this check's concern", args, response: index({}), expected: [] },
  {
    title: 'an unknown route under another namespace',
    args,
    response: index({ '/wp/v2/posts': { namespace: 'wp/v2' } }),
    expected: [],
  },
  { title: 'an unknown route without a namespace', args, response: index({ '/shop/store/x': {} }), expected: [] },
  {
    title: 'no namespaces to look under',
    args: { namespaces: [], known: [] },
    response: index({ '/shop/store/x': { namespace: 'shop/store' } }),
    expected: [],
  },
  { title: 'no routes', args, response: { status: 200, body: '{"namespaces":[]}' }, expected: [] },
  { title: 'a body that is null', args, response: { status: 200, body: 'null' }, expected: [] },
  { title: 'routes as a list', args, response: { status: 200, body: '{"routes":[]}' }, expected: [] },
  // A descriptor that is no object states no namespace: where the pattern stands decides.
  {
    title: 'an unknown route whose descriptor is null, under a namespace',
    args,
    response: index({ '/shop/store/x': null, '/shop/store': { namespace: 'shop/store' } }),
    expected: [note('/shop/store/x', '/routes/~1shop~1store~1x')],
  },
  {
    title: 'an unknown route whose descriptor is a text, under another namespace',
    args,
    response: index({ '/wp/v2/posts': 'x', '/shop/storefront': 1 }),
    expected: [],
  },
  { title: 'a known route whose descriptor is null', args, response: index({ '/shop/store': null }), expected: [] },
  {
    title: 'routes as a list holding null',
    args,
    response: { status: 200, body: '{"routes":[null]}' },
    expected: [],
  },
  {
    title: 'an unknown route: a note, never a failure',
    args,
    response: index({ '/shop/store': { namespace: 'shop/store' }, '/shop/store/secret': { namespace: 'shop/store' } }),
    expected: [note('/shop/store/secret', '/routes/~1shop~1store~1secret')],
  },
  {
    title: "one note each, in the index's order, names escaped",
    args,
    response: index({
      '/shop/v2/b~x': { namespace: 'shop/v2' },
      '/wp/v2': { namespace: 'wp/v2' },
      '/shop/store/a': { namespace: 'shop/store' },
    }),
    expected: [note('/shop/v2/b~x', '/routes/~1shop~1v2~1b~0x'), note('/shop/store/a', '/routes/~1shop~1store~1a')],
  },
  {
    title: 'a body that is no JSON',
    args,
    response: { status: 200, body: '<html>' },
    expected: { thrown: 'not-json', message: 'the body is not JSON (no content type): <html>' },
  },
];

describe('no-extra-routes', () => {
  it.each(rows)('$title', (row) => expect(runRow(noExtraRoutesCheck, row)).toEqual(row.expected));
});
