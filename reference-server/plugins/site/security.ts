import { RestError } from '../../http/errors.js';
import { json } from '../../http/types.js';
import type { Storage } from '../../storage/index.js';
import type { HandlerRegistry } from '../registry.js';
import { gatewaySettings } from '../gateway/settings.js';

interface Issue {
  id: number;
  type: string;
  severity: 'low' | 'medium' | 'high';
  title: string;
  status: 'open' | 'ignored' | 'fixed';
}

const DEFAULT_CONFIG = { scan_schedule: 'daily', email_alerts: true, auto_fix: false };
const ISSUE_STATUSES = ['open', 'ignored', 'fixed'];

/**
 * Security scanning of the reference server's own state (reference only): the connection, its
 * configuration, scans that find issues in the shop's settings, and the issues' statuses.
 */
export function registerSecurity(registry: HandlerRegistry, storage: Storage): void {
  const state = () =>
    storage.options.get<{ connected: boolean; premium: boolean; scan: string }>('security_state') ?? {
      connected: false,
      premium: false,
      scan: 'idle',
    };
  const setState = (patch: Partial<ReturnType<typeof state>>) =>
    storage.options.set('security_state', { ...state(), ...patch });
  const config = () => ({ ...DEFAULT_CONFIG, ...(storage.options.get<object>('security_config') ?? {}) });
  const issues = () => storage.options.get<Issue[]>('security_issues') ?? [];
  const body = (ctx: {
    request: { json?: Record<string, unknown> | undefined; body?: Record<string, unknown> | undefined };
  }) => ({ ...ctx.request.json, ...ctx.request.body });

  registry.handle('security/v1:/authenticate GET,POST', (ctx) => {
    if (ctx.request.method === 'POST') setState({ connected: true });
    return json({
      connected: state().connected,
      premium: state().premium,
      status: state().connected ? 'connected' : 'disconnected',
    });
  });
  registry.handle('security/v1:/authenticate-premium POST', () => {
    setState({ connected: true, premium: true });
    return json({ connected: true, premium: true });
  });
  registry.handle('security/v1:/premium-connect POST,PUT,PATCH', () => {
    setState({ premium: true });
    return json({ premium: true });
  });
  registry.handle('security/v1:/disconnect POST,PUT,PATCH', () => {
    setState({ connected: false, premium: false });
    return json({ connected: false });
  });
  registry.handle('security/v1:/config GET', () => json(config()));
  registry.handle('security/v1:/config POST,PUT,PATCH', (ctx) => {
    const b = body(ctx);
    const unknown = Object.keys(b).filter((k) => !(k in DEFAULT_CONFIG));
    if (unknown.length)
      throw new RestError('shop_rest_security_invalid_config', `Unknown setting(s): ${unknown.join(', ')}.`, 400);
    storage.options.set('security_config', { ...config(), ...b });
    return json(config());
  });
  registry.handle('security/v1:/scan POST', () => {
    const found: Issue[] = [];
    const settings = gatewaySettings(storage);
    if (settings.is_test_mode_enabled === true)
      found.push({
        id: 1,
        type: 'gateway-test-mode',
        severity: 'medium',
        title: 'The payment gateway is in test mode.',
        status: 'open',
      });
    if (settings.is_debug_log_enabled === true)
      found.push({
        id: 2,
        type: 'debug-log',
        severity: 'low',
        title: 'Payment debug logging is enabled.',
        status: 'open',
      });
    if (storage.users.exists('admin'))
      found.push({
        id: 3,
        type: 'admin-login',
        severity: 'high',
        title: 'An administrator uses the login "admin".',
        status: 'open',
      });
    const previous = new Map(issues().map((i) => [i.id, i.status]));
    storage.options.set(
      'security_issues',
      found.map((i) => ({ ...i, status: previous.get(i.id) ?? i.status })),
    );
    setState({ scan: 'complete' });
    return json({ status: 'complete', issues_found: found.length });
  });
  registry.handle('security/v1:/scan DELETE', () => {
    setState({ scan: 'idle' });
    return json({ status: 'idle' });
  });
  registry.handle('security/v1:/scan/issues GET', () => json(issues()));
  registry.handle('security/v1:/scan/issue POST,PUT,PATCH', (ctx) => {
    const b = body(ctx);
    const issue = issues().find((i) => i.id === Number(b.id));
    if (!issue) throw new RestError('shop_rest_security_issue_not_found', 'No issue with that id.', 404);
    if (!ISSUE_STATUSES.includes(String(b.status)))
      throw new RestError(
        'shop_rest_security_invalid_status',
        `status must be one of ${ISSUE_STATUSES.join(', ')}.`,
        400,
      );
    const updated = { ...issue, status: b.status as Issue['status'] };
    storage.options.set(
      'security_issues',
      issues().map((i) => (i.id === issue.id ? updated : i)),
    );
    return json(updated);
  });
}
