import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type { ErrorObject, ValidateFunction } from 'ajv';
import type { Document, LineCounter } from 'yaml';
import type { CheckRegistry } from '../checks/registry.js';
import type {
  CaseSpec,
  CheckSpec,
  ControlSpec,
  GeneratorSpec,
  Level,
  Requirement,
  Suite,
  SuiteVariant,
} from '../model/suite.js';
import { pointerPath } from '../util/json-pointer.js';
import { ajv, yaml } from '../util/on-demand.js';
import { packageRoot } from '../util/package-root.js';
import { isPlainObject } from '../util/plain-object.js';
import { closest } from '../util/did-you-mean.js';
import { SuiteLoadError, type SuiteProblem } from './errors.js';
import { captureProblems } from './captures.js';
import { expandRepeats } from './repeat.js';
import { docProblems } from './doc.js';
import { generatorProblems, levelProblems } from './levels.js';
import { withPartTags } from './part-tags.js';

let suiteValidator: ValidateFunction | undefined;

export function suiteSchemaPath(): string {
  return join(packageRoot(), 'suites', 'suite.schema.json');
}

/** A suite file of the tool's own (`suites/` of the package): held to citing the interface document alone. */
function isBuiltIn(file: string): boolean {
  return dirname(resolve(file)) === join(packageRoot(), 'suites');
}

function validator(): ValidateFunction {
  if (!suiteValidator) {
    const { Ajv } = ajv();
    suiteValidator = new Ajv({ allErrors: true, strict: false }).compile(
      JSON.parse(readFileSync(suiteSchemaPath(), 'utf8')) as object,
    );
  }
  return suiteValidator;
}

interface Located {
  doc: Document;
  lines: LineCounter;
  file: string;
}

function locate(where: Located, path: (string | number)[]): { line?: number; column?: number } {
  for (let depth = path.length; depth >= 0; depth--) {
    const node = where.doc.getIn(path.slice(0, depth), true) as { range?: [number, number, number] } | undefined;
    if (node && node.range) {
      const pos = where.lines.linePos(node.range[0]);
      return { line: pos.line, column: pos.col };
    }
  }
  return {};
}

function describeSchemaError(e: ErrorObject): string {
  if (e.keyword === 'additionalProperties')
    return `unknown key "${(e.params as { additionalProperty: string }).additionalProperty}"`;
  if (e.keyword === 'enum')
    return `${e.message}: ${(e.params as { allowedValues: unknown[] }).allowedValues.join(', ')}`;
  return e.message ?? 'is invalid';
}

/**
 * Reads one YAML suite, validates it against the published schema and every check against the
 * registry, and returns it typed. Every problem is reported with file and line; nothing is ignored.
 */
