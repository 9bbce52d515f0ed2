import { ERROR_REPLY, successReply, type ReplyNode, type ReplySource } from '../../spec/replies/index.js';
import { readablePattern } from '../../spec/patterns.js';
import type { SiteId } from '../../spec/types.js';
import { routeFor } from '../catalog/routes.js';
import type { Exchange } from '../model/result.js';
import { createHash } from 'node:crypto';
import { examine, shown, typeOf, typeWords, type Breach, type Examination, type ReplyRule } from './examine.js';

/**
 * The run's one record of what its answers held against the document: every answer any request of
 * the run received (cases, controls, findings, set-up and teardown, the fuzz phase) is examined once,
 * by its route's reply (`spec/replies/`), and a breach is kept once per route, member and rule, with
 * how many answers showed it and the first cases that saw it. Bounded: a target that breaks everything
 * everywhere keeps at most `MAX_FINDINGS` findings, counting the rest.
 */

/** One answer as the runner hands it over: what was asked (the site's words), what came back. */
export interface Answered {
  site: SiteId;
  method: string;
  /** The route path below the API root, in neutral words, without its query. */
  path: string;
  query?: Record<string, unknown> | undefined;
  /** The request body as sent (a batch's sub-requests pair with its reply's entries). */
  body?: unknown;
  status: number;
  contentType: string | undefined;
  /** The answer's body as JSON (throws when it is none, or too deep to judge). */
  json: () => unknown;
  /** The body's text, when the caller has it: identical large bodies are examined once. */
  text?: string | undefined;
  /** `suite/case` that sent it (or what else did: `(the first look at the index)`). */
  who: string;
  /** The exchange a report shows for it (masked and cut), made only for the first answer of a finding. */
  exchange: () => { exchange: Exchange; curl?: string | undefined };
}

export interface ReplyFinding {
  /** `GET /shop-analytics/orders/{id}`, `POST /shop/store/cart/add-item (batch)`, `/de GET /`. */
  route: string;
  /** Where the first answer was asked for (neutral words): its part of the interface. */
  site: SiteId;
  path: string;
  member: string;
  rule: ReplyRule;
  source: ReplySource;
  statement?: string | undefined;
  expected: string;
  /** The first wrong value seen (absent for a member that is missing). */
  actual: unknown;
  pointer: string;
  /** Answers that showed it. */
  count: number;
  /** The first cases that saw it (`suite/case`), at most `WITNESSES`. */
  seenBy: string[];
  /**
   * Every case that received an answer showing it (up to `MAX_WITNESSES`), with where its answer showed
   * it: a case that failed on that very value, or whose failure the answer belongs to, makes the finding
   * its consequence (`suite.ts`).
   */
  witnesses: Map<string, string>;
  exchange: Exchange;
  curl?: string | undefined;
}

/** A route whose answers were examined: how many, and which statements of the document they carried. */
export interface ExaminedRoute {
  route: string;
  site: SiteId;
  path: string;
  answers: number;
  statements: Set<string>;
  conventions: Set<string>;
  /** The first case that sent one. */
  firstSeenBy: string;
}

/** What one answer showed: each finding's key, with the pointer where this answer showed it. */
export type Shown = { key: string; pointer: string }[];

export const MAX_FINDINGS = 1000;
/** A route's first answers say which statements its answers carry; later ones are examined for breaches alone. */
const COLLECT_FROM = 20;
/** Bodies this large are examined once per text (the index is 160 KB); at most this many kept. */
const MEMO_FROM_BYTES = 8192;
const MEMO_ENTRIES = 64;
export const WITNESSES = 3;
export const MAX_WITNESSES = 50;

export class ReplyLedger {
  /**
   * `neutral`: a path in the site's words in the interface's (a batch's sub-request paths are the
   * site's); `limit`: the most findings kept.
   */
  constructor(
    private readonly neutral: (path: string) => string = (path) => path,
    private readonly limit = MAX_FINDINGS,
  ) {}

