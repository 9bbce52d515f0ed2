import { describe, expect, it } from 'vitest';
import { routeDescriptorCheck } from '../../../src/checks/route-descriptor.js';
import { json, runRow, type Row } from '../../helpers/check-context.js';

const P = '/shop/store/products';
const base = '/routes/~1shop~1store~1products';
const arg = `${base}/endpoints/0/args/per_page`;
const perPage = { type: 'integer', default: 10, minimum: 1, maximum: 100, required: false };
/** The document's route: GET with per_page, unless a row gives other endpoints or more. */
const doc = (extra: object = {}) => ({
  pattern: P,
  namespace: 'shop/store',
  endpoints: [{ methods: ['GET'], args: { per_page: perPage } }],
  ...extra,
});
/** The site's root index with that route, as the document has it unless a row changes its descriptor. */
const index = (descriptor: unknown) => ({ status: 200, body: json({ namespace: '', routes: { [P]: descriptor } }) });
const site = (extra: object = {}) =>
  index({
    namespace: 'shop/store',
    methods: ['GET'],
    endpoints: [{ methods: ['GET'], args: { per_page: { ...perPage, description: 'Maximum number of items.' } } }],
    ...extra,
  });
const siteArg = (per_page: object) => site({ endpoints: [{ methods: ['GET'], args: { per_page } }] });
const fail = (title: string, pointer: string, expected: unknown, actual: unknown) => ({
  check: 'route-descriptor',
  title,
  message: `${P}: ${title}`,
  expected,
  actual,
  pointer,
});
const note = (title: string, pointer: string, actual: unknown) => ({
  check: 'route-descriptor',
  level: 'info' as const,
  title,
  message: `${P}: ${title}`,
  actual,
  pointer,
});

