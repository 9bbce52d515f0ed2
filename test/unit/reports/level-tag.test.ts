import { describe, expect, it } from 'vitest';
import { levelTag } from '../../../reports/format-failure.js';

/** Every failure says what it rests on: the document's lines for must, the convention's for should. */
describe('the level tag of a failure', () => {
  it('cites the lines of the statements a must-level failure enforces, once each', () => {
    expect(
      levelTag(
        {
          check: 'status',
          level: 'must',
          doc: ['get.shop.store.products.per_page.maximum', 'get.shop.store.products.per_page.minimum'],
          title: 't',
          message: 'm',
        },
        'must',
      ),
    ).toBe('[must · shop-rest-interface.md:270,369]');
    expect(
      levelTag({ check: 'status', level: 'should', source: 'errors.shape', title: 't', message: 'm' }, 'must'),
    ).toBe('[should · conventions.md:40]');
    expect(levelTag({ check: 'status', title: 't', message: 'm' }, 'must')).toBe('[must]');
  });
});
