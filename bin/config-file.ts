import { readFileSync } from 'node:fs';
import { yaml } from '../src/util/on-demand.js';
import { suggestion } from '../src/util/did-you-mean.js';
import { UsageError } from './usage-error.js';

/**
 * `--config FILE`: the same options as the command line, in YAML or JSON. Whatever is wrong with the
 * file is the user's to fix and said as `FILE:LINE:COLUMN: what` (exit 2), never a stack trace: a file
 * that is not there or cannot be read, a syntax error, something other than a mapping, a key that is
 * no option (with the option it most likely meant: `baseURL` → `base-url`).
 */
export function readConfigFile(path: string, known: readonly string[] | undefined): Record<string, unknown> {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new UsageError(
      code === 'ENOENT' ? `config file not found: ${path}` : `config file ${path} cannot be read (${code ?? 'error'})`,
    );
  }
  const parsed = path.endsWith('.json') ? parseJson(path, text) : parseYaml(path, text);
  if (parsed === null || parsed === undefined) return {};
  if (typeof parsed !== 'object' || Array.isArray(parsed))
    throw new UsageError(`${path}:1:1: a config file is a mapping of option names to values (base-url: …)`);
  if (known) {
    const options = new Set(known);
    for (const key of Object.keys(parsed)) {
      if (options.has(key)) continue;
      const [line, column] = keyPosition(text, key);
      throw new UsageError(`${path}:${line}:${column}: unknown key "${key}"${suggestion(key, known)}`);
    }
  }
  return parsed as Record<string, unknown>;
}

function parseJson(path: string, text: string): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    const message = (error as Error).message;
    const at = /position (\d+)/.exec(message);
    const [line, column] = at ? lineColumn(text, Number(at[1])) : [1, 1];
    throw new UsageError(`${path}:${line}:${column}: ${message.replace(/ in JSON at position \d+.*$/, '')}`);
  }
}

function parseYaml(path: string, text: string): unknown {
  try {
    return yaml().parse(text);
  } catch (error) {
    const { message, linePos } = error as Error & { linePos?: { line: number; col: number }[] };
    const at = linePos?.[0];
    const first = (message.split('\n')[0] ?? message).replace(/ at line \d+, column \d+:?$/, '');
    throw new UsageError(`${path}:${at?.line ?? 1}:${at?.col ?? 1}: ${first}`);
  }
}

/** Line and column (from 1) of a character offset. */
function lineColumn(text: string, offset: number): [number, number] {
  const before = text.slice(0, offset).split('\n');
  return [before.length, (before.at(-1)?.length ?? 0) + 1];
}

/** Where a top-level key is written (its first occurrence at the start of a line, or as a JSON member). */
function keyPosition(text: string, key: string): [number, number] {
  const escaped = key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const match =
    new RegExp(`^(\\s*)["']?${escaped}["']?\\s*:`, 'm').exec(text) ?? new RegExp(`["']${escaped}["']\\s*:`).exec(text);
  if (!match) return [1, 1];
  return lineColumn(text, match.index + (match[1]?.length ?? 0));
}

/**
 * A usage error about an option's value (`--concurrency must be a whole number …`), said where the
 * value was written when it came from the config file rather than the command line:
 * `shop-conformance.yaml:4:1: concurrency must be a whole number …`. Otherwise the error as it is.
 */
export function whereGiven(error: UsageError, config: string | undefined, commandLine: readonly string[]): UsageError {
  const m = /^--([\w-]+) (.*)$/s.exec(error.message);
  if (!m || config === undefined) return error;
  const name = m[1] as string;
  if (commandLine.some((a) => a === `--${name}` || a.startsWith(`--${name}=`))) return error;
  let text: string;
  try {
    text = readFileSync(config, 'utf8');
  } catch {
    return error;
  }
  const camel = name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
  const written = [name, camel].find(
    (k) => new RegExp(`^\\s*["']?${k}["']?\\s*:`, 'm').test(text) || text.includes(`"${k}"`),
  );
  if (!written) return error;
  const [line, column] = keyPosition(text, written);
  return new UsageError(`${config}:${line}:${column}: ${written} ${m[2]}`);
}
