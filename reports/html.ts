import { interruptedLine, selectionLine } from './selection.js';
import type { CaseResult, Coverage, RootCause, RunResult } from '../src/model/result.js';
import { formatNote, levelTag } from './format-failure.js';
import { countsLine } from './summary.js';
import { describeRetries, networkLine, retriedLine } from './retries.js';
import { clean, compact, seconds } from './text.js';
import type { Reporter } from './types.js';
import { describeVocabulary } from '../spec/vocabulary.js';

function esc(text: string): string {
  return clean(text).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** Deeper than this, a body is shown as it came: pretty-printing recurses. */
const PRETTY_DEPTH = 64;

/** How deep a JSON text nests (brackets outside strings), counted no further than `limit`. */
function nesting(text: string, limit: number): number {
  let depth = 0;
  let most = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92) i++; // a backslash escapes the next character
      else if (c === 34) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 91 || c === 123) {
      most = Math.max(most, ++depth);
      if (most > limit) return most;
    } else if (c === 93 || c === 125) depth--;
  }
  return most;
}

function cut(text: string, limit: number): string {
  return text.length > limit ? `${text.slice(0, limit)}\n… (${text.length - limit} more characters)` : text;
}

/**
 * Pretty JSON for reading; long texts are cut, saying how much was left out. Cut first: a body longer
 * than the limit is shown as it came, never parsed and printed whole to show its beginning.
 */
function pretty(body: string, limit = 6000): string {
  if (body.length > limit || nesting(body, PRETTY_DEPTH) > PRETTY_DEPTH) return cut(body, limit);
  try {
    return cut(JSON.stringify(JSON.parse(body), null, 2), limit);
  } catch {
    // Not JSON: shown as it came.
    return body;
  }
}

/**
 * `cut: 65536 of 2000000 bytes` when the body kept is shorter than what was sent or received
 * (`bodySize`, optional: results from before it lack it), else nothing.
 */
function cutNote(body: string, size: unknown): string | undefined {
  const kept = Buffer.byteLength(body, 'utf8');
  return typeof size === 'number' && size > kept ? `cut: ${kept} of ${size} bytes` : undefined;
}

type Sides = NonNullable<CaseResult['exchange']>;

/** `200 (cut: 65536 of 2000000 bytes)`: the status, and how much of the body was kept when not all of it. */
function statusLine(res: NonNullable<Sides['response']>): string {
  const notes = [cutNote(res.body, (res as { bodySize?: unknown }).bodySize), res.truncated ? 'truncated at the response size limit' : undefined].filter(Boolean);
  return `${res.status}${notes.length ? ` (${notes.join('; ')})` : ''}`;
}

/** `POST https://… (body cut: 65536 of 2000000 bytes)`. */
function requestLine(req: Sides['request']): string {
  const cut = req.body !== undefined ? cutNote(req.body, (req as { bodySize?: unknown }).bodySize) : undefined;
  return `${req.method} ${req.url}${cut ? ` (body ${cut})` : ''}`;
}

const STYLE = `
body{font:14px/1.45 system-ui,sans-serif;margin:2rem;color:#1d232b;background:#fafbfc}
h1{font-size:1.4rem;margin:0 0 .3rem}h2{font-size:1.1rem;margin:2rem 0 .5rem}
table{border-collapse:collapse;width:100%;background:#fff}th,td{text-align:left;padding:.35rem .6rem;border-bottom:1px solid #e4e7eb;vertical-align:top}
th{background:#f0f2f5;font-weight:600}.badge{display:inline-block;padding:0 .45rem;border-radius:.6rem;font-size:.8rem;font-weight:600;color:#fff}
.passed{background:#1a7f37}.failed{background:#cf222e}.errored{background:#8250df}.skipped{background:#9a6700}.blocked{background:#57606a}.retried{background:#bc4c00}
.verdict{font-size:1.2rem;font-weight:700;margin:.5rem 0}.verdict.pass{color:#1a7f37}.verdict.fail{color:#cf222e}
details{background:#fff;border:1px solid #e4e7eb;border-radius:6px;margin:.6rem 0;padding:.4rem .8rem}summary{cursor:pointer;font-weight:600}
pre{background:#f6f8fa;padding:.6rem;overflow:auto;white-space:pre-wrap;word-break:break-all;font-size:12.5px}
.muted{color:#57606a}code{font-size:12.5px}
`;

