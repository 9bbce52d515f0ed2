import { describe, expect, it } from 'vitest';
import type { HttpResponse } from '../../../src/http/client.js';
import { sampleAddress, SAMPLE_COUNTRIES } from '../../../src/fixtures/addresses.js';
import { fill, MissingCaptureError, placeholderNames } from '../../../src/model/template.js';
import { takeCaptures } from '../../../src/runner/case-captures.js';
import { caseSpec } from '../../helpers/case-spec.js';

/**
 * The addresses a run writes are real where the site sells: the country and state are the site's (as
 * a new cart names them), street, town and postcode a real address there, read by member.
 */
const cart = (address: unknown): HttpResponse => ({
  status: 200,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ billing_address: address }),
  truncated: false,
  durationMs: 1,
});

function capture(address: unknown, nth = 1): unknown {
  const spec = caseSpec('open-cart', { capture: { home: { pointer: '/billing_address', address: nth } } });
  const captures = new Map<string, unknown>();
  const response = cart(address);
  takeCaptures(spec, response, () => JSON.parse(response.body), captures);
  return captures.get('home');
}

describe('sample addresses', () => {
  it('are real in the country and state the site named, those in its state first, the state in its words', () => {
    expect(capture({ country: 'US', state: 'TX' })).toEqual({
      address_1: '1100 Congress Ave',
      city: 'Austin',
      postcode: '78701',
      state: 'TX',
      country: 'US',
      phone: '+1 512 463 4630',
    });
    // A state written with its country's prefix (the platform's German states) is the table's, kept as written.
    expect(capture({ country: 'de', state: 'DE-HH' })).toMatchObject({
      city: 'Hamburg',
      state: 'DE-HH',
      country: 'DE',
    });
    // No state named: the country's towns in order, the state left empty as the site left it.
    expect(capture({ country: 'GB', state: '' }, 2)).toMatchObject({
      city: 'Manchester',
      postcode: 'M60 2LA',
      state: '',
    });
  });

  it('are three per country, in three towns, so that billing and shipping differ in every member', () => {
    for (const country of SAMPLE_COUNTRIES) {
      const three = [1, 2, 3].map((n) => sampleAddress(country, '', n));
      expect(
        three.every((a) => a !== undefined),
        country,
      ).toBe(true);
      expect(new Set(three.map((a) => a?.address_1)).size, country).toBe(3);
      expect(new Set(three.map((a) => a?.postcode)).size, country).toBe(3);
    }
    // In a state the table holds, its three towns are in that state.
    expect([1, 2, 3].map((n) => sampleAddress('US', 'CA', n)?.city)).toEqual([
      'Sacramento',
      'Los Angeles',
      'San Francisco',
    ]);
  });

  it('capture nothing for a country the table does not know, or an answer without a country', () => {
    expect(capture({ country: 'AQ', state: '' })).toBeUndefined();
    expect(capture({ state: 'CA' })).toBeUndefined();
    expect(capture('US')).toBeUndefined();
  });

  it('are read by member: the placeholder names the capture, a missing member is an error naming it', () => {
    const captures = new Map<string, unknown>([
      ['home', { city: 'Wien', postcode: '1010' }],
      ['cart.post.shop.store.checkout', 'token'],
    ]);
    const body = {
      city: '{{home/city}}',
      line: '{{home/postcode}} {{home/city}}',
      token: '{{cart.post.shop.store.checkout}}',
    };
    expect(placeholderNames(body)).toEqual(['home', 'home', 'home', 'cart.post.shop.store.checkout']);
    expect(fill(body, captures)).toEqual({ city: 'Wien', line: '1010 Wien', token: 'token' });
    expect(() => fill({ x: '{{home/street}}' }, captures)).toThrow(MissingCaptureError);
    expect(() => fill({ x: '{{home/street}}' }, captures)).toThrow('the capture "home" has no member "street"');
  });
});
