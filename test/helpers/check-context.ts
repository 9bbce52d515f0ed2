import { CheckRegistry } from '../../src/checks/registry.js';
import type { CheckContext, CheckDefinition } from '../../src/checks/types.js';
import type { HttpResponse } from '../../src/http/client.js';
import type { Failure } from '../../src/model/result.js';
import { jsonOnce } from '../../src/answers/derived.js';
import { fill } from '../../src/model/template.js';

/** An answer as the HTTP client hands it over: header names in lower case, the body as text. */
export interface Answer {
  status: number;
  headers?: Record<string, string>;
  body: string;
}

/**
 * A row of a check's table. `args` is what a suite writes after the check's name: an object, or a
 * scalar (or list) that the check's shorthand stands for. `expected` is all the check gives: its
 * findings, or what it threw (the runner turns a thrown NotJsonError into an errored case).
 */
export interface Row {
  title: string;
  args: unknown;
  response: Answer;
  /** Values of earlier cases, for `{{name}}` placeholders in `args`. */
  captures?: Record<string, unknown>;
  /** Resource schemas of spec/ by name, for `json-schema`. */
  schemas?: Record<string, object>;
  expected: Failure[] | Thrown;
}

export interface Thrown {
  thrown: string;
  message: string;
}

export const json = (value: unknown): string => JSON.stringify(value);

/** The context the runner gives a check (`runner/execute-case.ts`): the body is parsed by the runner's own parser, once, when asked. */
export function checkContext(answer: Answer, schemas: Record<string, object> = {}): CheckContext {
  const response: HttpResponse = {
    status: answer.status,
    headers: answer.headers ?? {},
    body: answer.body,
    truncated: false,
    durationMs: 1,
  };
  return { response, json: () => jsonOnce(response), namedSchema: (name) => schemas[name] };
}

/**
 * A row run as a suite runs it: the shorthand expanded as the loader does (`loading/load-suite.ts`,
 * `toCheck`), the arguments held to the check's schema (a row no suite could write tests nothing),
 * the placeholders filled from captures, then the check.
 */
export function runRow<Args>(check: CheckDefinition<Args>, row: Row): Failure[] | Thrown {
  const args =
    row.args !== null && typeof row.args === 'object' && !Array.isArray(row.args)
      ? (row.args as Record<string, unknown>)
      : check.shorthand
        ? { [check.shorthand]: row.args }
        : { value: row.args };
  const problem = new CheckRegistry()
    .register(check as CheckDefinition<never>)
    .get(check.name)
    ?.validateArgs(args);
  if (problem) throw new Error(`the row's arguments are no valid ${check.name} arguments: ${problem}`);
  const filled = fill(args, new Map(Object.entries(row.captures ?? {})));
  try {
    return check.run(filled as Args, checkContext(row.response, row.schemas));
  } catch (error) {
    const { code, name, message } = error as Error & { code?: string };
    return { thrown: code ?? name, message };
  }
}
