import { describe, expect, it } from 'vitest';
import { parseVocabulary, translator, VocabularyError } from '../../spec/vocabulary.js';

const problems = (input: unknown) => {
  try {
    parseVocabulary(input);
    return [];
  } catch (error) {
    return (error as VocabularyError).problems;
  }
};

describe('parseVocabulary', () => {
  it('accepts a map of known words and an API root', () => {
    expect(parseVocabulary({ words: { shop: 'acme', gateway: 'zippay' }, apiRoot: '/wp-json' })).toEqual({ words: { shop: 'acme', gateway: 'zippay' }, apiRoot: '/wp-json' });
  });

  it('refuses words the interface does not use, two words renamed alike, and unknown keys', () => {
    expect(problems({ words: { shoppe: 'x' } })).toEqual(['"shoppe" is not a word the interface uses (its words: shop, gateway, wallet, security, insights, contact-form, custom-blocks, site-tools, core)']);
    expect(problems({ words: { shop: 'acme', gateway: 'acme' } })).toEqual(['"shop" and "gateway" would both be "acme" on the site']);
    expect(problems({ words: { shop: 'gateway' } })).toEqual(['"shop" and "gateway" would both be "gateway" on the site']);
    expect(problems({ words: {}, extra: 1 })).toEqual(['unknown key "extra" (allowed: words, apiRoot)']);
    expect(problems({ words: { shop: 'Acme Co' } })[0]).toMatch(/lower-case letters/);
    expect(problems({ words: {}, apiRoot: 'wp-json' })).toEqual(['`apiRoot` must be a path such as /wp-json']);
  });

  it('allows a swap, since the map stays reversible', () => {
    expect(problems({ words: { shop: 'gateway', gateway: 'shop' } })).toEqual([]);
  });
});

describe('translator', () => {
  const t = translator({ words: { shop: 'acme', gateway: 'zippay', 'contact-form': 'inquiry', core: 'kern' } });
  it.each([
    ['/shop/store/cart', '/acme/store/cart'],
    ['shop_rest_cart_invalid_key', 'acme_rest_cart_invalid_key'],
    ['shop-analytics', 'acme-analytics'],
    ['/shop/v3/gateway/tokens/(?P<token_id>[a-z]{3}_[a-zA-Z0-9]{24})', '/acme/v3/zippay/tokens/(?P<token_id>[a-z]{3}_[a-zA-Z0-9]{24})'],
    ['gateway_sepa', 'zippay_sepa'],
    ['wallet-gateway', 'wallet-zippay'],
    ['x_shop_gateway_secret_key', 'x_acme_zippay_secret_key'],
    ['/routes/~1shop~1store', '/routes/~1acme~1store'],
    ['workshop', 'workshop'],
    ['shopping', 'shopping'],
    ['contact-form/v1', 'inquiry/v1'],
    ['core-site-health/v1', 'kern-site-health/v1'],
  ])('%s → %s and back', (neutral, site) => {
    expect(t.toSite(neutral)).toBe(site);
    expect(t.toNeutral(site)).toBe(neutral);
  });

  it('translates keys and values of JSON deeply', () => {
    expect(t.deepToSite({ routes: { '/shop/store': { namespace: 'shop/store', enum: ['gateway', 'bacs'] } } })).toEqual({
      routes: { '/acme/store': { namespace: 'acme/store', enum: ['zippay', 'bacs'] } },
    });
  });
});
