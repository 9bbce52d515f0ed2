import { describe, expect, it } from 'vitest';
import { argumentRefusedCheck } from '../../../src/checks/argument-refused.js';
import { json, runRow, type Row } from '../../helpers/check-context.js';

const answer = (status: number, body: unknown) => ({ status, body: json(body) });
const refusal = (code: string, params: unknown) => answer(400, { code, message: 'x', data: { status: 400, params } });
const failure = (title: string, message: string, expected: unknown, actual: unknown, pointer?: string) => [
  { check: 'argument-refused', title, message, expected, actual, ...(pointer !== undefined ? { pointer } : {}) },
];

const rows: Row[] = [
  {
    title: 'refused as invalid, as shorthand',
    args: 'per_page',
    response: refusal('rest_invalid_param', { per_page: 'per_page must be between 1 and 100' }),
    expected: [],
  },
  {
    title: 'refused as invalid, as an object, among others',
    args: { param: 'type' },
    response: refusal('rest_invalid_param', { status: 'x', type: 'y' }),
    expected: [],
  },
  {
    title: 'refused as missing',
    args: { param: 'url', missing: true },
    response: refusal('rest_missing_callback_param', ['email', 'url']),
    expected: [],
  },
  {
    title: 'missing: false is the default',
    args: { param: 'type', missing: false },
    response: refusal('rest_invalid_param', { type: null }),
    expected: [],
  },
  {
    title: 'refused for permission (401)',
    args: 'status',
    response: answer(401, { code: 'rest_forbidden' }),
    expected: failure(
      'Permission was checked, not validation',
      'answered 401: the server checked permission before it validated status (the platform validates arguments first)',
      '400 rest_invalid_param',
      401,
    ),
  },
  {
    title: 'refused for permission (403), as missing',
    args: { param: 'url', missing: true },
    response: answer(403, { code: 'rest_forbidden' }),
    expected: failure(
      'Permission was checked, not validation',
      'answered 403: the server checked permission before it validated url (the platform validates arguments first)',
      '400 rest_missing_callback_param',
      403,
    ),
  },
  // The status alone decides these: the body is not read, JSON or not.
  {
    title: 'accepted',
    args: 'type',
    response: { status: 200, body: '[]' },
    expected: failure(
      'type was not refused as invalid',
      'expected 400 rest_invalid_param naming type, got 200',
      400,
      200,
    ),
  },
  {
    title: 'refused with another status',
    args: { param: 'url', missing: true },
    response: { status: 422, body: 'Unprocessable' },
    expected: failure(
      'url was not refused as missing',
      'expected 400 rest_missing_callback_param naming url, got 422',
      400,
      422,
    ),
  },
  {
    title: 'another code',
    args: 'type',
    response: refusal('rest_missing_callback_param', ['type']),
    expected: failure(
      'Another error code',
      'expected rest_invalid_param, got "rest_missing_callback_param"',
      'rest_invalid_param',
      'rest_missing_callback_param',
      '/code',
    ),
  },
  {
    title: 'no code',
    args: 'type',
    response: answer(400, { message: 'Bad request' }),
    expected: failure(
      'Another error code',
      'expected rest_invalid_param, got null',
      'rest_invalid_param',
      null,
      '/code',
    ),
  },
  {
    title: 'a code of another type',
    args: 'type',
    response: answer(400, { code: 400 }),
    expected: failure('Another error code', 'expected rest_invalid_param, got 400', 'rest_invalid_param', 400, '/code'),
  },
  {
    title: 'a body that is null',
    args: 'type',
    response: answer(400, null),
    expected: failure(
      'Another error code',
      'expected rest_invalid_param, got null',
      'rest_invalid_param',
      null,
      '/code',
    ),
  },
  {
    title: 'another argument named',
    args: 'type',
    response: refusal('rest_invalid_param', { status: 'x' }),
    expected: failure(
      'type is not named',
      'data.params does not name type',
      '{type: message}',
      { status: 'x' },
      '/data/params',
    ),
  },
  {
    title: 'no params',
    args: 'type',
    response: answer(400, { code: 'rest_invalid_param', data: { status: 400 } }),
    expected: failure(
      'type is not named',
      'data.params does not name type',
      '{type: message}',
      'absent',
      '/data/params',
    ),
  },
  {
    title: 'invalid, named in a list',
    args: 'type',
    response: refusal('rest_invalid_param', ['type']),
    expected: failure(
      'type is not named',
      'data.params does not name type',
      '{type: message}',
      ['type'],
      '/data/params',
    ),
  },
  {
    title: 'invalid, params a text',
    args: 'type',
    response: refusal('rest_invalid_param', 'type'),
    expected: failure('type is not named', 'data.params does not name type', '{type: message}', 'type', '/data/params'),
  },
  // Members every object inherits are no argument the server named.
  {
    title: 'invalid, an inherited member is not named',
    args: 'constructor',
    response: refusal('rest_invalid_param', {}),
    expected: failure(
      'constructor is not named',
      'data.params does not name constructor',
      '{constructor: message}',
      {},
      '/data/params',
    ),
  },
  {
    title: 'invalid, an argument named like an inherited member',
    args: 'toString',
    response: refusal('rest_invalid_param', { toString: 'x' }),
    expected: [],
  },
  {
    title: 'invalid, params a number',
    args: 'type',
    response: refusal('rest_invalid_param', 3),
    expected: failure('type is not named', 'data.params does not name type', '{type: message}', 3, '/data/params'),
  },
  {
    title: 'missing, named in an object',
    args: { param: 'url', missing: true },
    response: refusal('rest_missing_callback_param', { url: 'x' }),
    expected: failure(
      'url is not named',
      'data.params does not name url',
      'a list holding url',
      { url: 'x' },
      '/data/params',
    ),
  },
  {
    title: 'missing, another listed',
    args: { param: 'url', missing: true },
    response: refusal('rest_missing_callback_param', ['email']),
    expected: failure(
      'url is not named',
      'data.params does not name url',
      'a list holding url',
      ['email'],
      '/data/params',
    ),
  },
  {
    title: 'a 400 that is no JSON',
    args: 'type',
    response: { status: 400, body: 'Bad Request' },
    expected: { thrown: 'not-json', message: 'the body is not JSON (no content type): Bad Request' },
  },
];

describe('argument-refused', () => {
  it.each(rows)('$title', (row) => expect(runRow(argumentRefusedCheck, row)).toEqual(row.expected));
});
