import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHttpTarget, type HttpTarget } from '../../helpers/http-target.js';
import type { CaseSpec } from '../../../src/model/suite.js';
import { exitCodeFor } from '../../../bin/exit-codes.js';
import { bareSuite, engineRunner } from '../../helpers/engine-runner.js';

/** A target that misbehaves in every way a broken or hostile shop can. */
let target: HttpTarget;
let base: string;
beforeAll(async () => {
  target = await startHttpTarget((req, res) => {
    const path = req.url ?? '';
    if (path.endsWith('/html')) {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end('<html>maintenance</html>');
      return;
    }
    if (path.endsWith('/truncated')) {
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': '1000' });
      res.write('{"a":');
      setTimeout(() => res.destroy(), 20);
      return;
    }
    if (path.endsWith('/huge')) {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(`["${'x'.repeat(300_000)}"]`);
      return;
    }
    // Never answers (closing the target ends it): a run that finishes at all was not waiting for it.
    if (path.endsWith('/slow')) return;
    if (path.endsWith('/reset')) {
      req.socket.destroy();
      return;
    }
    if (path.endsWith('/redirect')) {
      res.writeHead(302, { location: 'http://127.0.0.1:1/elsewhere' });
      res.end();
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end('{"ok":true}');
  });
  base = target.base;
});
afterAll(() => target.close());

function spec(id: string, path: string): CaseSpec {
  return {
    id,
    title: id,
    level: 'must',
    tags: [],
    requires: [],
    request: { method: 'GET', path },
    expect: [
      { check: 'status', value: 200 },
      { check: 'json', pointer: '/ok', equals: true },
    ],
    capture: {},
    origin: { file: 'x' },
  };
}

const suite = (cases: CaseSpec[]) => bareSuite('hostile', cases);

const runner = (baseUrl: string) => engineRunner(baseUrl, { timeoutMs: 400 });

describe('a hostile or broken target', () => {
  it('gives errored cases with clear messages, within the timeout, and never crashes', async () => {
    const result = await runner(base).run([
      suite([
        spec('fine', '/fine'),
        spec('html', '/html'),
        spec('truncated', '/truncated'),
        spec('huge', '/huge'),
        spec('slow', '/slow'),
        spec('reset', '/reset'),
        spec('redirect', '/redirect'),
      ]),
    ]);
    const byId = Object.fromEntries(result.suites[0]?.cases.map((c) => [c.id, c]) ?? []);
    expect(byId.fine?.outcome).toBe('passed');
    expect(byId.html).toMatchObject({ outcome: 'errored', error: { code: 'not-json' } });
    expect(byId.html?.error?.message).toContain('text/html');
    expect(byId.truncated?.outcome).toBe('errored');
    expect(['reset', 'protocol', 'timeout']).toContain(byId.truncated?.error?.code);
    expect(byId.huge).toMatchObject({ outcome: 'errored', error: { code: 'too-large' } });
    expect(byId.huge?.error?.message).toMatch(/larger than the size limit .*: cut after 100000 bytes, not judged/);
    expect(byId.huge?.exchange?.response?.truncated).toBe(true);
    expect(byId.slow).toMatchObject({ outcome: 'errored', error: { code: 'timeout' } });
    expect(byId.reset).toMatchObject({ outcome: 'errored', error: { code: 'reset' } });
    // A redirect is an answer to judge, never followed.
    expect(byId.redirect?.outcome).toBe('failed');
    expect(byId.redirect?.failures[0]).toMatchObject({ check: 'status', expected: 200, actual: 302 });
    expect(exitCodeFor(result)).toBe(1);
  });

  it('an unreachable target is one root cause, blocking every case, and exits 3', async () => {
    // A port that was just free: nothing listens there any more.
    const closed = await startHttpTarget(() => undefined);
    await closed.close();
    const result = await runner(closed.base).run([suite([spec('a', '/a'), spec('b', '/b')])]);
    expect(result.unreachable).toBe(true);
    expect(result.suites[0]?.cases.map((c) => [c.outcome, c.blockedBy])).toEqual([
      ['blocked', 'unreachable'],
      ['blocked', 'unreachable'],
    ]);
    expect(result.rootCauses).toHaveLength(1);
    expect(result.rootCauses[0]?.failure?.message).toMatch(/^target unreachable: connection refused/);
    expect(result.rootCauses[0]?.blocked.map((b) => b.id)).toEqual(['a', 'b']);
    expect(result.totals).toMatchObject({ blocked: 2, errored: 0, prerequisites: 1 });
    expect(exitCodeFor(result)).toBe(3);
  });
});
