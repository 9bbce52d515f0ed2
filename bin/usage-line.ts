import type { CommandModule } from 'yargs';
import { suggestion } from '../src/util/did-you-mean.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each command has its own argument type
type AnyCommand = CommandModule<any, any>;

/** A command's name as yargs declares it (`run`, `report <files..>` → `report`). */
const nameOf = (c: AnyCommand) => String(c.command ?? '').split(' ')[0] as string;

/**
 * What yargs refused, as one line (exit 2), not the whole help: an unknown command or option with the
 * one it most likely meant, any other complaint in one sentence, and where the help is.
 */
export function usageLine(
  args: readonly string[],
  message: string,
  commands: readonly AnyCommand[],
  optionsOf: (command: AnyCommand) => string[],
): string {
  const first = args[0] ?? '';
  const command = commands.find((c) => nameOf(c) === first);
  const names = commands.map(nameOf);
  const unknown = /^Unknown arguments?: (.+)$/s.exec(message);
  if (!command) {
    if (first === '' || first.startsWith('-'))
      return `shop-conformance: name a command: ${names.join(', ')} (shop-conformance --help says what each does)`;
    return `shop-conformance: unknown command "${first}"${suggestion(first, names)} (the commands: ${names.join(', ')})`;
  }
  const help = `shop-conformance ${first} --help lists its options`;
  if (unknown) {
    const options = optionsOf(command);
    // yargs names an unknown option twice, as given and camel-cased (`check-nmae`, `checkNmae`), and
    // `--no-x` as `x` (it reads a negation): each is said once, as the user wrote it.
    const listed = (unknown[1] as string).split(', ');
    const kebab = (n: string) => n.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
    const names = [...new Set(listed.filter((n) => n === kebab(n) || !listed.includes(kebab(n))))];
    const given = (name: string) =>
      [name, `no-${name}`].find((n) => args.some((a) => a === `--${n}` || a.startsWith(`--${n}=`) || a === `-${n}`));
    const said = names.map((name) => {
      const asOption = given(name);
      return asOption !== undefined
        ? `unknown option --${asOption}${suggestion(asOption, options, '--')}`
        : `unexpected argument "${name}"`;
    });
    return `shop-conformance ${first}: ${said.join('; ')} (${help})`;
  }
  return `shop-conformance ${first}: ${message.replace(/\s*\n\s*/g, ' ').trim()} (${help})`;
}