export function loadSuite(file: string, checks: CheckRegistry, text = readFileSync(file, 'utf8')): Suite {
  const { isMap, LineCounter, parseDocument } = yaml();
  const lines = new LineCounter();
  const doc = parseDocument(text, { lineCounter: lines, prettyErrors: false, uniqueKeys: true });
  const where: Located = { doc, lines, file };
  if (doc.errors.length > 0) {
    throw new SuiteLoadError(
      doc.errors.map((e) => {
        const pos = lines.linePos(e.pos[0]);
        return { file, line: pos.line, column: pos.col, message: e.message.split('\n')[0] as string };
      }),
    );
  }
  if (!isMap(doc.contents))
    throw new SuiteLoadError([{ file, line: 1, message: 'a suite file must be a YAML mapping' }]);
  const raw = doc.toJS() as Record<string, unknown>;
  const validate = validator();
  if (!validate(raw)) {
    throw new SuiteLoadError(
      pruneErrors(validate.errors ?? []).map((e) => ({
        file,
        // An unknown key is shown where the key itself stands, not where its parent starts.
        ...locate(where, [
          ...pointerPath(e.instancePath),
          ...(e.keyword === 'additionalProperties'
            ? [(e.params as { additionalProperty: string }).additionalProperty]
            : []),
        ]),
        path: e.instancePath || '/',
        message: describeSchemaError(e),
      })),
    );
  }
  const problems: SuiteProblem[] = [];
  const defaults = (raw.defaults ?? {}) as {
    level?: Level;
    source?: string;
    tags?: string[];
    requires?: Requirement[];
    request?: Record<string, unknown>;
  };
  const suiteTags = (raw.tags as string[] | undefined) ?? [];
  const toCase =
    (section: string) =>
    (value: unknown, index: number): CaseSpec[] => {
      const c = value as Record<string, unknown>;
      // A finding request is sent as the case's own would be: the suite's credentials, site and headers.
      const withDefaultRequest = (given: Record<string, unknown>) =>
        ({
          ...(defaults.request?.auth !== undefined ? { auth: defaults.request.auth } : {}),
          ...(defaults.request?.site !== undefined ? { site: defaults.request.site } : {}),
          ...(defaults.request?.headers ? { headers: { ...defaults.request.headers } } : {}),
          ...given,
        }) as NonNullable<CaseSpec['find']>;
      const request = { ...defaults.request, ...(c.request as Record<string, unknown>) };
      if (defaults.request?.headers || (c.request as Record<string, unknown>).headers) {
        request.headers = {
          ...(defaults.request?.headers as object),
          ...((c.request as Record<string, unknown>).headers as object),
        };
      }
      if (request.body !== undefined) request.body = expandRepeats(request.body);
      const expect = ((c.expect as Record<string, unknown>[] | undefined) ?? []).map((entry, i) =>
        toCheck(entry, checks, (message) =>
          problems.push({
            file,
            ...locate(where, [section, index, 'expect', i]),
            path: `/${section}/${index}/expect/${i}`,
            message,
          }),
        ),
      );
      const level = (c.level as Level | undefined) ?? defaults.level ?? 'must';
      // A default source stands for should-level cases only: a must case names no convention.
      const source = (c.source as string | undefined) ?? (level === 'should' ? defaults.source : undefined);
      const cited = c.doc !== undefined ? docIds(c.doc) : undefined;
      const own = typeof c.own === 'string' ? c.own : undefined;
      for (const problem of levelProblems(level, source, expect, section))
        problems.push({ file, ...locate(where, [section, index]), path: `/${section}/${index}`, message: problem });
      const spec: CaseSpec = {
        id: c.id as string,
        title: c.title as string,
        level,
        ...(source !== undefined ? { source } : {}),
        ...(cited !== undefined ? { doc: cited } : {}),
        ...(own !== undefined ? { own } : {}),
        tags: [...new Set([...suiteTags, ...(defaults.tags ?? []), ...((c.tags as string[] | undefined) ?? [])])],
        requires: (c.requires as Requirement[] | undefined) ?? defaults.requires ?? [],
        request: { method: 'GET', ...request } as CaseSpec['request'],
        expect,
        capture: (c.capture as CaseSpec['capture'] | undefined) ?? {},
        ...(c.find !== undefined ? { find: withDefaultRequest(c.find as Record<string, unknown>) } : {}),
        ...(Array.isArray(c.after) ? { after: c.after as string[] } : {}),
        ...(c.needs !== undefined ? { needs: c.needs as CaseSpec['needs'] } : {}),
        ...(typeof c.leaves === 'string' ? { leaves: c.leaves } : {}),
        ...(Array.isArray(c.exercises) ? { exercises: c.exercises as CaseSpec['exercises'] } : {}),
        ...(c.control !== undefined ? { control: controlOf(c.control as ControlSpec) } : {}),
        origin: {
          file,
          ...(locate(where, [section, index]).line !== undefined ? { line: locate(where, [section, index]).line } : {}),
        },
      };
      for (const [capture, how] of Object.entries(spec.capture))
        if (how.match !== undefined && !validRegExp(how.match))
          problems.push({
            file,
            ...locate(where, [section, index, 'capture', capture, 'match']),
            path: `/${section}/${index}/capture/${capture}/match`,
            message: `capture "${capture}": match is not a regular expression: ${how.match}`,
          });
      for (const problem of docProblems(spec, level, expect, isBuiltIn(file)))
        problems.push({ file, ...locate(where, [section, index]), path: `/${section}/${index}`, message: problem });
      if (spec.control)
        for (const message of controlProblems(spec.control))
          problems.push({
            file,
            ...locate(where, [section, index, 'control']),
            path: `/${section}/${index}/control`,
            message,
          });
      return withMethods(withPartTags(spec), c.methods as string[] | undefined);
    };
  const suite: Suite = {
    id: raw.id as string,
    title: raw.title as string,
    ...(raw.description !== undefined ? { description: raw.description as string } : {}),
    file,
    tags: suiteTags,
    setup: ((raw.setup as unknown[] | undefined) ?? []).flatMap(toCase('setup')),
    cases: ((raw.cases as unknown[] | undefined) ?? []).flatMap(toCase('cases')),
    teardown: ((raw.teardown as unknown[] | undefined) ?? []).flatMap(toCase('teardown')),
    generators: ((raw.generate as GeneratorSpec[] | undefined) ?? []).map((g) => ({
      ...g,
      level: g.level ?? defaults.level ?? 'must',
    })),
    ...(Array.isArray(raw.variants) ? { variants: raw.variants as SuiteVariant[] } : {}),
    ...(raw.alone === true ? { alone: true } : {}),
  };
  // Generated cases speak the catalog's paths: a variant would not move them.
  if (suite.variants && suite.generators.length > 0)
    problems.push({
      file,
      ...locate(where, ['variants']),
      path: '/variants',
      message: 'a suite with variants cannot also generate cases (generated paths would not move)',
    });
  for (const [i, g] of suite.generators.entries()) {
    for (const message of generatorProblems(g))
      problems.push({ file, ...locate(where, ['generate', i]), path: `/generate/${i}`, message });
  }
  const seen = new Map<string, number>();
  for (const [i, c] of [...suite.setup, ...suite.cases, ...suite.teardown].entries()) {
    if (seen.has(c.id)) problems.push({ file, line: c.origin.line, message: `case id "${c.id}" is used twice` });
    for (const earlier of c.after ?? []) {
      if (!seen.has(earlier))
        problems.push({
          file,
          line: c.origin.line,
          message: `case "${c.id}" comes after "${earlier}", which is no earlier case of this suite`,
        });
    }
    seen.set(c.id, i);
  }
  problems.push(...captureProblems(suite, text));
  if (problems.length > 0) throw new SuiteLoadError(problems);
  return suite;
}

