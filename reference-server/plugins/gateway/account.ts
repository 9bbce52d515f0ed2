import { randomBytes } from 'node:crypto';
import { RestError } from '../../http/errors.js';
import { canonicalHeaderName, json } from '../../http/types.js';
import { GATEWAY_SECRET_KEY } from '../../../spec/request-headers.js';
import type { Storage } from '../../storage/index.js';
import type { HandlerRegistry } from '../registry.js';
import { gatewaySettings } from './settings.js';

const id = (prefix: string, length = 24) =>
  `${prefix}_${randomBytes(length)
    .toString('base64url')
    .replace(/[^a-zA-Z0-9]/g, '')
    .padEnd(length, '0')
    .slice(0, length)}`;

/** Payment methods the shop offers, each with its own settings (reference only). */
const GATEWAYS: Record<string, { title: string; description: string }> = {
  bacs: { title: 'Direct bank transfer', description: 'Make your payment directly into our bank account.' },
  cheque: { title: 'Check payments', description: 'Please send a check to the store.' },
  cod: { title: 'Cash on delivery', description: 'Pay with cash upon delivery.' },
  gateway: { title: 'Credit card', description: 'Pay with your credit card.' },
};

/**
 * The gateway account, simulated locally: no request ever leaves the machine, and every reply says so.
 */
export function registerGatewayAccount(registry: HandlerRegistry, storage: Storage): void {
  const account = (): Record<string, unknown> => {
    let stored = storage.options.get<Record<string, unknown>>('gateway_account');
    if (!stored) {
      stored = {
        id: id('acct', 16),
        email: 'payments@signal-desk.example',
        country: 'DE',
        default_currency: 'eur',
        business_name: 'Signal Desk',
      };
      storage.options.set('gateway_account', stored);
    }
    const testMode = gatewaySettings(storage).is_test_mode_enabled === true;
    return {
      ...stored,
      charges_enabled: true,
      payouts_enabled: true,
      details_submitted: true,
      test_mode: testMode,
      simulated: true,
    };
  };
  registry.handle('shop/v3:/gateway/account GET', () => json(account()));
  registry.handle('shop/v3:/gateway/account/summary GET', () => {
    const a = account();
    return json({
      id: a.id,
      email: a.email,
      country: a.country,
      status: 'complete',
      test_mode: a.test_mode,
      simulated: true,
    });
  });
  registry.handle('shop/v3:/gateway/account/webhook-status-message GET', () =>
    json({ message: 'No webhooks have been received: the gateway account is simulated locally.', simulated: true }),
  );
  registry.handle('shop/v3:/gateway/account/refresh POST,PUT,PATCH', () => json(account()));
  registry.handle('shop/v3:/gateway/connection_tokens POST', () =>
    json({
      object: 'terminal.connection_token',
      secret: `pst_test_${randomBytes(18).toString('hex')}`,
      test_mode: true,
      simulated: true,
    }),
  );
  // The header's name and rule are the spec's (spec/request-headers.ts), which the OpenAPI document declares.
  const secretHeader = canonicalHeaderName(GATEWAY_SECRET_KEY.name);
  const secretPattern = new RegExp(GATEWAY_SECRET_KEY.pattern);
  registry.handle('shop/v3:/gateway/tokens/{token_id} GET', (ctx) => {
    const secret = ctx.request.headers[secretHeader];
    if (!secret || !secretPattern.test(secret))
      throw new RestError(
        'shop_rest_gateway_bad_request',
        `The ${GATEWAY_SECRET_KEY.name} header is missing or malformed.`,
        400,
      );
    return json({
      id: ctx.params.token_id,
      object: 'token',
      type: 'card',
      livemode: false,
      used: false,
      simulated: true,
    });
  });

  const gateways = () => ({
    ...Object.fromEntries(Object.entries(GATEWAYS).map(([k, v]) => [k, { ...v, enabled: k !== 'gateway' }])),
    ...(storage.options.get<Record<string, object>>('payment_gateways') ?? {}),
  });
  const gateway = (name: unknown) => {
    const found = (gateways() as Record<string, { title: string; description: string; enabled: boolean }>)[
      String(name)
    ];
    if (!found) throw new RestError('shop_rest_payment_gateway_invalid_id', 'Invalid payment gateway ID.', 404);
    return { id: String(name), ...found };
  };
  registry.handle('shop/v3:/gateway/payment-gateway/{payment_gateway_id} GET', (ctx) =>
    json(gateway(ctx.params.payment_gateway_id)),
  );
  registry.handle('shop/v3:/gateway/payment-gateway/{payment_gateway_id} POST,PUT,PATCH', (ctx) => {
    const current = gateway(ctx.params.payment_gateway_id);
    const body = { ...ctx.request.json, ...ctx.request.body } as Record<string, unknown>;
    const next = {
      title: typeof body.title === 'string' ? body.title : current.title,
      description: typeof body.description === 'string' ? body.description : current.description,
      enabled: typeof body.enabled === 'boolean' ? body.enabled : current.enabled,
    };
    storage.options.set('payment_gateways', {
      ...(storage.options.get<object>('payment_gateways') ?? {}),
      [current.id]: next,
    });
    return json({ id: current.id, ...next });
  });

  registry.handle('shop/v1:/connect/gateway/oauth/init POST', (ctx) => {
    const state = randomBytes(16).toString('hex');
    storage.options.set('gateway_oauth_state', state);
    return json({ oauthUrl: `${ctx.request.urls.home}/gateway-connect/?state=${state}`, state, simulated: true });
  });
  registry.handle('shop/v1:/connect/gateway/oauth/connect POST', (ctx) => {
    const body = { ...ctx.request.json, ...ctx.request.body } as Record<string, unknown>;
    const expected = storage.options.get<string>('gateway_oauth_state');
    if (!expected || body.state !== expected)
      throw new RestError(
        'shop_rest_gateway_oauth_invalid_state',
        'The OAuth state does not match the one issued by init.',
        400,
      );
    storage.options.set('gateway_oauth_state', null);
    return json({ success: true, account_id: account().id, simulated: true });
  });
}
