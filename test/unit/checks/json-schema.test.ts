import { describe, expect, it } from 'vitest';
import { jsonSchemaCheck } from '../../../src/checks/json-schema.js';
import { json, runRow, type Row } from '../../helpers/check-context.js';

const errorBody = {
  type: 'object',
  required: ['code', 'message'],
  properties: {
    code: { type: 'string' },
    message: { type: 'string' },
    data: { type: 'object', properties: { status: { type: 'integer' } } },
  },
};
const schemas = { 'error-body': errorBody };
const ok = (body: unknown) => ({ status: 200, body: json(body) });
const named = (message: string, expected: unknown, pointer: string) => ({
  check: 'json-schema',
  title: 'Does not match schema error-body',
  message,
  expected,
  pointer,
});
const inline = (message: string, expected: unknown, pointer: string) => ({
  check: 'json-schema',
  title: 'Does not match schema (inline)',
  message,
  expected,
  pointer,
});

const rows: Row[] = [
  {
    title: 'a named schema, as shorthand',
    args: 'error-body',
    schemas,
    response: ok({ code: 'x', message: 'y', data: { status: 400 } }),
    expected: [],
  },
  {
    title: 'a named schema, as an object',
    args: { name: 'error-body' },
    schemas,
    response: ok({ code: 'x', message: 'y' }),
    expected: [],
  },
  {
    title: 'an inline schema',
    args: { schema: { type: 'array', items: { type: 'integer' } } },
    response: ok([1, 2]),
    expected: [],
  },
  {
    title: 'an inline schema at a pointer',
    args: { schema: { type: 'integer' }, pointer: '/data/status' },
    response: ok({ data: { status: 400 } }),
    expected: [],
  },
  {
    title: 'onlyIfSuccess: a refusal is not judged',
    args: { schema: { type: 'object' }, onlyIfSuccess: true },
    response: { status: 400, body: json([]) },
    expected: [],
  },
  {
    title: 'onlyIfSuccess: a success is judged as any other',
    args: { schema: { type: 'object' }, onlyIfSuccess: true },
    response: ok([]),
    expected: [inline('must be object', { type: 'object' }, '')],
  },
  {
    title: 'the body of another type',
    args: { schema: { type: 'object' } },
    response: ok([]),
    expected: [inline('must be object', { type: 'object' }, '')],
  },
  {
    title: 'every error, each with its place',
    args: 'error-body',
    schemas,
    response: ok({ code: 5, data: { status: '400' } }),
    expected: [
      named("must have required property 'message'", { missingProperty: 'message' }, ''),
      named('/code must be string', { type: 'string' }, '/code'),
      named('/data/status must be integer', { type: 'integer' }, '/data/status'),
    ],
  },
  {
    title: 'places below a pointer start at the pointer',
    args: { name: 'error-body', pointer: '/responses/0' },
    schemas,
    response: ok({ responses: [{ code: 'x', message: 'y', data: [] }] }),
    expected: [named('/responses/0/data must be object', { type: 'object' }, '/responses/0/data')],
  },
  {
    title: 'a format',
    args: { schema: { type: 'object', properties: { date: { type: 'string', format: 'date-time' } } } },
    response: ok({ date: 'yesterday' }),
    expected: [inline('/date must match format "date-time"', { format: 'date-time' }, '/date')],
  },
  {
    title: 'a member name with a slash is escaped in the place',
    args: { schema: { type: 'object', additionalProperties: { type: 'object' } } },
    response: ok({ '/shop/store': 1 }),
    expected: [inline('/~1shop~1store must be object', { type: 'object' }, '/~1shop~1store')],
  },
  {
    title: 'nothing at the pointer',
    args: { schema: { type: 'object' }, pointer: '/data' },
    response: ok({ code: 'x' }),
    expected: [
      {
        check: 'json-schema',
        title: 'Does not match schema (inline)',
        message: 'nothing at /data',
        expected: 'present',
        actual: 'absent',
        pointer: '/data',
      },
    ],
  },
  // A hostile answer with an error in every item is reported by its first twenty.
  {
    title: 'at most twenty errors',
    args: { schema: { type: 'array', items: { type: 'integer' } } },
    response: ok(Array.from({ length: 25 }, () => 'x')),
    expected: Array.from({ length: 20 }, (_, i) => inline(`/${i} must be integer`, { type: 'integer' }, `/${i}`)),
  },
  {
    title: 'a schema name spec/ does not have',
    args: 'no-such-schema',
    schemas,
    response: ok({}),
    expected: { thrown: 'Error', message: 'json-schema: no schema named "no-such-schema"' },
  },
  {
    title: 'a body that is no JSON',
    args: 'error-body',
    schemas,
    response: { status: 500, body: 'Fatal error' },
    expected: { thrown: 'not-json', message: 'the body is not JSON (no content type): Fatal error' },
  },
];

describe('json-schema', () => {
  it.each(rows)('$title', (row) => expect(runRow(jsonSchemaCheck, row)).toEqual(row.expected));
});
