import { describe, expect, it } from 'vitest';
import type { HttpResponse } from '../../src/http/client.js';
import { prepare } from '../../src/engine.js';
import { answeredSoFar, catalogDigest, digestOf, siteDescription, suitesDigest } from '../../src/results/provenance.js';
import { runIdFrom } from '../../src/util/run-id.js';

const answer = (body: string, truncated = false): HttpResponse => ({
  status: 200,
  headers: {},
  body,
  truncated,
  durationMs: 1,
});

describe('provenance', () => {
  it('digests data, not how its keys were ordered', () => {
    expect(digestOf({ a: 1, b: [{ c: 2, d: 3 }] })).toBe(digestOf({ b: [{ d: 3, c: 2 }], a: 1 }));
    expect(digestOf({ a: 1 })).not.toBe(digestOf({ a: 2 }));
    expect(catalogDigest()).toMatch(/^sha256:[0-9a-f]{64}$/);
  });

  it('the suites digest ignores where the files lie and changes with what a case sends', () => {
    const { suites } = prepare([]);
    const one = suites.slice(0, 3);
    const moved = one.map((s) => ({ ...s, file: `/elsewhere/${s.id}.yaml` }));
    expect(suitesDigest(moved)).toBe(suitesDigest(one));
    const [first, ...rest] = one;
    const changed = {
      ...first!,
      cases: first!.cases.map((c, i) => (i === 0 ? { ...c, request: { ...c.request, path: '/changed' } } : c)),
    };
    expect(suitesDigest([changed, ...rest])).not.toBe(suitesDigest(one));
    expect(suitesDigest(one.slice(0, 2))).not.toBe(suitesDigest(one));
  });

  it('the run id: given, else the CI run shared by a matrix, else new', () => {
    expect(runIdFrom('mine', { GITHUB_RUN_ID: '7' })).toBe('mine');
    expect(runIdFrom(undefined, { GITHUB_RUN_ID: '7', GITHUB_RUN_ATTEMPT: '2' })).toBe('github-7-2');
    expect(runIdFrom(undefined, { CI_PIPELINE_ID: '99' })).toBe('gitlab-99');
    const a = runIdFrom(undefined, {});
    expect(a).toMatch(/^[0-9a-f-]{36}$/);
    expect(runIdFrom(undefined, {})).not.toBe(a);
  });

  it('reads an answer so far without waiting for one that never comes', async () => {
    let answer!: (r: string) => void;
    const soFar = answeredSoFar(new Promise<string>((r) => (answer = r)));
    expect(soFar()).toBeUndefined();
    answer('index');
    await Promise.resolve();
    expect(soFar()).toBe('index');
    const refused = answeredSoFar(Promise.reject(new Error('refused')));
    await Promise.resolve();
    expect(refused()).toBeUndefined();
  });

  it("the site's self-description: what its index says, cut short; nothing from what is no index", async () => {
    const index = JSON.stringify({
      name: 'Shop',
      description: 'x'.repeat(1000),
      url: 'http://shop.test',
      home: 'http://shop.test',
      namespaces: ['shop/store', 7, 'shop/v3'],
      routes: {},
    });
    expect(siteDescription(answer(index))).toEqual({
      name: 'Shop',
      description: 'x'.repeat(200),
      url: 'http://shop.test',
      home: 'http://shop.test',
      namespaces: ['shop/store', 'shop/v3'],
    });
    expect(siteDescription(answer('<html>'))).toBeUndefined();
    expect(siteDescription(answer('[1]'))).toBeUndefined();
    expect(siteDescription(answer(index, true))).toBeUndefined();
    expect(siteDescription(undefined)).toBeUndefined();
  });
});