  private readonly found = new Map<string, ReplyFinding>();
  /** Examinations of large bodies by their text's digest (bounded: `MEMO_ENTRIES`). */
  private readonly memo = new Map<string, Examination>();
  private readonly examined = new Map<string, ExaminedRoute>();
  /** Findings past `MAX_FINDINGS`: counted, not kept. */
  dropped = 0;

  /**
   * Examines one answer; what it showed (each finding's key, with the pointer there) is returned, so that
   * a case that shares the answer later is its witness too (`witness`).
   */
  observe(answer: Answered): Shown {
    const shown: Shown = [];
    if (answer.method === 'HEAD' || answer.method === 'OPTIONS') return shown;
    if (answer.status === 204 || answer.status < 200 || (answer.status >= 300 && answer.status < 400)) return shown;
    const route = routeFor(answer.site, answer.path);
    const ok = answer.status >= 200 && answer.status < 300;
    const node = ok ? (route ? successReply(answer.method, route.pattern, route.namespace) : undefined) : ERROR_REPLY;
    // A route whose reply nothing describes: its body is not even read.
    if (!node) return shown;
    let body: unknown;
    try {
      body = answer.json();
    } catch {
      // Not JSON (an XML oEmbed, an empty body): the document describes no JSON to hold it to.
      return shown;
    }
    if (body === undefined) return shown;
    const name = `${answer.site === 'de' ? '/de ' : ''}${answer.method} ${route ? readablePattern(route.pattern) : '(no route)'}`;
    this.judge(name, node, body, answer, '', shown);
    if (ok && node.resource === 'batch-reply') this.batchEntries(answer, body, shown);
    return shown;
  }

  /** Another case received an answer already examined: it saw what that answer showed. */
  witness(shown: Shown, who: string): void {
    for (const { key, pointer } of shown) {
      const finding = this.found.get(key);
      if (finding && finding.witnesses.size < MAX_WITNESSES && !finding.witnesses.has(who)) {
        finding.witnesses.set(who, pointer);
        if (finding.seenBy.length < WITNESSES) finding.seenBy.push(who);
      }
    }
  }

  /** A batch's entries, each as the answer of its own request: its route, method and status. */
  private batchEntries(answer: Answered, body: unknown, shown: Shown): void {
    const responses = (body as { responses?: unknown }).responses;
    const requests = (answer.body as { requests?: unknown } | undefined)?.requests;
    if (!Array.isArray(responses) || !Array.isArray(requests)) return;
    responses.forEach((entry, i) => {
      const request = requests[i] as { method?: unknown; path?: unknown } | undefined;
      if (typeOf(entry) !== 'object' || typeof request?.path !== 'string') return;
      const { status, body: inner } = entry as { status?: unknown; body?: unknown };
      if (typeof status !== 'number' || inner === undefined || status === 204) return;
      const method = typeof request.method === 'string' ? request.method.toUpperCase() : 'POST';
      const route = routeFor(answer.site, this.neutral(request.path.split('?')[0] ?? ''));
      if (!route) return;
      const ok = status >= 200 && status < 300;
      const node = ok ? successReply(method, route.pattern, route.namespace) : ERROR_REPLY;
      if (!node) return;
      const name = `${answer.site === 'de' ? '/de ' : ''}${method} ${readablePattern(route.pattern)} (batch)`;
      this.judge(name, node, inner, { ...answer, status }, `/responses/${i}/body`, shown);
    });
  }

  private judge(name: string, node: ReplyNode, body: unknown, answer: Answered, prefix: string, shown: Shown): void {
    // A reply trimmed to what embeds (context=embed) leaves members out by design.
    const presence = answer.query?.context !== 'embed';
    let route = this.examined.get(name);
    if (!route) {
      route = {
        route: name,
        site: answer.site,
        path: answer.path,
        answers: 0,
        statements: new Set(),
        conventions: new Set(),
        firstSeenBy: answer.who,
      };
      this.examined.set(name, route);
    }
    // What a route's answers carry is known after its first answers: later ones are examined for
    // breaches alone (a run asks the order list a hundred times).
    const { breaches, checked } = this.examination(name, node, body, answer, prefix, {
      presence,
      checked: route.answers < COLLECT_FROM,
    });
    route.answers++;
    for (const id of checked) route.statements.add(id);
    const source = node.source ?? node.present;
    if (source && 'convention' in source) route.conventions.add(source.convention);
    if (!ok(answer.status)) {
      const status = (body as { data?: { status?: unknown } } | null)?.data?.status;
      if (node.statusMatches && typeof status === 'number' && status !== answer.status)
        breaches.push({
          rule: 'status',
          member: 'data.status',
          pointer: '/data/status',
          source: node.statusMatches,
          expected: `${answer.status} (the answer's HTTP status)`,
          actual: status,
        });
    }
    for (const b of breaches) this.keep(name, b, answer, prefix, shown);
  }

