import type { Failure } from '../model/result.js';
import { defineCheck } from './types.js';

interface ErrorArgs {
  /** Judge only an answer that is an error (status 400 or above); a success passes (the fuzz phase's requests may get either). */
  onlyIfError?: boolean;
  code?: string;
  status?: number;
  message?: string;
}

/**
 * The platform's error body: `{code, message, data: {status}}` with `data.status` equal to the HTTP
 * status; optionally a given code, status and message.
 */
export const errorCheck = defineCheck<ErrorArgs>({
  name: 'error',
  description: 'The body is the platform error shape, optionally with a given code, status and message.',
  shorthand: 'code',
  args: {
    type: 'object',
    properties: {
      onlyIfError: { type: 'boolean' },
      code: { type: 'string' },
      status: { type: 'integer' },
      message: { type: 'string' },
    },
    additionalProperties: false,
  },
  run(args, ctx) {
    if (args.onlyIfError === true && ctx.response.status < 400) return [];
    const body = ctx.json() as Record<string, unknown> | null;
    const failures: Failure[] = [];
    const fail = (title: string, pointer: string, expected: unknown, actual: unknown) =>
      failures.push({ check: 'error', title, message: `${title}: ${pointer}`, expected, actual, pointer });
    // A body with none of the error members is one failure, not four.
    if (!body || typeof body !== 'object' || Array.isArray(body) || (!('code' in body) && !('data' in body))) {
      failures.push({
        check: 'error',
        title: 'Not an error body',
        message: 'the body is not {code, message, data: {status}}',
        expected: '{code, message, data: {status}}',
        actual: body,
        pointer: '',
      });
      if (args.status !== undefined && ctx.response.status !== args.status) {
        failures.push({
          check: 'error',
          title: 'Unexpected status code',
          message: `expected ${args.status}, got ${ctx.response.status}`,
          expected: args.status,
          actual: ctx.response.status,
        });
      }
      return failures;
    }
    if (typeof body.code !== 'string') fail('Error code is not a string', '/code', 'string', body.code);
    if (typeof body.message !== 'string') fail('Error message is not a string', '/message', 'string', body.message);
    const data = body.data as Record<string, unknown> | undefined;
    if (!data || typeof data !== 'object') fail('Error data is missing', '/data', '{status}', data ?? null);
    else if (data.status !== ctx.response.status)
      fail('data.status differs from the HTTP status', '/data/status', ctx.response.status, data.status);
    if (args.code !== undefined && body.code !== args.code) fail('Error code differs', '/code', args.code, body.code);
    if (args.status !== undefined && ctx.response.status !== args.status) {
      failures.push({
        check: 'error',
        title: 'Unexpected status code',
        message: `expected ${args.status}, got ${ctx.response.status}`,
        expected: args.status,
        actual: ctx.response.status,
      });
    }
    if (args.message !== undefined && body.message !== args.message)
      fail('Error message differs', '/message', args.message, body.message);
    return failures;
  },
});
