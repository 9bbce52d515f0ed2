import { ACCOUNT_KEY_FIELDS } from '../../../spec/index.js';
import { errors } from '../../http/errors.js';
import { json } from '../../http/types.js';
import type { Storage } from '../../storage/index.js';
import type { HandlerRegistry } from '../registry.js';

/** Settings of the simulated gateway (reference only defaults). */
export const DEFAULT_SETTINGS: Record<string, unknown> = {
  is_gateway_enabled: false,
  is_test_mode_enabled: true,
  title: 'Credit card',
  title_upe: '',
  description: 'Pay with your credit card.',
  enabled_payment_method_ids: ['card'],
  is_payment_request_enabled: false,
  payment_request_button_type: 'default',
  payment_request_button_theme: 'dark',
  payment_request_button_size: 'default',
  payment_request_button_locations: ['product', 'cart', 'checkout'],
  is_manual_capture_enabled: false,
  is_saved_cards_enabled: true,
  is_separate_card_form_enabled: true,
  statement_descriptor: '',
  is_short_statement_descriptor_enabled: false,
  short_statement_descriptor: '',
  is_debug_log_enabled: false,
};

const KEY_PATTERNS: Record<string, RegExp> = {
  publishable_key: /^pk_live_/,
  secret_key: /^[rs]k_live_/,
  test_publishable_key: /^pk_test_/,
  test_secret_key: /^[rs]k_test_/,
};

/** A stored secret reads back as its first 10 characters, 50 asterisks and its last 2; empty stays empty. */
export function maskKey(value: string): string {
  return value === '' ? '' : `${value.slice(0, 10)}${'*'.repeat(50)}${value.slice(-2)}`;
}

export function gatewaySettings(storage: Storage): Record<string, unknown> {
  return { ...DEFAULT_SETTINGS, ...(storage.options.get<Record<string, unknown>>('gateway_settings') ?? {}) };
}

export function registerGatewaySettings(registry: HandlerRegistry, storage: Storage): void {
  const keys = () => ({
    ...Object.fromEntries(ACCOUNT_KEY_FIELDS.map((k) => [k, ''])),
    ...(storage.options.get<Record<string, string>>('gateway_account_keys') ?? {}),
  });
  const maskedKeys = () => Object.fromEntries(Object.entries(keys()).map(([k, v]) => [k, maskKey(v)]));

  registry.handle('shop/v3:/gateway/settings GET', () => json(gatewaySettings(storage)));
  registry.handle('shop/v3:/gateway/settings POST,PUT,PATCH', (ctx) => {
    const update = Object.fromEntries(
      Object.keys(DEFAULT_SETTINGS)
        .filter((k) => ctx.params[k] !== undefined)
        .map((k) => [k, ctx.params[k]]),
    );
    storage.options.set('gateway_settings', { ...(storage.options.get<object>('gateway_settings') ?? {}), ...update });
    return json([]);
  });

  registry.handle('shop/v3:/gateway/account_keys GET', () => json(maskedKeys()));
  registry.handle('shop/v3:/gateway/account_keys POST,PUT,PATCH', (ctx) => {
    const stored = keys();
    const next = { ...stored };
    const params: Record<string, string> = {};
    for (const field of ACCOUNT_KEY_FIELDS) {
      const value = ctx.params[field];
      if (typeof value !== 'string') continue;
      // The masked value coming back means "leave it as it is".
      if (value !== '' && value === maskKey(stored[field] ?? '')) continue;
      const pattern = KEY_PATTERNS[field];
      if (value !== '' && pattern && !pattern.test(value)) {
        params[field] =
          `${field} does not look like a ${field.includes('publishable') ? 'publishable' : 'secret'} ${field.startsWith('test_') ? 'test' : 'live'} key.`;
        continue;
      }
      next[field] = value;
    }
    if (Object.keys(params).length > 0) {
      throw errors.invalidParams(
        params,
        Object.fromEntries(Object.entries(params).map(([k, m]) => [k, { code: '400', message: m, data: null }])),
      );
    }
    storage.options.set('gateway_account_keys', next);
    return json(maskedKeys());
  });

  registry.handle('shop/v3:/gateway/upe_flag_toggle GET', () =>
    json({ is_upe_enabled: storage.options.get<boolean>('gateway_upe_enabled') ?? true }),
  );
  registry.handle('shop/v3:/gateway/upe_flag_toggle POST,PUT,PATCH', (ctx) => {
    if (ctx.params.is_upe_enabled !== undefined)
      storage.options.set('gateway_upe_enabled', ctx.params.is_upe_enabled === true);
    return json({ result: 'success', is_upe_enabled: storage.options.get<boolean>('gateway_upe_enabled') ?? true });
  });
}
