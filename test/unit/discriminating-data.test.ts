import { describe, expect, it } from 'vitest';
import { endpointFor, routeFor } from '../../src/catalog/routes.js';
import { prepare } from '../../src/engine.js';
import { citedBy } from '../../src/loading/doc.js';
import type { CaseSpec, Suite } from '../../src/model/suite.js';
import { readablePattern } from '../../spec/patterns.js';
import { ledgerRoute, statement as statementOf, type Statement } from '../../spec/statements/index.js';
import { alternative } from '../deviations/statements/faults.js';
import { runSuite, VARIANTS, type Obj, type Ordering, type Wrong } from './discriminating/shop-model.js';

/**
 * Data that discriminates, read from the suites alone (nothing is sent): each case of the suites that
 * make their own probes (products, orders, coupons) that checks an order, a filter, a unit, a date or a
 * default of a listing runs against a model of what the document says the listing does, over the
 * objects the suite's own set-up requests make (`discriminating/shop-model.ts`). Its must-level checks
 * must pass there, whichever way what the document leaves open goes (ties, the shop's own texts, a
 * bound's edge), and fail against the same model wrong in each common way that bears on what the case
 * cites: the order reversed or compared as text, orderby or order ignored, the argument ignored, its
 * default another, a price bound read in major units, a date read against the other column or in the
 * other timezone. Change a probe so that the wrong answer is the right one, and this test fails.
 *
 * The suites that read the shop's own terms, reviews and notes (catalog, catalog-terms, notes) have no
 * probe data of their own to model; the deviation test by kind (`wrong-implementations.test.ts`) runs
 * them against the reference server.
 */
const PROBE_SUITES = ['catalog-filters', 'admin-products', 'order-lists', 'coupons-list'];

/** The listings the model answers. */
const LISTINGS = new Set([
  '/shop/store/products',
  '/shop/store/products/collection-data',
  '/shop-analytics/products',
  '/shop-analytics/orders',
  '/shop-analytics/coupons',
]);

const MADE_AT_ONCE =
  'what a client makes cannot be dated and is last changed when it is made: its creation date and its last change are one, on every object of ours';
const KEEPS_ALL = (other: string) =>
  `a bound that keeps every object of ours shows its effect, not that it is read: ${other} shows that`;
const FAR_SIDE = (other: string) =>
  `the bound lies on one side of both dates of each probe named (its last change may be its creation date): ${other} tells the columns apart`;
const OWN_EDGE = (other: string) =>
  `a bound that keeps what falls on it keeps the probe at its own modified date either way: ${other} shows that the bound is read`;
const TIES =
  'our coupons are made at once and tie on their dates: the default order by date may list them in any order, this one too';
/**
 * What a case's data cannot tell apart, and why: `suite/case` → wrong → reason. Each is a wrong another
 * case catches, or one no data a client can make tells apart.
 */
