import { acceptsRefusal, failsRoute, ignoresArgument } from '../../helpers/faults.js';
import { countryAlpha3Served } from '../statements/areas/admin-faults.js';
import { on, of, sorted, type Deviation } from './shared.js';

/** Deviations of the reference data and the shop-admin helpers (admin-data). */
export const ADMIN_DATA: Deviation[] = [
  {
    name: 'the locales fail',
    suites: ['admin-data'],
    fault: failsRoute(on('GET', '/shop-analytics/data/countries/locales')),
    fails: ['admin-data/locales'],
  },
  {
    name: 'the data index fails',
    suites: ['admin-data'],
    fault: failsRoute(on('GET', '/shop-analytics/data')),
    fails: ['admin-data/data-index'],
  },
  {
    name: 'download-ips fails',
    suites: ['admin-data'],
    fault: failsRoute(on('GET', '/shop-analytics/data/download-ips')),
    fails: ['admin-data/download-ips'],
  },
  {
    name: 'the marketing recommendations fail',
    suites: ['admin-data'],
    fault: failsRoute(on('GET', '/shop-admin/marketing/recommended')),
    fails: of(
      'admin-data',
      'recommended-category-none',
      'recommended-per-page',
      'recommended-per-page-100',
      'recommended-per-page-default',
    ),
  },
  {
    name: 'activate-plugin without plugin taken',
    suites: ['admin-data', 'required'],
    fault: acceptsRefusal({
      method: 'POST',
      path: '/shop-admin/marketing/overview/activate-plugin',
      status: 400,
      param: 'plugin',
      answer: { body: { status: 'activated' } },
    }),
    fails: sorted(
      ['admin-data/activate-plugin-requires-plugin'],
      of(
        'required',
        'anonymous.post.shop-admin.marketing.overview.activate-plugin.plugin.missing',
        'post.shop-admin.marketing.overview.activate-plugin.plugin.missing',
      ),
    ),
  },
  {
    name: 'an unknown country served',
    suites: ['admin-data'],
    fault: acceptsRefusal({
      method: 'GET',
      path: '/shop-analytics/data/countries/zz',
      status: 404,
      answer: { body: { code: 'ZZ', states: [] } },
    }),
    fails: ['admin-data/unknown-country'],
  },

  // ----- what each argument does (issue 26)
  {
    name: 'a country named by its alpha-3 code served',
    suites: ['admin-data'],
    fault: countryAlpha3Served(on('GET', /^\/shop-analytics\/data\/countries\/[^/]+$/)),
    fails: of('admin-data', 'country-alpha-3'),
  },
  {
    name: "the marketing recommendations' per_page outside its bounds accepted",
    suites: ['admin-data'],
    fault: acceptsRefusal({
      method: 'GET',
      path: '/shop-admin/marketing/recommended',
      status: 400,
      param: 'per_page',
    }),
    fails: of('admin-data', 'recommended-per-page-0', 'recommended-per-page-101'),
  },
  {
    name: "the knowledge base's category ignored",
    suites: ['admin-data'],
    fault: ignoresArgument(on('GET', '/shop-admin/marketing/knowledge-base'), 'category'),
    fails: of('admin-data', 'knowledge-base-category-none'),
  },
];
