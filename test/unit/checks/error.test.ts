import { describe, expect, it } from 'vitest';
import { errorCheck } from '../../../src/checks/error-shape.js';
import { json, runRow, type Row } from '../../helpers/check-context.js';

const answer = (status: number, body: unknown) => ({ status, body: json(body) });
const refusal = {
  code: 'rest_invalid_param',
  message: 'Invalid parameter(s): per_page',
  data: { status: 400, params: { per_page: 'x' } },
};
const failure = (title: string, pointer: string, expected: unknown, actual: unknown) => ({
  check: 'error',
  title,
  message: `${title}: ${pointer}`,
  expected,
  actual,
  pointer,
});
const notErrorBody = (actual: unknown) => ({
  check: 'error',
  title: 'Not an error body',
  message: 'the body is not {code, message, data: {status}}',
  expected: '{code, message, data: {status}}',
  actual,
  pointer: '',
});
const statusDiffers = (expected: number, actual: number) => ({
  check: 'error',
  title: 'Unexpected status code',
  message: `expected ${expected}, got ${actual}`,
  expected,
  actual,
});

const rows: Row[] = [
  { title: 'the shape alone', args: {}, response: answer(400, refusal), expected: [] },
  {
    title: 'onlyIfError: a success is not judged',
    args: { onlyIfError: true },
    response: answer(200, []),
    expected: [],
  },
  {
    title: 'onlyIfError: an error is judged as any other',
    args: { onlyIfError: true },
    response: answer(500, { message: 'boom' }),
    expected: [notErrorBody({ message: 'boom' })],
  },
  { title: 'a code, as shorthand', args: 'rest_invalid_param', response: answer(400, refusal), expected: [] },
  {
    title: 'code, status and message',
    args: { code: 'rest_no_route', status: 404, message: 'No route was found.' },
    response: answer(404, { code: 'rest_no_route', message: 'No route was found.', data: { status: 404 } }),
    expected: [],
  },
  {
    title: 'another code',
    args: 'rest_no_route',
    response: answer(400, refusal),
    expected: [failure('Error code differs', '/code', 'rest_no_route', 'rest_invalid_param')],
  },
  {
    title: 'another status',
    args: { status: 404 },
    response: answer(400, refusal),
    expected: [statusDiffers(404, 400)],
  },
  {
    title: 'another message',
    args: { message: 'Sorry.' },
    response: answer(400, refusal),
    expected: [failure('Error message differs', '/message', 'Sorry.', 'Invalid parameter(s): per_page')],
  },
  {
    title: 'data.status other than the HTTP status',
    args: {},
    response: answer(403, { code: 'x', message: 'y', data: { status: 401 } }),
    expected: [failure('data.status differs from the HTTP status', '/data/status', 403, 401)],
  },
  {
    title: 'data.status as text',
    args: {},
    response: answer(400, { code: 'x', message: 'y', data: { status: '400' } }),
    expected: [failure('data.status differs from the HTTP status', '/data/status', 400, '400')],
  },
  {
    title: 'data missing',
    args: {},
    response: answer(400, { code: 'x', message: 'y' }),
    expected: [failure('Error data is missing', '/data', '{status}', null)],
  },
  {
    title: 'data null',
    args: {},
    response: answer(400, { code: 'x', message: 'y', data: null }),
    expected: [failure('Error data is missing', '/data', '{status}', null)],
  },
  {
    title: 'data a text',
    args: {},
    response: answer(400, { code: 'x', message: 'y', data: 'z' }),
    expected: [failure('Error data is missing', '/data', '{status}', 'z')],
  },
  {
    title: 'data a list',
    args: {},
    response: answer(400, { code: 'x', message: 'y', data: [] }),
    expected: [failure('data.status differs from the HTTP status', '/data/status', 400, undefined)],
  },
  {
    title: 'code and message of other types',
    args: {},
    response: answer(400, { code: 400, message: null, data: { status: 400 } }),
    expected: [
      failure('Error code is not a string', '/code', 'string', 400),
      failure('Error message is not a string', '/message', 'string', null),
    ],
  },
  {
    title: 'data without code or message',
    args: {},
    response: answer(400, { data: { status: 400 } }),
    expected: [
      failure('Error code is not a string', '/code', 'string', undefined),
      failure('Error message is not a string', '/message', 'string', undefined),
    ],
  },
  {
    title: 'everything wrong, in a fixed order',
    args: { code: 'a', status: 404, message: 'm' },
    response: answer(500, { code: 1, data: { status: 400 } }),
    expected: [
      failure('Error code is not a string', '/code', 'string', 1),
      failure('Error message is not a string', '/message', 'string', undefined),
      failure('data.status differs from the HTTP status', '/data/status', 500, 400),
      failure('Error code differs', '/code', 'a', 1),
      statusDiffers(404, 500),
      failure('Error message differs', '/message', 'm', undefined),
    ],
  },
  // A body with none of the members is one failure, not one a member.
  {
    title: 'a resource instead of an error',
    args: {},
    response: answer(200, { id: 1, message: 'hello' }),
    expected: [notErrorBody({ id: 1, message: 'hello' })],
  },
  { title: 'a list', args: 'rest_no_route', response: answer(404, []), expected: [notErrorBody([])] },
  { title: 'null', args: {}, response: answer(404, null), expected: [notErrorBody(null)] },
  { title: 'a text', args: {}, response: answer(404, 'rest_no_route'), expected: [notErrorBody('rest_no_route')] },
  {
    title: 'no error body, and another status',
    args: { status: 404 },
    response: answer(200, []),
    expected: [notErrorBody([]), statusDiffers(404, 200)],
  },
  {
    title: 'a body that is no JSON',
    args: {},
    response: { status: 404, headers: { 'content-type': 'text/html; charset=UTF-8' }, body: '<h1>Not Found</h1>' },
    expected: { thrown: 'not-json', message: 'the body is not JSON (text/html; charset=UTF-8): <h1>Not Found</h1>' },
  },
];

describe('error', () => {
  it.each(rows)('$title', (row) => expect(runRow(errorCheck, row)).toEqual(row.expected));
});
