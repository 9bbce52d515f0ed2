import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import type { CommandModule } from 'yargs';
import { EXIT } from '../exit-codes.js';
import { CONFIG_TEMPLATE, STARTER_SUITE } from '../templates.js';

interface InitArgs {
  dir: string;
  force: boolean;
}

/** What `init` writes, below `--dir`. */
export const INIT_FILES = { config: 'shop-conformance.yaml', suite: join('conformance', 'my-shop.yaml') } as const;

export const initCommand: CommandModule<object, InitArgs> = {
  command: 'init',
  describe: "Write a commented config file and a starter suite for the shop's own checks",
  builder: (y) =>
    y
      .option('dir', { type: 'string', default: '.', describe: 'Folder to write them in' })
      .option('force', { type: 'boolean', default: false, describe: 'Overwrite files that exist' }) as never,
  handler: (argv) => {
    const files = [
      { path: join(argv.dir, INIT_FILES.config), text: CONFIG_TEMPLATE(INIT_FILES.suite) },
      { path: join(argv.dir, INIT_FILES.suite), text: STARTER_SUITE },
    ];
    const existing = files.filter((f) => existsSync(f.path));
    if (existing.length > 0 && !argv.force) {
      process.stderr.write(
        `shop-conformance init: ${existing.map((f) => f.path).join(' and ')} exist${existing.length === 1 ? 's' : ''}; nothing was written (--force overwrites)\n`,
      );
      process.exitCode = EXIT.usage;
      return;
    }
    for (const f of files) {
      mkdirSync(dirname(f.path), { recursive: true });
      writeFileSync(f.path, f.text);
      process.stdout.write(`wrote ${relative(process.cwd(), f.path) || f.path}\n`);
    }
    const config = relative(process.cwd(), files[0]?.path ?? '') || INIT_FILES.config;
    process.stdout.write(
      `\nNext: npx --no shop-conformance validate ${relative(process.cwd(), files[1]?.path ?? '')}\n      npx --no shop-conformance run --config ${config}\n`,
    );
  },
};
