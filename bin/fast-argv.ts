/**
 * `run`'s command line read without yargs, for the plain cases only; anything else goes to yargs.
 *
 * Loading yargs and letting it build the command is ~15 ms of every run's start-up (compiling and
 * evaluating its modules, the first parse). Most command lines are plain: `--name value` and
 * `--name=value` for the options `run` declares, repeated ones for its lists, `--flag` and `--no-flag`.
 * This reads exactly those, from the option table yargs itself made for `run` (written at build time
 * beside the bundle, `argv.json`: scripts/bundle.mjs), and gives the handler the argv yargs would give.
 * Whatever it is not sure of, it declines (undefined), and yargs reads the line as before, with its own
 * help and error messages: short options, `--`, `--config` (yargs reads the file), `--help`,
 * `--version`, a name `run` does not declare, a stray word, a value yargs could read another way (one
 * that starts with `-`, a flag followed by a word), a choice outside its list, an option given twice.
 * test/unit/fast-argv.test.ts holds every line it accepts to yargs' own reading of it.
 */

/** The part of yargs' `getOptions()` for a command that the reading needs. */
export interface OptionTable {
  array: string[];
  boolean: string[];
  string: string[];
  key: Record<string, boolean>;
  default: Record<string, unknown>;
  choices: Record<string, unknown[]>;
}

/** Options yargs must see itself: it prints the help or the version, or reads a config file. */
const FOR_YARGS = new Set(['help', 'version', 'config']);
const NAME = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

const camel = (name: string) => name.replace(/-([a-z0-9])/g, (_m, c: string) => c.toUpperCase());

export function fastArgv(
  command: string,
  args: readonly string[],
  table: OptionTable,
  scriptName: string,
): Record<string, unknown> | undefined {
  if (args[0] !== command) return undefined;
  const arrays = new Set(table.array);
  const booleans = new Set(table.boolean);
  const given = new Map<string, unknown>();
  const isOption = (t: string | undefined) => t !== undefined && t.startsWith('-');
  for (let i = 1; i < args.length; i++) {
    const token = args[i] as string;
    if (!token.startsWith('--') || token === '--') return undefined;
    const eq = token.indexOf('=');
    let name = eq < 0 ? token.slice(2) : token.slice(2, eq);
    const inline = eq < 0 ? undefined : token.slice(eq + 1);
    let negated = false;
    if (!table.key[name] && name.startsWith('no-') && booleans.has(name.slice(3))) {
      name = name.slice(3);
      negated = true;
    }
    if (!NAME.test(name) || !table.key[name] || FOR_YARGS.has(name)) return undefined;
    if (given.has(name) && !arrays.has(name)) return undefined;
    if (booleans.has(name)) {
      if (negated && inline !== undefined) return undefined;
      if (inline !== undefined && inline !== 'true' && inline !== 'false') return undefined;
      // yargs takes a following `true` or `false` as the flag's value: any word after a flag is its to read.
      if (args[i + 1] !== undefined && !isOption(args[i + 1])) return undefined;
      given.set(name, negated ? false : inline === undefined ? true : inline === 'true');
      continue;
    }
    if (negated || (!table.string.includes(name) && !table.choices[name])) return undefined;
    const values: string[] = [];
    if (inline !== undefined) values.push(inline);
    else {
      // A list takes every word up to the next option, as yargs' arrays do; anything else takes one.
      while (args[i + 1] !== undefined && !isOption(args[i + 1])) {
        values.push(args[++i] as string);
        if (!arrays.has(name)) break;
      }
    }
    if (values.length === 0 || values.some((v) => v === '' || v.startsWith('-'))) return undefined;
    if (arrays.has(name)) {
      given.set(name, [...((given.get(name) as string[] | undefined) ?? []), ...values]);
      continue;
    }
    const choices = table.choices[name];
    if (choices && !choices.includes(values[0])) return undefined;
    given.set(name, values[0]);
  }
  const argv: Record<string, unknown> = { _: [command] };
  const set = (name: string, value: unknown) => {
    argv[name] = value;
    argv[camel(name)] = value;
  };
  for (const [name, value] of given) set(name, value);
  for (const [name, value] of Object.entries(table.default)) if (!given.has(name)) set(name, value);
  argv.$0 = scriptName;
  return argv;
}
