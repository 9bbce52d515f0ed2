import { PARTS } from '../../src/coverage/parts.js';
import type { CaseResult, Coverage, Outcome, RootCause, RunResult } from '../../src/model/result.js';
import { citedWhere, formatNote, levelTag, saysOf } from '../format-failure.js';
import { describeRetries, retriedLine } from '../retries.js';
import { clean, compact, seconds } from '../text.js';
import { esc, pretty, requestLine, statusLine } from './bodies.js';
import { expectationMark } from './expectations.js';

const OUTCOMES: Outcome[] = ['passed', 'failed', 'errored', 'skipped', 'blocked'];

type Counts = Record<Outcome, number>;
const zero = (): Counts => ({ passed: 0, failed: 0, errored: 0, skipped: 0, blocked: 0 });
const keyOf = (c: { suite: string; id: string }) => `${c.suite}/${c.id}`;

/** What a filter matches on, on every case row and failure block; the search reads `data-text`. */
function dataOf(c: CaseResult): string {
  const words = [
    c.suite,
    c.id,
    c.title,
    c.skipReason ?? '',
    c.blockedBy ?? '',
    c.error?.message ?? '',
    ...c.failures.flatMap((f) => [f.check, f.title, f.message]),
  ];
  const text = clean(words.join(' ')).toLowerCase().slice(0, 2000);
  return `data-case data-outcome="${esc(c.outcome)}" data-level="${esc(c.level)}" data-suite="${esc(c.suite)}" data-tags="${esc(c.tags.join(' '))}" data-text="${esc(text)}"`;
}

/** A stacked bar of outcomes: the small chart each part and suite gets. */
function bar(counts: Counts): string {
  const total = OUTCOMES.reduce((n, o) => n + counts[o], 0);
  if (total === 0) return '<div class="bar"></div>';
  const spans = OUTCOMES.filter((o) => counts[o] > 0)
    .map(
      (o) =>
        `<span class="${o}" style="width:${((counts[o] / total) * 100).toFixed(2)}%" title="${counts[o]} ${o}"></span>`,
    )
    .join('');
  return `<div class="bar" role="img" aria-label="${OUTCOMES.map((o) => `${counts[o]} ${o}`).join(', ')}">${spans}</div>`;
}

/** The parts a case's tags name (`PARTS`' tag of each part): where a case that sent nothing belongs. */
function taggedParts(c: CaseResult): Set<string> {
  return new Set(PARTS.filter((p) => c.tags.includes(p.tag)).map((p) => p.part));
}

const countCells = (counts: Counts) => OUTCOMES.map((o) => `<td>${counts[o] || ''}</td>`).join('');
const countHeads = OUTCOMES.map((o) => `<th class="col-n">${o}</th>`).join('');

/**
 * Each part of the interface (from the coverage the result carries): the outcomes of the cases that
 * requested its routes. A case that requested routes of two parts counts in both. One skipped or
 * blocked before it sent anything requested no route: it counts under the parts its tags name (every
 * case carries the tag of each part it touches, `src/loading/part-tags.ts`), as does a case of the
 * examination of every answer (`reply`), which examined answers others received. Only a case that sent a
 * request no route of the catalog serves (an unknown path on purpose) is counted apart.
 */
export function partsSection(result: RunResult, coverage: Coverage): string {
  const partsOf = new Map<string, Set<string>>();
  for (const site of coverage.sites) {
    for (const route of site.routes)
      for (const c of route.cases)
        (partsOf.get(keyOf(c)) ?? partsOf.set(keyOf(c), new Set()).get(keyOf(c)))?.add(route.part);
  }
  const byPart = new Map(coverage.parts.map((p) => [p.part as string, zero()]));
  const elsewhere = zero();
  for (const c of result.suites.flatMap((s) => s.cases)) {
    // A case of the examination of answers sent nothing itself: its tags name the part of its route.
    const parts =
      partsOf.get(keyOf(c)) ??
      (c.outcome === 'skipped' || c.outcome === 'blocked' || c.reply !== undefined ? taggedParts(c) : undefined);
    if (!parts || parts.size === 0) elsewhere[c.outcome]++;
    else for (const p of parts) (byPart.get(p) as Counts)[c.outcome]++;
  }
  const rows = coverage.parts.map((p) => {
    const counts = byPart.get(p.part) as Counts;
    return `<tr><td>${esc(p.title)}</td><td>${bar(counts)}</td>${countCells(counts)}<td>${p.requested}/${p.total}</td></tr>`;
  });
  rows.push(
    `<tr><td class="muted">no route of the catalog</td><td>${bar(elsewhere)}</td>${countCells(elsewhere)}<td></td></tr>`,
  );
  return `<h2>By part of the interface</h2><p class="muted">The cases that requested each part's routes (one skipped before it sent anything: the parts its tags name), by outcome; the last column is how many of its route×methods (both sites) a case requested.</p>
<table><tr><th>part</th><th class="col-chart">outcomes</th>${countHeads}<th class="col-n">routes</th></tr>${rows.join('')}</table>`;
}