const validRegExp = (text: string): boolean => {
  try {
    new RegExp(text);
    return true;
  } catch {
    return false;
  }
};

/** A `doc` given as one statement id or a list of them. */
const docIds = (value: unknown): string[] => (Array.isArray(value) ? (value as string[]) : [value as string]);

/** A control as written, its body's `$repeat`s expanded as the request's are. */
function controlOf(control: ControlSpec): ControlSpec {
  return control.body !== undefined ? { ...control, body: expandRepeats(control.body) } : control;
}

/** A decoy is a value the control itself gives: the argument it names must be among the control's members. */
function controlProblems(control: ControlSpec): string[] {
  if (control.decoy === undefined) return [];
  const body = control.body;
  const own = (members: object) => Object.prototype.hasOwnProperty.call(members, control.decoy as string);
  const given = (control.query !== undefined && own(control.query)) || (isPlainObject(body) && own(body));
  return given
    ? []
    : [
        `the control's decoy ${control.decoy} is not among its members: give it a value of the wrong type in its query or body`,
      ];
}

/**
 * One case per method, for an endpoint the document lists with several (POST, PUT, PATCH): the first
 * keeps the id (cases that come `after` it name it), the others are `<id>-put`, `<id>-patch`.
 */
function withMethods(spec: CaseSpec, methods: string[] | undefined): CaseSpec[] {
  if (!methods) return [spec];
  return methods.map((method, i) => ({
    ...spec,
    id: i === 0 ? spec.id : `${spec.id}-${method.toLowerCase()}`,
    title: i === 0 ? spec.title : `${spec.title} (${method})`,
    request: { ...spec.request, method },
  }));
}

/** ajv reports every branch of a oneOf; keep the most specific messages. */
function pruneErrors(errors: ErrorObject[]): ErrorObject[] {
  const specific = errors.filter((e) => e.keyword !== 'oneOf' && e.keyword !== 'if');
  return (specific.length > 0 ? specific : errors).slice(0, 20);
}

const CHECK_META = new Set(['level', 'source', 'doc', 'own']);

function toCheck(entry: Record<string, unknown>, checks: CheckRegistry, report: (message: string) => void): CheckSpec {
  const names = Object.keys(entry).filter((k) => !CHECK_META.has(k));
  if (names.length !== 1) {
    report(
      `an expectation is one check (with an optional level and source), got ${names.length === 0 ? 'none' : names.join(', ')}`,
    );
    return { check: names[0] ?? '' };
  }
  const name = names[0] as string;
  const value = entry[name];
  const meta = {
    ...(entry.level !== undefined ? { level: entry.level as Level | 'info' } : {}),
    ...(entry.source !== undefined ? { source: entry.source as string } : {}),
    ...(entry.doc !== undefined ? { doc: docIds(entry.doc) } : {}),
    ...(typeof entry.own === 'string' ? { own: entry.own } : {}),
  };
  const check = checks.get(name);
  if (!check) {
    const meant = closest(name, checks.names());
    report(
      meant !== undefined
        ? `unknown check "${name}"; did you mean ${meant}?`
        : `unknown check "${name}"; known checks: ${checks.names().join(', ')}`,
    );
    return { check: name, ...meta };
  }
  const args = isPlainObject(value) ? value : check.shorthand ? { [check.shorthand]: value } : { value };
  const problem = check.validateArgs(args);
  if (problem) report(`check "${name}": ${problem}`);
  return { check: name, ...meta, ...args };
}
