import { describe, expect, it } from 'vitest';
import type { HttpClient, HttpRequest, HttpResponse } from '../../src/http/client.js';
import { TransportError } from '../../src/http/client.js';
import { proxyConnectionFailure } from '../../src/http/proxy.js';
import {
  diagnoseIndex,
  indexDiagnosisMessage,
  MAX_DIAGNOSIS_REQUESTS,
  namedApiRoot,
  reliesOnIndex,
  settingsFor,
} from '../../src/site/index-diagnosis.js';
import type { TargetContext } from '../../src/http/request.js';
import type { CaseSpec } from '../../src/model/suite.js';

const INDEX = JSON.stringify({ name: 'Shop', namespaces: ['shop/store'], routes: { '/': {} } });
const LINK = (root: string) => ({ link: `<${root}>; rel="https://api.w.org/"` });

function answer(status: number, body: string, headers: Record<string, string> = {}): HttpResponse {
  return { status, headers, body, truncated: false, durationMs: 1 };
}
const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  answer(status, JSON.stringify(body), { 'content-type': 'application/json; charset=UTF-8', ...headers });
const html = (status: number, headers: Record<string, string> = {}) =>
  answer(status, '<!doctype html><html><body>Shop</body></html>', { 'content-type': 'text/html', ...headers });
const NO_ROUTE = { code: 'rest_no_route', message: 'No route was found matching the URL and request method.' };

/** A client answering each URL from a table (a 404 page for the rest), counting what it was sent. */
function fakeClient(table: Record<string, HttpResponse>): { client: HttpClient; sent: string[] } {
  const sent: string[] = [];
  const client = {
    send: (request: HttpRequest) => {
      sent.push(request.url);
      return Promise.resolve(table[request.url] ?? answer(404, 'Not Found', { 'content-type': 'text/plain' }));
    },
  } as unknown as HttpClient;
  return { client, sent };
}

const target = (baseUrl: string, apiRoot = '/rest-api'): TargetContext => ({ baseUrl, apiRoot, headers: {} });

async function diagnose(given: TargetContext, first: HttpResponse, table: Record<string, HttpResponse> = {}) {
  const { client, sent } = fakeClient(table);
  const diagnosis = await diagnoseIndex(Promise.resolve(first), client, given);
  return { diagnosis, sent };
}