/** Each suite, its chart and counts; its name filters the page to it and leads to its cases. */
export function suitesSummary(result: RunResult): string {
  const rows = result.suites.map((s) => {
    const counts = zero();
    for (const c of s.cases) counts[c.outcome]++;
    return `<tr><td><a class="suite-link" data-suite="${esc(s.id)}" href="#suite-${esc(s.id)}">${esc(s.id)}</a><br><span class="muted">${esc(s.title)}</span></td><td>${bar(counts)}</td>${countCells(counts)}</tr>`;
  });
  return `<h2>Suites</h2><table><tr><th>suite</th><th class="col-chart">outcomes</th>${countHeads}</tr>${rows.join('')}</table>`;
}

/** The filter bar: outcomes, levels, suite, tag, and a search over ids, titles and failure messages. */
export function filterBar(result: RunResult): string {
  const cases = result.suites.flatMap((s) => s.cases);
  const outcomes = OUTCOMES.map(
    (o) =>
      `<label><input type="checkbox" name="outcome" value="${o}" checked> ${o} (${cases.filter((c) => c.outcome === o).length})</label>`,
  ).join('');
  const levels = ['must', 'should']
    .map((l) => `<label><input type="checkbox" name="level" value="${l}" checked> ${l}</label>`)
    .join('');
  const suites = result.suites.map((s) => `<option value="${esc(s.id)}">${esc(s.id)}</option>`).join('');
  const tags = [...new Set(cases.flatMap((c) => c.tags))]
    .sort()
    .map((t) => `<option value="${esc(t)}">${esc(t)}</option>`)
    .join('');
  return `<form id="filters" onsubmit="return false">
<fieldset><legend>Outcome</legend>${outcomes}</fieldset>
<fieldset><legend>Level</legend>${levels}</fieldset>
<label>Suite <select name="suite"><option value="">all</option>${suites}</select></label>
<label>Tag <select name="tag"><option value="">all</option>${tags}</select></label>
<input type="search" name="q" placeholder="Search ids, titles, failures" aria-label="Search">
<button type="reset">Show all</button><span id="shown" class="muted"></span>
</form>`;
}

/** A root cause with the cases it blocked: one failure, its consequences listed under it. */
export function rootCausesSection(causes: RootCause[]): string {
  if (causes.length === 0) return '';
  const block = (r: RootCause) => {
    const blocked = r.blocked
      .map((b) => `<li><code>${esc(b.suite)} › ${esc(b.id)}</code> ${esc(b.title)}</li>`)
      .join('');
    const what =
      r.kind === 'case'
        ? `<a href="#${esc(r.id.replace('/', '.'))}"><code>${esc(r.id)}</code></a>`
        : `<code>${esc(r.id)}</code>`;
    // A refused control is no failure: say so where the level would stand.
    const level = r.kind === 'control' ? 'no failure' : r.level;
    return `<details><summary>${what} — ${esc(r.failure?.title ?? r.title)} [${esc(level)}] · blocked ${r.blocked.length}</summary>
${r.failure ? `<p>${esc(r.failure.message)}</p>` : ''}<ul>${blocked}</ul></details>`;
  };
  const controls = causes.some((r) => r.kind === 'control')
    ? ', but a refused control (a request the document allows refused where negatives were sent: they prove nothing there)'
    : '';
  return `<h2>Root causes</h2><p class="muted">Each is one failure${controls}; the cases it blocked are counted apart.</p>${causes.map(block).join('\n')}`;
}

/** What the run's writes left on the site, when cleaning up could not remove it: a person must. */
export function leftBehindSection(result: RunResult): string {
  const items = result.suites.flatMap((s) => s.leftovers.map((l) => `<li><code>${esc(s.id)}</code> ${esc(l)}</li>`));
  if (items.length === 0) return '';
  return `<h2>Left behind</h2><p class="muted">What the run wrote and could not remove: to be removed by hand.</p><ul>${items.join('')}</ul>`;
}

/** A case judged on an answer that needed retries: a badge, and what the retries met and waited. */
function retriedMark(c: CaseResult): string {
  return c.retries
    ? ` <span class="badge retried">retried</span> <span class="muted">(${esc(describeRetries(c.retries))})</span>`
    : '';
}