const rows: Row[] = [
  { title: "as documented (a description is the site's own)", args: doc(), response: site(), expected: [] },
  {
    title: 'registered twice: methods and endpoints as sets',
    args: doc(),
    response: site({
      methods: ['GET', 'GET'],
      endpoints: [
        { methods: ['GET'], args: { per_page: perPage } },
        { methods: ['GET'], args: { per_page: perPage } },
      ],
    }),
    expected: [],
  },
  {
    title: 'no arguments, listed as an empty list',
    args: doc({ endpoints: [{ methods: ['DELETE'], args: {} }] }),
    response: index({ namespace: 'shop/store', methods: ['DELETE'], endpoints: [{ methods: ['DELETE'], args: [] }] }),
    expected: [],
  },
  {
    title: 'endpoints paired by method, not position',
    args: doc({
      endpoints: [
        { methods: ['GET'], args: {} },
        { methods: ['POST'], args: { id: { type: 'integer', required: true } } },
      ],
    }),
    response: index({
      namespace: 'shop/store',
      methods: ['POST', 'GET'],
      endpoints: [
        { methods: ['POST'], args: { id: { type: 'integer', required: true } } },
        { methods: ['GET'], args: {} },
      ],
    }),
    expected: [],
  },
  {
    title: 'one endpoint serving two documented ones',
    args: doc({
      endpoints: [
        { methods: ['PUT'], args: {} },
        { methods: ['PATCH'], args: {} },
      ],
    }),
    response: index({
      namespace: 'shop/store',
      methods: ['PUT', 'PATCH'],
      endpoints: [{ methods: ['PUT', 'PATCH'], args: {} }],
    }),
    expected: [],
  },
  {
    title: 'a self link where due',
    args: doc({ links: true }),
    response: site({ _links: { self: [{ href: 'https://shop.test/wp-json/shop/store/products' }] } }),
    expected: [],
  },
  { title: 'no self link where due absent', args: doc({ links: false }), response: site(), expected: [] },
  {
    title: 'allow_batch where the document marks the route',
    args: doc({ endpoints: [{ methods: ['GET'], allow_batch: { v1: true }, args: { per_page: perPage } }] }),
    response: site({ endpoints: [{ methods: ['GET'], allow_batch: { v1: true }, args: { per_page: perPage } }] }),
    expected: [],
  },
  {
    title: 'the route missing',
    args: doc(),
    response: { status: 200, body: json({ routes: {} }) },
    expected: [
      fail('route missing from the index (the document has it, the site lacks it)', base, 'present', 'absent'),
    ],
  },
  {
    title: 'no routes, a body that is null',
    args: doc(),
    response: { status: 200, body: 'null' },
    expected: [
      fail('route missing from the index (the document has it, the site lacks it)', base, 'present', 'absent'),
    ],
  },
  {
    title: 'the route null',
    args: doc(),
    response: index(null),
    expected: [
      fail('route missing from the index (the document has it, the site lacks it)', base, 'present', 'absent'),
    ],
  },
  {
    title: 'the route a text',
    args: doc(),
    response: index('GET'),
    expected: [
      fail('namespace differs', `${base}/namespace`, 'shop/store', undefined),
      fail('methods lack GET', `${base}/methods`, ['GET'], undefined),
    ],
  },
  {
    title: 'another namespace',
    args: doc(),
    response: site({ namespace: 'shop/v2' }),
    expected: [fail('namespace differs', `${base}/namespace`, 'shop/store', 'shop/v2')],
  },
  {
    title: 'no self link where due',
    args: doc({ links: true }),
    response: site(),
    expected: [
      fail(
        '_links.self with an href missing (the route has no path parameter)',
        `${base}/_links/self`,
        [{ href: 'a URI' }],
        'absent',
      ),
    ],
  },
  {
    title: 'a self link with an empty href',
    args: doc({ links: true }),
    response: site({ _links: { self: [{ href: '' }] } }),
    expected: [
      fail(
        '_links.self with an href missing (the route has no path parameter)',
        `${base}/_links/self`,
        [{ href: 'a URI' }],
        [{ href: '' }],
      ),
    ],
  },
  {
    title: 'a self link not in a list',
    args: doc({ links: true }),
    response: site({ _links: { self: { href: 'x' } } }),
    expected: [
      fail(
        '_links.self with an href missing (the route has no path parameter)',
        `${base}/_links/self`,
        [{ href: 'a URI' }],
        { href: 'x' },
      ),
    ],
  },
  {
    title: 'a self link where due absent',
    args: doc({ links: false }),
    response: site({ _links: { self: [{ href: 'x' }] } }),
    expected: [
      fail(
        '_links.self present on a route with a path parameter (the document: absent)',
        `${base}/_links/self`,
        'absent',
        [{ href: 'x' }],
      ),
    ],
  },
  // The endpoint of a method the site lacks is not looked for: the missing method is the one failure.
  {
    title: 'a method missing',
    args: doc({
      endpoints: [
        { methods: ['GET'], args: {} },
        { methods: ['POST'], args: {} },
      ],
    }),
    response: index({ namespace: 'shop/store', methods: ['GET'], endpoints: [{ methods: ['GET'], args: {} }] }),
    expected: [fail('methods lack POST', `${base}/methods`, ['GET', 'POST'], ['GET'])],
  },
  {
    title: 'a method more',
    args: doc(),
    response: site({ methods: ['GET', 'PUT'] }),
    expected: [note('the site also declares PUT (the document does not list it)', `${base}/methods`, ['GET', 'PUT'])],
  },
  {
    title: 'a method declared but served by no endpoint',
    args: doc({
      endpoints: [
        { methods: ['GET'], args: {} },
        { methods: ['POST'], args: {} },
      ],
    }),
    response: index({ namespace: 'shop/store', methods: ['GET', 'POST'], endpoints: [{ methods: ['GET'], args: {} }] }),
    expected: [fail('no endpoint serves POST', `${base}/endpoints`, ['POST'], [['GET']])],
  },
  {
    title: 'no endpoints at all',
    args: doc(),
    response: index({ namespace: 'shop/store', methods: ['GET'] }),
    expected: [fail('no endpoint serves GET', `${base}/endpoints`, ['GET'], undefined)],
  },
  // Endpoints that are no list of objects with a list of methods serve nothing the document states.
  {
    title: 'endpoints a text',
    args: doc(),
    response: site({ endpoints: 'GET' }),
    expected: [fail('no endpoint serves GET', `${base}/endpoints`, ['GET'], 'GET')],
  },
  {
    title: 'an endpoint null',
    args: doc(),
    response: site({ endpoints: [null] }),
    expected: [fail('no endpoint serves GET', `${base}/endpoints`, ['GET'], [null])],
  },
  {
    title: 'an endpoint with methods a number',
    args: doc(),
    response: site({ endpoints: [{ methods: 1, args: {} }] }),
    expected: [fail('no endpoint serves GET', `${base}/endpoints`, ['GET'], [1])],
  },
  {
    title: 'allow_batch missing where the document marks the route',
    args: doc({ endpoints: [{ methods: ['GET'], allow_batch: { v1: true }, args: { per_page: perPage } }] }),
    response: site(),
    expected: [
      fail(
        'allow_batch missing on GET (the document marks the route [b])',
        `${base}/endpoints/0/allow_batch`,
        { v1: true },
        'absent',
      ),
    ],
  },
  {
    title: 'allow_batch false where the document marks the route',
    args: doc({ endpoints: [{ methods: ['GET'], allow_batch: { v1: true }, args: { per_page: perPage } }] }),
    response: site({ endpoints: [{ methods: ['GET'], allow_batch: { v1: false }, args: { per_page: perPage } }] }),
    expected: [
      fail(
        'allow_batch missing on GET (the document marks the route [b])',
        `${base}/endpoints/0/allow_batch`,
        { v1: true },
        { v1: false },
      ),
    ],
  },
  {
    title: 'allow_batch where the document does not mark the route',
    args: doc(),
    response: site({ endpoints: [{ methods: ['GET'], allow_batch: { v1: true }, args: { per_page: perPage } }] }),
    expected: [
      note('GET declares allow_batch (the document does not mark the route [b])', `${base}/endpoints/0/allow_batch`, {
        v1: true,
      }),
    ],
  },
  {
    title: 'an argument missing',
    args: doc(),
    response: site({ endpoints: [{ methods: ['GET'], args: {} }] }),
    expected: [fail('argument per_page missing (the document has it, the site lacks it)', arg, perPage, 'absent')],
  },
  {
    title: 'another type',
    args: doc(),
    response: siteArg({ ...perPage, type: 'string' }),
    expected: [
      fail(
        'argument per_page: type lacks integer; the site has string instead',
        `${arg}/type`,
        ['integer'],
        ['string'],
      ),
    ],
  },
  {
    title: 'no type',
    args: doc(),
    response: siteArg({ ...perPage, type: undefined }),
    expected: [fail('argument per_page: type lacks integer', `${arg}/type`, ['integer'], 'absent')],
  },
  {
    title: 'a type more',
    args: doc(),
    response: siteArg({ ...perPage, type: ['integer', 'null'] }),
    expected: [note("argument per_page: the site's type also has null", `${arg}/type`, ['integer', 'null'])],
  },
  {
    title: 'an enum value missing, another instead',
    args: doc({ endpoints: [{ methods: ['GET'], args: { order: { type: 'string', enum: ['asc', 'desc'] } } }] }),
    response: site({ endpoints: [{ methods: ['GET'], args: { order: { type: 'string', enum: ['asc', 'DESC'] } } }] }),
    expected: [
      fail(
        'argument order: enum lacks desc; the site has DESC instead',
        `${base}/endpoints/0/args/order/enum`,
        ['desc'],
        ['DESC'],
      ),
    ],
  },
  {
    title: 'an enum value missing, nothing instead',
    args: doc({ endpoints: [{ methods: ['GET'], args: { ids: { type: 'integer', enum: [1, 2] } } }] }),
    response: site({ endpoints: [{ methods: ['GET'], args: { ids: { type: 'integer', enum: [1] } } }] }),
    expected: [fail('argument ids: enum lacks 2', `${base}/endpoints/0/args/ids/enum`, [2], 'nothing else')],
  },
  {
    title: 'enum values the run reports as root causes of their own: noted, the others still failed',
    args: doc({
      endpoints: [
        { methods: ['GET'], args: { type: { type: 'string', enum: ['simple', 'subscription', 'grouped'] } } },
      ],
      absent: { type: ['subscription'] },
    }),
    response: site({ endpoints: [{ methods: ['GET'], args: { type: { type: 'string', enum: ['simple'] } } }] }),
    expected: [
      note(
        'argument type: enum lacks subscription: the site does not offer it (a root cause of the run)',
        `${base}/endpoints/0/args/type/enum`,
        ['simple'],
      ),
      fail('argument type: enum lacks grouped', `${base}/endpoints/0/args/type/enum`, ['grouped'], 'nothing else'),
    ],
  },
  {
    title: 'every missing enum value a root cause of its own: no failure',
    args: doc({
      endpoints: [{ methods: ['GET'], args: { type: { type: 'string', enum: ['simple', 'subscription'] } } }],
      absent: { type: ['subscription'], other: ['x'] },
    }),
    response: site({ endpoints: [{ methods: ['GET'], args: { type: { type: 'string', enum: ['simple'] } } }] }),
    expected: [
      note(
        'argument type: enum lacks subscription: the site does not offer it (a root cause of the run)',
        `${base}/endpoints/0/args/type/enum`,
        ['simple'],
      ),
    ],
  },
  {
    title: 'an enum value more',
    args: doc({ endpoints: [{ methods: ['GET'], args: { order: { type: 'string', enum: ['asc', 'desc'] } } }] }),
    response: site({
      endpoints: [{ methods: ['GET'], args: { order: { type: 'string', enum: ['desc', 'asc', 'rand'] } } }],
    }),
    expected: [
      note("argument order: the site's enum also has rand", `${base}/endpoints/0/args/order/enum`, [
        'desc',
        'asc',
        'rand',
      ]),
    ],
  },
  {
    title: 'an enum the document does not give',
    args: doc(),
    response: siteArg({ ...perPage, enum: [10, 20] }),
    expected: [
      fail(
        'argument per_page limits its values to an enum the document does not give',
        `${arg}/enum`,
        'no enum',
        [10, 20],
      ),
    ],
  },
  {
    title: 'another default',
    args: doc(),
    response: siteArg({ ...perPage, default: 20 }),
    expected: [fail('argument per_page: default differs', `${arg}/default`, 10, 20)],
  },
  {
    // The index says nothing of the default applied: not a different default (the defaults suite shows it).
    title: 'a default the index does not publish: a note, not a different default',
    args: doc(),
    response: siteArg({ ...perPage, default: undefined }),
    expected: [note('argument per_page: default not published (the document states 10)', `${arg}/default`, 'absent')],
  },
  {
    title: 'a default published as null is another default',
    args: doc(),
    response: siteArg({ ...perPage, default: null }),
    expected: [fail('argument per_page: default differs', `${arg}/default`, 10, null)],
  },
  {
    title: 'a default the document does not state',
    args: doc({ endpoints: [{ methods: ['GET'], args: { per_page: { ...perPage, default: undefined } } }] }),
    response: siteArg(perPage),
    expected: [
      note('argument per_page: the site declares a default the document does not state', `${arg}/default`, 10),
    ],
  },
  {
    title: 'another minimum, no maximum',
    args: doc(),
    response: siteArg({ ...perPage, minimum: 0, maximum: undefined }),
    expected: [
      fail('argument per_page: minimum differs', `${arg}/minimum`, 1, 0),
      fail('argument per_page: maximum differs', `${arg}/maximum`, 100, 'absent'),
    ],
  },
  {
    title: 'a bound the document does not state',
    args: doc({ endpoints: [{ methods: ['GET'], args: { per_page: { ...perPage, maximum: undefined } } }] }),
    response: siteArg(perPage),
    expected: [fail('argument per_page: maximum differs', `${arg}/maximum`, 'absent', 100)],
  },
  {
    title: 'required in the document, optional on the site',
    args: doc({ endpoints: [{ methods: ['GET'], args: { per_page: { ...perPage, required: true } } }] }),
    response: siteArg(perPage),
    expected: [
      fail('argument per_page: required in the document, optional on the site', `${arg}/required`, true, false),
    ],
  },
  {
    title: 'required in the document, the site silent',
    args: doc({ endpoints: [{ methods: ['GET'], args: { per_page: { ...perPage, required: true } } }] }),
    response: siteArg({ ...perPage, required: undefined }),
    expected: [
      fail('argument per_page: required in the document, optional on the site', `${arg}/required`, true, 'absent'),
    ],
  },
  {
    title: 'optional in the document, required on the site',
    args: doc(),
    response: siteArg({ ...perPage, required: true }),
    expected: [
      fail('argument per_page: optional in the document, required on the site', `${arg}/required`, false, true),
    ],
  },
  {
    title: 'an argument more, required',
    args: doc(),
    response: site({
      endpoints: [{ methods: ['GET'], args: { per_page: perPage, token: { type: 'string', required: true } } }],
    }),
    expected: [
      fail(
        'argument token is required by the site but not in the document',
        `${base}/endpoints/0/args/token`,
        'absent or optional',
        { type: 'string', required: true },
      ),
    ],
  },
  {
    title: 'an argument more, optional, its name escaped',
    args: doc(),
    response: site({ endpoints: [{ methods: ['GET'], args: { per_page: perPage, 'a/b': { type: 'string' } } }] }),
    expected: [
      note(
        'the site also takes argument a/b (optional; the document does not list it)',
        `${base}/endpoints/0/args/a~1b`,
        { type: 'string' },
      ),
    ],
  },
  {
    title: "the place names the site's endpoint",
    args: doc({ endpoints: [{ methods: ['GET'], args: { per_page: perPage } }] }),
    response: site({
      methods: ['GET', 'POST'],
      endpoints: [
        { methods: ['POST'], args: {} },
        { methods: ['GET'], args: { per_page: { ...perPage, default: 20 } } },
      ],
    }),
    expected: [
      note('the site also declares POST (the document does not list it)', `${base}/methods`, ['GET', 'POST']),
      fail('argument per_page: default differs', `${base}/endpoints/1/args/per_page/default`, 10, 20),
    ],
  },
  {
    title: 'a body that is no JSON',
    args: doc(),
    response: { status: 200, body: '' },
    expected: { thrown: 'not-json', message: 'the body is not JSON (no content type): ' },
  },
];

describe('route-descriptor', () => {
  it.each(rows)('$title', (row) => expect(runRow(routeDescriptorCheck, row)).toEqual(row.expected));
});
