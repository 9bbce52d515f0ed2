import { describe, expect, it } from 'vitest';
import { excludesCheck } from '../../../src/checks/excludes.js';
import { runRow, type Row } from '../../helpers/check-context.js';

// The failure names neither the text nor where it stands: either would put the secret into the report.
const inClear = [
  {
    check: 'excludes',
    title: 'The body contains a text it must not',
    message: 'a value that must stay secret came back in clear',
    expected: 'absent',
    actual: 'present',
  },
];

const rows: Row[] = [
  {
    title: 'absent, as shorthand',
    args: 's3cret-Pass',
    response: { status: 200, body: '{"id":1,"email":"a@b.c"}' },
    expected: [],
  },
  {
    title: 'absent, as an object',
    args: { text: 's3cret-Pass' },
    response: { status: 200, body: '{"id":1}' },
    expected: [],
  },
  { title: 'an empty body', args: 's3cret-Pass', response: { status: 204, body: '' }, expected: [] },
  {
    title: 'the text compared exactly: case counts',
    args: 's3cret-Pass',
    response: { status: 200, body: '{"p":"S3CRET-PASS"}' },
    expected: [],
  },
  {
    title: 'a captured secret, absent',
    args: '{{password}}',
    captures: { password: 'hunter2-x' },
    response: { status: 200, body: '{"id":1}' },
    expected: [],
  },
  {
    title: 'in a member',
    args: 's3cret-Pass',
    response: { status: 201, body: '{"id":1,"password":"s3cret-Pass"}' },
    expected: inClear,
  },
  {
    title: 'inside a longer text',
    args: 's3cret-Pass',
    response: { status: 200, body: '{"hash":"xxs3cret-Passyy"}' },
    expected: inClear,
  },
  {
    title: 'in a member name',
    args: 's3cret-Pass',
    response: { status: 200, body: '{"s3cret-Pass":true}' },
    expected: inClear,
  },
  // The raw text is searched, so an answer that is no JSON is judged too.
  {
    title: 'in a body that is no JSON',
    args: 's3cret-Pass',
    response: { status: 500, body: 'Fatal error: s3cret-Pass in /var/www' },
    expected: inClear,
  },
  {
    title: 'a captured secret, in clear',
    args: '{{password}}',
    captures: { password: 'hunter2-x' },
    response: { status: 200, body: '{"password":"hunter2-x"}' },
    expected: inClear,
  },
];

describe('excludes', () => {
  it.each(rows)('$title', (row) => expect(runRow(excludesCheck, row)).toEqual(row.expected));
});
