import type { HttpResponse } from '../http/client.js';
import type { Failure } from '../model/result.js';
import type { Translator } from '../../spec/translator.js';

/** The body was due as JSON and is not: the case cannot be judged, so it is errored, not failed. */
export class NotJsonError extends Error {
  readonly code = 'not-json';
}

export interface CheckContext {
  response: HttpResponse;
  /** The body parsed once; throws NotJsonError. */
  json(): unknown;
  /** Resource schemas of spec/, by name, for `json-schema` checks. */
  namedSchema(name: string): object | undefined;
}

export interface CheckDefinition<Args = Record<string, unknown>> {
  name: string;
  description: string;
  /** JSON Schema of the check's arguments; the loader validates suites against it. */
  args: object;
  /** Argument a scalar stands for: `status: 200` is `status: {value: 200}`. */
  shorthand?: string;
  /**
   * The arguments in a site's words, for checks whose arguments stand in known positions (an error
   * code, a pointer, a header name). Without it every argument is spoken by the position its key gives
   * (`Translator.json`).
   */
  speak?(args: Args, t: Translator): Args;
  /** Failures; an empty list is a pass. Throwing makes the case errored. */
  run(args: Args, ctx: CheckContext): Failure[];
}

export function defineCheck<Args>(definition: CheckDefinition<Args>): CheckDefinition<Args> {
  return definition;
}

/** A JSON pointer argument: empty (the whole body) or starting with `/`; anything else fails the suite at load. */
export const POINTER_ARG = { type: 'string', pattern: '^(/.*)?$' } as const;