  private keep(route: string, b: Breach, answer: Answered, prefix: string, shown: Shown): void {
    const key = `${route}\u0000${b.member}\u0000${b.rule}`;
    const pointer = `${prefix}${b.pointer}`;
    // One entry per finding and answer: an answer with the breach in 300 items counts once.
    if (shown.some((s) => s.key === key)) return;
    shown.push({ key, pointer });
    const known = this.found.get(key);
    if (known) {
      known.count++;
      if (known.seenBy.length < WITNESSES && !known.seenBy.includes(answer.who)) known.seenBy.push(answer.who);
      if (known.witnesses.size < MAX_WITNESSES && !known.witnesses.has(answer.who))
        known.witnesses.set(answer.who, pointer);
      return;
    }
    if (this.found.size >= this.limit) {
      this.dropped++;
      return;
    }
    const { exchange, curl } = answer.exchange();
    this.found.set(key, {
      route,
      site: answer.site,
      path: answer.path,
      member: b.member,
      rule: b.rule,
      source: b.source,
      statement: b.statement,
      expected: b.expected,
      actual: b.actual,
      pointer,
      count: 1,
      seenBy: [answer.who],
      witnesses: new Map([[answer.who, pointer]]),
      exchange,
      ...(curl !== undefined ? { curl } : {}),
    });
  }

  /**
   * One examination, shared by identical large bodies of a route (the index, read under each set of
   * credentials and by many cases alike): the same text holds the same breaches.
   */
  private examination(
    name: string,
    node: ReplyNode,
    body: unknown,
    answer: Answered,
    prefix: string,
    options: { presence: boolean; checked: boolean },
  ): Examination {
    const text = answer.text;
    if (text === undefined || text.length < MEMO_FROM_BYTES) return examine(node, body, options);
    const key = `${name}\u0000${prefix}\u0000${options.presence}\u0000${createHash('sha1').update(text).digest('base64')}`;
    const known = this.memo.get(key);
    if (known) return options.checked ? known : { breaches: known.breaches, checked: new Set() };
    const fresh = examine(node, body, { presence: options.presence });
    if (this.memo.size >= MEMO_ENTRIES) this.memo.delete(this.memo.keys().next().value as string);
    this.memo.set(key, fresh);
    return fresh;
  }

  findings(): ReplyFinding[] {
    return [...this.found.values()];
  }

  routes(): ExaminedRoute[] {
    return [...this.examined.values()];
  }
}

const ok = (status: number) => status >= 200 && status < 300;

/**
 * What a breach says, naming the member and what it is: `billing.email is 42 (integer), where it must be
 * string or null` (`should` for a convention's rule).
 */
export function breachMessage(
  f: Pick<ReplyFinding, 'member' | 'rule' | 'expected' | 'actual'> & { source?: ReplySource },
): string {
  const member = f.member === '' ? 'the reply' : f.member;
  const ought = f.source && 'convention' in f.source ? 'should' : 'must';
  switch (f.rule) {
    case 'present':
      return `${member} is missing`;
    case 'type':
      return `${member} is ${shown(f.actual)} (${typeOf(f.actual)}), where it ${ought} be ${f.expected}`;
    case 'enum':
    case 'format':
      return `${member} is ${shown(f.actual)}, which is not ${f.expected}`;
    case 'status':
      return `data.status is ${shown(f.actual)} where the HTTP status is ${f.expected}`;
  }
}

export { typeWords };
