import { describe, expect, it } from 'vitest';
import { runSuitesAgainst } from '../helpers/conformance.js';
import { oneCountry } from '../helpers/quirks/one-country.js';

/**
 * A shop that sells and ships to the United States only (a real platform's settings allow it). The
 * suites used a German address in their checkouts and customer updates, and a British one (or the
 * generator's filler, "conformance" in every member) in their negatives' controls: the site refused
 * each as an address it does not sell to. Before the addresses were taken from the site, four cases
 * failed at must level here (checkout/bacs-on-hold, cheque-on-hold, cod-processing and
 * customer/addresses-echoed), one at should (customer/bad-email-taken), and 119 were blocked (every
 * refusal of update-customer and the checkout, their controls refused for the country). Now every
 * address names the country a new cart of the site names, and a state of its own country data.
 */
const SUITES = ['checkout', 'customer', 'cart', 'nested', 'required', 'enums', 'localized'];

describe('a shop that sells and ships to one country only (the United States)', () => {
  it('fails no case of the suites that send addresses, and skips none', async () => {
    const run = await runSuitesAgainst(SUITES, { extend: oneCountry() });
    const notPassed = run.cases.filter((c) => c.outcome !== 'passed');
    expect(
      notPassed.map(
        (c) => `${c.suite}/${c.id}: ${c.outcome} ${c.blockedBy ?? c.skipReason ?? c.failures[0]?.message ?? ''}`,
      ),
    ).toEqual([]);
    expect(run.result.totals.mustFailed).toBe(0);

    // The checkouts were placed in the store's country, with a state of its country data.
    const placed = run.cases.find((c) => c.suite === 'checkout' && c.id === 'bacs-on-hold');
    expect(placed?.outcome).toBe('passed');
    const member = run.cases.find(
      (c) => c.suite === 'nested' && c.id === 'post.shop.store.checkout.billing_address.city.member-missing',
    );
    // Its control was refused for its decoy alone: the address, in the country the site sells to, held.
    expect(member).toMatchObject({ outcome: 'passed', control: { accepted: true } });
    const members = run.cases.filter((c) => /\.checkout\.(billing|shipping)_address\.\w+\.member-missing$/.test(c.id));
    expect(members).toHaveLength(44);
    expect(members.filter((c) => c.outcome !== 'passed').map((c) => c.id)).toEqual([]);
  });
});
