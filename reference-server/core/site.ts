import type { Catalog, SiteId } from '../../spec/types.js';

/** What the index says about the site; the reference server's own choice of names (reference only). */
export interface SiteSettings {
  name: string;
  description: string;
  gmtOffset: string;
  timezoneString: string;
}

export const PRIMARY_SITE: SiteSettings = {
  name: 'Signal Desk',
  description: 'Premium trading signals by subscription',
  gmtOffset: '0',
  timezoneString: '',
};

export const LOCALIZED_SITE: SiteSettings = {
  name: 'Signal Desk',
  description: 'Premium-Tradingsignale im Abonnement',
  gmtOffset: '0',
  timezoneString: '',
};

/** One site as served: its catalog and where it lives below the base URL. */
export interface Site {
  id: SiteId;
  catalog: Catalog;
  settings: SiteSettings;
  /** '' or '/de'. */
  prefix: string;
}

/** Absolute addresses of a site, given the base URL a request was made to. */
export interface SiteUrls {
  home: string;
  restUrl: (route: string) => string;
}

export function siteUrls(baseUrl: string, site: Site, apiRoot: string): SiteUrls {
  const home = `${baseUrl}${site.prefix}`;
  return {
    home,
    restUrl: (route: string) => `${home}${apiRoot}${route === '/' ? '/' : route}`,
  };
}
