import { randomBytes } from 'node:crypto';
import { RestError } from '../../http/errors.js';
import { json } from '../../http/types.js';
import type { Storage } from '../../storage/index.js';
import type { HandlerRegistry } from '../registry.js';

type Onboarding = Record<string, { license_key: string | null; settings: Record<string, unknown> }>;

/** Analytics-plugin onboarding keyed by an onboarding key; a deleted key stops working (reference only). */
export function registerInsights(registry: HandlerRegistry, storage: Storage): void {
  const keys = () => storage.options.get<Onboarding>('insights_onboarding') ?? {};
  const save = (value: Onboarding) => storage.options.set('insights_onboarding', value);
  const find = (key: unknown) => {
    const entry = keys()[String(key)];
    if (!entry)
      throw new RestError('shop_rest_insights_invalid_onboarding_key', 'Unknown or deleted onboarding key.', 404);
    return entry;
  };
  registry.handle('insights/v1:/onboarding/settings GET,POST', (ctx) => {
    const key = String(ctx.params.onboarding_key);
    if (ctx.request.method === 'POST') {
      const current = keys()[key] ?? { license_key: null, settings: {} };
      const body = { ...ctx.request.json, ...ctx.request.body } as Record<string, unknown>;
      const { onboarding_key: _k, ...settings } = body;
      save({ ...keys(), [key]: { ...current, settings: { ...current.settings, ...settings } } });
    }
    const entry = find(key);
    return json({ onboarding_key: key, licensed: entry.license_key !== null, settings: entry.settings });
  });
  registry.handle('insights/v1:/onboarding/connect-url GET', (ctx) => {
    find(ctx.params.onboarding_key);
    const state = randomBytes(8).toString('hex');
    return json({
      url: `${ctx.request.urls.home}/insights-connect/?onboarding=${encodeURIComponent(String(ctx.params.onboarding_key))}&state=${state}`,
    });
  });
  registry.handle('insights/v1:/onboarding/set-license-key POST', (ctx) => {
    const key = String(ctx.params.onboarding_key);
    const entry = find(key);
    save({ ...keys(), [key]: { ...entry, license_key: String(ctx.params.license_key) } });
    return json({ success: true });
  });
  registry.handle('insights/v1:/onboarding/delete-onboarding-key POST', (ctx) => {
    const key = String(ctx.params.onboarding_key);
    find(key);
    const { [key]: _gone, ...rest } = keys();
    save(rest);
    return json({ success: true });
  });
  registry.handle('insights/v1:/feedback POST', (ctx) => {
    const feedback = storage.options.get<unknown[]>('insights_feedback') ?? [];
    storage.options.set('insights_feedback', [
      ...feedback,
      { at: new Date().toISOString(), ...ctx.request.json, ...ctx.request.body },
    ]);
    return json({ received: true });
  });
}
