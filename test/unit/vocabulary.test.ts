import { describe, expect, it } from 'vitest';
import { translator } from '../../spec/translator.js';
import {
  describeVocabulary,
  parseVocabulary,
  renamesAnything,
  siteWordIn,
  VocabularyError,
} from '../../spec/vocabulary.js';

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
    expect(parseVocabulary({ words: { shop: 'acme', gateway: 'zippay' }, apiRoot: '/api-json' })).toEqual({
      words: { shop: 'acme', gateway: 'zippay' },
      apiRoot: '/api-json',
    });
  });

  it('refuses words the interface does not use, two words renamed alike, and unknown keys', () => {
    expect(problems({ words: { shoppe: 'x' } })).toEqual([
      '"shoppe" is not a word the interface uses (its words: shop, gateway, wallet, security, insights, contact-form, custom-blocks, site-tools, core)',
    ]);
    expect(problems({ words: { shop: 'acme', gateway: 'acme' } })).toEqual([
      '"shop" and "gateway" would both be "acme" on the site',
    ]);
    expect(problems({ words: { shop: 'gateway' } })).toEqual([
      '"shop" and "gateway" would both be "gateway" on the site',
    ]);
    expect(problems({ words: {}, extra: 1 })).toEqual(['unknown key "extra" (allowed: words, apiRoot)']);
    expect(problems({ words: { shop: 'Acme Co' } })[0]).toMatch(/lower-case letters/);
    expect(problems({ words: {}, apiRoot: 'api-json' })).toEqual(['`apiRoot` must be a path such as /api-json']);
  });

  it('allows a swap, since the map stays reversible', () => {
    expect(problems({ words: { shop: 'gateway', gateway: 'shop' } })).toEqual([]);
  });

  it('takes a word per context, and keeps the neutral word in the contexts left out', () => {
    const vocabulary = parseVocabulary({
      words: {
        shop: { path: 'mk', code: 'mercato' },
        gateway: { path: 'mk_paylane', value: 'paylane', header: 'MkPaylane' },
      },
    });
    expect(siteWordIn(vocabulary, 'shop', 'path')).toBe('mk');
    expect(siteWordIn(vocabulary, 'shop', 'code')).toBe('mercato');
    expect(siteWordIn(vocabulary, 'shop', 'value')).toBe('shop');
    expect(siteWordIn(vocabulary, 'gateway', 'header')).toBe('MkPaylane');
    expect(siteWordIn(vocabulary, 'wallet', 'path')).toBe('wallet');
    expect(describeVocabulary(vocabulary)).toEqual([
      'shop → mk (path), mercato (code)',
      'gateway → mk_paylane (path), paylane (value), MkPaylane (header)',
    ]);
    expect(renamesAnything(vocabulary)).toBe(true);
    expect(renamesAnything(parseVocabulary({ words: { shop: 'shop' } }))).toBe(false);
  });

  it('refuses unknown contexts, empty mappings, badly shaped words and collisions within one context', () => {
    expect(problems({ words: { shop: { route: 'mk' } } })).toEqual([
      '"shop": unknown context "route" (contexts: path, code, value, header)',
    ]);
    expect(problems({ words: { shop: {} } })).toEqual([
      '"shop": give at least one context (path, code, value, header)',
    ]);
    expect(problems({ words: { shop: { code: 'Woo Commerce' } } })[0]).toMatch(
      /"shop" in code: the site's word must be lower-case/,
    );
    expect(problems({ words: { shop: { path: 'mk' }, gateway: { path: 'mk' } } })).toEqual([
      '"shop" and "gateway" would both be "mk" on the site (path)',
    ]);
    // The same site word in two different contexts is fine: each context is read back on its own.
    expect(problems({ words: { shop: { path: 'mk' }, gateway: { code: 'mk' } } })).toEqual([]);
  });
});

