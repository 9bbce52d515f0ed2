import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { CheckRegistry } from '../checks/registry.js';
import { generatorNames, isGenerator } from '../generators/registry.js';
import type { Suite } from '../model/suite.js';
import { packageRoot } from '../util/package-root.js';
import { SuiteLoadError, type SuiteProblem } from './errors.js';
import { loadSuiteCached } from './suite-cache.js';
import { variantsOf } from './variants.js';

export function builtInSuitesDir(): string {
  return join(packageRoot(), 'suites');
}

function yamlFiles(path: string): string[] {
  if (!existsSync(path)) throw new SuiteLoadError([{ file: path, message: 'no such file or folder' }]);
  if (statSync(path).isDirectory()) {
    return readdirSync(path)
      .filter((n) => /\.ya?ml$/.test(n))
      .sort()
      .map((n) => join(path, n));
  }
  return [path];
}

/**
 * Loads suite files (the built-in folder when none are named). All problems of all files are
 * collected before failing, so one run of `validate` shows everything to fix.
 */
export function loadSuites(paths: string[], checks: CheckRegistry): Suite[] {
  const files = (paths.length > 0 ? paths : [builtInSuitesDir()]).flatMap((p) => yamlFiles(resolve(p)));
  const suites: Suite[] = [];
  const problems: SuiteProblem[] = [];
  for (const file of files) {
    try {
      const suite = loadSuiteCached(file, checks);
      for (const g of suite.generators) {
        if (!isGenerator(g.generator))
          problems.push({
            file,
            message: `unknown generator "${g.generator}"; known generators: ${generatorNames().join(', ')}`,
          });
      }
      suites.push(suite, ...variantsOf(suite));
    } catch (error) {
      if (error instanceof SuiteLoadError) problems.push(...error.problems);
      else problems.push({ file, message: (error as Error).message });
    }
  }
  const ids = new Map<string, string>();
  for (const suite of suites) {
    const other = ids.get(suite.id);
    if (other) problems.push({ file: suite.file, message: `suite id "${suite.id}" is also used by ${other}` });
    ids.set(suite.id, suite.file);
  }
  if (problems.length > 0) throw new SuiteLoadError(problems);
  return suites;
}