const BLIND: Record<string, Record<string, string>> = {
  // A probe's last change may be its creation date (the platform sets it so on insert): the bounds that
  // hold whichever date it is lie on one side of both, and the probe's own modified date tells them apart.
  'admin-products/filter-modified-after-none': {
    'modified_after read against the other column': FAR_SIDE('filter-modified-after-own-date'),
  },
  'admin-products/filter-modified-after-all': {
    'modified_after ignored': KEEPS_ALL('filter-modified-after-none'),
    'modified_after read against the other column': FAR_SIDE('filter-modified-after-own-date'),
  },
  'admin-products/filter-modified-before-none': {
    'modified_before read against the other column': FAR_SIDE('filter-modified-before-own-date'),
  },
  'admin-products/filter-modified-before-all': {
    'modified_before ignored': KEEPS_ALL('filter-modified-before-none'),
    'modified_before read against the other column': FAR_SIDE('filter-modified-before-own-date'),
  },
  'admin-products/filter-modified-after-own-date': { 'modified_after ignored': OWN_EDGE('filter-modified-after-none') },
  'admin-products/filter-modified-before-own-date': {
    'modified_before ignored': OWN_EDGE('filter-modified-before-none'),
  },
  'catalog-filters/before': {
    'default date_column = "date_gmt"':
      "the bound lies days from the probes' dates, wider than any offset: before-own-date-by-default tells the timezone apart",
  },
  'catalog-filters/data-before': {
    'default date_column = "date_gmt"':
      "the bound lies days from the probes' dates, wider than any offset: data-before-own-date-by-default tells the timezone apart",
  },
  ...Object.fromEntries(
    [
      ['date-column-modified', 'before-own-gmt-date'],
      ['date-column-modified-after', 'after-own-gmt-date'],
      ['data-date-column', 'data-before-own-gmt-date'],
      ['data-date-column-after', 'data-after-own-gmt-date'],
    ].map(([id, other]) => [
      `catalog-filters/${id}`,
      {
        'date_column read in the other timezone': `the answer it is compared with (its own creation date by date) is read in the same wrong timezone: ${other} tells the timezone apart`,
      },
    ]),
  ),
  ...Object.fromEntries(
    ['before-own-gmt-date', 'after-own-gmt-date', 'data-before-own-gmt-date', 'data-after-own-gmt-date'].map((id) => [
      `catalog-filters/${id}`,
      {
        'date_column read against the other column':
          "the bound is the probe's own date of 2001, years before its last change: date-column-modified tells the columns apart",
      },
    ]),
  ),
  ...Object.fromEntries(
    (['coupons-list', 'order-lists'] as const).flatMap((suite) => [
      [`${suite}/after-future`, { 'after read against the other column': MADE_AT_ONCE }],
      [`${suite}/before-past`, { 'before read against the other column': MADE_AT_ONCE }],
      [`${suite}/modified-after-future`, { 'modified_after read against the other column': MADE_AT_ONCE }],
      [`${suite}/modified-before-past`, { 'modified_before read against the other column': MADE_AT_ONCE }],
      [
        `${suite}/after-past`,
        { 'after ignored': KEEPS_ALL('after-future'), 'after read against the other column': MADE_AT_ONCE },
      ],
      [
        `${suite}/before-future`,
        { 'before ignored': KEEPS_ALL('before-past'), 'before read against the other column': MADE_AT_ONCE },
      ],
    ]),
  ),
  'coupons-list/modified-after-past': {
    'modified_after ignored': KEEPS_ALL('modified-after-future'),
    'modified_after read against the other column': MADE_AT_ONCE,
  },
  'coupons-list/modified-before-future': {
    'modified_before ignored': KEEPS_ALL('modified-before-past'),
    'modified_before read against the other column': MADE_AT_ONCE,
  },
  'coupons-list/order-by-code-asc': { 'orderby ignored': TIES },
  'coupons-list/orderby-id': { 'orderby ignored': TIES },
  'coupons-list/orderby-default-date': {
    'default orderby = "title"':
      "whether the site's oldest coupon comes before ours by code is its code's: on a shop whose oldest code sorts after ours (the reference shop's) it is told apart",
  },
  'coupons-list/orderby-modified': { 'orderby ignored': MADE_AT_ONCE },
  'order-lists/orderby-modified-first': { 'orderby ignored': MADE_AT_ONCE },
  'order-lists/number-partial': {
    'number ignored': 'it shows that a part of a number finds the order: number shows the filter',
  },
};

/**
 * Cases that tell a wrong apart together: a bound after and before one date, each where the
 * document's unstated edge (a bound keeping what falls on it, or not) goes its way.
 */
const PAIRS: [string, string][] = [
  ['admin-products/after-own-gmt-date', 'admin-products/before-own-gmt-date'],
  ['coupons-list/after-own-gmt-date', 'coupons-list/before-own-gmt-date'],
  ['coupons-list/dates-in-site-time-by-default-after', 'coupons-list/dates-in-site-time-by-default'],
  ['order-lists/after-own-gmt-date', 'order-lists/before-own-gmt-date'],
  ['catalog-filters/after-own-gmt-date', 'catalog-filters/before-own-gmt-date'],
  ['catalog-filters/data-after-own-gmt-date', 'catalog-filters/data-before-own-gmt-date'],
  ['catalog-filters/after-own-date-by-default', 'catalog-filters/before-own-date-by-default'],
  ['catalog-filters/data-after-own-date-by-default', 'catalog-filters/data-before-own-date-by-default'],
  ['catalog-filters/date-column-modified-after', 'catalog-filters/date-column-modified'],
  ['catalog-filters/data-date-column-after', 'catalog-filters/data-date-column'],
];
const PARTNERS: Record<string, string> = Object.fromEntries(
  PAIRS.flatMap(([a, b]) => [
    [a, b],
    [b, a],
  ]),
);

const suites = prepare([]).suites.filter((s) => PROBE_SUITES.includes(s.id));
const casesOf = (suite: Suite): CaseSpec[] => [...suite.setup, ...suite.cases];
const listingOf = (spec: CaseSpec): string | undefined => {
  const route = routeFor('primary', spec.request.path);
  const key = route && ledgerRoute(readablePattern(route.pattern));
  return key && LISTINGS.has(key) ? key : undefined;
};