/** A case judged on an answer that needed retries: a badge, and what the retries met and waited. */
function retriedMark(c: CaseResult): string {
  return c.retries ? ` <span class="badge retried">retried</span> <span class="muted">(${esc(describeRetries(c.retries))})</span>` : '';
}

function caseRow(c: CaseResult): string {
  const why = c.skipReason ?? (c.blockedBy ? `blocked by ${c.blockedBy}` : undefined);
  return `<tr><td><span class="badge ${esc(c.outcome)}">${esc(c.outcome)}</span>${retriedMark(c)}</td><td>${esc(c.level)}</td><td><code>${esc(c.id)}</code></td><td>${esc(c.title)}${why ? ` <span class="muted">(${esc(why)})</span>` : ''}</td><td>${seconds(c.durationMs)}s</td></tr>`;
}

/** A root cause with the cases it blocked: one failure, its consequences listed under it. */
function rootBlock(r: RootCause): string {
  const blocked = r.blocked.map((b) => `<li><code>${esc(b.suite)} › ${esc(b.id)}</code> ${esc(b.title)}</li>`).join('');
  const what = r.kind === 'case' ? `<a href="#${esc(r.id.replace('/', '.'))}"><code>${esc(r.id)}</code></a>` : `<code>${esc(r.id)}</code>`;
  return `<details><summary>${what} — ${esc(r.failure?.title ?? r.title)} [${esc(r.level)}] · blocked ${r.blocked.length}</summary>
${r.failure ? `<p>${esc(r.failure.message)}</p>` : ''}<ul>${blocked}</ul></details>`;
}

function failureBlock(c: CaseResult): string {
  const failures = c.failures.map((f) => `<tr><td>${esc(levelTag(f, c.level))}</td><td><code>${esc(f.check)}</code></td><td>${esc(f.title)}${f.message && f.message !== f.title ? `<br><span class="muted">${esc(f.message)}</span>` : ''}</td><td><code>${esc(f.pointer ?? '')}</code></td><td><code>${esc(compact(f.expected))}</code></td><td><code>${esc(compact(f.actual))}</code></td></tr>`).join('');
  const req = c.exchange?.request;
  const res = c.exchange?.response;
  const headers = (h: Record<string, string>) => Object.entries(h).map(([k, v]) => `${k}: ${v}`).join('\n');
  return `<details id="${esc(`${c.suite}.${c.id}`)}"><summary><span class="badge ${esc(c.outcome)}">${esc(c.outcome)}</span> ${esc(c.suite)} › <code>${esc(c.id)}</code> — ${esc(c.title)} [${esc(c.level)}]</summary>
${c.error ? `<p><strong>${esc(c.error.code)}</strong>: ${esc(c.error.message)}</p>` : ''}${c.retries ? `\n<p><span class="badge retried">retried</span> ${esc(retriedLine(c) ?? '')}</p>` : ''}
${failures ? `<table><tr><th>level</th><th>check</th><th>failure</th><th>pointer</th><th>expected</th><th>actual</th></tr>${failures}</table>` : ''}
${c.notes?.length ? `<p class="muted">Notes: ${c.notes.map((n) => esc(formatNote(n))).join('; ')}</p>` : ''}
${req ? `<h3>Request</h3><pre>${esc(`${requestLine(req)}\n${headers(req.headers)}${req.body ? `\n\n${pretty(req.body, 2500)}` : ''}`)}</pre>` : ''}
${res ? `<h3>Response</h3><pre>${esc(`${statusLine(res)}\n${headers(res.headers)}\n\n${pretty(res.body, 20_000)}`)}</pre>` : ''}
${c.curl ? `<h3>Reproduce</h3><pre>${esc(c.curl)}</pre>` : ''}
</details>`;
}

