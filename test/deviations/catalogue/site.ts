import { RestError } from '../../../reference-server/http/errors.js';
import {
  acceptsRefusal,
  altersAnswers,
  answered,
  answersStatus,
  changesDefault,
  failsRoute,
  ignoresArgument,
  permissionFirst,
  refuses,
  refusesValue,
  rewritesAnswer,
  rewritesField,
  rewritesIndex,
} from '../../helpers/faults.js';
import { on, query, json, write, re, LOCATION, of, error, noRoute, type Deviation } from './shared.js';

/** Deviations of the gateway, oEmbed and the site services. */
export const SITE: Deviation[] = [
  // ----- gateway
  {
    name: 'gateway: a token id of the wrong pattern accepted',
    suites: ['gateway'],
    fault: answersStatus({ path: '/shop/v3/gateway/tokens/tok_short' }, 200, { id: 'tok_short' }),
    fails: ['gateway/token-pattern-short'],
  },
  {
    name: 'gateway: a setting not written',
    suites: ['gateway'],
    fault: ignoresArgument(write('/shop/v3/gateway/settings'), 'title'),
    // The second values are written only once the first read back (blocked by it).
    fails: ['gateway/settings-read-a'],
  },
  {
    name: 'gateway: a setting not taken by PUT',
    suites: ['gateway'],
    fault: ignoresArgument(on('PUT', '/shop/v3/gateway/settings'), 'is_debug_log_enabled'),
    fails: ['gateway/settings-read-b'],
  },
  {
    name: 'gateway: a setting read back as it was before',
    suites: ['gateway'],
    fault: rewritesField(on('GET', '/shop/v3/gateway/settings'), '/payment_request_button_theme', 'dark'),
    fails: ['gateway/settings-read-a'],
  },
  {
    name: 'the gateway settings fail',
    suites: ['gateway'],
    fault: failsRoute(on('GET', '/shop/v3/gateway/settings')),
    fails: of('gateway', 'read-settings', 'settings-read-a'),
  },
  {
    name: 'the gateway settings cannot be written',
    suites: ['gateway'],
    fault: failsRoute(write('/shop/v3/gateway/settings')),
    fails: of('gateway', 'settings-restored', 'settings-written-a'),
  },
  {
    name: 'gateway: the last button type refused',
    suites: ['gateway'],
    fault: refusesValue(
      on('PUT', '/shop/v3/gateway/settings', (r) => json(r).payment_request_button_type === 'book'),
      'payment_request_button_type',
    ),
    fails: ['gateway/settings-written-b'],
  },
  {
    name: 'gateway: the UPE flag not written',
    suites: ['gateway'],
    fault: ignoresArgument(write('/shop/v3/gateway/upe_flag_toggle'), 'is_upe_enabled'),
    fails: ['gateway/upe-flag-read-off'],
  },
  {
    name: 'gateway: the UPE flag cannot be written with PUT',
    suites: ['gateway'],
    fault: failsRoute(on('PUT', '/shop/v3/gateway/upe_flag_toggle')),
    fails: ['gateway/upe-flag-off'],
  },
  {
    name: 'gateway: the UPE flag read as on whatever it is',
    suites: ['gateway'],
    fault: rewritesField(on('GET', '/shop/v3/gateway/upe_flag_toggle'), '/is_upe_enabled', true),
    fails: ['gateway/upe-flag-read-off'],
  },
  {
    name: 'gateway: the UPE flag read as off whatever it is',
    suites: ['gateway'],
    fault: rewritesField(on('GET', '/shop/v3/gateway/upe_flag_toggle'), '/is_upe_enabled', false),
    fails: ['gateway/upe-flag-read-on'],
  },
  {
    name: 'gateway: a test key not written',
    suites: ['gateway'],
    fault: ignoresArgument(write('/shop/v3/gateway/account_keys'), 'test_webhook_secret'),
    fails: ['gateway/test-keys-read-b'],
  },
  {
    name: 'gateway: the account keys cannot be written with PUT',
    suites: ['gateway'],
    fault: failsRoute(on('PUT', '/shop/v3/gateway/account_keys')),
    // What reads the keys after it waits for it: blocked.
    fails: ['gateway/test-keys-written-b'],
  },
  {
    name: 'gateway: the account keys cannot be read',
    suites: ['gateway'],
    fault: failsRoute(on('GET', '/shop/v3/gateway/account_keys')),
    // What reads the keys after the first read is blocked by it.
    fails: ['gateway/test-keys-read-a'],
  },
  ...(
    [
      ['payment_request_button_theme', 'theme-enum'],
      ['payment_request_button_type', 'button-type-enum'],
      ['payment_request_button_size', 'button-size-enum'],
      ['payment_request_button_locations', 'locations-enum'],
      ['enabled_payment_method_ids', 'method-ids-enum'],
      ['is_gateway_enabled', 'boolean-setting-type'],
    ] as const
  ).map(([param, id]): Deviation => ({
    name: `a ${param} the settings do not take accepted`,
    suites: ['gateway'],
    fault: acceptsRefusal({
      method: 'POST',
      path: '/shop/v3/gateway/settings',
      status: 400,
      param,
      answer: { body: {} },
    }),
    fails: [`gateway/${id}`],
  })),
  {
    name: 'a token id without the underscore routed',
    suites: ['gateway'],
    fault: answersStatus({ path: '/shop/v3/gateway/tokens/tok-A1A1A1A1A1A1A1A1A1A1A1A1' }, 200, {
      id: 'tok-A1A1A1A1A1A1A1A1A1A1A1A1',
    }),
    fails: ['gateway/token-pattern-separator'],
  },
  {
    name: 'a token id one character too long routed as the token it begins with',
    suites: ['gateway'],
    fault: answersStatus({ path: '/shop/v3/gateway/tokens/tok_A1A1A1A1A1A1A1A1A1A1A1A1B' }, 200, {
      id: 'tok_A1A1A1A1A1A1A1A1A1A1A1A1',
    }),
    fails: ['gateway/token-pattern-long'],
  },
  {
    name: 'a payment method id with a capital letter served as the lower-case one',
    suites: ['gateway'],
    fault: answersStatus({ method: 'GET', path: '/shop/v3/gateway/payment-gateway/Bacs' }, 200, { id: 'bacs' }),
    fails: ['gateway/payment-gateway-id-capitalised'],
  },
  {
    name: 'an order id with a letter after its digits served as the order',
    suites: ['gateway'],
    fault: acceptsRefusal({
      method: 'POST',
      path: re('/shop/v3/gateway/orders/\\d+x/create_customer'),
      status: 404,
      answer: { body: { id: 'cus_x' } },
    }),
    fails: ['gateway/customer-order-id-outside'],
  },
  {
    name: 'a token id of the pattern not routed',
    suites: ['gateway'],
    fault: answersStatus({ path: '/shop/v3/gateway/tokens/tok_A1A1A1A1A1A1A1A1A1A1A1A1' }, 404, noRoute),
    fails: ['gateway/token-pattern-routed'],
  },
  {
    name: 'a terminal location without address taken',
    suites: ['gateway'],
    fault: acceptsRefusal({
      method: 'POST',
      path: '/shop/v3/gateway/terminal/locations',
      status: 400,
      param: 'address',
      answer: { body: { id: 'tml_x' } },
    }),
    fails: ['gateway/location-requires-address'],
  },
  {
    name: 'a terminal location without display_name taken',
    suites: ['gateway'],
    fault: acceptsRefusal({
      method: 'POST',
      path: '/shop/v3/gateway/terminal/locations',
      status: 400,
      param: 'display_name',
      answer: { body: { id: 'tml_x' } },
    }),
    fails: ['gateway/location-requires-display-name'],
  },
  {
    name: "a terminal location's name not kept when it is created",
    suites: ['gateway'],
    fault: ignoresArgument(on('POST', '/shop/v3/gateway/terminal/locations'), 'display_name'),
    fails: of('gateway', 'location-create', 'location-read'),
    shouldOnly: ['gateway/location-create'],
  },
  {
    name: 'a terminal location read with another address',
    suites: ['gateway'],
    fault: rewritesField(on('GET', LOCATION), '/address', {}),
    // The update waits for the first read: blocked by it.
    fails: ['gateway/location-read'],
  },
  {
    name: 'terminal locations listed whatever the limit',
    suites: ['gateway'],
    fault: ignoresArgument(on('GET', '/shop/v3/gateway/terminal/locations'), 'limit'),
    fails: ['gateway/locations-limit'],
  },
  {
    name: 'terminal locations listed empty when a limit is given',
    suites: ['gateway'],
    fault: rewritesAnswer(
      on('GET', '/shop/v3/gateway/terminal/locations', query('limit')),
      'no location listed under a limit',
      () => [],
    ),
    fails: ['gateway/locations-limit'],
  },
  {
    name: 'terminal locations listed from the start whatever starting_after says',
    suites: ['gateway'],
    fault: ignoresArgument(on('GET', '/shop/v3/gateway/terminal/locations'), 'starting_after'),
    fails: ['gateway/locations-starting-after'],
  },
  {
    name: 'terminal locations listed to the end whatever ending_before says',
    suites: ['gateway'],
    fault: ignoresArgument(on('GET', '/shop/v3/gateway/terminal/locations'), 'ending_before'),
    fails: ['gateway/locations-ending-before'],
  },
  {
    name: 'a terminal location renamed in the reply only',
    suites: ['gateway'],
    fault: ignoresArgument(on('POST', LOCATION), 'display_name'),
    fails: of('gateway', 'location-read-renamed', 'location-update'),
    shouldOnly: ['gateway/location-update'],
  },
  {
    name: 'a terminal location not moved',
    suites: ['gateway'],
    fault: ignoresArgument(on('POST', LOCATION), 'address'),
    fails: ['gateway/location-read-renamed'],
  },
  {
    name: 'a terminal location cannot be read',
    suites: ['gateway'],
    fault: failsRoute(on('GET', LOCATION)),
    fails: ['gateway/location-read'],
  },
  {
    name: 'a terminal location cannot be renamed',
    suites: ['gateway'],
    fault: failsRoute(on('POST', LOCATION)),
    fails: ['gateway/location-update'],
  },
  {
    name: 'the terminal locations cannot be listed',
    suites: ['gateway'],
    fault: failsRoute(on('GET', '/shop/v3/gateway/terminal/locations')),
    fails: of('gateway', 'locations-ending-before', 'locations-limit', 'locations-starting-after'),
  },
  {
    name: 'capture_terminal_payment without payment_intent_id taken',
    suites: ['gateway'],
    fault: acceptsRefusal({
      method: 'POST',
      path: re('/shop/v3/gateway/orders/[^/]+/capture_terminal_payment'),
      status: 400,
      param: 'payment_intent_id',
      answer: { body: {} },
    }),
    fails: ['gateway/capture-requires-intent'],
  },
  {
    name: 'an account key read in clear',
    suites: ['gateway'],
    fault: rewritesField(on('GET', '/shop/v3/gateway/account_keys'), '/live_secret_key', 'sk_live_inclear'),
    fails: ['gateway/keys-masked'],
  },
  {
    name: 'the masked value sent back taken as the key',
    suites: ['gateway'],
    fault: rewritesField(write('/shop/v3/gateway/account_keys'), '/test_secret_key', 'sk_test_**********'),
    fails: of('gateway', 'masked-round-trip', 'masked-round-trip-patch', 'masked-round-trip-put'),
  },
  ...(['publishable_key', 'secret_key', 'webhook_secret'] as const).map((param): Deviation => ({
    name: `a live ${param} of any type taken`,
    suites: ['gateway'],
    fault: acceptsRefusal({
      method: 'POST',
      path: '/shop/v3/gateway/account_keys',
      status: 400,
      param,
      when: (r) => typeof json(r)[param] !== 'string',
      answer: { body: {} },
    }),
    fails: [`gateway/live-${param.replace(/_/g, '-')}-string`],
  })),
  {
    name: 'a secret key with a publishable prefix taken',
    suites: ['gateway'],
    fault: acceptsRefusal({
      method: 'POST',
      path: '/shop/v3/gateway/account_keys',
      status: 400,
      param: 'secret_key',
      when: (r) => typeof json(r).secret_key === 'string',
      answer: { body: {} },
    }),
    fails: ['gateway/secret-key-prefix'],
  },

  // ----- oEmbed
  {
    name: 'oembed: maxwidth ignored',
    suites: ['oembed'],
    fault: ignoresArgument(on('GET', '/oembed/1.0/embed'), 'maxwidth'),
    fails: of('oembed', 'maxwidth-400', 'maxwidth-clamped-low'),
  },
  {
    name: 'oembed: url ignored',
    suites: ['oembed'],
    fault: ignoresArgument(on('GET', '/oembed/1.0/embed'), 'url'),
    fails: of('oembed', 'maxwidth-400', 'maxwidth-clamped-high', 'maxwidth-clamped-low', 'width-600-given', 'xml'),
  },
  {
    name: 'oembed: the default format xml',
    suites: ['oembed'],
    fault: changesDefault(on('GET', '/oembed/1.0/embed'), 'format', 'xml'),
    // Every embed asked without format answers XML.
    fails: of('oembed', 'maxwidth-400', 'maxwidth-clamped-high', 'maxwidth-clamped-low', 'page-embed'),
  },
  {
    name: "oembed: the proxy's url ignored",
    suites: ['oembed'],
    fault: ignoresArgument(on('GET', '/oembed/1.0/proxy'), 'url'),
    fails: of('oembed', 'proxy-maxwidth-400', 'proxy-width-600-given'),
  },
  {
    name: "oembed: the proxy's maxwidth ignored",
    suites: ['oembed'],
    fault: ignoresArgument(on('GET', '/oembed/1.0/proxy'), 'maxwidth'),
    fails: ['oembed/proxy-maxwidth-400'],
  },
  ...(
    [
      ['maxheight', 'proxy-maxheight-integer'],
      ['discover', 'proxy-discover-boolean'],
    ] as const
  ).map(([param, id]): Deviation => ({
    name: `a proxy ${param} of any type taken`,
    suites: ['oembed'],
    fault: acceptsRefusal({ method: 'GET', path: '/oembed/1.0/proxy', status: 400, param, answer: { body: {} } }),
    fails: [`oembed/${id}`],
  })),
  {
    name: 'oembed: the proxy open to anonymous callers',
    suites: ['oembed'],
    fault: acceptsRefusal({ path: '/oembed/1.0/proxy', status: 401, answer: { body: { version: '1.0' } } }),
    fails: ['oembed/proxy-anonymous'],
  },
  {
    name: 'an embed without url taken',
    suites: ['oembed', 'errors'],
    fault: acceptsRefusal({
      method: 'GET',
      path: '/oembed/1.0/embed',
      status: 400,
      param: 'url',
      answer: { body: {} },
    }),
    fails: ['errors/missing-required', 'oembed/missing-url'],
  },
  {
    name: 'the default maxwidth not applied',
    suites: ['oembed'],
    fault: changesDefault(on('GET', '/oembed/1.0/embed'), 'maxwidth', 500),
    fails: ['oembed/page-embed'],
  },
  {
    name: 'maxwidth not clamped',
    suites: ['oembed'],
    fault: rewritesField(on('GET', '/oembed/1.0/embed', query('maxwidth', '2000')), '/width', 2000),
    fails: ['oembed/maxwidth-clamped-high'],
  },
  {
    name: 'format xml ignored',
    suites: ['oembed'],
    fault: ignoresArgument(on('GET', '/oembed/1.0/embed'), 'format'),
    fails: ['oembed/xml'],
  },
  {
    name: "a URL that is not the site's embedded",
    suites: ['oembed'],
    fault: acceptsRefusal({
      method: 'GET',
      path: '/oembed/1.0/embed',
      status: 404,
      answer: { body: { version: '1.0', type: 'rich' } },
    }),
    fails: ['oembed/unknown-url'],
  },
  {
    name: 'the proxy without url taken',
    suites: ['oembed'],
    fault: acceptsRefusal({
      method: 'GET',
      path: '/oembed/1.0/proxy',
      status: 400,
      param: 'url',
      answer: { body: {} },
    }),
    fails: ['oembed/proxy-validates-first'],
  },
  {
    name: 'the proxy checks permission before it validates',
    suites: ['oembed'],
    fault: permissionFirst({ path: '/oembed/1.0/proxy' }),
    fails: ['oembed/proxy-validates-first'],
    shouldOnly: ['oembed/proxy-validates-first'],
  },
  {
    name: 'a proxy format outside json and xml taken',
    suites: ['oembed'],
    fault: acceptsRefusal({
      method: 'GET',
      path: '/oembed/1.0/proxy',
      status: 400,
      param: 'format',
      answer: { body: {} },
    }),
    fails: ['oembed/proxy-format-enum'],
  },

  {
    name: 'the catalogue fails for the errors suite (its controls embed a product page)',
    suites: ['errors'],
    fault: failsRoute(on('GET', '/shop/store/products')),
    fails: ['errors/find-page'],
  },

  // ----- the site services
  {
    name: 'security: the issues route missing',
    suites: ['security'],
    fault: altersAnswers(
      'scan issues not routed',
      'GET /security/v1/scan/issues answers rest_no_route.',
      on('GET', '/security/v1/scan/issues'),
      (response) => (response.status === 200 ? answered(response, 404, error('rest_no_route', 404, 'x')) : response),
    ),
    fails: of('security', 'find-issue', 'security-issues'),
  },
  {
    name: 'the security configuration fails',
    suites: ['security'],
    fault: failsRoute(on('GET', '/security/v1/config')),
    // config-written, which writes back what read-config captured, is blocked by it.
    fails: of('security', 'read-config', 'security-config'),
  },
  {
    name: 'a scan cannot be stopped',
    suites: ['security'],
    fault: failsRoute(on('DELETE', '/security/v1/scan')),
    fails: ['security/scan-start-stop'],
  },
  {
    name: 'an unknown scan issue updated',
    suites: ['security'],
    fault: [
      acceptsRefusal({ method: 'POST', path: '/security/v1/scan/issue', status: 404, answer: { body: {} } }),
      acceptsRefusal({ method: 'POST', path: '/security/v1/scan/issue', status: 400, answer: { body: {} } }),
    ],
    fails: ['security/issue-update-unknown'],
  },
  {
    name: 'contact-form: an unknown form answered',
    suites: ['contact-form'],
    fault: acceptsRefusal({
      method: 'GET',
      path: '/contact-form/v1/contact-forms/999999999',
      status: 404,
      answer: { body: { id: 999999999 } },
    }),
    fails: ['contact-form/contact-form-unknown'],
  },
  {
    name: 'contact-form: a form id with a letter after its digits served as the form',
    suites: ['contact-form'],
    fault: acceptsRefusal({
      method: 'GET',
      path: re('/contact-form/v1/contact-forms/\\d+x'),
      status: 404,
      answer: { body: { id: 1 } },
    }),
    fails: ['contact-form/form-id-outside'],
  },
  {
    name: 'contact-form feedback needs credentials',
    suites: ['contact-form'],
    fault: refuses(
      on('POST', re('/contact-form/v1/contact-forms/\\d+/feedback'), (r) => r.principal === null),
      new RestError('rest_forbidden', 'Sorry, you are not allowed to do that.', 401),
    ),
    // feedback-public's control (feedback through our form, anonymously) is refused: blocked by it.
    fails: ['contact-form/own-form-feedback'],
  },
  {
    name: 'the feedback schema of an unknown form served',
    suites: ['contact-form'],
    fault: acceptsRefusal({
      method: 'GET',
      path: re('/contact-form/v1/contact-forms/\\d+/feedback/schema'),
      status: 404,
      answer: { body: {} },
    }),
    fails: ['contact-form/feedback-schema-unknown'],
  },
  {
    name: 'insights: connect-url without its keys accepted',
    suites: ['insights'],
    fault: acceptsRefusal({ path: '/insights/v1/onboarding/connect-url', status: 400, answer: { body: { url: 'x' } } }),
    fails: of('insights', 'connect-url-license-key-string', 'insights-connect-url-keys-required'),
  },
  {
    name: 'insights: a licence key of any type taken for a connect URL',
    suites: ['insights'],
    fault: acceptsRefusal({
      path: '/insights/v1/onboarding/connect-url',
      status: 400,
      param: 'license_key',
      code: 'rest_invalid_param',
      answer: { body: { url: 'x' } },
    }),
    fails: ['insights/connect-url-license-key-string'],
  },
  {
    name: 'insights: set-license-key without a string license_key accepted',
    suites: ['insights'],
    fault: acceptsRefusal({
      method: 'POST',
      path: '/insights/v1/onboarding/set-license-key',
      status: 400,
      param: 'license_key',
      answer: { body: { success: true } },
    }),
    fails: of('insights', 'license-key-requires-license-key', 'license-key-string'),
  },
  {
    name: 'insights: set-license-key without onboarding_key accepted',
    suites: ['insights'],
    fault: acceptsRefusal({
      method: 'POST',
      path: '/insights/v1/onboarding/set-license-key',
      status: 400,
      param: 'onboarding_key',
      answer: { body: { success: true } },
    }),
    fails: ['insights/license-key-requires-onboarding-key'],
  },
  {
    name: 'insights: settings written under another key than the one given',
    suites: ['insights'],
    fault: ignoresArgument(on('POST', '/insights/v1/onboarding/settings'), 'onboarding_key'),
    fails: of('insights', 'connect-url', 'key-deleted', 'license-key-set', 'second-key-deleted', 'settings-read'),
  },
  {
    name: 'insights: onboarding settings without onboarding_key accepted',
    suites: ['insights'],
    fault: acceptsRefusal({
      method: 'GET',
      path: '/insights/v1/onboarding/settings',
      status: 400,
      param: 'onboarding_key',
      answer: { body: {} },
    }),
    fails: ['insights/insights-settings-key-required'],
  },
  {
    name: 'insights: delete-onboarding-key without onboarding_key accepted',
    suites: ['insights'],
    fault: acceptsRefusal({
      method: 'POST',
      path: '/insights/v1/onboarding/delete-onboarding-key',
      status: 400,
      param: 'onboarding_key',
      answer: { body: {} },
    }),
    fails: ['insights/insights-delete-key-required'],
  },
  {
    name: 'custom-blocks: a blockName that is not a string accepted',
    suites: ['custom-blocks'],
    fault: acceptsRefusal({ path: '/custom-blocks/template-file', status: 400, answer: { body: { template: '' } } }),
    fails: ['custom-blocks/block-name-not-a-string'],
  },
  {
    name: 'custom-blocks: blockName declared as an array',
    suites: ['custom-blocks'],
    fault: rewritesIndex('blockName of type array', (index) => {
      const args = index.routes['/custom-blocks/template-file']?.endpoints[0]?.args as Record<
        string,
        Record<string, unknown>
      >;
      if (args?.blockName) args.blockName.type = 'array';
    }),
    fails: ['custom-blocks/block-name-declared'],
  },
];
