import { describe, expect, it } from 'vitest';
import { JSON_DEPTH_LIMIT } from '../../../reports/json.js';
import { compact, PREVIEW_DEPTH } from '../../../reports/text.js';
import { createReporter, REPORTER_NAMES } from '../../../reports/index.js';
import type { CaseResult, ErroredCode, RunResult } from '../../../src/model/result.js';
import { FIXTURE } from './fixture.js';
import { xmllint } from '../../helpers/xmllint.js';

/** Everything XML 1.0 forbids or a terminal obeys, and what closes markup early. */
const NASTY =
  'a\ufffe\uffff\ud800(lone high)\udc00(lone low)\ud83d\ude00(pair)\u0000\u0001\u0008\u000b\u000c\u001b[31mred\u001b[0m\u007f\u0085\u009b31m\u2028' +
  ']]> --> <![CDATA[ <script>alert(1)</script> & " \' \t tab \r\n end';

function deep(levels: number): unknown {
  let value: unknown = 'bottom';
  for (let i = 0; i < levels; i++) value = i % 2 ? { k: value } : [value];
  return value;
}

const DEEP = deep(100_000);
const BIG_BODY = JSON.stringify({ items: Array.from({ length: 40_000 }, (_, i) => ({ id: i, name: `item ${i}` })) });

/** The fixture with hostile text in every string a target or a suite can fill, and values 100,000 levels deep. */
function hostile(): RunResult {
  const failed: CaseResult = {
    suite: `s${NASTY}`,
    id: `c${NASTY}`,
    title: NASTY,
    level: 'must',
    tags: [NASTY],
    outcome: 'failed',
    durationMs: Number.NaN,
    spec: { origin: { file: NASTY }, requires: [] },
    failures: [
      {
        check: `json${NASTY}`,
        level: 'must',
        title: NASTY,
        message: NASTY,
        expected: DEEP,
        actual: { [NASTY]: DEEP },
        pointer: `/${NASTY}`,
      },
      {
        check: 'error',
        level: 'should',
        source: NASTY,
        title: NASTY,
        message: NASTY,
        expected: NASTY,
        // eslint-disable-next-line no-loss-of-precision -- 1e400 is Infinity on purpose: a value JSON cannot hold
        actual: [NASTY, null, 1e400],
      },
    ],
    notes: [{ check: 'n', level: 'info', title: NASTY, message: NASTY, actual: DEEP }],
    exchange: {
      request: {
        method: 'POST',
        url: `http://shop.test/${NASTY}`,
        headers: { [`x-${NASTY}`]: NASTY },
        body: `{"deep":${'['.repeat(50_000)}${']'.repeat(50_000)}}`,
        ...{ bodySize: 9_000_000 },
      },
      response: {
        status: 500,
        headers: { [`x-${NASTY}`]: NASTY },
        body: BIG_BODY,
        truncated: true,
        durationMs: 1,
        ...{ bodySize: 5_000_000 },
      },
    },
    curl: `curl ${NASTY}`,
  };
  const errored: CaseResult = {
    ...failed,
    id: 'errored',
    outcome: 'errored',
    error: { code: NASTY as ErroredCode, message: NASTY } /* a result read from elsewhere may hold anything */,
    failures: [],
  };
  const skipped: CaseResult = { ...failed, id: 'skipped', outcome: 'skipped', skipReason: NASTY, failures: [] };
  const blocked: CaseResult = { ...failed, id: 'blocked', outcome: 'blocked', blockedBy: NASTY, failures: [] };
  return {
    ...FIXTURE,
    target: { baseUrl: `http://${NASTY}`, apiRoot: NASTY, embedded: false },
    vocabulary: { shop: NASTY, gateway: { path: NASTY, code: NASTY } },
    startedAt: NASTY,
    suites: [
      {
        id: NASTY,
        title: NASTY,
        file: NASTY,
        durationMs: Number.POSITIVE_INFINITY,
        leftovers: [NASTY],
        cases: [failed, errored, skipped, blocked],
      },
    ],
    rootCauses: [
      {
        id: NASTY,
        kind: 'namespace',
        level: 'must',
        title: NASTY,
        failure: { check: NASTY, title: NASTY, message: NASTY, expected: DEEP, actual: DEEP },
        blocked: [{ suite: NASTY, id: NASTY, title: NASTY }],
      },
    ],
  };
}