describe('translator: whole identifier positions only', () => {
  // A site like the real platform, in invented words: namespaces say mk, codes mercato, gateway routes mk_paylane, payment ids paylane.
  const t = translator(
    parseVocabulary({
      words: {
        shop: { path: 'mk', code: 'mercato' },
        gateway: { path: 'mk_paylane', code: 'mk_paylane', value: 'paylane', header: 'MkPaylane' },
        core: 'kern',
        'contact-form': 'inquiry',
      },
      apiRoot: '/api-json',
    }),
  );

  it.each([
    ['/shop/store/cart', '/mk/store/cart'],
    ['/shop/store/v1/cart/items/(?P<key>[\\w-]{32})', '/mk/store/v1/cart/items/(?P<key>[\\w-]{32})'],
    ['shop/store', 'mk/store'],
    ['/shop-analytics/orders', '/mk-analytics/orders'],
    ['shop-analytics', 'mk-analytics'],
    ['/shop/v3/gateway/settings', '/mk/v3/mk_paylane/settings'],
    ['/shop-admin/payment-gateway-suggestions', '/mk-admin/payment-gateway-suggestions'],
    [
      '/shop/v3/gateway/payment-gateway/(?P<payment_gateway_id>[a-z0-9_]+)',
      '/mk/v3/mk_paylane/payment-gateway/(?P<payment_gateway_id>[a-z0-9_]+)',
    ],
    ['/contact-form/v1/contact-forms/(?P<id>\\d+)', '/inquiry/v1/contact-forms/(?P<id>\\d+)'],
    ['core-site-health/v1', 'kern-site-health/v1'],
    ['/shop/store/cart/add-item?quantity=2', '/mk/store/cart/add-item?quantity=2'],
    ['/workshop/shopping', '/workshop/shopping'],
    ['/', '/'],
  ])('path %s → %s and back', (neutral, site) => {
    expect(t.path(neutral, 'site')).toBe(site);
    expect(t.path(site, 'neutral')).toBe(neutral);
  });

  it.each([
    ['shop_rest_cart_invalid_key', 'mercato_rest_cart_invalid_key'],
    // shop_order and shop_coupon are the platform's post types, not brand words.
    ['shop_rest_shop_order_invalid_id', 'mercato_rest_shop_order_invalid_id'],
    ['shop_rest_shop_coupon_exists', 'mercato_rest_shop_coupon_exists'],
    ['shop_rest_security_issue_not_found', 'mercato_rest_security_issue_not_found'],
    ['shop_note_invalid_id', 'mercato_note_invalid_id'],
    ['gateway_no_token', 'mk_paylane_no_token'],
    ['rest_no_route', 'rest_no_route'],
    ['shopping_cart_error', 'shopping_cart_error'],
  ])('code %s → %s and back', (neutral, site) => {
    expect(t.code(neutral, 'site')).toBe(site);
    expect(t.code(site, 'neutral')).toBe(neutral);
  });

  it.each([
    ['gateway', 'paylane'],
    ['gateway_sepa', 'paylane_sepa'],
    // Both parts are brand words: the run of words at its start is the prefix.
    ['wallet-gateway', 'wallet-paylane'],
    ['bacs', 'bacs'],
    ['is_gateway_enabled', 'is_gateway_enabled'],
  ])('value %s → %s and back', (neutral, site) => {
    expect(t.value(neutral, 'site')).toBe(site);
    expect(t.value(site, 'neutral')).toBe(neutral);
  });

  it('header names: tokens, case-insensitively; names without a word keep their form', () => {
    expect(t.header('X-Shop-Gateway-Secret-Key', 'site')).toBe('X-Shop-MkPaylane-Secret-Key');
    expect(t.header('x-shop-mkpaylane-secret-key', 'neutral')).toBe('x-shop-gateway-secret-key');
    expect(t.header('Cart-Token', 'site')).toBe('Cart-Token');
    expect(t.header('X-Gateways', 'site')).toBe('X-Gateways');
  });

  it('JSON pointers and API URLs carry paths', () => {
    expect(t.pointer('/routes/~1shop~1store~1cart/_links/self/0/href', 'site')).toBe(
      '/routes/~1mk~1store~1cart/_links/self/0/href',
    );
    expect(t.url('http://shop.example/api-json/shop/store/cart', 'site')).toBe(
      'http://shop.example/api-json/mk/store/cart',
    );
    expect(t.url('<http://x/api-json/shop-analytics/orders?page=2>; rel="next"', 'site')).toBe(
      '<http://x/api-json/mk-analytics/orders?page=2>; rel="next"',
    );
    // A page of the site is not an API address, whatever its path says.
    expect(t.url('http://shop.example/shop/hoodie/', 'site')).toBe('http://shop.example/shop/hoodie/');
  });

  it('JSON values by the position they stand in', () => {
    expect(
      t.json(
        {
          code: 'shop_rest_cart_invalid_key',
          namespaces: ['shop/store', 'shop-analytics', 'oembed/1.0'],
          routes: {
            '/shop/store/cart': {
              namespace: 'shop/store',
              endpoints: [
                { args: { payment_method: { enum: ['gateway_sepa', 'bacs'] }, namespace: { default: 'shop-admin' } } },
              ],
              _links: { self: [{ href: 'http://x/api-json/shop/store/cart' }] },
            },
          },
          message: 'Sorry, the shop cannot do that.',
          headers: { 'X-Shop-Gateway-Secret-Key': 'gateway_value_is_a_secret' },
        },
        'site',
      ),
    ).toEqual({
      code: 'mercato_rest_cart_invalid_key',
      namespaces: ['mk/store', 'mk-analytics', 'oembed/1.0'],
      routes: {
        '/mk/store/cart': {
          namespace: 'mk/store',
          endpoints: [
            { args: { payment_method: { enum: ['paylane_sepa', 'bacs'] }, namespace: { default: 'mk-admin' } } },
          ],
          _links: { self: [{ href: 'http://x/api-json/mk/store/cart' }] },
        },
      },
      message: 'Sorry, the shop cannot do that.',
      headers: { 'X-Shop-MkPaylane-Secret-Key': 'gateway_value_is_a_secret' },
    });
  });

  it('test data without an interface word comes back as it is, in any case', () => {
    for (const text of ['conformance-cart-probe', 'CONFORMANCE-CART-PROBE', 'Conformance-Probe', 'conformance probe']) {
      expect(t.json({ code: text, name: text, search: [text] }, 'site')).toEqual({
        code: text,
        name: text,
        search: [text],
      });
    }
  });
});
