import {
  GATEWAY_PAYMENT_METHOD_IDS,
  PAYMENT_REQUEST_BUTTON_LOCATIONS,
  PAYMENT_REQUEST_BUTTON_SIZES,
  PAYMENT_REQUEST_BUTTON_THEMES,
  PAYMENT_REQUEST_BUTTON_TYPES,
} from '../enums.js';
import { conv, doc, list, obj, of, resource } from './build.js';
import type { ReplyNode } from './types.js';

/** The payment gateway's replies: the fields of lines 200-202, each of its stated type (an empty key is "", platform-shop-rest.md:428). */

/** Gateway settings fields (line 200), all optional. */

const flag = () => of('boolean', doc(200));
export const GATEWAY_SETTINGS: ReplyNode = resource(
  'gateway-settings',
  'the gateway settings',
  obj(
    {
      is_gateway_enabled: flag(),
      is_test_mode_enabled: flag(),
      title: of('string', doc(200)),
      title_upe: of('string', doc(200)),
      description: of('string', doc(200)),
      enabled_payment_method_ids: list(of('string', doc(200), { enum: GATEWAY_PAYMENT_METHOD_IDS }), doc(200), {}),
      is_payment_request_enabled: flag(),
      payment_request_button_type: of('string', doc(200), { enum: PAYMENT_REQUEST_BUTTON_TYPES }),
      payment_request_button_theme: of('string', doc(200), { enum: PAYMENT_REQUEST_BUTTON_THEMES }),
      payment_request_button_size: of('string', doc(200), { enum: PAYMENT_REQUEST_BUTTON_SIZES }),
      payment_request_button_locations: list(
        of('string', doc(200), { enum: PAYMENT_REQUEST_BUTTON_LOCATIONS }),
        doc(200),
      ),
      is_manual_capture_enabled: flag(),
      is_saved_cards_enabled: flag(),
      is_separate_card_form_enabled: flag(),
      statement_descriptor: of('string', doc(200)),
      is_short_statement_descriptor_enabled: flag(),
      short_statement_descriptor: of('string', doc(200)),
      is_debug_log_enabled: flag(),
    },
    { source: conv('gateway.settings') },
  ),
);

/** Account key fields (line 201): all optional strings. */
export const ACCOUNT_KEYS: ReplyNode = resource(
  'account-keys',
  'the gateway account keys',
  obj(
    Object.fromEntries(
      [
        'publishable_key',
        'secret_key',
        'webhook_secret',
        'test_publishable_key',
        'test_secret_key',
        'test_webhook_secret',
      ].map((name) => [name, of('string', doc(201))]),
    ),
    { source: conv('gateway.account-keys') },
  ),
);

/** A terminal location (line 202): display_name (string), address (object). */
export const TERMINAL_LOCATION: ReplyNode = resource(
  'terminal-location',
  'a terminal location',
  obj({ display_name: of('string', doc(202)), address: of('object', doc(202)) }, { source: conv('gateway.locations') }),
);