const render = (name: string) => createReporter(name, { color: false }).render(hostile());
const FORBIDDEN_IN_XML =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
// eslint-disable-next-line no-control-regex
const ESCAPES = /[\u001b\u007f-\u009f]/;

describe('every report, for any input', () => {
  it.each(REPORTER_NAMES)('%s renders hostile text and values 100,000 levels deep without throwing', (name) => {
    expect(() => render(name)).not.toThrow();
  });

  it('junit is well-formed and valid against the schema, forbidden characters replaced by U+FFFD, controls and escapes dropped', async () => {
    const xml = render('junit');
    await expect(xmllint(xml)).resolves.toBeUndefined();
    expect(xml).not.toMatch(FORBIDDEN_IN_XML);
    expect(xml).not.toMatch(ESCAPES);
    expect(xml).toContain('a\ufffd\ufffd\ufffd(lone high)\ufffd(lone low)\ud83d\ude00(pair)');
    expect(xml).toContain(']]&gt; --&gt; &lt;![CDATA[ &lt;script&gt;');
    // Newlines, tabs and carriage returns survive in attributes as references.
    expect(xml).toMatch(/message="[^"]*&#9; tab &#13;&#10; end/);
    expect(xml).not.toContain('NaN');
    expect(xml).not.toContain('Infinity');
  });

  it('json always parses, and says where it cut what was nested too deep', () => {
    const text = render('json');
    const parsed = JSON.parse(text) as RunResult;
    expect(parsed.suites[0]?.cases[0]?.title).toBe(hostile().suites[0]?.cases[0]?.title);
    expect(text).toContain(`[cut: nested deeper than ${JSON_DEPTH_LIMIT} levels]`);
  });

  it('html escapes everything, keeps no control character, and shows how much of a body was kept', () => {
    const html = render('html');
    // The page's own script, once, and nothing the target sent: its <script> is text.
    expect(html.match(/<script>/g)).toHaveLength(1);
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain(']]>');
    expect(html).not.toMatch(FORBIDDEN_IN_XML);
    expect(html).not.toMatch(ESCAPES);
    expect(html).toContain(
      `500 (cut: ${Buffer.byteLength(BIG_BODY)} of 5000000 bytes; truncated at the response size limit)`,
    );
    expect(html).toContain(` end (body cut: ${9 + 100_000} of 9000000 bytes)`);
  });

  it('html cuts a long body before pretty-printing it, and leaves deep JSON as it came', () => {
    const html = render('html');
    // The body is shown as it came (no indentation), cut at the limit.
    expect(html).toContain(`${BIG_BODY.slice(0, 200).replace(/"/g, '&quot;')}`);
    expect(html).toContain(`… (${BIG_BODY.length - 20_000} more characters)`);
    expect(html.length).toBeLessThan(200_000);
    expect(html).toContain(`{&quot;deep&quot;:${'['.repeat(100)}`);
  });

  it('console output has no escape sequence or control character but newlines', () => {
    const text = render('console');
    expect(text).not.toMatch(ESCAPES);
    // eslint-disable-next-line no-control-regex
    expect(text).not.toMatch(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/);
  });
});

describe('compact', () => {
  it('is JSON.stringify for ordinary values', () => {
    for (const value of [1, 'a"b', null, true, [1, 'x', null], { a: 1, b: [{}], c: undefined }, { d: new Date(0) }])
      expect(compact(value)).toBe(JSON.stringify(value));
    expect(compact(undefined)).toBe('undefined');
  });

  it('shows nesting to a bound and stops at the limit, without serialising what it will not show', () => {
    const shown = compact(deep(100_000), 10_000);
    expect(shown).toMatch(/^(\{"k":|\[){32}(\{…\}|\[…\])/);
    expect(PREVIEW_DEPTH).toBe(32);
    const huge = Array.from({ length: 1_000_000 }, (_, i) => i);
    // Were it serialised whole first, this would take seconds and tens of megabytes (the test timeout catches it).
    expect(compact(huge, 20)).toBe(`${JSON.stringify(huge).slice(0, 20)}…`);
    expect(compact('x'.repeat(10_000_000), 5)).toBe('"xxxx…');
  });
});