describe('the index diagnosis: set-up mistakes', () => {
  it('the root given twice: the fix is the base URL without it, confirmed by one GET', async () => {
    const { diagnosis, sent } = await diagnose(target('http://h/rest-api'), json(404, NO_ROUTE), {
      'http://h/rest-api/': answer(200, INDEX, { 'content-type': 'application/json' }),
    });
    expect(diagnosis).toMatchObject({
      problem: 'root-twice',
      url: 'http://h/rest-api/rest-api/',
      suggestion: { baseUrl: 'http://h', apiRoot: '/rest-api', confirmed: true },
    });
    expect(sent).toEqual(['http://h/rest-api/']);
    const words = { baseUrl: '--base-url', apiRoot: '--api-root' };
    expect(indexDiagnosisMessage(diagnosis!, words)).toBe(
      'the API root http://h/rest-api/rest-api/ answered 404 (application/json; charset=UTF-8): the base URL ends in /rest-api and the API root is /rest-api, so the root is given twice; try --base-url http://h (the index answers there)',
    );
  });

  it('an HTML site: named as the site, the API root its Link header names suggested and confirmed', async () => {
    const { diagnosis } = await diagnose(target('http://h', '/api'), html(200, LINK('http://h/rest-api/')), {
      'http://h/rest-api/': answer(200, INDEX),
    });
    expect(diagnosis).toMatchObject({
      problem: 'html',
      suggestion: { baseUrl: 'http://h', apiRoot: '/rest-api', confirmed: true },
    });
    expect(indexDiagnosisMessage(diagnosis!)).toMatch(
      /^the API root http:\/\/h\/api\/ answered 200 \(text\/html\), an HTML page: this is the site, not its REST API; try the API root \/rest-api/,
    );
  });

  it('an HTML site without a Link header: the plain form looked at, and nothing found said so', async () => {
    const { diagnosis, sent } = await diagnose(target('http://h'), html(200));
    expect(diagnosis?.problem).toBe('html');
    expect(diagnosis?.suggestion).toBeUndefined();
    expect(sent).toEqual(['http://h/?rest_route=/']);
    expect(indexDiagnosisMessage(diagnosis!)).toMatch(/; check the base URL and the API root \(nothing else tried/);
  });

  it('the plain form answers an index naming the API root: that root is the fix', async () => {
    const { diagnosis } = await diagnose(target('http://h', '/wp'), json(404, NO_ROUTE), {
      'http://h/?rest_route=/': answer(200, INDEX, LINK('http://h/rest-api/')),
      'http://h/rest-api/': answer(200, INDEX),
    });
    expect(diagnosis).toMatchObject({ problem: 'elsewhere', suggestion: { apiRoot: '/rest-api', confirmed: true } });
  });

  it('a catch-all 404 that is not the REST API, a redirect, 200 text and JSON that is no index', async () => {
    expect((await diagnose(target('http://h'), answer(404, 'Not Found'))).diagnosis?.problem).toBe('not-found');
    expect((await diagnose(target('http://h'), json(404, { error: 'nope' }))).diagnosis?.problem).toBe('not-found');
    const redirect = await diagnose(target('http://h'), answer(301, '', { location: 'https://h/rest-api/' }), {
      'https://h/rest-api/': answer(200, INDEX),
    });
    expect(redirect.diagnosis).toMatchObject({
      problem: 'redirect',
      answered: '301 (no content type) to https://h/rest-api/',
      suggestion: { baseUrl: 'https://h', apiRoot: '/rest-api', confirmed: true },
    });
    expect(
      (await diagnose(target('http://h'), answer(200, 'OK', { 'content-type': 'text/plain' }))).diagnosis?.problem,
    ).toBe('not-json');
    expect((await diagnose(target('http://h'), json(200, [{ id: 1 }]))).diagnosis?.problem).toBe('not-index');
  });

  it('never sends more than its budget of requests', async () => {
    const { sent } = await diagnose(target('http://h/shop/rest-api'), html(404, LINK('http://elsewhere/x/')));
    expect(sent.length).toBeGreaterThan(0);
    expect(sent.length).toBeLessThanOrEqual(MAX_DIAGNOSIS_REQUESTS);
  });
});

describe("the index diagnosis: the target's own findings are left to the run", () => {
  it('a readable index, a partial one, no answer, a 5xx, a 401, a cut answer, a malformed index', async () => {
    const partial = JSON.stringify({ namespaces: [], routes: {} });
    const givens: Promise<HttpResponse>[] = [
      Promise.resolve(answer(200, INDEX)),
      Promise.resolve(answer(200, partial)),
      Promise.reject(new TransportError('timeout', 'no complete answer within 1000 ms')),
      Promise.resolve(html(500)),
      Promise.resolve(json(401, { code: 'rest_not_logged_in', message: 'no' })),
      Promise.resolve({ ...answer(200, '{"namespa'), truncated: true }),
      Promise.resolve(json(200, { namespaces: {}, routes: [] })),
    ];
    for (const given of givens) {
      const { client, sent } = fakeClient({});
      expect(await diagnoseIndex(given, client, target('http://h'))).toBeUndefined();
      expect(sent).toEqual([]);
    }
  });

  it("the REST API's own 404 at the API root with no index anywhere else: its index route is missing", async () => {
    // The same answer at the plain form: the API answers, but has no index (a finding, not a set-up mistake).
    const { diagnosis, sent } = await diagnose(target('http://h'), json(404, NO_ROUTE, LINK('http://h/rest-api/')), {
      'http://h/?rest_route=/': json(404, NO_ROUTE),
    });
    expect(diagnosis).toBeUndefined();
    expect(sent).toEqual(['http://h/?rest_route=/']);
  });
});

describe('the pieces', () => {
  it('reads the discovery Link header among others', () => {
    expect(
      namedApiRoot(
        answer(200, '', { link: '<http://h/a>; rel="next", <http://h/rest-api/>; rel="https://api.w.org/"' }),
      ),
    ).toBe('http://h/rest-api/');
    expect(namedApiRoot(answer(200, '', { link: '<http://h/a>; rel="next"' }))).toBeUndefined();
  });

  it('turns an API root address into a base URL and an API root', () => {
    const given = { baseUrl: 'http://h/shop', apiRoot: '/rest-api' };
    expect(settingsFor('http://h/shop/api-json/', given)).toMatchObject({
      baseUrl: 'http://h/shop',
      apiRoot: '/api-json',
    });
    expect(settingsFor('https://h/rest-api/', given)).toMatchObject({ baseUrl: 'https://h', apiRoot: '/rest-api' });
    expect(settingsFor('http://other/x/', given)).toMatchObject({ baseUrl: 'http://other', apiRoot: '/x' });
    expect(settingsFor('http://h/?rest_route=/', given)).toBeUndefined();
  });

  it('a run relies on the primary index when a case needs what it lists or reads it', () => {
    const spec = (path: string, site?: 'de') => ({ request: { path, ...(site ? { site } : {}) } }) as CaseSpec;
    expect(reliesOnIndex([{ spec: spec('/mine'), needs: [] }])).toBe(false);
    expect(reliesOnIndex([{ spec: spec('/', 'de'), needs: [] }])).toBe(false);
    expect(reliesOnIndex([{ spec: spec('/'), needs: [] }])).toBe(true);
    const need = {
      key: 'namespace:shop/store',
      kind: 'namespace' as const,
      subject: 'shop/store',
      site: 'primary' as const,
    };
    expect(reliesOnIndex([{ spec: spec('/shop/store/products'), needs: [need] }])).toBe(true);
  });

  it("a connection the proxy refused is the proxy's, a refusal elsewhere is not", () => {
    const refused = { code: 'ECONNREFUSED', address: '127.0.0.1', port: 1 };
    expect(proxyConnectionFailure(refused, 'http://127.0.0.1:1')).toBe(
      'proxy http://127.0.0.1:1 refused the connection',
    );
    expect(proxyConnectionFailure(refused, 'http://user:secret@127.0.0.1:1')).not.toContain('secret');
    expect(proxyConnectionFailure({ ...refused, port: 8080 }, 'http://127.0.0.1:1')).toBeUndefined();
    expect(proxyConnectionFailure(refused, undefined)).toBeUndefined();
    expect(proxyConnectionFailure({ code: 'ENOTFOUND', hostname: 'px.invalid' }, 'http://px.invalid:3128')).toBe(
      'proxy http://px.invalid:3128: its host was not found',
    );
  });
});
