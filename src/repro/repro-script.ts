import { OPTION_WORDS, type SettingWords } from '../model/words.js';
import type { Reproduction, ReproStep } from '../model/result.js';
import { argument, curlCommand } from './curl.js';

/**
 * A reproduction's steps written as one bash script, pasted as it is or run with `bash -c`: each step a
 * curl command, the last one printing the answer whole (`-i`), the ones before it quiet (`-f`: a step
 * the site refuses says so on stderr, and the script goes on, as a paste into a terminal must not end
 * the shell). A value a step's answer gives is assigned to a shell variable there, from a header
 * (`awk`, case-insensitive, as header names are) or from the JSON body (`jq -r`), and expanded where
 * later steps name it (`"$CART_TOKEN"`). Credentials and secret header values come from the
 * environment, never from the text.
 */

/** `awk` that prints the first value of a header, its name in any case (BSD and GNU awk alike; `sed`'s `I` flag is GNU's). */
function headerValue(name: string): string {
  const lower = `${name.toLowerCase()}:`;
  return `awk ${argument(`index(tolower($0), "${lower}") == 1 { sub(/^[^:]*:[ \\t]*/, ""); print; exit }`)}`;
}

/** The command that sets one variable from the answer held in `$answer` (its headers and body when both are read). */
function fromAnswer(set: NonNullable<ReproStep['sets']>[number], both: boolean): string {
  if (set.header !== undefined) {
    const headers = both ? `"\${answer%%$'\\r\\n\\r\\n'*}"` : '"$answer"';
    return `${set.name}=$(printf '%s\\n' ${headers} | tr -d '\\r' | ${headerValue(set.header)})`;
  }
  const body = both ? `"\${answer#*$'\\r\\n\\r\\n'}"` : '"$answer"';
  return `${set.name}=$(printf '%s' ${body} | jq -r ${argument(set.jq ?? '.')})`;
}

/** One step: a quiet request, or one whose answer sets variables, or the failing request (last). */
function stepLines(step: ReproStep, last: boolean, variables: ReadonlySet<string>): string[] {
  const request = { ...step.request, headers: Object.fromEntries(step.request.headers) };
  const sets = step.sets ?? [];
  if (last) return [curlCommand(request, { variables })];
  const headers = sets.some((s) => s.header !== undefined);
  const body = sets.some((s) => s.header === undefined);
  const output = ['-f', ...(headers ? ['-D', '-'] : []), ...(body ? [] : ['-o', '/dev/null'])];
  const command = curlCommand(request, { variables, output });
  if (sets.length === 0) return [command];
  const [only] = sets;
  if (sets.length === 1 && only) {
    // One value: taken straight from the command's output.
    const take =
      only.header !== undefined ? `tr -d '\\r' | ${headerValue(only.header)}` : `jq -r ${argument(only.jq ?? '.')}`;
    return [`${only.name}=$(${command} | ${take})`];
  }
  return [`answer=$(${command})`, ...sets.map((s) => fromAnswer(s, headers && body))];
}

/** The script, from the steps (called again on the steps once a report's secrets are masked in them). */
export function reproScript(repro: Omit<Reproduction, 'script'>, words: SettingWords = OPTION_WORDS): string {
  const { steps } = repro;
  const variables = new Set([
    ...(repro.env ?? []).map((e) => e.name),
    ...steps.flatMap((s) => (s.sets ?? []).map((v) => v.name)),
  ]);
  const needs = [
    ...new Set(
      steps.flatMap((s) =>
        s.request.auth === 'admin'
          ? ['SHOP_CONFORMANCE_AUTH (login:password)']
          : s.request.auth === 'customer'
            ? ['SHOP_CONFORMANCE_CUSTOMER_AUTH (login:password)']
            : [],
      ),
    ),
    ...(repro.env ?? []).map((e) => `${e.name} (the value of ${e.header} given by ${words.header})`),
  ];
  const jq = steps.some((s) => (s.sets ?? []).some((v) => v.header === undefined));
  const lines = [
    steps.length === 1
      ? '# Its request, the headers the reports mask by their names as they were sent.'
      : `# ${steps.length} requests: what the earlier cases did that this one's state rests on, in the run's order, then its own.`,
  ];
  if (needs.length > 0) lines.push(`# Set in the environment: ${needs.join(', ')}.`);
  if (jq) lines.push('# Needs jq (values taken from JSON answers).');
  steps.forEach((step, i) => {
    const last = i === steps.length - 1;
    const what = last
      ? ' (the failing request)'
      : step.finds
        ? ' (its finding request: what the case made once on this shop; empty if the suite never ran here)'
        : '';
    lines.push(`# ${i + 1}. ${step.case}${what}`, ...stepLines(step, last, variables));
  });
  return lines.join('\n');
}
