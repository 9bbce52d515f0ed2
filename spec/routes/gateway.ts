import type { Route } from '../types.js';
import { ep, EDITABLE, route, type RouteOptions } from '../build.js';
import { bool } from '../args.js';
import { accountKeysArgs, gatewaySettingsArgs, terminalLocationArgs } from '../schemas/gateway.js';

const ADMIN: RouteOptions = { access: 'admin' };

export function gatewayRoutes(): Route[] {
  const ns = 'shop/v3';
  const g = (path: string, ...eps: Parameters<typeof route>[3][]) => route(ns, `/gateway${path}`, ADMIN, ...eps);
  return [
    g('/connection_tokens', ep('POST')),
    g(
      '/terminal/locations',
      ep('POST', terminalLocationArgs(true)),
      ep('GET', {
        ending_before: { type: 'string' },
        limit: { type: 'integer' },
        starting_after: { type: 'string' },
      }),
    ),
    g('/terminal/locations/store', ep('GET')),
    g('/terminal/locations/(?P<location_id>\\w+)', ep('DELETE'), ep('GET'), ep('POST', terminalLocationArgs(false))),
    g('/orders/(?P<order_id>\\d+)/create_customer', ep('POST')),
    g(
      '/orders/(?P<order_id>\\d+)/capture_terminal_payment',
      ep('POST', {
        payment_intent_id: { type: 'string', required: true },
      }),
    ),
    g('/tokens/(?P<token_id>[a-z]{3}_[a-zA-Z0-9]{24})', ep('GET')),
    g('/account', ep('GET')),
    g('/account/summary', ep('GET')),
    g('/account/webhook-status-message', ep('GET')),
    g('/account/refresh', ep(EDITABLE)),
    g(
      '/upe_flag_toggle',
      ep('GET'),
      ep(EDITABLE, { is_upe_enabled: bool('Determines if the new checkout experience is enabled.') }),
    ),
    g('/settings', ep('GET'), ep(EDITABLE, gatewaySettingsArgs())),
    g('/account_keys', ep('GET'), ep(EDITABLE, accountKeysArgs())),
    g('/payment-gateway/(?P<payment_gateway_id>[a-z0-9_]+)', ep('GET'), ep(EDITABLE)),
  ];
}

export function gatewayConnectRoutes(): Route[] {
  return [
    route('shop/v1', '/connect/gateway/oauth/init', ADMIN, ep('POST')),
    route('shop/v1', '/connect/gateway/oauth/connect', ADMIN, ep('POST')),
  ];
}
