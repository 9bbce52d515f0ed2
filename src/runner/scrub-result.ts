import type { CaseResult, RunResult, SuiteResult } from '../model/result.js';
import { curlCommand } from '../repro/curl.js';
import { reproScript } from '../repro/repro-script.js';
import type { SecretRegistry } from '../secrets/secrets.js';

/**
 * What leaves the engine, as reporters and listeners see it: every secret the run knows masked, in
 * every string of the result, and nesting cut below the depth limit. A case's reproduction is built
 * again from its masked request: a secret quoted for the shell (`'\''`, `$'\x01'`) is no longer the
 * text that was masked, so masking the command itself could miss it. A reproduction in several steps
 * (`repro.ts`) is written again from its masked steps alike.
 */
function withReproduction(c: CaseResult): CaseResult {
  const own = withOwnReproduction(c);
  // A negative blocked by its control shows the control's exchange, reproduced the same way.
  const control = c.control;
  if (control?.curl === undefined || !control.exchange) return own;
  const curl = curlCommand(control.exchange.request);
  return curl === control.curl ? own : { ...own, control: { ...control, curl } };
}

function withOwnReproduction(c: CaseResult): CaseResult {
  const repro = c.repro && { ...c.repro, script: reproScript(c.repro) };
  const withRepro = repro && repro.script !== c.repro?.script ? { ...c, repro } : c;
  if (c.curl === undefined || !c.exchange) return withRepro;
  const curl = curlCommand(c.exchange.request);
  return curl === c.curl ? withRepro : { ...withRepro, curl };
}

export function scrubCase(c: CaseResult, secrets: SecretRegistry): CaseResult {
  return withReproduction(secrets.scrubValue(c));
}

function withReproductions(s: SuiteResult): SuiteResult {
  const cases = s.cases.map(withReproduction);
  return cases.every((c, i) => c === s.cases[i]) ? s : { ...s, cases };
}

export function scrubSuite(s: SuiteResult, secrets: SecretRegistry): SuiteResult {
  return withReproductions(secrets.scrubValue(s));
}

export function scrubResult(result: RunResult, secrets: SecretRegistry): RunResult {
  const clean = secrets.scrubValue(result);
  const suites = clean.suites.map(withReproductions);
  return suites.every((s, i) => s === clean.suites[i]) ? clean : { ...clean, suites };
}
