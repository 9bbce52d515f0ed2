import type { CommandModule } from 'yargs';
import { failUsage } from '../fail.js';
import { selectionFrom, splitSuites, withSelection, type SelectionArgs } from '../options.js';

interface ListArgs extends SelectionArgs {
  json: boolean;
}

export const listCommand: CommandModule<object, ListArgs> = {
  command: 'list',
  describe: 'List suites and the cases the filters keep',
  builder: (y) =>
    withSelection(y).option('json', { type: 'boolean', default: false, describe: 'Machine-readable output' }) as never,
  handler: async (argv) => {
    const { checkSelection, prepare } = await import('../../src/engine.js');
    const { makePlan } = await import('../../src/plan/plan.js');
    try {
      const { suites } = prepare(splitSuites(argv.suite).load);
      const selection = selectionFrom(argv, { admin: true, customer: true });
      const plan = makePlan(suites, selection);
      checkSelection(suites, selection, argv['allow-empty'], plan);
      const { cases } = plan;
      if (argv.json) {
        const rows = cases.map(({ suite, spec }) => ({
          suite: suite.id,
          id: spec.id,
          title: spec.title,
          level: spec.level,
          tags: spec.tags,
          requires: spec.requires,
          method: spec.request.method,
          path: spec.request.path,
          ...(spec.origin.generator ? { generator: spec.origin.generator } : {}),
        }));
        process.stdout.write(
          `${JSON.stringify({ suites: suites.map((s) => ({ id: s.id, title: s.title, file: s.file })), cases: rows }, null, 2)}\n`,
        );
        return;
      }
      for (const suite of suites) {
        const own = cases.filter((c) => c.suite === suite);
        if (own.length === 0) continue;
        process.stdout.write(`${suite.id} — ${suite.title} (${own.length} cases)\n`);
        for (const { spec } of own)
          process.stdout.write(
            `  ${spec.level.padEnd(6)} ${spec.id}  ${spec.title}${spec.requires.includes('writes') ? '  [writes]' : ''}\n`,
          );
      }
      // Counted as a run counts them (its first line): the suites the selection keeps a case of.
      const kept = suites.filter((suite) => cases.some((c) => c.suite === suite)).length;
      process.stdout.write(
        `${cases.length} case${cases.length === 1 ? '' : 's'} in ${kept} suite${kept === 1 ? '' : 's'}\n`,
      );
    } catch (error) {
      failUsage('list', error);
    }
  },
};
