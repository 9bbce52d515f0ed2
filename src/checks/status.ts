import { defineCheck, type CheckContext } from './types.js';

type Expected = number | string;

/** `400` is that status; `4xx` any status of that class. */
function matches(expected: Expected, status: number): boolean {
  if (typeof expected === 'number') return expected === status;
  return Math.floor(status / 100) === Number(expected.charAt(0));
}

/** What a status says about the answer, for messages that name the bug. */
function reading(status: number): string {
  if (status === 401 || status === 403) return ' (refused for permission)';
  if (status >= 500) return ' (a server error)';
  if (status >= 200 && status < 300) return ' (accepted)';
  return '';
}

/** What a refusal's message keeps: a sentence or two, the rest of a long one cut with `…`. */
export const ERROR_MESSAGE_CHARS = 160;
/** An error code is an identifier; one longer than this is cut the same way. */
const ERROR_CODE_CHARS = 80;

/**
 * One line of plain text, at most `limit` characters, `…` where it was cut: right after the cut, so
 * that the run's secret masking masks a secret's beginning cut there too. Markup is dropped (the
 * platform's messages may hold `<strong>`); only the start of a long text is read.
 */
function oneLine(text: string, limit: number): string {
  const head = text.slice(0, limit * 4);
  const plain = head
    .replace(/<\/?[a-z][^<>]*>/gi, '')
    .replace(/\s+/g, ' ')
    .trim();
  return plain.length > limit || head.length < text.length ? `${plain.slice(0, limit).trimEnd()}…` : plain;
}

/**
 * `` `rest_invalid_param`: Invalid parameter(s): per_page `` for an error answer in the platform's shape
 * (a JSON object with a string `code`): the site's own words for why it refused, code and message as
 * it sent them (a vocabulary renames codes; the answer is read as the site wrote it). Only an answer
 * of 400 or more is read so: a success has members named `code` too (a coupon's). Anything else (no
 * JSON, JSON of another shape, too deep to read) adds nothing, and never makes the check throw. A
 * secret the message quotes is masked with every string of the result (`src/secrets/secrets.ts`).
 */
function refusal(status: number, ctx: CheckContext): string {
  if (status < 400) return '';
  let body: unknown;
  try {
    body = ctx.json();
  } catch {
    return '';
  }
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return '';
  const { code, message } = body as { code?: unknown; message?: unknown };
  if (typeof code !== 'string' || code === '') return '';
  const said = typeof message === 'string' ? oneLine(message, ERROR_MESSAGE_CHARS) : '';
  return ` \`${oneLine(code, ERROR_CODE_CHARS)}\`${said ? `: ${said}` : ''}`;
}

export const statusCheck = defineCheck<{ value: Expected | Expected[] }>({
  name: 'status',
  description:
    "The HTTP status is the one given, one of a list, or of a class (`4xx`: any client error). A failure quotes an error answer's code and message.",
  shorthand: 'value',
  args: {
    type: 'object',
    properties: {
      value: {
        oneOf: [
          { type: 'integer' },
          { type: 'string', pattern: '^[1-5]xx$' },
          {
            type: 'array',
            items: { oneOf: [{ type: 'integer' }, { type: 'string', pattern: '^[1-5]xx$' }] },
            minItems: 1,
          },
        ],
      },
    },
    required: ['value'],
    additionalProperties: false,
  },
  run({ value }, ctx) {
    const { response } = ctx;
    const allowed = Array.isArray(value) ? value : [value];
    if (allowed.some((v) => matches(v, response.status))) return [];
    return [
      {
        check: 'status',
        title: 'Unexpected status code',
        message: `expected ${allowed.join(' or ')}, got ${response.status}${reading(response.status)}${refusal(response.status, ctx)}`,
        expected: value,
        actual: response.status,
      },
    ];
  },
});
