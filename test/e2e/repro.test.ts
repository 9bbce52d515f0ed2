import { execFile, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CaseResult, RunResult } from '../../src/model/result.js';
import { resolvePointer } from '../../src/util/json-pointer.js';
import { error, json, on, store } from '../deviations/catalogue/shared.js';
import { ADMIN, CUSTOMER, testApp } from '../helpers/app.js';
import { cli, type CliResult } from '../helpers/cli.js';
import {
  altersAnswers,
  answered,
  aroundDispatch,
  ignoresArgument,
  matches,
  rewritesAnswer,
} from '../helpers/faults.js';

/**
 * A failing storefront case's reproduction, run by bash as the reports print it, fails the same way
 * on the deviating server and does not on the reference server: the cart's state is made again by the
 * steps it prints (the cart opened, the items added, the coupon created and applied), with the tokens
 * taken from the answers into shell variables and the credentials from the environment.
 *
 * The deviating server has four faults of the cart and the checkout, each one behaviour: add-item
 * takes one whatever quantity it is given; under shop/store/v1 apply-coupon answers the cart without
 * applying the coupon; the unversioned cart shows no discount for a coupon applied; a checkout with a
 * Berlin billing address (a valid one) is refused as if the address were not.
 */

const tools = ['curl', 'jq'].every((tool) => spawnSync(tool, ['--version']).status === 0);

const FAULTS = [
  ignoresArgument(on('POST', store('/cart/add-item')), 'quantity'),
  {
    name: 'apply-coupon answered and not done',
    description: 'apply-coupon under shop/store/v1 answers the cart as it is, the coupon not applied.',
    apply(app: FastifyInstance) {
      const target = on('POST', '/shop/store/v1/cart/apply-coupon');
      aroundDispatch(app, (request, next) =>
        next(
          matches(target, request)
            ? { ...request, method: 'GET', path: '/shop/store/v1/cart', json: undefined, body: undefined }
            : request,
        ),
      );
    },
  },
  rewritesAnswer(on('GET', '/shop/store/cart'), 'no discount', (body) => {
    const cart = body as { totals: Record<string, unknown>; coupons: { totals: Record<string, unknown> }[] };
    return {
      ...cart,
      totals: { ...cart.totals, total_discount: '0' },
      coupons: cart.coupons.map((c) => ({ ...c, totals: { ...c.totals, total_discount: '0' } })),
    };
  }),
  altersAnswers(
    'a Berlin address refused',
    'A checkout whose billing address is in Berlin (a valid one) is refused as an invalid address.',
    on(
      'POST',
      store('/checkout'),
      (r) => (json(r).billing_address as { city?: unknown } | undefined)?.city === 'Berlin',
    ),
    (response) =>
      response.status === 200
        ? answered(response, 400, error('shop_rest_invalid_address', 400, 'ZIP Code is required.'))
        : response,
  ),
];

const SUITES = ['cart', 'cart-v1', 'cart-coupons', 'cart-coupons-v1', 'checkout', 'cart-key'];
const ENV = {
  SHOP_CONFORMANCE_AUTH: `${ADMIN.login}:${ADMIN.password}`,
  SHOP_CONFORMANCE_CUSTOMER_AUTH: `${CUSTOMER.login}:${CUSTOMER.password}`,
};

/** What a script's last request got: the status and the body of the answer `curl -i` printed last. */
interface Answer {
  status: number;
  body: string;
}

/** Runs a script with bash as a user pasting it would (asynchronously: the servers answer from this process). */
async function runScript(script: string): Promise<Answer> {
  const { stdout } = await promisify(execFile)('bash', ['-c', script], {
    env: { ...process.env, ...ENV },
    timeout: 120_000,
    maxBuffer: 16 * 1024 * 1024,
  });
  // Only the failing request prints its answer; a status line starts each header block it printed.
  const starts = [...stdout.matchAll(/^HTTP\/[\d.]+ (\d{3})/gm)];
  const last = starts[starts.length - 1];
  if (!last) throw new Error(`no answer printed:\n${stdout}`);
  const rest = stdout.slice(last.index);
  const split = rest.indexOf('\r\n\r\n');
  return { status: Number(last[1]), body: split < 0 ? '' : rest.slice(split + 4) };
}

/**
 * What an answer holds at a pointer, as far as a failure there is concerned: a value that is not an
 * object or a list itself, a list's length, an object's members; `absent` when there is nothing (or
 * the text is not JSON). A whole cart or order differs from run to run (the stock left, the keys of
 * new orders); what the failure is about does not.
 */
function at(body: string, pointer: string): unknown {
  let found;
  try {
    found = resolvePointer(JSON.parse(body), pointer);
  } catch {
    return 'absent';
  }
  if (!found.found) return 'absent';
  const value = found.value;
  if (Array.isArray(value)) return { length: value.length };
  if (value !== null && typeof value === 'object') return { members: Object.keys(value).sort() };
  return value;
}

/**
 * Whether an answer shows the case's failure as the run saw it: the same status, and at each pointer a
 * failure names, the same as the answer the run judged (`at`).
 */
