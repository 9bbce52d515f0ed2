import { describe, expect, it } from 'vitest';
import { buildCatalog, NEUTRAL_WORDS, NAMESPACES, type ArgSchema } from '../../spec/index.js';
import { translator } from '../../spec/translator.js';
import { parseVocabulary, type Context } from '../../spec/vocabulary.js';
import { prepare } from '../../src/engine.js';
import { makePlan } from '../../src/plan/plan.js';
import { speakCase } from '../../src/site/speak.js';

/**
 * The suites' words stand only in the interface's identifier positions, and their own test data
 * (coupon codes, product names, search terms) holds no interface word in any case. Every case is
 * spoken under a vocabulary that renames every word in every context to a marker; afterwards no
 * interface word may remain except inside an identifier of the platform's own (`payment-gateway-suggestions`,
 * the `shop_order` of `shop_rest_shop_order_invalid_id`), and every value or path that was renamed
 * must be one the interface declares.
 */

const MARKERS = Object.fromEntries(NEUTRAL_WORDS.map((w, i) => [w, `qq${String.fromCharCode(97 + i)}`]));
const WORD = new RegExp(
  `(?<![A-Za-z0-9])(${[...NEUTRAL_WORDS].sort((a, b) => b.length - a.length).join('|')})(?![A-Za-z0-9])`,
  'gi',
);

/** Every identifier the catalog itself uses: route segments, argument names, enum values, defaults. */
function catalogIdentifiers(): { identifiers: Set<string>; values: Set<string> } {
  const identifiers = new Set<string>();
  const values = new Set<string>();
  const addText = (text: string) => {
    for (const m of text.matchAll(/[A-Za-z0-9]+(?:[-_][A-Za-z0-9]+)*/g)) identifiers.add(m[0]);
  };
  const walk = (arg: ArgSchema) => {
    for (const v of arg.enum ?? [])
      if (typeof v === 'string') {
        values.add(v);
        addText(v);
      }
    if (typeof arg.default === 'string') {
      values.add(arg.default);
      addText(arg.default);
    }
    if (arg.items) walk(arg.items);
    for (const [name, p] of Object.entries(arg.properties ?? {})) {
      addText(name);
      walk(p);
    }
  };
  for (const site of ['primary', 'de'] as const) {
    for (const route of buildCatalog(site).routes) {
      addText(route.pattern);
      for (const e of route.endpoints)
        for (const [name, arg] of Object.entries(e.args)) {
          addText(name);
          walk(arg);
        }
    }
  }
  return { identifiers, values };
}

function strings(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(value);
  else if (Array.isArray(value)) for (const v of value) strings(v, out);
  else if (value && typeof value === 'object') for (const v of Object.values(value)) strings(v, out);
  return out;
}

describe('words in the suites', () => {
  it('stand only where the interface puts them, and never in test data', () => {
    const { suites, checks } = prepare([]);
    const { identifiers, values } = catalogIdentifiers();
    const codes = new Set<string>();
    const problems: string[] = [];
    let where = '';
    const t = translator(parseVocabulary({ words: MARKERS }), {
      observe(context: Context, from: string, to: string) {
        if (context === 'code') codes.add(to);
        if (context === 'value' && !values.has(from))
          problems.push(`${where}: "${from}" renamed as an identifier value, but the interface declares no such value`);
        if (context === 'path' && !NAMESPACES.some((ns) => from.replace(/^\//, '').startsWith(ns)))
          problems.push(`${where}: "${from}" renamed as a path, but it is in no namespace of the interface`);
      },
    });
    const planned = makePlan(suites, { readOnly: false, haveAdmin: true, haveCustomer: true }).cases;
    expect(planned.length).toBeGreaterThan(500);
    for (const { suite, spec } of planned) {
      where = `${suite.id}/${spec.id}`;
      const spoken = speakCase(spec, checks, t);
      for (const text of strings([spoken.request, spoken.expect, spoken.capture])) {
        if (codes.has(text)) continue;
        for (const m of text.matchAll(WORD)) {
          const start = text.slice(0, m.index).search(/[A-Za-z0-9_-]*$/);
          const end =
            (m.index as number) +
            m[0].length +
            (text.slice((m.index as number) + m[0].length).match(/^[A-Za-z0-9_-]*/)?.[0].length ?? 0);
          const identifier = text.slice(start, end);
          if (!identifiers.has(identifier)) problems.push(`${where}: "${m[0]}" stands untranslated in "${text}"`);
        }
      }
    }
    expect([...new Set(problems)]).toEqual([]);
  });
});
