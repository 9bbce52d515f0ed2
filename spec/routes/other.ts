import type { Route } from '../types.js';
import { ep, EDITABLE, route, type RouteOptions } from '../build.js';
import { str } from '../args.js';
import { OEMBED_FORMATS } from '../enums.js';

const ADMIN: RouteOptions = { access: 'admin' };
const PUBLIC: RouteOptions = { access: 'public' };

const oembedUrl = () => ({
  description: 'The URL of the resource for which to fetch oEmbed data.',
  type: 'string' as const,
  format: 'uri',
  required: true,
});

export function oembedRoutes(): Route[] {
  return [
    route(
      'oembed/1.0',
      '/embed',
      PUBLIC,
      ep('GET', {
        url: oembedUrl(),
        format: { default: 'json' },
        maxwidth: { default: 600 },
      }),
    ),
    route(
      'oembed/1.0',
      '/proxy',
      ADMIN,
      ep('GET', {
        url: oembedUrl(),
        format: {
          description: 'The oEmbed format to use.',
          type: 'string',
          default: 'json',
          enum: [...OEMBED_FORMATS],
        },
        maxwidth: { description: 'The maximum width of the embed frame in pixels.', type: 'integer', default: 600 },
        maxheight: { description: 'The maximum height of the embed frame in pixels.', type: 'integer' },
        discover: {
          description: 'Whether to perform an oEmbed discovery request for unsanctioned providers.',
          type: 'boolean',
          default: true,
        },
      }),
    ),
  ];
}

export function contactFormRoutes(): Route[] {
  const ns = 'contact-form/v1';
  const form = '/contact-forms/(?P<id>\\d+)';
  return [
    route(ns, '/contact-forms', ADMIN, ep('GET'), ep('POST')),
    route(ns, form, ADMIN, ep('GET'), ep(EDITABLE), ep('DELETE')),
    route(ns, `${form}/feedback`, PUBLIC, ep('POST')),
    route(ns, `${form}/feedback/schema`, PUBLIC, ep('GET')),
    route(ns, `${form}/refill`, PUBLIC, ep('GET')),
  ];
}

export function securityRoutes(): Route[] {
  const ns = 'security/v1';
  return [
    route(ns, '/authenticate', ADMIN, ep(['GET', 'POST'])),
    route(ns, '/authenticate-premium', ADMIN, ep('POST')),
    route(ns, '/config', ADMIN, ep('GET'), ep(EDITABLE)),
    route(ns, '/disconnect', ADMIN, ep(EDITABLE)),
    route(ns, '/premium-connect', ADMIN, ep(EDITABLE)),
    route(ns, '/scan/issue', ADMIN, ep(EDITABLE)),
    route(ns, '/scan/issues', ADMIN, ep('GET')),
    route(ns, '/scan', ADMIN, ep('POST'), ep('DELETE')),
  ];
}

export function customBlocksRoutes(): Route[] {
  return [
    route(
      'custom-blocks',
      '/template-file',
      ADMIN,
      ep('GET', { blockName: str('Name of the block whose template file is requested.') }),
    ),
  ];
}

export function insightsRoutes(): Route[] {
  const ns = 'insights/v1';
  const onboardingKey = () => str('Onboarding key issued for this site.', { required: true });
  const licenseKey = () => str('License key of the analytics plugin.', { required: true });
  return [
    route(ns, '/feedback', ADMIN, ep('POST')),
    route(ns, '/onboarding/settings', ADMIN, ep(['GET', 'POST'], { onboarding_key: onboardingKey() })),
    route(
      ns,
      '/onboarding/connect-url',
      ADMIN,
      ep('GET', { license_key: licenseKey(), onboarding_key: onboardingKey() }),
    ),
    route(
      ns,
      '/onboarding/set-license-key',
      ADMIN,
      ep('POST', { license_key: licenseKey(), onboarding_key: onboardingKey() }),
    ),
    route(ns, '/onboarding/delete-onboarding-key', ADMIN, ep('POST', { onboarding_key: onboardingKey() })),
  ];
}