const NOT_FILTERS = new Set(['context', 'include']);
const DATE_BOUNDS = ['after', 'before', 'modified_after', 'modified_before'];
const SWAPPED: Record<string, string> = {
  after: 'modified_after',
  before: 'modified_before',
  modified_after: 'after',
  modified_before: 'before',
};
const OTHER_COLUMN: Record<string, string> = {
  date: 'modified',
  modified: 'date',
  date_gmt: 'modified_gmt',
  modified_gmt: 'date_gmt',
};

/**
 * The statements of the listing's GET a case's must-level checks on the answer's body cite, about one
 * of its arguments (a check of the status alone shows no effect).
 */
function cited(spec: CaseSpec, route: string): Statement[] {
  const ids = new Set(
    spec.expect
      .filter((c) => (c.level ?? spec.level) === 'must' && c.check !== 'status')
      .flatMap((c) => citedBy(spec, c)),
  );
  return [...ids]
    .map((id) => statementOf(id))
    .filter(
      (s): s is Statement =>
        s !== undefined &&
        s.arg !== undefined &&
        s.on.some((p) => p.method === 'GET' && ledgerRoute(p.route) === route),
    )
    .filter((s) => s.kind === 'effect' || s.kind === 'default');
}

/** The defaults a server may take instead of the document's: the statement guards' alternative, and for date_column each other column. */
function alternatives(s: Statement): unknown[] {
  if (s.arg === 'date_column') return ['modified', 'date_gmt'];
  const value = alternative(s);
  return value === undefined ? [] : [value];
}

const textual = (v: unknown) => String(v);
const defaultOf = (route: string, arg: string): unknown => {
  const found = routeFor('primary', route);
  return found && endpointFor(found, 'GET')?.args[arg]?.default;
};

/** The wrong implementations that bear on what a case cites, each as the model's wrong world. */
function wrongsOf(spec: CaseSpec, route: string): Wrong[] {
  const out: Wrong[] = [];
  const add = (name: string, wrong: Omit<Wrong, 'name' | 'route'>) => out.push({ name, route, ...wrong });
  const query = spec.request.query ?? {};
  for (const s of cited(spec, route)) {
    const arg = s.arg as string;
    if (s.kind === 'default') {
      if (query[arg] !== undefined) continue;
      for (const value of alternatives(s))
        add(`default ${arg} = ${JSON.stringify(value)}`, {
          params: (p, sent) => (sent[arg] === undefined ? { ...p, [arg]: value } : p),
        });
      continue;
    }
    if (arg === 'orderby' || arg === 'order') {
      add('reversed', { reorder: (items) => [...items].reverse() });
      if (route !== '/shop/store/products/collection-data' && String(query.orderby) === 'price')
        add('price compared as text', {
          reorder: (items: Obj[], o: Ordering) =>
            [...items].sort((a, b) => {
              const x = textual(o.key(a));
              const y = textual(o.key(b));
              return (x < y ? -1 : x > y ? 1 : 0) * o.direction;
            }),
        });
      if (arg === 'orderby' && query.orderby !== undefined && query.orderby !== 'date')
        add('orderby ignored', { params: (p) => ({ ...p, orderby: 'date' }) });
      if (arg === 'order' && query.order !== undefined && query.order !== 'desc')
        add('order ignored', { params: (p) => ({ ...p, order: 'desc' }) });
      continue;
    }
    if (NOT_FILTERS.has(arg) && !(arg === 'include' && Array.isArray(query.include) && query.include.length > 1))
      continue;
    if (query[arg] === undefined) continue;
    const fallback = defaultOf(route, arg);
    if (fallback !== undefined && JSON.stringify(query[arg]) === JSON.stringify(fallback)) continue;
    add(`${arg} ignored`, {
      params: (p) => {
        const { [arg]: _dropped, ...rest } = p;
        return arg === 'dates_are_gmt' ? { ...rest, dates_are_gmt: false } : rest;
      },
    });
    if ((arg === 'min_price' || arg === 'max_price') && /smallest currency unit/.test(s.says))
      add(`${arg} read in major units`, {
        params: (p) => (p[arg] === undefined ? p : { ...p, [arg]: String(Number(p[arg]) * 100) }),
      });
    if (DATE_BOUNDS.includes(arg) && route.startsWith('/shop-analytics'))
      add(`${arg} read against the other column`, {
        params: (p) => Object.fromEntries(Object.entries(p).map(([k, v]) => [SWAPPED[k] ?? k, v])),
      });
    if (DATE_BOUNDS.includes(arg) && route.startsWith('/shop/store'))
      add(`${arg} read against the other column`, {
        params: (p) => ({ ...p, date_column: OTHER_COLUMN[String(p.date_column ?? 'date')] }),
      });
    if (arg === 'date_column') {
      add('date_column read against the other column', {
        params: (p) => ({ ...p, date_column: OTHER_COLUMN[String(p.date_column ?? 'date')] }),
      });
      add('date_column read in the other timezone', { zone: true });
    }
    if (arg === 'dates_are_gmt') add('dates read in the other timezone', { zone: true });
  }
  const seen = new Set<string>();
  return out.filter((w) => !seen.has(w.name) && seen.add(w.name));
}

