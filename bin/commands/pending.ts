import type { CommandModule } from 'yargs';
import { EXIT } from '../exit-codes.js';

/** A command whose engine has not landed yet: it says so and exits with the usage code. */
export function pendingCommand(name: string, describe: string): CommandModule {
  return {
    command: name,
    describe,
    builder: (y) => y.strict(false),
    handler: () => {
      process.stderr.write(`shop-conformance ${name}: the conformance engine is not available in this version yet.\n`);
      process.exit(EXIT.usage);
    },
  };
}
