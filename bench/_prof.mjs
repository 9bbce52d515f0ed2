import { execFileSync } from 'node:child_process';
import { startEmbeddedServer } from '../dist/reference-server/embedded.js';
const server = await startEmbeddedServer();
const target = { baseUrl: server.url, apiRoot: server.apiRoot, admin: server.credentials.admin, customer: server.credentials.customer };
const arg = JSON.stringify({ target, concurrency: 8 });
for (let i = 0; i < 3; i++) execFileSync(process.execPath, ['bench/child-run.mjs', arg]);
console.log(execFileSync(process.execPath, ['--cpu-prof', '--cpu-prof-dir=' + process.argv[2], '--cpu-prof-interval', '100', 'bench/child-run.mjs', arg], { encoding: 'utf8' }).slice(0, 60));
await server.close();
