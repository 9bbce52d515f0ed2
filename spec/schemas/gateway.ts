import type { Args } from '../types.js';
import { bool, enumList, str } from '../args.js';
import {
  GATEWAY_PAYMENT_METHOD_IDS,
  PAYMENT_REQUEST_BUTTON_LOCATIONS,
  PAYMENT_REQUEST_BUTTON_SIZES,
  PAYMENT_REQUEST_BUTTON_THEMES,
  PAYMENT_REQUEST_BUTTON_TYPES,
} from '../enums.js';

export function gatewaySettingsArgs(): Args {
  return {
    is_gateway_enabled: bool('If the gateway should be enabled.'),
    is_test_mode_enabled: bool('Gateway test mode setting.'),
    title: str('Gateway display title.'),
    title_upe: str('New checkout experience title.'),
    description: str('Gateway display description.'),
    enabled_payment_method_ids: enumList(
      'Payment method IDs that should be enabled. Other methods will be disabled.',
      GATEWAY_PAYMENT_METHOD_IDS,
    ),
    is_payment_request_enabled: bool('If payment request buttons should be enabled.'),
    payment_request_button_type: str('Express checkout button types.', { enum: [...PAYMENT_REQUEST_BUTTON_TYPES] }),
    payment_request_button_theme: str('Express checkout button themes.', { enum: [...PAYMENT_REQUEST_BUTTON_THEMES] }),
    payment_request_button_size: str('Express checkout button sizes.', { enum: [...PAYMENT_REQUEST_BUTTON_SIZES] }),
    payment_request_button_locations: enumList(
      'Express checkout locations that should be enabled.',
      PAYMENT_REQUEST_BUTTON_LOCATIONS,
    ),
    is_manual_capture_enabled: bool('If manual capture of charges should be enabled.'),
    is_saved_cards_enabled: bool('If "Saved cards" should be enabled.'),
    is_separate_card_form_enabled: bool(
      'If credit card number field, expiry date field, and CVC field should be separate.',
    ),
    statement_descriptor: str("Bank account descriptor to be displayed in customers' bank accounts."),
    is_short_statement_descriptor_enabled: bool(
      "When enabled, we'll include the order number for card and express checkout transactions.",
    ),
    short_statement_descriptor: str("We'll use the short version in combination with the customer order number."),
    is_debug_log_enabled: bool('When enabled, payment error logs will be saved to the shop status logs.'),
  };
}

/** Account key fields: secrets, never echoed in clear by the server. */
export const ACCOUNT_KEY_FIELDS = [
  'publishable_key',
  'secret_key',
  'webhook_secret',
  'test_publishable_key',
  'test_secret_key',
  'test_webhook_secret',
] as const;

export function accountKeysArgs(): Args {
  const text: Record<(typeof ACCOUNT_KEY_FIELDS)[number], string> = {
    publishable_key: 'Your gateway API Publishable key, obtained from your gateway dashboard.',
    secret_key: 'Your gateway API Secret, obtained from your gateway dashboard.',
    webhook_secret: 'Your gateway webhook endpoint URL, obtained from your gateway dashboard.',
    test_publishable_key: 'Your gateway testing API Publishable key, obtained from your gateway dashboard.',
    test_secret_key: 'Your gateway testing API Secret, obtained from your gateway dashboard.',
    test_webhook_secret: 'Your gateway testing webhook endpoint URL, obtained from your gateway dashboard.',
  };
  const args: Args = {};
  for (const field of ACCOUNT_KEY_FIELDS) args[field] = str(text[field]);
  return args;
}

export function terminalLocationArgs(required: boolean): Args {
  const ifRequired = required ? { required: true } : {};
  return {
    display_name: { type: 'string', ...ifRequired },
    address: { type: 'object', ...ifRequired },
  };
}