/** What the run requested of the catalog, per part, and what it never requested; read from the result, never recomputed. */
function coverageSection(coverage: Coverage): string {
  const rows = coverage.parts.map((p) => `<tr><td>${esc(p.title)}</td><td>${p.requested}/${p.total}</td><td>${p.positive}/${p.total}</td><td>${p.cases}</td></tr>`).join('');
  const t = coverage.totals;
  const never = coverage.sites.flatMap((s) => s.routes.filter((r) => r.cases.length === 0).map((r) => `<li>${esc(s.site)} <code>${esc(r.key)}</code></li>`));
  return `<h2>Coverage</h2><p class="muted">Route×methods of the catalog (both sites) the cases requested, and those a case expecting success requested.</p>
<table><tr><th>part</th><th>requested</th><th>positive</th><th>cases</th></tr>${rows}<tr><th>total</th><th>${t.requested}/${t.total}</th><th>${t.positive}/${t.total}</th><th></th></tr></table>
<details><summary>Never requested (${never.length})</summary><ul>${never.join('')}</ul></details>`;
}

/** One self-contained page: verdict, totals, per-suite tables, and every failure with request, response and curl. */
export function htmlReporter(): Reporter {
  return {
    name: 'html',
    render(result: RunResult) {
      const t = result.totals;
      const pass = !result.unreachable && t.mustFailed === 0 && !(result.options.strict && t.shouldFailed > 0);
      const bad = result.suites.flatMap((s) => s.cases).filter((c) => c.outcome === 'failed' || c.outcome === 'errored');
      const summary = result.suites.map((s) => {
        const n = (o: CaseResult['outcome']) => s.cases.filter((c) => c.outcome === o).length;
        return `<tr><td><a href="#suite-${esc(s.id)}">${esc(s.id)}</a></td><td>${esc(s.title)}</td><td>${n('passed')}</td><td>${n('failed')}</td><td>${n('errored')}</td><td>${n('skipped')}</td><td>${n('blocked')}</td></tr>`;
      }).join('');
      const suites = result.suites.map((s) => `<h2 id="suite-${esc(s.id)}">${esc(s.id)} <span class="muted">${esc(s.title)}</span></h2>
${s.leftovers.length ? `<p class="muted">Left behind: ${s.leftovers.map(esc).join('; ')}</p>` : ''}
<table><tr><th>outcome</th><th>level</th><th>case</th><th>title</th><th>time</th></tr>${s.cases.map(caseRow).join('')}</table>`).join('\n');
      return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>shop-conformance report</title><style>${STYLE}</style></head>
<body>
<h1>shop-conformance report</h1>
<p class="muted">Target ${esc(result.target.baseUrl)}${esc(result.target.apiRoot)}${result.target.embedded ? ' (embedded reference server)' : ''} · started ${esc(result.startedAt)} · ${(result.durationMs / 1000).toFixed(1)}s · ${esc(result.tool.name)} ${esc(result.tool.version)}${result.options.readOnly ? ' · read-only' : ''}${selectionLine(result) ? ` · ${esc(selectionLine(result) as string)}` : ''}</p>
${result.vocabulary ? `<p class="muted">Vocabulary: ${esc(describeVocabulary({ words: result.vocabulary }).join(', '))}</p>` : ''}${networkLine(result) ? `\n<p class="muted">${esc(networkLine(result) ?? '')}</p>` : ''}
<p class="verdict ${pass ? 'pass' : 'fail'}">${result.unreachable ? 'TARGET UNREACHABLE' : pass ? 'PASS' : 'FAIL'}</p>${interruptedLine(result) ? `\n<p class="verdict fail">${esc(interruptedLine(result) as string)}</p>` : ''}
<p>${esc(countsLine(result))} · must-level failures ${t.mustFailed}, should-level ${t.shouldFailed}</p>
<table><tr><th>suite</th><th>title</th><th>passed</th><th>failed</th><th>errored</th><th>skipped</th><th>blocked</th></tr>${summary}</table>
${result.rootCauses.length ? `<h2>Root causes</h2><p class="muted">Each is one failure; the cases it blocked are counted apart.</p>${result.rootCauses.map(rootBlock).join('\n')}` : ''}
${bad.length ? `<h2>Failures</h2>${bad.map(failureBlock).join('\n')}` : ''}${result.coverage ? `\n${coverageSection(result.coverage)}` : ''}
${suites}
</body></html>
`;
    },
  };
}