/** One failed or errored case: check, expected, actual, pointer, the request, the answer (cut) and its curl. */
export function failureBlock(c: CaseResult): string {
  const failures = c.failures
    .map(
      (f) =>
        `<tr><td>${esc(levelTag(f, c.level))}</td><td><code>${esc(f.check)}</code></td><td>${esc(f.title)}${f.message && f.message !== f.title ? `<br><span class="muted">${esc(f.message)}</span>` : ''}${saysOf(f, c.level) ? `<br><span class="muted">${esc(saysOf(f, c.level) as string)}</span>` : ''}</td><td><code>${esc(f.pointer ?? '')}</code></td><td><code>${esc(compact(f.expected))}</code></td><td><code>${esc(compact(f.actual))}</code></td></tr>`,
    )
    .join('');
  const req = c.exchange?.request;
  const res = c.exchange?.response;
  const headers = (h: Record<string, string>) =>
    Object.entries(h)
      .map(([k, v]) => `${k}: ${v}`)
      .join('\n');
  return `<details id="${esc(`${c.suite}.${c.id}`)}" ${dataOf(c)}><summary><span class="badge ${esc(c.outcome)}">${esc(c.outcome)}</span> ${esc(c.suite)} › <code>${esc(c.id)}</code> — ${esc(c.title)} [${esc(c.level)}]</summary>
${c.error ? `<p><strong>${esc(c.error.code)}</strong>: ${esc(c.error.message)}</p>` : ''}${c.retries ? `\n<p><span class="badge retried">retried</span> ${esc(retriedLine(c) ?? '')}</p>` : ''}
${failures ? `<table><tr><th class="col-level">level</th><th>check</th><th>failure</th><th>pointer</th><th>expected</th><th>actual</th></tr>${failures}</table>` : ''}
${c.notes?.length ? `<p class="muted">Notes: ${c.notes.map((n) => esc(formatNote(n))).join('; ')}</p>` : ''}
${req ? `<h3>Request</h3><pre>${esc(`${requestLine(req)}\n${headers(req.headers)}${req.body ? `\n\n${pretty(req.body, 2500)}` : ''}`)}</pre>` : ''}
${res ? `<h3>Response</h3><pre>${esc(`${statusLine(res)}\n${headers(res.headers)}\n\n${pretty(res.body, 20_000)}`)}</pre>` : ''}
${c.repro ? `<h3>Reproduce (bash, ${c.repro.steps.length} requests)</h3><pre>${esc(c.repro.script)}</pre>` : c.curl ? `<h3>Reproduce</h3><pre>${esc(c.curl)}</pre>` : ''}${c.fuzz?.replay ? `<h3>Replay (fuzz, seed ${c.fuzz.seed})</h3><pre>${esc(c.fuzz.replay)}</pre>` : ''}
</details>`;
}

function caseRow(c: CaseResult): string {
  const why =
    c.skipReason ??
    (c.blockedBy ? `blocked by ${c.blockedBy}${c.control?.reason ? `: ${c.control.reason}` : ''}` : undefined);
  const id =
    c.outcome === 'failed' || c.outcome === 'errored'
      ? `<a href="#${esc(`${c.suite}.${c.id}`)}"><code>${esc(c.id)}</code></a>`
      : `<code>${esc(c.id)}</code>`;
  return `<tr ${dataOf(c)}><td><span class="badge ${esc(c.outcome)}">${esc(c.outcome)}</span>${retriedMark(c)}${expectationMark(c)}</td><td>${esc(c.level)}</td><td>${id}</td><td>${esc(c.title)}${why ? ` <span class="muted">(${esc(why)})</span>` : ''}</td><td class="muted">${esc(citedWhere(c))}</td><td>${seconds(c.durationMs)}s</td></tr>`;
}

/** Every suite's cases; a failed case's id leads to its failure block. */
export function suiteSections(result: RunResult): string {
  return result.suites
    .map(
      (
        s,
      ) => `<section data-suite-section id="suite-${esc(s.id)}"><h2>${esc(s.id)} <span class="muted">${esc(s.title)}</span></h2>
<table><tr><th class="col-outcome">outcome</th><th class="col-level">level</th><th>case</th><th>title</th><th>cites</th><th class="col-time">time</th></tr>${s.cases.map(caseRow).join('')}</table></section>`,
    )
    .join('\n');
}

/** What the run requested of the catalog, per part, and what it never requested; read from the result, never recomputed. */
export function coverageSection(coverage: Coverage, statements?: string): string {
  const rows = coverage.parts
    .map(
      (p) =>
        `<tr><td>${esc(p.title)}</td><td>${p.requested}/${p.total}</td><td>${p.positive}/${p.total}</td><td>${p.cases}</td></tr>`,
    )
    .join('');
  const t = coverage.totals;
  const never = coverage.sites.flatMap((s) =>
    s.routes.filter((r) => r.cases.length === 0).map((r) => `<li>${esc(s.site)} <code>${esc(r.key)}</code></li>`),
  );
  return `<h2>Coverage</h2><p class="muted">Route×methods of the catalog (both sites) the cases requested, and those a case expecting success requested.</p>
<table><tr><th>part</th><th>requested</th><th>positive</th><th>cases</th></tr>${rows}<tr><th>total</th><th>${t.requested}/${t.total}</th><th>${t.positive}/${t.total}</th><th></th></tr></table>${statements ? `\n<p>The document: <a href="#document">${esc(statements)}</a></p>` : ''}
<details><summary>Never requested (${never.length})</summary><ul>${never.join('')}</ul></details>`;
}
