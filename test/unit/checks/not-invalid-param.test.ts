import { describe, expect, it } from 'vitest';
import { notInvalidParamCheck } from '../../../src/checks/not-invalid-param.js';
import { json, runRow, type Row } from '../../helpers/check-context.js';

const refusing = (params: unknown, code = 'rest_invalid_param') => ({
  status: 400,
  body: json({ code, message: 'Invalid parameter(s)', data: { status: 400, params } }),
});
const refused = (param: string, actual: unknown, said = String(actual), pointer = `/data/params/${param}`) => [
  {
    check: 'not-invalid-param',
    title: `A valid ${param} is refused`,
    message: `${param} was refused: ${said}`,
    expected: `no rest_invalid_param for ${param}`,
    actual,
    pointer,
  },
];

const rows: Row[] = [
  { title: 'accepted, as shorthand', args: 'orderby', response: { status: 200, body: '[]' }, expected: [] },
  { title: 'accepted, as an object', args: { param: 'orderby' }, response: { status: 200, body: '[]' }, expected: [] },
  // Only a 400 can be that refusal: any other answer, JSON or not, is no concern of this check.
  {
    title: 'another refusal status with the same body',
    args: 'orderby',
    response: { ...refusing({ orderby: 'x' }), status: 422 },
    expected: [],
  },
  {
    title: 'a server error that is no JSON',
    args: 'orderby',
    response: { status: 500, body: 'Fatal error' },
    expected: [],
  },
  {
    title: 'another argument refused',
    args: 'orderby',
    response: refusing({ per_page: 'per_page must be between 1 and 100' }),
    expected: [],
  },
  {
    title: 'another code naming it',
    args: 'orderby',
    response: refusing({ orderby: 'x' }, 'rest_missing_callback_param'),
    expected: [],
  },
  { title: 'params as a list of names', args: 'orderby', response: refusing(['orderby']), expected: [] },
  {
    title: 'no params',
    args: 'orderby',
    response: { status: 400, body: json({ code: 'rest_invalid_param', message: 'x', data: { status: 400 } }) },
    expected: [],
  },
  { title: 'a 400 whose body is null', args: 'orderby', response: { status: 400, body: 'null' }, expected: [] },
  {
    title: 'refused',
    args: 'orderby',
    response: refusing({ orderby: 'orderby is not one of date, id.' }),
    expected: refused('orderby', 'orderby is not one of date, id.'),
  },
  {
    title: 'refused without a message',
    args: { param: 'page' },
    response: refusing({ page: null }),
    expected: refused('page', null),
  },
  {
    title: 'refused with a message of another type',
    args: 'page',
    response: refusing({ page: { code: 'rest_invalid_type' } }),
    expected: refused('page', { code: 'rest_invalid_type' }, '[object Object]'),
  },
  { title: 'params a text naming it', args: 'orderby', response: refusing('orderby'), expected: [] },
  { title: 'params a number', args: 'orderby', response: refusing(400), expected: [] },
  // Members every object inherits are no argument the server named.
  { title: 'an inherited member is not named', args: 'constructor', response: refusing({}), expected: [] },
  {
    title: 'an argument named like an inherited member, refused',
    args: 'constructor',
    response: refusing({ constructor: 'x' }),
    expected: refused('constructor', 'x'),
  },
  {
    title: 'refused, a name holding / and ~, escaped in the pointer',
    args: 'a/b~c',
    response: refusing({ 'a/b~c': 'bad' }),
    expected: refused('a/b~c', 'bad', 'bad', '/data/params/a~1b~0c'),
  },
  {
    title: 'a 400 that is no JSON',
    args: 'orderby',
    response: { status: 400, body: 'Bad Request' },
    expected: { thrown: 'not-json', message: 'the body is not JSON (no content type): Bad Request' },
  },
];

describe('not-invalid-param', () => {
  it.each(rows)('$title', (row) => expect(runRow(notInvalidParamCheck, row)).toEqual(row.expected));
});
