import type { CheckRegistry } from '../checks/registry.js';
import { NotJsonError, type CheckContext } from '../checks/types.js';
import type { CaseResult, Failure } from '../model/result.js';
import type { CaseSpec, Level } from '../model/suite.js';
import { TooDeepError } from '../util/json-depth.js';
import { citedBy } from '../loading/doc.js';
import { keptFailure } from '../answers/kept.js';

export interface Judgement {
  failures: Failure[];
  notes: Failure[];
  /** What stopped the answer being judged (its JSON too deep, or absent where a must-level check needs it; a check that threw). */
  error?: NonNullable<CaseResult['error']>;
}

/**
 * Every check of the case on the answer, each at its own level (never above its case's) or at the
 * case's: a finding at `info` is a note, any other a failure stamped with its level and, for a
 * should-level one, the convention it rests on.
 */
export function judge(
  spec: CaseSpec,
  expectations: CaseSpec['expect'],
  ctx: CheckContext,
  checks: CheckRegistry,
): Judgement {
  const failures: Failure[] = [];
  const notes: Failure[] = [];
  for (const check of expectations) {
    const level = check.level ?? spec.level;
    const source = level === 'should' ? (check.source ?? spec.source) : undefined;
    // A must-level failure cites the statements of the document it enforces, as a should-level one its convention.
    const doc = level === 'must' ? citedBy(spec, check) : [];
    // A user suite's own check names its own source instead (`own`).
    const own = level === 'must' && doc.length === 0 ? (check.own ?? spec.own) : undefined;
    const stamp = (f: Failure): Failure =>
      source
        ? { ...f, level: level as Level, source }
        : doc.length > 0
          ? { ...f, level: level as Level, doc }
          : own !== undefined
            ? { ...f, level: level as Level, own }
            : { ...f, level: level as Level };
    try {
      const definition = checks.get(check.check);
      if (!definition) throw new Error(`unknown check "${check.check}"`);
      const { check: _name, level: _level, source: _source, doc: _doc, own: _own, ...args } = check;
      for (const found of definition.run(args as never, ctx)) {
        // A check may quote what it found, and what it found may be most of a 10 MiB answer.
        const finding = keptFailure(found);
        if (finding.level === 'info' || level === 'info') notes.push({ ...finding, level: 'info' });
        else failures.push(stamp(finding));
      }
    } catch (error) {
      // Too deep to walk safely: nothing about the answer is judged, whatever the level.
      if (error instanceof TooDeepError)
        return { failures, notes, error: { code: error.code, message: error.message } };
      if (!(error instanceof NotJsonError))
        return {
          failures,
          notes,
          error: { code: 'check-crashed', message: `check "${check.check}" threw: ${(error as Error).message}` },
        };
      // A should-level check that needs JSON and gets none is a deviation from the convention; so is
      // any check once the answer already fails at must level (say, a 302 where 200 was due). Only a
      // must-level check with nothing else to go on leaves the case undecided.
      if (level === 'info')
        notes.push({ check: check.check, level, title: 'Body is not JSON', message: error.message });
      else if (level === 'should' || failures.some((f) => f.level === 'must'))
        failures.push(stamp({ check: check.check, title: 'Body is not JSON', message: error.message }));
      else return { failures, notes, error: { code: 'not-json', message: error.message } };
    }
  }
  return { failures, notes };
}
