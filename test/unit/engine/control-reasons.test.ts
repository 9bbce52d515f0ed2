import { describe, expect, it } from 'vitest';
import { judgeControl } from '../../../src/runner/case-control.js';

describe("a refused control's reason", () => {
  it('names at most five of the arguments a refusal names, however many a hostile target sends', () => {
    const params = Object.fromEntries(Array.from({ length: 100_000 }, (_, i) => [`p${i}`, 'bad']));
    const body = JSON.stringify({ code: 'rest_invalid_param', message: 'Invalid', data: { params } });
    const judged = judgeControl(
      { decoy: 'individual_use' },
      { status: 400, headers: { 'content-type': 'application/json' }, body, truncated: false, durationMs: 1 },
    );
    expect(judged.accepted).toBe(false);
    const why = judged.accepted ? '' : judged.why;
    expect(why).toContain('naming p0, p1, p2, p3, p4, and 99995 more');
    expect(why.length).toBeLessThan(500);
  });
});
