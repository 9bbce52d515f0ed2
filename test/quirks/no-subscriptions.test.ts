import { describe, expect, it } from 'vitest';
import { testStorage } from '../helpers/app.js';
import { runSuitesAgainst } from '../helpers/conformance.js';
import { noSubscriptionsPlugin } from '../helpers/quirks/no-subscriptions.js';

/**
 * A real shop without the subscriptions plugin leaked six failures past its root cause: the index's
 * `extensions` default (the plugin's data) in the drift cases, a plain item's subscription fields, and
 * the nested member cases of `extensions.subscriptions` (taken, since nothing inside `extensions` is
 * validated without the plugin). Whatever rests on the plugin's extension data is blocked by the one
 * root cause `values:subscriptions`, or noted by the drift case, never failed.
 */
describe('a shop without the subscriptions plugin', () => {
  it('fails nothing past the one root cause: extension data sent or read is blocked, the drift cases note it', async () => {
    const storage = testStorage();
    try {
      const run = await runSuitesAgainst(['cart', 'cart-v1', 'index-shape', 'nested'], {
        storage,
        extend: noSubscriptionsPlugin(storage),
      });
      const wrong = run.cases.filter((c) => c.outcome === 'failed' || c.outcome === 'errored');
      expect(wrong.map((c) => `${c.suite}/${c.id}: ${c.failures[0]?.message ?? c.error?.message}`)).toEqual([]);
      expect(run.result.rootCauses.map((r) => r.id)).toContain('values:subscriptions');
      const outcome = (suite: string, id: string) =>
        run.cases.find((c) => c.suite === suite && c.id === id)?.blockedBy ?? 'not blocked';
      for (const [suite, id] of [
        ['cart-v1', 'plain-item-subscription-fields-null'],
        ['nested', 'post.shop.store.cart.items.extensions.subscriptions.member-wrong-type'],
        ['nested', 'post.shop.store.v1.cart.items.key.extensions.subscriptions.member-wrong-type'],
      ] as const)
        expect(outcome(suite, id), `${suite}/${id}`).toBe('values:subscriptions');
      const drift = run.cases.find((c) => c.suite === 'index-shape' && c.id === 'drift.shop.store.cart.items');
      expect(drift?.outcome).toBe('passed');
      expect(drift?.notes?.map((n) => n.message).join('\n')).toMatch(
        /argument extensions: default differs: the document's is the subscriptions plugin's extension data/,
      );
    } finally {
      storage.close();
    }
  });
});
