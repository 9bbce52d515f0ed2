#!/usr/bin/env node
// The CLI as users run it: bin/shop-conformance.ts and the embedded server's worker, each bundled with what
// it imports into dist/cli/ (ES modules, split into chunks that load only when a command asks for them).
//
// Why: a run started ~400 modules (our ~250 files, yargs, chalk, fastify and its ~100 CommonJS files),
// and resolving, reading and compiling them one by one was most of a short run's CPU: the e2e tests start
// the CLI about 120 times. tsc's dist/ (bin/, src/, ...) stays as it was, for the benches and for reading;
// the package's bin is the bundle. Source maps sit beside each file (`node --enable-source-maps`).
//
// Left outside the bundle, loaded from node_modules at run time (these, and only these, are package.json's
// dependencies: test/unit/storage-driver-install.test.ts; what the bundle holds is a devDependency):
// - better-sqlite3: a native addon, found next to its own files, and optional: reference-server/storage/
//   driver.ts loads it through createRequire when the reference server opens its database, and takes
//   node:sqlite when it is not installed;
// - undici, yaml, ajv and ajv-formats: our code loads them through createRequire (src/http/undici.ts,
//   src/util/on-demand.ts, src/util/validators.ts), part by part or only when a cache misses.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { chmodSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { swapIn } from './swap-in.mjs';
import { join, relative } from 'node:path';
import { build } from 'esbuild';

const ROOT = new URL('..', import.meta.url).pathname;
const OUT = join(ROOT, 'dist', 'cli');
const NEXT = join(ROOT, 'dist', 'cli.next');

/**
 * string-width (yargs' and cliui's, for the help's columns) builds an Intl.Segmenter and compiles
 * Unicode-property regular expressions as it loads: ~20 ms of every command's start-up, though only a
 * help text or a usage error measures a string. Each import of it gets a stand-in that loads the real
 * module on its first call: a module the bundle only require()s, esbuild evaluates when required.
 */
const lazyStringWidth = {
  name: 'lazy-string-width',
  setup(b) {
    b.onResolve({ filter: /^string-width$/ }, async (args) => {
      if (args.pluginData === 'real') return undefined;
      const real = await b.resolve(args.path, { resolveDir: args.resolveDir, kind: args.kind, pluginData: 'real' });
      if (real.errors.length > 0) return { errors: real.errors };
      // Relative to the checkout: the bundle must not name the folder it was built in.
      return { path: relative(ROOT, real.path), namespace: 'lazy-string-width' };
    });
    b.onLoad({ filter: /.*/, namespace: 'lazy-string-width' }, (args) => ({
      contents: [
        'let real;',
        'export default function stringWidth(text, options) {',
        `  real ??= require(${JSON.stringify(`./${args.path}`)}).default;`,
        '  return real(text, options);',
        '}',
      ].join('\n'),
      resolveDir: ROOT,
      loader: 'js',
    }));
  },
};

// Built beside the bundle in use, then swapped in (`swapIn`): a command running from dist/cli/ (a run
// in another terminal while `npm test` rebuilds) keeps every file it may still load.
rmSync(NEXT, { recursive: true, force: true });
// The catalogs' digest, from tsc's build of the same sources (built just before this script): the bundle
// carries it instead of building both catalogs and hashing them at every start.
const { catalogDigest } = await import(join(ROOT, 'dist', 'src', 'results', 'provenance.js'));
await build({
  define: { __SHOP_CATALOG_DIGEST__: JSON.stringify(catalogDigest()) },
  plugins: [lazyStringWidth],
  absWorkingDir: ROOT,
  entryPoints: {
    'shop-conformance': 'bin/cli.ts',
    // reference-server/embedded.ts starts it as `./embedded-worker.js` beside itself: here, beside its chunk.
    'embedded-worker': 'reference-server/embedded-worker.ts',
  },
  outdir: NEXT,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20.19',
  sourcemap: 'linked',
  // Whitespace, comments and syntax only; names stay, so a stack without the source map still reads.
  // V8 scans every byte of a module as it compiles it: the server's thread compiled 1.8 MB of fastify
  // and its own code on the path to its first answer (one-case run 255 → 241 ms, 21 alternating rounds).
  minifyWhitespace: true,
  minifySyntax: true,
  external: ['better-sqlite3'],
  // The CommonJS packages bundled (fastify's) call require() for Node's own modules, which an ES module
  // has no binding for: each output file gets one of its own.
  banner: {
    js: "import { createRequire as __shopRequire } from 'node:module';\nconst require = __shopRequire(import.meta.url);",
  },
  logLevel: 'warning',
});
chmodSync(join(NEXT, 'shop-conformance.js'), 0o755);

// The help texts, as yargs renders them (80 columns, no terminal), for bin/fast-help.ts.
const COMMANDS = ['run', 'list', 'validate', 'serve', 'init', 'openapi', 'expectations'];
const run = promisify(execFile);
const keys = ['--help', '--version', ...COMMANDS.map((c) => `${c} --help`)];
const rendered = await Promise.all(
  keys.map((key) =>
    run(process.execPath, [join(NEXT, 'shop-conformance.js'), ...key.split(' ')], {
      encoding: 'utf8',
      env: { ...process.env, SHOP_CONFORMANCE_NO_FAST_HELP: '1', NO_COLOR: '1' },
    }),
  ),
);
const texts = Object.fromEntries(keys.map((key, i) => [key, rendered[i].stdout]));
writeFileSync(join(NEXT, 'help.json'), JSON.stringify(texts));

// `run`'s option table, as yargs makes it from the command's builder, for bin/fast-argv.ts (tsc's build
// of bin/parser.ts, beside this bundle's: the same source).
const { optionTable } = await import(join(ROOT, 'dist', 'bin', 'parser.js'));
const { runCommand } = await import(join(ROOT, 'dist', 'bin', 'commands', 'run.js'));
writeFileSync(join(NEXT, 'argv.json'), JSON.stringify(optionTable(runCommand)));

swapIn(NEXT, OUT);

// The bin used to be tsc's dist/bin/shop-conformance.js, and npx keeps the bin link it made for a
// project (in ~/.npm/_npx) however the project's bin moves: a clone that ran `npx shop-conformance`
// before would run that file, without its executable bit ("Permission denied"). It forwards here.
const forwarder = join(ROOT, 'dist', 'bin', 'shop-conformance.js');
writeFileSync(
  `${forwarder}.next`,
  "#!/usr/bin/env node\n// The CLI is the bundle (scripts/bundle.mjs); this file only forwards to it.\nimport '../cli/shop-conformance.js';\n",
);
chmodSync(`${forwarder}.next`, 0o755);
renameSync(`${forwarder}.next`, forwarder);
