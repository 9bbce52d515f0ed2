import { OPTION_WORDS, type SettingWords } from '../model/words.js';
import type { CaseResult, Reproduction, ReproStep } from '../model/result.js';
import type { CaptureSpec, CaseSpec } from '../model/suite.js';
import { escapeToken, parsePointer } from '../util/json-pointer.js';
import { redactHeaders } from '../secrets/redact.js';
import { reproScript } from './repro-script.js';
import { buildRequest, type TargetContext } from '../http/request.js';
import { isPublicHeader } from '../secrets/secrets.js';
import { fill, placeholderNames } from '../model/template.js';

/**
 * A failing case's reproduction when its own curl line would not reproduce it: its request reads a
 * cart's token or a value an earlier case took from an answer. What "short" means here: the requests
 * the failing one's state rests on, and nothing else, in the order the run sent them:
 *
 * - the producer of each capture a step reads, transitively, unless that value stays what the run saw:
 *   one a read that itself reads nothing per-session found (a product's id in the catalogue, kept by
 *   the site) is printed as its value;
 * - what a `find` case found or made (a probe, made once per shop) is found again by its finding
 *   request, a read: the shop the script is pasted against has the probe under its own id;
 * - a list of ids captured (`each`) is a variable per item (`LOT_IDS_1`, `LOT_IDS_2`), so that every id
 *   in the failing request is one the script set, in a query's `include[]=` as in a body;
 * - a producer that writes (a coupon created through the administration) is sent again, since the
 *   run's teardown may have removed what it made; the value it gives is a variable, but for a string
 *   its own request sent (the coupon's code), printed as it is, which the site keeps even when a
 *   second run of the script finds the coupon already there;
 * - a header capture (a Cart-Token, a Nonce) is a session: per-session and a secret, always a variable
 *   taken from its producer's answer; every write sent before the failing case with that same session
 *   and answered without an error (an add-item, an apply-coupon) is a step too, since the cart's state
 *   is what they did. A write the site refused changed nothing, and a read changes nothing: neither is
 *   sent again, nor is a negative's control (harmless by construction).
 *
 * Values go into the steps' text as `${NAME}` (`model/result.ts` `Reproduction`); the script is
 * `repro-script.ts`. A secret `--header` value is an environment variable; credentials are
 * `SHOP_CONFORMANCE_AUTH` as in every curl line.
 */

interface Entry {
  spec: CaseSpec;
  /** How many entries the log held when the case was decided to run: those ran before it. */
  before: number;
  /** Each capture it reads, with the producing case as the plan's edges name it (`src/plan/edges.ts`). */
  reads: ReadonlyMap<string, object | undefined>;
  /** Its answer's status; undefined without one. */
  status: number | undefined;
  /** What it captured, as it captured it. */
  captured: ReadonlyMap<string, unknown>;
}

/** A placeholder's stand-in while a step's request is built: the variable's name, marked (`n` for a value that is not a string). */
const MARK = 'xreprox';
const MARKED = /("?)xreprox([sn])([A-Z][A-Z0-9_]*)xreprox("?)/g;
const NOTHING: ReadonlyMap<string, unknown> = new Map();
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Names the shell or the user's environment gives a meaning: a capture named so gets a suffix. */
const RESERVED =
  /^(PATH|HOME|PWD|OLDPWD|IFS|SHELL|USER|TERM|LANG|LC_.*|PS[0-4]|UID|EUID|HOSTNAME|RANDOM|SECONDS|LINENO|BASH.*|SHOP_CONFORMANCE_.*|ANSWER)$/;

