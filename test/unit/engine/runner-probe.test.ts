import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHttpTarget, type HttpTarget } from '../../helpers/http-target.js';
import type { HttpRequest } from '../../../src/http/client.js';
import type { CaseSpec } from '../../../src/model/suite.js';
import { bareSuite, engineRunner } from '../../helpers/engine-runner.js';

let target: HttpTarget;
let base: string;
const hits: string[] = [];
beforeAll(async () => {
  target = await startHttpTarget((req, res) => {
    hits.push(`${req.method} ${req.url}`);
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end('{"namespaces":["shop/store/v1"],"routes":{"/shop/store/v1":{}}}');
  });
  base = target.base;
});
afterAll(() => target.close());

const read = (id: string, path: string, requires: CaseSpec['requires'] = []): CaseSpec => ({
  id,
  title: id,
  level: 'must',
  tags: [],
  requires,
  request: { method: 'GET', path },
  capture: {},
  origin: { file: 'x' },
  expect: [{ check: 'json', pointer: '/namespaces/0', equals: 'shop/store/v1' }],
});

function run(cases: CaseSpec[], record: (r: HttpRequest) => void) {
  return engineRunner(base, { record }).run([bareSuite('probe', cases)]);
}

describe('the first look at the target', () => {
  it('is the index, recorded like any request, and its answer serves the cases of a read-only suite that read the index', async () => {
    hits.length = 0;
    const recorded: string[] = [];
    const result = await run([read('one', '/'), read('two', '/'), read('other', '/shop/store/v1')], (r) =>
      recorded.push(`${r.method} ${r.url}`),
    );
    expect(result.totals).toMatchObject({ passed: 3, total: 3 });
    expect(hits).toEqual(['GET /rest-api/', 'GET /rest-api/shop/store/v1']);
    expect(recorded).toEqual([`GET ${base}/rest-api/`, `GET ${base}/rest-api/shop/store/v1`]);
  });

  it('is not shared with a suite that writes: its reads of the index go to the target', async () => {
    hits.length = 0;
    await run([read('before', '/'), read('write', '/x', ['writes']), read('after', '/')], () => undefined);
    expect(hits.filter((h) => h === 'GET /rest-api/')).toHaveLength(3);
  });
});
