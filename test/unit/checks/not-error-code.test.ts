import { describe, expect, it } from 'vitest';
import { notErrorCodeCheck } from '../../../src/checks/not-error-code.js';
import { json, runRow, type Row } from '../../helpers/check-context.js';

const error = (status: number, code: unknown) => ({ status, body: json({ code, message: 'x', data: { status } }) });
const answered = (code: string, status: number) => [
  {
    check: 'not-error-code',
    title: `Answered ${code}`,
    message: `the response is ${code} (${status})`,
    expected: `not ${code}`,
    actual: code,
    pointer: '/code',
  },
];

const rows: Row[] = [
  { title: 'a success, as shorthand', args: 'rest_no_route', response: { status: 200, body: '[]' }, expected: [] },
  {
    title: 'another error, as an object',
    args: { value: 'rest_no_route' },
    response: error(401, 'rest_forbidden'),
    expected: [],
  },
  // Below 400 the code is not read, whatever the body says.
  { title: 'a redirect carrying the code', args: 'rest_no_route', response: error(302, 'rest_no_route'), expected: [] },
  {
    title: 'an error without a code',
    args: 'rest_no_route',
    response: { status: 404, body: json({ message: 'x' }) },
    expected: [],
  },
  {
    title: 'an error whose body is null',
    args: 'rest_no_route',
    response: { status: 404, body: 'null' },
    expected: [],
  },
  {
    title: 'an error whose body is a list',
    args: 'rest_no_route',
    response: { status: 404, body: '["rest_no_route"]' },
    expected: [],
  },
  // An error page of the web server is not the platform's: the path was routed past it.
  {
    title: 'an error that is no JSON',
    args: 'rest_no_route',
    response: { status: 404, body: '<h1>Not Found</h1>' },
    expected: [],
  },
  { title: 'an empty error', args: 'rest_no_route', response: { status: 500, body: '' }, expected: [] },
  { title: 'the code compared exactly', args: 'rest_no_route', response: error(404, 'REST_NO_ROUTE'), expected: [] },
  {
    title: 'the code',
    args: 'rest_no_route',
    response: error(404, 'rest_no_route'),
    expected: answered('rest_no_route', 404),
  },
  {
    title: 'the code under another status',
    args: { value: 'rest_no_route' },
    response: error(500, 'rest_no_route'),
    expected: answered('rest_no_route', 500),
  },
];

describe('not-error-code', () => {
  it.each(rows)('$title', (row) => expect(runRow(notErrorCodeCheck, row)).toEqual(row.expected));
});
