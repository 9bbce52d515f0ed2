import { describe, expect, it } from 'vitest';
import { catalogFor } from '../../../src/catalog/routes.js';
import { edgeExamples, type Rule } from '../../../src/fuzz/arbitraries.js';
import { expectations } from '../../../src/fuzz/cases.js';
import { endpointKey, type FuzzEndpoint } from '../../../src/fuzz/endpoints.js';
import { statement } from '../../../spec/statements/index.js';

/**
 * The fuzz phase's verdicts stand where the suites' do: a must-level check names the statement of the
 * document it enforces (the bound, the enum, the required argument broken; the argument's own row for a
 * value within the rules), and a rule the document does not state is the platform's declaration, held
 * at should level with its convention.
 */
const endpoints: FuzzEndpoint[] = catalogFor('primary').routes.flatMap((route) =>
  route.endpoints.map((endpoint) => {
    const method = endpoint.methods[0] as FuzzEndpoint['method'];
    return { key: endpointKey(method, route), route, endpoint, method };
  }),
);

describe("the fuzz phase's must-level checks", () => {
  it('cite a statement that exists, for every bound broken at its edge on every endpoint', () => {
    let judged = 0;
    for (const e of endpoints) {
      for (const value of edgeExamples(e.endpoint, e.method === 'GET')) {
        for (const check of expectations(e, value, false)) {
          if ((check.level ?? 'must') !== 'must') continue;
          judged++;
          expect(check.doc, `${e.key} ${JSON.stringify(value.broken)} ${check.check}`).toBeDefined();
          for (const id of check.doc ?? []) expect(statement(id), id).toBeDefined();
        }
      }
    }
    expect(judged).toBeGreaterThan(40);
  });

  it('hold a rule the document does not state at should level (an enum the platform declares)', () => {
    const orders = endpoints.find((e) => e.key === 'GET /shop-analytics/orders') as FuzzEndpoint;
    const broken = { arg: 'order', rule: 'enum' as Rule, place: 'order' };
    const [status] = expectations(orders, { args: { order: 'sideways' }, broken }, false);
    expect(status).toMatchObject({ check: 'status', level: 'should', source: 'args.declared-schema' });
    const stated = { arg: 'orderby', rule: 'enum' as Rule, place: 'orderby' };
    expect(expectations(orders, { args: { orderby: 'x' }, broken: stated }, false)[0]).toMatchObject({
      check: 'status',
      doc: ['get.shop-analytics.orders.orderby.enum'],
    });
  });
});
