// The bare loop: the recorded requests of a run (file in argv[2]) sent with undici at the given
// concurrency (argv[3]), nothing else, in a process of its own. Prints { ms } as JSON; imports are not timed.
import { readFileSync } from 'node:fs';
import { Agent, request } from 'undici';

const requests = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const concurrency = Number(process.argv[3] ?? 8);
const agent = new Agent({ connections: concurrency });
let next = 0;
const cpuBefore = process.cpuUsage();
const started = performance.now();
await Promise.all(
  Array.from({ length: concurrency }, async () => {
    while (next < requests.length) {
      const r = requests[next++];
      const res = await request(r.url, { method: r.method, headers: r.headers, body: r.body, dispatcher: agent });
      await res.body.arrayBuffer();
    }
  }),
);
const ms = performance.now() - started;
const cpu = process.cpuUsage(cpuBefore);
await agent.close();
process.stdout.write(JSON.stringify({ ms, cpuMs: (cpu.user + cpu.system) / 1000, userMs: cpu.user / 1000 }));
