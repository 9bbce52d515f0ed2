import {
  acceptsRefusal,
  answersStatus,
  changesDefault,
  failsRoute,
  refusesArgument,
  type Target,
} from '../../helpers/faults.js';
import { on, query, json, write, re, store, ORDER, of, noRoute, type Deviation } from './shared.js';

/** Deviations of each write the document lists, with each of its methods. */
export const METHODS: Deviation[] = [
  // ----- each write the document lists, with each of its methods
  ...(
    [
      ['the site name option cannot be read', 'admin-data', on('GET', '/shop-admin/options'), ['read-blogname']],
      [
        'the installed marketing plugins fail',
        'admin-data',
        on('GET', '/shop-admin/marketing/overview/installed-plugins'),
        ['find-installed-plugin'],
      ],
      [
        'an option cannot be written',
        'admin-data',
        write('/shop-admin/options'),
        ['options-written', 'options-written-patch', 'options-written-put'],
      ],
      [
        'an installed plugin cannot be activated',
        'admin-data',
        write('/shop-admin/marketing/overview/activate-plugin'),
        ['installed-plugin-activated', 'installed-plugin-activated-patch', 'installed-plugin-activated-put'],
      ],
      [
        'the gateway suggestions cannot be dismissed',
        'admin-data',
        on('POST', '/shop-admin/payment-gateway-suggestions/dismiss'),
        ['suggestions-dismissed'],
      ],
      [
        'a contact form cannot be created',
        'contact-form',
        on('POST', '/contact-form/v1/contact-forms'),
        ['own-form-created'],
      ],
      [
        'a contact form cannot be updated',
        'contact-form',
        write(re('/contact-form/v1/contact-forms/\\d+')),
        ['own-form-updated', 'own-form-updated-patch', 'own-form-updated-put'],
      ],
      [
        'feedback cannot be sent',
        'contact-form',
        on('POST', re('/contact-form/v1/contact-forms/\\d+/feedback')),
        ['own-form-feedback'],
      ],
      [
        "a form's feedback schema fails",
        'contact-form',
        on('GET', re('/contact-form/v1/contact-forms/\\d+/feedback/schema')),
        ['own-form-schema'],
      ],
      [
        "a form's refill fails",
        'contact-form',
        on('GET', re('/contact-form/v1/contact-forms/\\d+/refill')),
        ['own-form-refill'],
      ],
      [
        'a contact form cannot be deleted',
        'contact-form',
        on('DELETE', re('/contact-form/v1/contact-forms/\\d+')),
        ['own-form-deleted'],
      ],
      [
        "the coupons' batch cannot update",
        'coupons',
        write('/shop-analytics/coupons/batch', (r) => json(r).update !== undefined),
        ['batch-update', 'batch-update-patch', 'batch-update-put'],
      ],
      [
        'the UPE flag cannot be read',
        'gateway',
        on('GET', '/shop/v3/gateway/upe_flag_toggle'),
        ['read-upe-flag', 'upe-flag-read-on'],
      ],
      [
        'a payment method of the gateway cannot be read',
        'gateway',
        on('GET', '/shop/v3/gateway/payment-gateway/gateway'),
        ['read-card-gateway'],
      ],
      [
        'the UPE flag cannot be written',
        'gateway',
        write('/shop/v3/gateway/upe_flag_toggle'),
        ['upe-flag-on', 'upe-flag-restored'],
      ],
      [
        'a payment method of the gateway cannot be written',
        'gateway',
        write('/shop/v3/gateway/payment-gateway/gateway'),
        ['card-gateway-written', 'card-gateway-written-patch', 'card-gateway-written-put'],
      ],
      [
        'the gateway account cannot be refreshed',
        'gateway',
        write('/shop/v3/gateway/account/refresh'),
        ['account-refreshed', 'account-refreshed-patch', 'account-refreshed-put'],
      ],
      ['no connection token issued', 'gateway', on('POST', '/shop/v3/gateway/connection_tokens'), ['connection-token']],
      [
        'the OAuth connection cannot be started',
        'gateway',
        on('POST', '/shop/v1/connect/gateway/oauth/init'),
        ['oauth-init'],
      ],
      [
        'no gateway customer for an order',
        'gateway',
        on('POST', re('/shop/v3/gateway/orders/[^/]+/create_customer')),
        ['customer-for-order'],
      ],
      [
        'onboarding settings cannot be written',
        'insights',
        on('POST', '/insights/v1/onboarding/settings'),
        ['second-key-written', 'settings-written'],
      ],
      [
        'onboarding settings cannot be read',
        'insights',
        on('GET', '/insights/v1/onboarding/settings'),
        ['settings-read'],
      ],
      ['no connect URL given', 'insights', on('GET', '/insights/v1/onboarding/connect-url'), ['connect-url']],
      [
        'a licence key cannot be set',
        'insights',
        on('POST', '/insights/v1/onboarding/set-license-key'),
        ['license-key-set'],
      ],
      ['feedback cannot be given', 'insights', on('POST', '/insights/v1/feedback'), ['feedback-sent']],
      [
        'an onboarding key cannot be deleted',
        'insights',
        on('POST', '/insights/v1/onboarding/delete-onboarding-key'),
        ['key-deleted', 'second-key-deleted'],
      ],
      [
        "the notes' batch update fails",
        'notes',
        write('/shop-analytics/admin/notes/update', (r) => json(r).noteIds !== undefined),
        ['batch-update', 'batch-update-patch', 'batch-update-post', 'delete-all-undone'],
      ],
      [
        'a note cannot be activated by its name',
        'notes',
        write(re('/shop-analytics/admin/notes/experimental-activate-promo/[^/]+')),
        ['promo-activated', 'promo-activated-patch', 'promo-activated-put'],
      ],
      [
        "a note's action cannot be triggered",
        'notes',
        write(re('/shop-analytics/admin/notes/\\d+/action/[^/]+')),
        ['action-triggered', 'action-triggered-patch', 'action-triggered-put'],
      ],
      [
        'a note cannot be deleted',
        'notes',
        on('DELETE', re('/shop-analytics/admin/notes/delete/\\d+')),
        ['soft-deleted'],
      ],
      ['updating an order fails', 'orders', write(ORDER), ['update', 'update-patch', 'update-post']],
      // batch-mixed updates through the batch too.
      [
        "the orders' batch cannot update",
        'orders',
        write('/shop-analytics/orders/batch', (r) => json(r).update !== undefined),
        ['batch-mixed', 'batch-update', 'batch-update-patch', 'batch-update-put'],
      ],
      [
        'the security configuration cannot be written',
        'security',
        write('/security/v1/config'),
        ['config-written', 'config-written-patch', 'config-written-put'],
      ],
      ['a scan cannot be run', 'security', on('POST', '/security/v1/scan'), ['scan-run']],
      [
        'an issue cannot be given a status',
        'security',
        write('/security/v1/scan/issue'),
        ['issue-written', 'issue-written-patch', 'issue-written-put'],
      ],
    ] as [string, string, Target, string[]][]
  ).map(([name, suite, target, ids]): Deviation => ({
    name,
    suites: [suite],
    fault: failsRoute(target),
    fails: of(suite, ...ids),
  })),
  // The onboarding key of its own the required suite reads the onboarding routes' refusals with (their controls need one).
  {
    name: "the required suite's onboarding key cannot be made",
    suites: ['required'],
    fault: failsRoute(on('POST', '/insights/v1/onboarding/settings')),
    fails: ['required/create-onboarding-key'],
  },
  {
    name: "the required suite's onboarding key cannot be deleted",
    suites: ['required'],
    fault: failsRoute(on('POST', '/insights/v1/onboarding/delete-onboarding-key')),
    fails: ['required/delete-onboarding-key'],
  },
  {
    name: 'a route of the localized site not routed',
    suites: ['localized'],
    fault: answersStatus({ method: 'GET', path: '/oembed/1.0/embed', site: 'de' }, 404, noRoute),
    fails: ['localized/routed.get.oembed.1.0.embed'],
  },
  {
    name: "a product's status default not applied",
    suites: ['admin-products'],
    fault: changesDefault(on('POST', '/shop-analytics/products'), 'status', 'draft'),
    // The probe made without a status reads back a draft, which the publish filter leaves out.
    fails: ['admin-products/filter-status-publish', 'admin-products/publish-read-back'],
  },
  {
    name: "the proxy's default maxwidth not applied",
    suites: ['oembed'],
    fault: changesDefault(on('GET', '/oembed/1.0/proxy'), 'maxwidth', 500),
    fails: ['oembed/proxy-default-width'],
  },
  {
    name: 'the view context refused where it is given',
    suites: ['defaults'],
    fault: refusesArgument(on('GET', '/oembed/1.0', query('context', 'view')), 'context'),
    // The applied case, which compares with what the given one captured, is blocked by it.
    fails: of('defaults', 'default.oembed.1.0.given'),
  },
  {
    name: "the storefront products' per_page default not applied",
    suites: ['defaults'],
    fault: changesDefault(on('GET', '/shop/store/products'), 'per_page', 1),
    fails: ['defaults/default.shop.store.products.applied'],
  },
  {
    name: 'sub-request headers of any type taken',
    suites: ['nested'],
    fault: acceptsRefusal({
      method: 'POST',
      path: re('/batch/v1|/shop/store(?:/v1)?/batch'),
      status: 400,
      param: 'requests',
      when: (r) => JSON.stringify(json(r).requests ?? []).includes('"headers"'),
      answer: { status: 207, body: { responses: [] } },
    }),
    fails: of(
      'nested',
      ...['post.batch.v1', 'post.shop.store.batch', 'post.shop.store.v1.batch'].flatMap((route) => [
        `${route}.requests[].headers.member-wrong-type`,
        `${route}.requests[].headers{}.value-wrong-type`,
      ]),
    ),
  },
  {
    name: 'fee lines of any shape taken',
    suites: ['nested'],
    fault: acceptsRefusal({
      method: 'POST',
      path: '/shop-analytics/orders',
      status: 400,
      param: 'fee_lines',
      answer: { status: 201, body: { id: 1 } },
    }),
    fails: of(
      'nested',
      'post.shop-analytics.orders.fee_lines[].meta_data.member-wrong-type',
      'post.shop-analytics.orders.fee_lines[].tax_status.member-not-in-enum',
    ),
  },
  {
    // update-customer sanitises an email that is no address (spec/value-handling.ts): only its absence is refused.
    name: 'a billing address without an email taken by the cart',
    suites: ['nested'],
    fault: acceptsRefusal({
      method: 'POST',
      path: store('/cart/update-customer'),
      status: 400,
      param: 'billing_address',
      when: (r) => !String((json(r).billing_address as { email?: unknown } | undefined)?.email).includes('@'),
      answer: { body: {} },
    }),
    fails: of(
      'nested',
      ...['shop.store', 'shop.store.v1'].map(
        (ns) => `post.${ns}.cart.update-customer.billing_address.email.member-missing`,
      ),
    ),
  },
  {
    // The checkout validates it (spec/value-handling.ts: the platform's convention, should).
    name: 'a billing email that is no address taken by the checkout',
    suites: ['nested'],
    fault: acceptsRefusal({
      method: 'POST',
      path: store('/checkout'),
      status: 400,
      param: 'billing_address',
      when: (r) => {
        const email = (json(r).billing_address as { email?: unknown } | undefined)?.email;
        return typeof email === 'string' && !email.includes('@');
      },
      answer: { body: {} },
    }),
    fails: of(
      'nested',
      ...['shop.store', 'shop.store.v1'].map((ns) => `post.${ns}.checkout.billing_address.email.not-in-format`),
    ),
  },
];
