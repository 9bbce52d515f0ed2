import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ReplyLedger } from '../../../src/replies/ledger.js';
import { findingId } from '../../../src/replies/suite.js';

/**
 * Answers recorded from running instances of the real platform (the project's reference notes: the
 * core's and the shop's observations, their brand words put in the interface's neutral ones, kept in
 * `test/fixtures/recorded-replies.json` with the line each was recorded at). Each passes the examination
 * of every answer but where the document contradicts the platform; those are listed below, each with the
 * line of the document that says otherwise. Some recordings kept only a few members of a body (the
 * recorder trimmed them): the members they left out are no finding of the platform's.
 */
interface Recorded {
  source: string;
  recorded: string;
  method: string;
  path: string;
  status: number;
  body: unknown;
}

const RECORDED: Recorded[] = JSON.parse(
  readFileSync(new URL('../../fixtures/recorded-replies.json', import.meta.url), 'utf8'),
) as Recorded[];

/** Recordings that kept only some members of the body: `member present` findings there are the recorder's. */
const TRIMMED: Record<string, string> = {
  'platform-core-observed.txt:164': 'the index recorded up to its routes, which the recording cut',
  'platform-shop-observed.txt:5': 'the index recorded with its namespaces only',
  'platform-shop-observed.txt:21': 'storefront products recorded with id, name and prices only',
  'platform-shop-observed.txt:33': 'administration products recorded with id, name and price only',
  'platform-shop-observed.txt:47': 'the cart recorded with items_count and totals only',
  'platform-shop-observed.txt:51': 'the cart recorded with items_count and totals only',
};

/** Where the platform answers otherwise than the document says: `source route member rule` → the document's line. */
const CONTRADICTIONS: Record<string, string> = {
  // The platform advertises its application passwords there; the document says the member is an empty array.
  'platform-core-observed.txt:164 GET / authentication type': 'shop-rest-interface.md:28, 348',
};

function findingsOf(r: Recorded): string[] {
  const ledger = new ReplyLedger();
  ledger.observe({
    site: 'primary',
    method: r.method,
    path: r.path,
    status: r.status,
    contentType: 'application/json; charset=UTF-8',
    json: () => r.body,
    who: r.source,
    exchange: () => ({ exchange: { request: { method: r.method, url: r.path, headers: {} } } }),
  });
  return ledger
    .findings()
    .filter((f) => !(f.rule === 'present' && r.source in TRIMMED))
    .map((f) => `${r.source} ${findingId(f)}`);
}

describe('answers recorded from the real platform, examined against the document', () => {
  it('hold everything the document says of them, but where it contradicts the platform (each listed with its line)', () => {
    expect(RECORDED.length).toBeGreaterThan(20);
    const found = RECORDED.flatMap(findingsOf).sort();
    expect(found).toEqual(Object.keys(CONTRADICTIONS).sort());
  });

  it('are examined: the storefront and administration answers among them have routes the document describes', () => {
    const ledger = new ReplyLedger();
    for (const r of RECORDED)
      ledger.observe({
        site: 'primary',
        method: r.method,
        path: r.path,
        status: r.status,
        contentType: 'application/json',
        json: () => r.body,
        who: r.source,
        exchange: () => ({ exchange: { request: { method: r.method, url: r.path, headers: {} } } }),
      });
    const routes = ledger.routes().map((x) => x.route);
    expect(routes).toEqual(
      expect.arrayContaining([
        'GET /',
        'POST /shop/store/v1/cart/add-item',
        'GET /shop/store/v1/cart',
        'POST /batch/v1',
      ]),
    );
  });
});
