import type { CommandModule } from 'yargs';
import { argument } from '../../src/repro/curl.js';
import { parseCredential } from '../../reference-server/credentials.js';
import { SqliteDriverUnavailable } from '../../reference-server/storage/driver-error.js';
import { loadVocabulary, wholeNumber } from '../options.js';
import { EXIT } from '../exit-codes.js';

interface ServeArgs {
  port: string | number;
  host: string;
  db: string;
  admin?: string;
  customer?: string;
  'public-url'?: string;
  'api-root'?: string;
  vocabulary?: string;
}

export const serveCommand: CommandModule<object, ServeArgs> = {
  command: 'serve',
  describe: 'Run the reference server',
  builder: (y) =>
    y
      .option('port', { type: 'string', default: 8080, describe: 'Port to listen on (0 picks a free one)' })
      .option('host', { type: 'string', default: '127.0.0.1', describe: 'Address to listen on' })
      .option('db', { type: 'string', default: ':memory:', describe: 'SQLite database file (default: in memory)' })
      .option('admin', {
        type: 'string',
        describe: 'Administrator credentials user:password (env SHOP_CONFORMANCE_ADMIN)',
      })
      .option('customer', {
        type: 'string',
        describe: 'Non-administrator credentials user:password (env SHOP_CONFORMANCE_CUSTOMER)',
      })
      .option('public-url', { type: 'string', describe: 'Base URL the index reports instead of the request host' })
      .option('api-root', { type: 'string', describe: "Path of the API root (default /rest-api, or the vocabulary's)" })
      .option('vocabulary', {
        type: 'string',
        describe: "Serve under a site's own words: YAML or JSON map of neutral words",
      }),
  handler: async (argv) => {
    // Loaded here, not at the top: `--help` and the other commands need none of the server.
    const { startServer } = await import('../../reference-server/server.js');
    let port = 0;
    let admin;
    let customer;
    let vocabulary;
    try {
      port = wholeNumber('port', argv.port, 0, 65535);
      vocabulary = loadVocabulary(argv.vocabulary);
      const adminText = argv.admin ?? process.env.SHOP_CONFORMANCE_ADMIN;
      const customerText = argv.customer ?? process.env.SHOP_CONFORMANCE_CUSTOMER;
      admin = adminText ? parseCredential(adminText) : undefined;
      customer = customerText ? parseCredential(customerText) : undefined;
    } catch (error) {
      process.stderr.write(`shop-conformance serve: ${(error as Error).message}\n`);
      process.exit(EXIT.usage);
    }
    let server;
    try {
      server = await startServer({
        port,
        host: argv.host,
        dbPath: argv.db,
        admin,
        customer,
        publicUrl: argv['public-url'],
        apiRoot: argv['api-root'] ?? vocabulary?.apiRoot ?? '/rest-api',
        vocabulary,
      });
    } catch (error) {
      // A port in use, an address or a database file that cannot be had, no SQLite driver installed: the
      // user's to change, not a bug (4).
      const e = error as NodeJS.ErrnoException;
      if (!e.syscall && e.code !== 'SQLITE_CANTOPEN' && !(error instanceof SqliteDriverUnavailable)) throw error;
      process.stderr.write(`shop-conformance serve: ${e.message}\n`);
      process.exit(EXIT.usage);
    }
    // One write, so that whoever waits for the "listening" line has the credentials with it.
    const lines = [`Reference server listening on ${server.url}${server.apiRoot}/`];
    if (server.generated.admin)
      lines.push(`Administrator (generated): ${server.credentials.admin.login}:${server.credentials.admin.password}`);
    if (server.generated.customer)
      lines.push(`Customer (generated): ${server.credentials.customer.login}:${server.credentials.customer.password}`);
    // The credentials it made up, ready to paste (quoted: a generated password holds spaces); those it
    // was given are the user's, and never printed.
    if (server.generated.admin || server.generated.customer) {
      const { admin: a, customer: c } = server.credentials;
      const env = [
        server.generated.admin ? `SHOP_CONFORMANCE_AUTH=${argument(`${a.login}:${a.password}`)} ` : '',
        server.generated.customer ? `SHOP_CONFORMANCE_CUSTOMER_AUTH=${argument(`${c.login}:${c.password}`)} ` : '',
      ].join('');
      const api = server.apiRoot === '/rest-api' ? '' : ` --api-root ${argument(server.apiRoot)}`;
      lines.push(`Check it: ${env}npx --no shop-conformance run --base-url ${server.url}${api} --allow-writes`);
    }
    process.stdout.write(`${lines.join('\n')}\n`);
    const stop = async () => {
      await server.close();
      process.exit(EXIT.passed);
    };
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  },
};