interface Subject {
  key: string;
  suite: Suite;
  spec: CaseSpec;
  route: string;
  wrongs: Wrong[];
}

/** Every case of the probe suites that checks what its listing's arguments do on the probes. */
const SUBJECTS: Subject[] = suites.flatMap((suite) =>
  casesOf(suite).flatMap((spec): Subject[] => {
    const route = listingOf(spec);
    if (!route || spec.request.method !== 'GET' || spec.level !== 'must') return [];
    const wrongs = wrongsOf(spec, route);
    return wrongs.length === 0 ? [] : [{ key: `${suite.id}/${spec.id}`, suite, spec, route, wrongs }];
  }),
);

type Outcome = 'fails' | 'passes' | string;

/** The case in each variant of a world: its must-level checks fail, pass, or why it was not judged. */
function outcomes(subject: Subject, wrong: Wrong | undefined): Outcome[] {
  return VARIANTS.map((variant) => {
    const judged = runSuite(subject.suite, casesOf(subject.suite), variant, wrong, new Set([subject.spec.id])).get(
      subject.spec.id,
    );
    if (!judged || judged.skipped) return judged?.skipped ?? 'not run';
    return judged.failures.length > 0 ? 'fails' : 'passes';
  });
}
const BY_KEY = new Map(SUBJECTS.map((s) => [s.key, s]));

describe('the probe data of every case that checks what a listing argument does discriminates', () => {
  it('finds the cases of each probe suite', () => {
    const per = Object.fromEntries(PROBE_SUITES.map((s) => [s, SUBJECTS.filter((x) => x.suite.id === s).length]));
    for (const suite of PROBE_SUITES) expect(per[suite], suite).toBeGreaterThan(10);
  });

  it('names in BLIND only cases and wrongs that exist', () => {
    const known = new Map(SUBJECTS.map((s) => [s.key, new Set(s.wrongs.map((w) => w.name))]));
    const unknown = Object.entries(BLIND).flatMap(([key, wrongs]) =>
      Object.keys(wrongs)
        .filter((w) => !known.get(key)?.has(w))
        .map((w) => `${key}: ${w}`),
    );
    expect(unknown).toEqual([]);
  });

  it('pairs in PARTNERS only cases that exist, each with its partner', () => {
    const unknown = Object.entries(PARTNERS).filter(([a, b]) => !BY_KEY.has(a) || !BY_KEY.has(b) || PARTNERS[b] !== a);
    expect(unknown).toEqual([]);
  });

  it.each(SUBJECTS.map((s) => [s.key, s] as const))('%s', (_key, subject) => {
    expect(
      outcomes(subject, undefined),
      'its checks pass on the right answer, whichever way the document leaves it',
    ).toEqual(VARIANTS.map(() => 'passes'));
    const blind = BLIND[subject.key] ?? {};
    const partner = BY_KEY.get(PARTNERS[subject.key] ?? '');
    const problems: string[] = [];
    for (const wrong of subject.wrongs) {
      const own = outcomes(subject, wrong);
      // Where the document leaves a bound's edge open, a case and its partner (after and before of one
      // date) each tell a wrong apart one way, and together every way.
      const other = partner?.wrongs.some((w) => w.name === wrong.name)
        ? outcomes(
            partner,
            partner.wrongs.find((w) => w.name === wrong.name),
          )
        : undefined;
      const caught = own.every((o, i) => o === 'fails' || other?.[i] === 'fails') && own.some((o) => o === 'fails');
      if (blind[wrong.name] !== undefined) {
        if (caught) problems.push(`${wrong.name}: told apart now, take it off BLIND`);
      } else if (!caught)
        problems.push(
          `${wrong.name}: the same answer as the right one (${own.filter((o) => o === 'passes').length} of ${
            VARIANTS.length
          } ways${own.some((o) => o !== 'fails' && o !== 'passes') ? `; not run: ${own.find((o) => o !== 'fails' && o !== 'passes')}` : ''})`,
        );
    }
    expect(problems).toEqual([]);
  });
});
