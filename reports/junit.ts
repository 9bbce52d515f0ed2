import { hostname } from 'node:os';
import type { CaseResult, RunResult, SuiteResult } from '../src/model/result.js';
import { formatCase } from './format-failure.js';
import { clean, seconds } from './text.js';
import type { Reporter } from './types.js';
import type { SiteWord } from '../spec/vocabulary.js';

function escape(text: string): string {
  return clean(text).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
}

function count(cases: CaseResult[], outcome: CaseResult['outcome']): number {
  return cases.filter((c) => c.outcome === outcome).length;
}

function testcase(c: CaseResult): string {
  const head = `    <testcase classname="shop-conformance.${escape(c.suite)}" name="${escape(c.id)}" time="${seconds(c.durationMs)}">`;
  const out = `      <system-out>${escape(`${c.title}\nlevel: ${c.level}\ntags: ${c.tags.join(', ')}`)}</system-out>`;
  let child = '';
  if (c.outcome === 'failed') {
    const first = c.failures[0];
    child = `      <failure message="${escape(first ? `${first.check}: ${first.title}` : 'failed')}" type="${escape(first?.check ?? 'failure')}">${escape(formatCase(c))}</failure>\n`;
  } else if (c.outcome === 'errored') {
    child = `      <error message="${escape(c.error?.message ?? 'errored')}" type="${escape(c.error?.code ?? 'error')}">${escape(formatCase(c))}</error>\n`;
  } else if (c.outcome === 'skipped') {
    child = `      <skipped message="${escape(c.skipReason ?? 'skipped')}"/>\n`;
  }
  return `${head}\n${child}${out}\n    </testcase>`;
}

function properties(vocabulary: Record<string, SiteWord> | undefined): string {
  if (!vocabulary) return '';
  // A word per context is one property per context: vocabulary.shop.path, vocabulary.shop.code.
  const pairs = Object.entries(vocabulary).flatMap(([n, w]) => (typeof w === 'string' ? [[n, w]] : Object.entries(w).map(([context, v]) => [`${n}.${context}`, v])));
  const items = pairs.map(([n, w]) => `      <property name="vocabulary.${escape(n as string)}" value="${escape(w as string)}"/>`).join('\n');
  return `    <properties>\n${items}\n    </properties>\n`;
}

function testsuite(s: SuiteResult, timestamp: string, host: string, vocabulary?: Record<string, SiteWord>): string {
  const attrs = [
    `name="${escape(s.id)}"`, `tests="${s.cases.length}"`, `failures="${count(s.cases, 'failed')}"`,
    `errors="${count(s.cases, 'errored')}"`, `skipped="${count(s.cases, 'skipped')}"`, `time="${seconds(s.durationMs)}"`,
    `timestamp="${timestamp}"`, `hostname="${escape(host)}"`,
  ].join(' ');
  return `  <testsuite ${attrs}>\n${properties(vocabulary)}${s.cases.map(testcase).join('\n')}\n  </testsuite>`;
}

/** Flat JUnit: one testsuite per suite, one testcase per case, valid against the Jenkins xunit schema. */
export function junitReporter(): Reporter {
  return {
    name: 'junit',
    render(result: RunResult) {
      const all = result.suites.flatMap((s) => s.cases);
      const timestamp = result.startedAt.replace(/\.\d+Z$/, '').replace(/Z$/, '');
      const host = hostname();
      const head = `<testsuites name="shop-conformance" tests="${all.length}" failures="${count(all, 'failed')}" errors="${count(all, 'errored')}" time="${seconds(result.durationMs)}">`;
      return `<?xml version="1.0" encoding="UTF-8"?>\n${head}\n${result.suites.map((s) => testsuite(s, timestamp, host, result.vocabulary)).join('\n')}\n</testsuites>\n`;
    },
  };
}
