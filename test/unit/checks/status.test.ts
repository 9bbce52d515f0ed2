import { describe, expect, it } from 'vitest';
import { statusCheck } from '../../../src/checks/status.js';
import { runRow, type Row } from '../../helpers/check-context.js';

const unexpected = (message: string, expected: unknown, actual: number) => [
  { check: 'status', title: 'Unexpected status code', message, expected, actual },
];

const rows: Row[] = [
  { title: 'a code, as shorthand', args: 200, response: { status: 200, body: '{}' }, expected: [] },
  { title: 'a code, as an object', args: { value: 201 }, response: { status: 201, body: '{}' }, expected: [] },
  { title: 'a class', args: '4xx', response: { status: 422, body: '{}' }, expected: [] },
  { title: 'a list of a code and a class', args: [200, '3xx'], response: { status: 302, body: '' }, expected: [] },
  // The status alone is judged: a body that is no JSON cannot make the check error.
  { title: 'a body that is no JSON', args: 200, response: { status: 200, body: '<html>' }, expected: [] },
  { title: 'an odd status of the class', args: '5xx', response: { status: 599, body: '' }, expected: [] },
  {
    title: 'another code, no reading',
    args: 200,
    response: { status: 404, body: '{}' },
    expected: unexpected('expected 200, got 404', 200, 404),
  },
  {
    title: 'a redirect, no reading',
    args: '2xx',
    response: { status: 302, body: '' },
    expected: unexpected('expected 2xx, got 302', '2xx', 302),
  },
  {
    title: 'accepted where a refusal was due',
    args: '4xx',
    response: { status: 200, body: '[]' },
    expected: unexpected('expected 4xx, got 200 (accepted)', '4xx', 200),
  },
  {
    title: 'refused for permission (401)',
    args: 400,
    response: { status: 401, body: '{}' },
    expected: unexpected('expected 400, got 401 (refused for permission)', 400, 401),
  },
  {
    title: 'refused for permission (403)',
    args: { value: '2xx' },
    response: { status: 403, body: '{}' },
    expected: unexpected('expected 2xx, got 403 (refused for permission)', '2xx', 403),
  },
  {
    title: 'a server error',
    args: '4xx',
    response: { status: 500, body: 'Fatal error' },
    expected: unexpected('expected 4xx, got 500 (a server error)', '4xx', 500),
  },
  {
    title: 'none of a list; expected is the list as given',
    args: [200, 201],
    response: { status: 503, body: '' },
    expected: unexpected('expected 200 or 201, got 503 (a server error)', [200, 201], 503),
  },
  {
    title: 'a list of one',
    args: ['2xx'],
    response: { status: 404, body: '' },
    expected: unexpected('expected 2xx, got 404', ['2xx'], 404),
  },
  {
    title: 'an informational status',
    args: '2xx',
    response: { status: 100, body: '' },
    expected: unexpected('expected 2xx, got 100', '2xx', 100),
  },
];

describe('status', () => {
  it.each(rows)('$title', (row) => expect(runRow(statusCheck, row)).toEqual(row.expected));
});
