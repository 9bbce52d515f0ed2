import { describe, expect, it } from 'vitest';
import { ERROR_MESSAGE_CHARS, statusCheck } from '../../../src/checks/status.js';
import { SecretRegistry } from '../../../src/secrets/secrets.js';
import { json, runRow, type Row } from '../../helpers/check-context.js';

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

/** An error answer in the platform's shape. */
const refused = (code: unknown, message?: unknown, extra: object = {}) =>
  json({ code, ...(message !== undefined ? { message } : {}), data: { status: 400 }, ...extra });

// A failed status says why the site refused, in its own words: the answer's code and message.
const explained: Row[] = [
  {
    title: 'a refusal where success was due: its code and message',
    args: '2xx',
    response: { status: 400, body: refused('shop_rest_invalid_address', 'ZIP Code is required.') },
    expected: unexpected('expected 2xx, got 400 `shop_rest_invalid_address`: ZIP Code is required.', '2xx', 400),
  },
  {
    title: "the code as the site spells it (a vocabulary's own word)",
    args: 200,
    response: { status: 404, body: refused('mercato_rest_product_invalid_id', 'Invalid ID.') },
    expected: unexpected('expected 200, got 404 `mercato_rest_product_invalid_id`: Invalid ID.', 200, 404),
  },
  {
    title: 'after the reading of the status',
    args: '2xx',
    response: { status: 401, body: refused('rest_forbidden', 'Sorry, you are not allowed to do that.') },
    expected: unexpected(
      'expected 2xx, got 401 (refused for permission) `rest_forbidden`: Sorry, you are not allowed to do that.',
      '2xx',
      401,
    ),
  },
  {
    title: 'another refusal than the one due',
    args: 400,
    response: {
      status: 500,
      body: refused('internal_server_error', '<p>There has been a <b>critical</b>\n error.</p>'),
    },
    expected: unexpected(
      'expected 400, got 500 (a server error) `internal_server_error`: There has been a critical error.',
      400,
      500,
    ),
  },
  {
    title: 'a code without a message',
    args: '2xx',
    response: { status: 409, body: refused('rest_conflict') },
    expected: unexpected('expected 2xx, got 409 `rest_conflict`', '2xx', 409),
  },
  {
    title: 'a message that is no text: the code alone',
    args: '2xx',
    response: { status: 400, body: refused('rest_invalid_param', { per_page: 'too big' }) },
    expected: unexpected('expected 2xx, got 400 `rest_invalid_param`', '2xx', 400),
  },
  {
    title: 'a long message, cut',
    args: '2xx',
    response: { status: 400, body: refused('rest_invalid_param', `${'word '.repeat(100)}end`) },
    expected: unexpected(
      `expected 2xx, got 400 \`rest_invalid_param\`: ${'word '.repeat(ERROR_MESSAGE_CHARS / 5).trimEnd()}…`,
      '2xx',
      400,
    ),
  },
  // A success has members named code too (a coupon's): it is no refusal.
  {
    title: 'a success where a refusal was due: nothing read from it',
    args: '4xx',
    response: { status: 201, body: json({ id: 7, code: 'summer-sale', message: 'a note' }) },
    expected: unexpected('expected 4xx, got 201 (accepted)', '4xx', 201),
  },
  // Nothing to read: the status alone, and never a crash.
  {
    title: 'an answer that is no JSON',
    args: '2xx',
    response: { status: 502, headers: { 'content-type': 'text/html' }, body: '<html>Bad gateway</html>' },
    expected: unexpected('expected 2xx, got 502 (a server error)', '2xx', 502),
  },
  {
    title: 'JSON that is no error: a list',
    args: '2xx',
    response: { status: 400, body: json([{ code: 'x', message: 'y' }]) },
    expected: unexpected('expected 2xx, got 400', '2xx', 400),
  },
  {
    title: 'JSON that is no error: null',
    args: '2xx',
    response: { status: 400, body: 'null' },
    expected: unexpected('expected 2xx, got 400', '2xx', 400),
  },
  {
    title: 'a code that is no string',
    args: '2xx',
    response: { status: 400, body: refused(42, 'forty-two') },
    expected: unexpected('expected 2xx, got 400', '2xx', 400),
  },
  {
    title: 'an empty body',
    args: '2xx',
    response: { status: 400, body: '' },
    expected: unexpected('expected 2xx, got 400', '2xx', 400),
  },
  {
    title: 'JSON nested too deep to read',
    args: '2xx',
    response: { status: 400, body: `${'['.repeat(5000)}${']'.repeat(5000)}` },
    expected: unexpected('expected 2xx, got 400', '2xx', 400),
  },
];

describe('status', () => {
  it.each(rows)('$title', (row) => expect(runRow(statusCheck, row)).toEqual(row.expected));
});

describe('a failed status quotes the refusal', () => {
  it.each(explained)('$title', (row) => expect(runRow(statusCheck, row)).toEqual(row.expected));

  it("masks a secret the message quotes, whole or cut short, with the run's secrets", () => {
    const secret = 'sk_live_0123456789abcdef';
    const secrets = new SecretRegistry();
    secrets.add(secret);
    const whole = runRow(statusCheck, {
      title: '',
      args: '2xx',
      response: { status: 400, body: refused('gateway_error', `Invalid API key ${secret} given.`) },
      expected: [],
    }) as { message: string }[];
    expect(secrets.scrub(whole[0]?.message ?? '')).toBe(
      'expected 2xx, got 400 `gateway_error`: Invalid API key *** given.',
    );
    // Cut in the middle of the secret: its beginning is masked all the same.
    const padding = 'x'.repeat(ERROR_MESSAGE_CHARS - 10);
    const cut = runRow(statusCheck, {
      title: '',
      args: '2xx',
      response: { status: 400, body: refused('gateway_error', `${padding} ${secret}`) },
      expected: [],
    }) as { message: string }[];
    expect(cut[0]?.message).toContain(`${secret.slice(0, 9)}…`);
    expect(secrets.scrub(cut[0]?.message ?? '')).toBe(`expected 2xx, got 400 \`gateway_error\`: ${padding} ***…`);
  });
});
