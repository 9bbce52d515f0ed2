/** A suite file that cannot be used: where, and what is wrong. Exit code 2 territory. */
export interface SuiteProblem {
  file: string;
  line?: number | undefined;
  column?: number | undefined;
  path?: string | undefined;
  message: string;
}

export class SuiteLoadError extends Error {
  readonly code = 'suite-invalid';

  constructor(readonly problems: SuiteProblem[]) {
    super(problems.map(formatProblem).join('\n'));
  }
}

export function formatProblem(p: SuiteProblem): string {
  const where = p.line !== undefined ? `${p.file}:${p.line}${p.column !== undefined ? `:${p.column}` : ''}` : p.file;
  return `${where}: ${p.path ? `${p.path}: ` : ''}${p.message}`;
}
