import { defineCheck } from './types.js';

interface HeaderArgs {
  name: string;
  equals?: string;
  matches?: string;
  present?: boolean;
}

export const headerCheck = defineCheck<HeaderArgs>({
  name: 'header',
  description: 'A response header is present or absent, equal to a value, or matching a regular expression.',
  args: {
    type: 'object',
    properties: {
      name: { type: 'string', minLength: 1 },
      equals: { type: 'string' },
      matches: { type: 'string', format: 'regex' },
      present: { type: 'boolean' },
    },
    required: ['name'],
    additionalProperties: false,
  },
  speak: (args, t) => ({
    ...args,
    name: t.header(args.name, 'site'),
    ...(args.equals !== undefined ? { equals: t.loose(args.equals, 'site') } : {}),
    ...(args.matches !== undefined ? { matches: t.loose(args.matches, 'site') } : {}),
  }),
  run(args, { response }) {
    const actual = response.headers[args.name.toLowerCase()];
    const fail = (message: string, expected: unknown) => [
      {
        check: 'header',
        title: `Header ${args.name} does not conform`,
        message,
        expected,
        actual: actual ?? null,
      },
    ];
    const present = args.present ?? (args.equals !== undefined || args.matches !== undefined);
    if (!present) return actual === undefined ? [] : fail(`header ${args.name} should be absent`, null);
    if (actual === undefined) return fail(`header ${args.name} is missing`, args.equals ?? args.matches ?? 'present');
    if (args.equals !== undefined && actual !== args.equals)
      return fail(`header ${args.name} is "${actual}"`, args.equals);
    if (args.matches !== undefined && !new RegExp(args.matches).test(actual)) {
      return fail(`header ${args.name} "${actual}" does not match /${args.matches}/`, `/${args.matches}/`);
    }
    return [];
  },
});
