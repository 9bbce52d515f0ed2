import { convention, conventionIds } from '../../spec/conventions.js';
import { generatorSources } from '../generators/registry.js';
import type { CheckSpec, GeneratorSpec, Level } from '../model/suite.js';

/**
 * The verdict discipline, checked when a suite loads: must is what the interface document states;
 * should is a convention, and every should-level expectation names the one it rests on (an id of
 * `spec/conventions.ts`, itself naming a line of the conventions or the platform notes). A check may
 * sit below its case's level (a should check beside a must one), never above it.
 */
export function levelProblems(
  caseLevel: Level,
  caseSource: string | undefined,
  checks: CheckSpec[],
  section = 'cases',
): string[] {
  const problems: string[] = [];
  // A case whose every check only notes cannot fail: allowed for a teardown's look at what was left, nowhere else.
  if (section !== 'teardown' && checks.length > 0 && checks.every((c) => c.level === 'info'))
    problems.push('every check of this case is info-level, so it can never fail: give it a check that can');
  if (caseSource !== undefined && !convention(caseSource)) problems.push(unknownSource(caseSource));
  const unsourced: string[] = [];
  for (const check of checks) {
    const level = check.level ?? caseLevel;
    if (caseLevel === 'should' && check.level === 'must')
      problems.push(
        `check "${check.check}" is must-level in a should-level case: make the case must, or the check should`,
      );
    if (check.source !== undefined && !convention(check.source)) problems.push(unknownSource(check.source));
    if (level === 'should' && (check.source ?? caseSource) === undefined) unsourced.push(check.check);
  }
  if (unsourced.length > 0) {
    problems.push(
      `should-level check${unsourced.length > 1 ? 's' : ''} ${unsourced.map((c) => `"${c}"`).join(', ')} name${unsourced.length > 1 ? '' : 's'} no source: give the case or the check a \`source\` (a convention of spec/conventions.ts)`,
    );
  }
  return problems;
}

/** The same discipline for a generator entry: it names the convention each of its should-level checks rests on. */
export function generatorProblems(spec: GeneratorSpec): string[] {
  const problems: string[] = [];
  if (spec.source !== undefined && !convention(spec.source)) problems.push(unknownSource(spec.source));
  // Its cases take its level: at should level they stand on a convention, which it must name.
  if (spec.level === 'should' && spec.source === undefined)
    problems.push(
      `generator "${spec.generator}" is should-level (given, or the suite's default): name the convention its cases rest on (\`source\`), or give it \`level: must\``,
    );
  for (const [where, id] of Object.entries(generatorSources(spec))) {
    if (id === undefined)
      problems.push(
        `generator "${spec.generator}" needs ${where}: the convention (an id of spec/conventions.ts) its should-level checks rest on`,
      );
    else if (typeof id !== 'string' || !convention(id)) problems.push(unknownSource(String(id)));
  }
  return [...new Set(problems)];
}

function unknownSource(id: string): string {
  const near = conventionIds().filter((c) => c.split('.')[0] === id.split('.')[0]);
  return `unknown source "${id}"${near.length ? `; sources of that kind: ${near.join(', ')}` : ' (see spec/conventions.ts)'}`;
}