/** `cartToken` → `CART_TOKEN`. */
export function variableName(capture: string): string {
  const name = capture
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/[^A-Za-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .toUpperCase();
  const safe = /^[A-Z]/.test(name) ? name : `V_${name}`;
  return RESERVED.test(safe) ? `${safe}_VALUE` : safe;
}

/** A JSON pointer as a jq path (`/items/0/key` → `.items[0].key`); a token of digits indexes a list, as in every answer of the interface. */
export function jqPath(pointer: string): string {
  const parts = parsePointer(pointer).map((t) =>
    /^(0|[1-9]\d*)$/.test(t) ? `[${t}]` : /^[A-Za-z_]\w*$/.test(t) ? `.${t}` : `.[${JSON.stringify(t)}]`,
  );
  if (parts.length === 0) return '.';
  return parts.map((p, i) => (i === 0 && p.startsWith('[') ? `.${p}` : p)).join('');
}

/**
 * The jq filter a body capture takes its value with: of a list capture (`each`), the filter of its item
 * `item` (a variable each: `LOT_IDS_1`, `LOT_IDS_2`, so that a list goes into a query as into a body).
 */
function jqFilter(capture: CaptureSpec, item?: number): string | undefined {
  if (capture.pointer === undefined) return undefined;
  if (capture.each !== undefined)
    return item === undefined ? undefined : jqPath(`${capture.pointer}/${item}/${escapeToken(capture.each)}`);
  let filter = jqPath(capture.pointer);
  if (capture.first !== undefined) {
    const notEmpty = '. != null and . != "" and . != 0 and . != false and . != [] and . != {}';
    filter = `first(${filter}[] | select(${jqPath(capture.first)} | ${notEmpty})) | ${jqPath(capture.take ?? capture.first)}`;
  }
  if (capture.match !== undefined)
    filter = `${filter} | tostring | match(${JSON.stringify(capture.match)}) | (.captures[0].string // .string)`;
  if (capture.as === 'integer') filter = `${filter} | tonumber`;
  return filter;
}

/** A `find` case's capture, taken from the object its finding lists with every member of `match`, as the run took it. */
function foundFilter(match: Record<string, string | number | boolean>, filter: string): string {
  const ours = Object.entries(match)
    .map(([name, value]) => `${jqPath(`/${escapeToken(name)}`)} == ${JSON.stringify(value)}`)
    .join(' and ');
  return `first(.[] | select(type == "object" and ${ours || 'true'})) | ${filter}`;
}

/**
 * The most items a list capture is made variables of: the target decides how long a list it answers,
 * and a script of a thousand assignments is no repro to paste; a longer list is printed as the run saw it.
 */
const MAX_LIST_VARIABLES = 64;

/** A list of strings and numbers, short enough for a variable each: what a list capture's variables can hold. */
const scalars = (value: unknown): value is (string | number)[] =>
  Array.isArray(value) &&
  value.length <= MAX_LIST_VARIABLES &&
  value.every((v) => typeof v === 'string' || typeof v === 'number');

/** What a step sends: a `find` case's finding request (a read that finds the probe again), any other case's own request. */
function requestOf(spec: CaseSpec): CaseSpec['request'] {
  if (!spec.find) return spec.request;
  const { match: _match, ...request } = spec.find;
  return { method: 'GET', ...request };
}

const isWrite = (spec: CaseSpec) => !READS.has((spec.request.method ?? 'GET').toUpperCase());

/** Every string and number a request carries in its query and body. */
function leaves(value: unknown, out: unknown[] = []): unknown[] {
  if (Array.isArray(value)) for (const v of value) leaves(v, out);
  else if (value !== null && typeof value === 'object') for (const v of Object.values(value)) leaves(v, out);
  else out.push(value);
  return out;
}

/** One suite's log of what ran, and the reproductions of its failing cases (`SuiteDependencies` keeps it). */
export class ReproLog {
  private readonly entries: Entry[] = [];
  /** By the plan's key of a case about to run: how many entries had been logged, and whom it reads from. */
  private readonly started = new Map<object, { before: number; reads: ReadonlyMap<string, object | undefined> }>();
  /** Where each logged case sits in the log, by the plan's key: a producer edge leads here. */
  private readonly at = new Map<object, number>();

  constructor(
    private readonly target: TargetContext,
    private readonly words: SettingWords = OPTION_WORDS,
  ) {}

  /**
   * The case is about to run: what the log holds now ran before it. `key` names it as the plan's edges
   * do, and `reads` are those edges: who produced each capture it reads is the plan's word, not a
   * search of the log.
   */
  start(key: object, reads: readonly { name: string; from: object | undefined }[]): void {
    this.started.set(key, { before: this.entries.length, reads: new Map(reads.map((r) => [r.name, r.from])) });
  }

  /** The case ran: a failing one gets its reproduction (when its curl line is not enough), and every one that was sent is logged. */
  record(spec: CaseSpec, result: CaseResult, captures: ReadonlyMap<string, unknown>, key: object = spec): void {
    const started = this.started.get(key);
    this.started.delete(key);
    if (!result.exchange) return;
    const { before, reads } = started ?? { before: this.entries.length, reads: new Map() };
    const names = Object.keys(spec.capture).filter((name) => captures.has(name));
    const captured = names.length > 0 ? new Map(names.map((n) => [n, captures.get(n)])) : NOTHING;
    const entry: Entry = { spec, before, reads, status: result.exchange.response?.status, captured };
    if ((result.outcome === 'failed' || result.outcome === 'errored') && !spec.find) {
      try {
        const repro = this.reproduce(entry, captures);
        if (repro) result.repro = repro;
      } catch {
        // A request that cannot be built again (a capture gone), or anything else: a reproduction helps the
        // reader and is never a reason for the run to stop; the curl line stays.
      }
    }
    this.at.set(key, this.entries.length);
    this.entries.push(entry);
  }

  /** The logged entry that produced the `name` a case reads: its plan edge, when that case was sent and captured it. */
  private producer(name: string, reader: Entry): number | undefined {
    const from = reader.reads.get(name);
    const at = from === undefined ? undefined : this.at.get(from);
    return at !== undefined && (this.entries[at] as Entry).captured.has(name) ? at : undefined;
  }

  /** Whether the value of `name` the case `reader` read differs from run to run: it is then a variable. */
  private variable(name: string, reader: Entry, seen = new Set<number>()): boolean {
    const at = this.producer(name, reader);
    if (at === undefined || seen.has(at)) return false;
    const entry = this.entries[at] as Entry;
    const capture = entry.spec.capture[name] as CaptureSpec;
    const value = entry.captured.get(name);
    if (capture.header !== undefined)
      return !entry.spec.find && capture.match === undefined && capture.as === undefined;
    const listed = capture.each !== undefined && scalars(value);
    if (!listed && (jqFilter(capture) === undefined || (value !== null && typeof value === 'object'))) return false;
    // What a `find` case found (a probe made once per shop) is found again by the script, by its finding
    // request (a read): a shop the script is pasted against has its own ids.
    if (entry.spec.find) return !listed;
    if (isWrite(entry.spec)) return !(typeof value === 'string' && this.sentByItself(entry, value));
    seen.add(at);
    return placeholderNames(entry.spec.request).some((n) => this.variable(n, entry, seen));
  }

  /** A string the producer's own request sent (a coupon's code): the site answers it back in any session. */
  private sentByItself(entry: Entry, value: string): boolean {
    try {
      const request = fill(entry.spec.request, this.runValues(entry));
      return leaves([request.query, request.body]).includes(value);
    } catch {
      return false;
    }
  }

  /** The values a logged case's placeholders had in the run. */
  private runValues(entry: Entry, fallback?: ReadonlyMap<string, unknown>): Map<string, unknown> {
    const values = new Map<string, unknown>();
    for (const name of placeholderNames(requestOf(entry.spec))) {
      const at = this.producer(name, entry);
      if (at !== undefined) values.set(name, (this.entries[at] as Entry).captured.get(name));
      else if (fallback?.has(name)) values.set(name, fallback.get(name));
    }
    return values;
  }

  private reproduce(failing: Entry, captures: ReadonlyMap<string, unknown>): Reproduction | undefined {
    const included = new Set<number>();
    const sessions = new Set<string>();
    // What one step reads: the producers it needs sent again, and the sessions it uses.
    const visit = (entry: Entry) => {
      for (const name of placeholderNames(requestOf(entry.spec))) {
        const at = this.producer(name, entry);
        if (at === undefined) continue;
        const producer = this.entries[at] as Entry;
        const variable = this.variable(name, entry);
        if (variable && producer.spec.capture[name]?.header !== undefined) sessions.add(`${at}\0${name}`);
        if ((variable || (isWrite(producer.spec) && !producer.spec.find)) && !included.has(at)) {
          included.add(at);
          visit(producer);
        }
      }
    };
    visit(failing);
    // The writes sent before the failing case in a session it uses, each with what it reads in turn.
    for (let grown = true; grown;) {
      grown = false;
      for (let i = 0; i < failing.before && i < this.entries.length; i++) {
        const entry = this.entries[i] as Entry;
        if (included.has(i) || entry.spec.find || !isWrite(entry.spec)) continue;
        if (entry.status === undefined || entry.status >= 400) continue;
        const inSession = placeholderNames(entry.spec.request).some((n) =>
          sessions.has(`${this.producer(n, entry)}\0${n}`),
        );
        if (!inSession) continue;
        included.add(i);
        visit(entry);
        grown = true;
      }
    }
    const order = [...included].sort((a, b) => a - b);
    const names = new Map<string, string>();
    const steps = [...order.map((i) => this.entries[i] as Entry), failing].map((entry) =>
      this.step(entry, names, entry === failing ? captures : undefined),
    );
    // Who sets what: each variable a step reads is set by the producer it was read from.
    for (const [i, entry] of [...order.map((at) => this.entries[at] as Entry), failing].entries()) {
      for (const name of placeholderNames(requestOf(entry.spec))) {
        if (!this.variable(name, entry)) continue;
        const at = this.producer(name, entry) as number;
        const step = steps[order.indexOf(at)];
        const producer = this.entries[at] as Entry;
        const capture = producer.spec.capture[name] as CaptureSpec;
        const base = names.get(name) as string;
        const value = producer.captured.get(name);
        const found = (filter: string) => (producer.spec.find ? foundFilter(producer.spec.find.match, filter) : filter);
        const sets =
          capture.header !== undefined
            ? [{ name: base, header: capture.header }]
            : capture.each !== undefined && scalars(value)
              ? value.map((_, item) => ({ name: `${base}_${item + 1}`, jq: found(jqFilter(capture, item) as string) }))
              : [{ name: base, jq: found(jqFilter(capture) as string) }];
        for (const set of sets)
          if (step && i > order.indexOf(at) && !step.sets?.some((s) => s.name === set.name))
            (step.sets ??= []).push(set);
      }
    }
    const env = this.userHeaders();
    const own = (steps[steps.length - 1] as ReproStep).request;
    const known = [...names.values(), ...env.map((e) => e.name)];
    const usesVariables = [own.url, own.body ?? '', ...own.headers.map(([, v]) => v)].some((t) =>
      known.some((k) => new RegExp(`\\$\\{${k}(_\\d+)?\\}`).test(t)),
    );
    // A header the reports mask by its name (a literal Cart-Token) is `***` in the curl line: not a reproduction.
    const masked = own.headers.some(([h, v]) => redactHeaders({ [h]: v })[h] !== v);
    if (steps.length === 1 && !usesVariables && !masked) return undefined;
    const repro = { steps, ...(env.length > 0 ? { env } : {}) };
    return { ...repro, script: reproScript(repro, this.words) };
  }

  /** The `--header` values that are secrets, as environment variables of the script. */
  private userHeaders(): { name: string; header: string }[] {
    return Object.keys(this.target.headers)
      .filter((h) => !isPublicHeader(h))
      .map((header) => ({ name: `SHOP_CONFORMANCE_HEADER_${variableName(header)}`, header }));
  }

  /** One step's request, built as the run built it, its variables as `${NAME}`. */
  private step(entry: Entry, names: Map<string, string>, fallback?: ReadonlyMap<string, unknown>): ReproStep {
    const values = this.runValues(entry, fallback);
    for (const name of placeholderNames(requestOf(entry.spec))) {
      if (!this.variable(name, entry)) continue;
      let variable = names.get(name);
      if (variable === undefined) {
        const base = variableName(name);
        const taken = new Set(names.values());
        variable = base;
        for (let n = 2; taken.has(variable); n++) variable = `${base}_${n}`;
        names.set(name, variable);
      }
      const value = values.get(name);
      const marked = (v: unknown, as: string) => `${MARK}${typeof v === 'string' ? 's' : 'n'}${as}${MARK}`;
      // A list capture: a variable for each item, the list as long as the run's.
      values.set(
        name,
        Array.isArray(value) ? value.map((v, item) => marked(v, `${variable}_${item + 1}`)) : marked(value, variable),
      );
    }
    const source = requestOf(entry.spec);
    const request = buildRequest(fill(source, values), this.target);
    const auth = source.auth && source.auth !== 'none' ? source.auth : undefined;
    const env = new Map(this.userHeaders().map((e) => [e.header.toLowerCase(), e.name]));
    const headers = Object.entries(request.headers).flatMap(([name, value]): [string, string][] => {
      if (name === 'authorization' && auth) return [];
      const own = env.get(name.toLowerCase());
      const user = Object.entries(this.target.headers).find(([h]) => h.toLowerCase() === name.toLowerCase());
      if (own && user && user[1] === value) return [[name, `\${${own}}`]];
      return [[name, unmark(value, false)]];
    });
    return {
      case: entry.spec.id,
      ...(entry.spec.find ? { finds: true as const } : {}),
      request: {
        method: request.method,
        url: unmark(request.url, false),
        headers,
        ...(request.body !== undefined
          ? { body: unmark(request.body, request.headers['content-type']?.includes('json') ?? false) }
          : {}),
        ...(auth ? { auth } : {}),
      },
    };
  }
}

/** The stand-ins turned into `${NAME}`; in JSON, one for a value that is not a string loses its quotes (an id stays a number). */
function unmark(text: string, json: boolean): string {
  return text.replace(MARKED, (_, open: string, kind: string, name: string, close: string) =>
    json && kind === 'n' && open && close ? `\${${name}}` : `${open}\${${name}}${close}`,
  );
}
