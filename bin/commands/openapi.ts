import type { CommandModule } from 'yargs';
import { failUsage, isUsageError, version } from '../fail.js';
import { loadVocabulary } from '../options.js';

interface OpenApiArgs {
  site: 'primary' | 'de';
  vocabulary?: string;
  'api-root'?: string;
}

export const openapiCommand: CommandModule<object, OpenApiArgs> = {
  command: 'openapi',
  describe: 'Print the interface as an OpenAPI 3.1 document (JSON), generated from the catalog',
  builder: (y) =>
    y
      .option('site', {
        choices: ['primary', 'de'] as const,
        default: 'primary' as const,
        describe: 'primary, or de: the localized site under /de',
      })
      .option('vocabulary', {
        type: 'string',
        describe: "YAML or JSON map of the interface's neutral words to the site's words (and its API root)",
      })
      .option('api-root', {
        type: 'string',
        describe: "Path of the API root below the base URL (default: the vocabulary's, else /rest-api)",
      }) as never,
  handler: async (argv) => {
    try {
      const vocabulary = loadVocabulary(argv.vocabulary);
      const { openApiDocument, openApiText } = await import('../../spec/openapi.js');
      const document = openApiDocument({
        site: argv.site,
        ...(vocabulary ? { vocabulary } : {}),
        ...(argv['api-root'] ? { apiRoot: argv['api-root'] } : {}),
        toolVersion: version(),
      });
      process.stdout.write(`${openApiText(document)}\n`);
    } catch (error) {
      if (isUsageError(error)) return failUsage('openapi', error);
      throw error;
    }
  },
};