function showsFailure(c: CaseResult, answer: Answer): boolean {
  const seen = c.exchange?.response;
  if (!seen || answer.status !== seen.status) return false;
  return c.failures.every(
    (f) =>
      f.pointer === undefined ||
      JSON.stringify(at(seen.body, f.pointer)) === JSON.stringify(at(answer.body, f.pointer)),
  );
}

/** The scripts under each `Reproduce with (bash, …)` heading of the console's output, their indentation taken off. */
function consoleScripts(stdout: string): string[] {
  const lines = stdout.split('\n');
  const scripts: string[] = [];
  lines.forEach((line, i) => {
    const heading = /^(\s*)Reproduce with \(bash, \d+ requests\):$/.exec(line);
    if (!heading) return;
    const indent = `${heading[1]}  `;
    const block: string[] = [];
    for (const next of lines.slice(i + 1)) {
      if (!next.startsWith(indent)) break;
      block.push(next.slice(indent.length));
    }
    scripts.push(block.join('\n'));
  });
  return scripts;
}

describe.skipIf(!tools)(
  'a failing storefront case reproduced by its printed script (needs curl and jq: .ci/run installs them)',
  () => {
    let deviating: FastifyInstance;
    let reference: FastifyInstance;
    let deviatingUrl: string;
    let referenceUrl: string;
    let run: CliResult;
    let failing: CaseResult[];

    beforeAll(async () => {
      deviating = await testApp({
        publicUrl: undefined,
        extend: (app, registry) => FAULTS.forEach((f) => f.apply(app, registry)),
      });
      reference = await testApp({ publicUrl: undefined });
      deviatingUrl = await deviating.listen({ port: 0, host: '127.0.0.1' });
      referenceUrl = await reference.listen({ port: 0, host: '127.0.0.1' });
      const report = join(mkdtempSync(join(tmpdir(), 'repro-')), 'report.json');
      run = await cli(
        [
          'run',
          '--allow-writes',
          '--base-url',
          deviatingUrl,
          ...SUITES.flatMap((s) => ['--suite', s]),
          '--auth',
          ENV.SHOP_CONFORMANCE_AUTH,
          '--customer-auth',
          ENV.SHOP_CONFORMANCE_CUSTOMER_AUTH,
          '--reporter',
          'console',
          '--reporter',
          `json=${report}`,
        ],
        {},
      );
      const result = JSON.parse(readFileSync(report, 'utf8')) as RunResult;
      failing = result.suites
        .flatMap((s) => s.cases)
        .filter((c) => c.tags.includes('storefront') && (c.outcome === 'failed' || c.outcome === 'errored'));
    });

    afterAll(async () => {
      await deviating?.close();
      await reference?.close();
    });

    it('the run fails the cases each fault is about, and prints each one a reproduction in several steps', () => {
      expect(run.stderr).toBe('');
      expect(failing.map((c) => `${c.suite}/${c.id}`).sort()).toEqual([
        'cart-coupons-v1/apply-own',
        'cart-coupons-v1/apply-own-case-insensitive',
        'cart-coupons-v1/unknown-code-refused',
        'cart-coupons/own-coupon-discounts',
        'cart-v1/add-item',
        'cart/add-item',
        'checkout/bacs-on-hold',
        'checkout/cheque-on-hold',
        'checkout/cod-processing',
      ]);
      for (const c of failing) {
        // Every one of them reads the cart's token: its own curl line cannot reproduce it.
        expect(c.repro, `${c.suite}/${c.id}`).toBeDefined();
        expect(c.repro?.steps.length).toBeGreaterThan(1);
      }
    });

    it('the console prints the scripts the report holds (the first case of a group of failures in full)', () => {
      const scripts = new Set(failing.map((c) => c.repro?.script));
      const printed = consoleScripts(run.stdout);
      expect(printed.length).toBeGreaterThan(0);
      for (const script of printed) expect(scripts.has(script), script).toBe(true);
    });

    it('no printed reproduction has a masked value, and the session is a shell variable', () => {
      for (const c of failing) {
        const script = c.repro?.script ?? '';
        expect(script, `${c.suite}/${c.id}`).not.toContain('***');
        expect(script).toMatch(/^CART_TOKEN=\$\(curl /m);
        expect(script).toContain('-H "cart-token: $CART_TOKEN"');
      }
    });

    it('each reproduction, run by bash, shows the same failure on the deviating server, and not on the reference server', async () => {
      const shown: string[] = [];
      for (const c of failing) {
        const script = c.repro?.script ?? (c.curl as string);
        const there = await runScript(script);
        expect(
          showsFailure(c, there),
          `${c.suite}/${c.id} on the deviating server: ${there.status} ${there.body.slice(0, 300)}`,
        ).toBe(true);
        const elsewhere = await runScript(script.split(deviatingUrl).join(referenceUrl));
        expect(showsFailure(c, elsewhere), `${c.suite}/${c.id} on the reference server: ${elsewhere.status}`).toBe(
          false,
        );
        shown.push(`${c.suite}/${c.id}`);
      }
      expect(shown).toHaveLength(failing.length);
    });
  },
);
