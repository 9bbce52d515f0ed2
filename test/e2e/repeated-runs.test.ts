import { describe, expect, it } from 'vitest';
import { testStorage } from '../helpers/app.js';
import { runSuitesAgainst } from '../helpers/conformance.js';

describe('runs repeated against one shop', () => {
  it('keep passing, and the stock the checkout sells comes back when its teardown cancels the orders', async () => {
    const storage = testStorage();
    try {
      const stock = () =>
        storage.db.prepare('SELECT id, stock_quantity FROM products WHERE manage_stock = 1 ORDER BY id').all();
      const before = stock();
      // 25 in stock, 3 sold per run: without the restock the ninth run would find a single unit left.
      for (let run = 1; run <= 10; run++) {
        const { notPassed } = await runSuitesAgainst(['checkout', 'cart-key'], { storage });
        expect(notPassed, `run ${run}`).toEqual({});
      }
      expect(stock()).toEqual(before);
    } finally {
      storage.close();
    }
  });
});
