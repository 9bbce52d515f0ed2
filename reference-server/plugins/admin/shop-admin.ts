import { RestError } from '../../http/errors.js';
import { json } from '../../http/types.js';
import type { Storage } from '../../storage/index.js';
import type { HandlerRegistry } from '../registry.js';

/** Options the administration may read and write; any other name is refused (reference only list). */
export const OPTION_ALLOW_LIST: Record<string, unknown> = {
  shop_default_country: 'DE',
  shop_currency: 'EUR',
  shop_onboarding_profile: {},
  shop_task_list_hidden: 'no',
  shop_marketing_overview_welcome_hidden: 'no',
  shop_admin_install_timestamp: 1767603600,
  blogname: 'Signal Desk',
  timezone_string: '',
};

/** Marketing plugins: two installed (not active until activated), one only recommended (reference only). */
const PLUGINS = [
  {
    slug: 'shop-newsletter',
    name: 'Shop Newsletter',
    description: 'Email your subscribers about new signal plans.',
    category: 'email',
    installed: true,
  },
  {
    slug: 'shop-social-ads',
    name: 'Shop Social Ads',
    description: 'Advertise your subscriptions on social networks.',
    category: 'advertising',
    installed: true,
  },
  {
    slug: 'shop-reviews-boost',
    name: 'Shop Reviews Boost',
    description: 'Ask happy subscribers for a review.',
    category: 'conversion',
    installed: false,
  },
  // More recommendations than a default page holds (10), as the platform's marketing catalogue has.
  ...(
    [
      ['signal-mailer', 'Signal Mailer', 'Send each new signal to your subscribers by email.', 'email'],
      ['drip-sequences', 'Drip Sequences', 'Welcome new subscribers with a sequence of emails.', 'email'],
      ['search-ads', 'Search Ads', 'Show your plans beside search results.', 'advertising'],
      ['video-ads', 'Video Ads', 'Reach traders with short video ads.', 'advertising'],
      ['exit-offers', 'Exit Offers', 'Offer a trial to visitors about to leave.', 'conversion'],
      ['social-proof', 'Social Proof', 'Show recent sign-ups as they happen.', 'conversion'],
      ['referral-rewards', 'Referral Rewards', 'Reward subscribers who bring a friend.', 'growth'],
      ['loyalty-points', 'Loyalty Points', 'Give points for every renewal.', 'growth'],
      ['seo-toolkit', 'SEO Toolkit', 'Make your plan pages easier to find.', 'growth'],
    ] as const
  ).map(([slug, name, description, category]) => ({ slug, name, description, category, installed: false })),
];

const SUGGESTIONS = [
  {
    id: 'gateway',
    title: 'Gateway',
    content: 'Accept cards and wallets.',
    image: '',
    plugins: ['shop-gateway'],
    is_visible: true,
    recommendation_priority: 1,
  },
  {
    id: 'bacs',
    title: 'Direct bank transfer',
    content: 'Take payments by bank transfer.',
    image: '',
    plugins: [],
    is_visible: true,
    recommendation_priority: 2,
  },
];

/** shop-admin: features, experiments, marketing helpers, gateway suggestions, options with an allow-list. */
export function registerShopAdmin(registry: HandlerRegistry, storage: Storage): void {
  const option = (name: string) => storage.options.get(name) ?? OPTION_ALLOW_LIST[name];
  registry.handle('shop-admin:/features GET', () =>
    json({
      analytics: true,
      subscriptions: true,
      marketing: true,
      onboarding: true,
      'payment-gateway-suggestions': true,
    }),
  );
  registry.handle('shop-admin:/experiments/assignment GET', () => json({ shop_checkout_layout: 'control' }));
  // As the platform: the installed marketing plugins, each activated or only installed.
  registry.handle('shop-admin:/marketing/overview/installed-plugins GET', () =>
    json(
      PLUGINS.filter((p) => p.installed).map(({ installed: _i, ...p }) => ({
        ...p,
        status: storage.options.get(`plugin_active_${p.slug}`) ? 'activated' : 'installed',
      })),
    ),
  );
  registry.handle('shop-admin:/marketing/overview/activate-plugin POST,PUT,PATCH', (ctx) => {
    const slug = String(ctx.params.plugin);
    const plugin = PLUGINS.find((p) => p.slug === slug && p.installed);
    if (!plugin) throw new RestError('shop_rest_invalid_plugin', `Invalid plugin ${slug}.`, 400);
    storage.options.set(`plugin_active_${slug}`, true);
    return json({ status: 'success', message: `${plugin.name} was activated.` });
  });
  registry.handle('shop-admin:/marketing/recommended GET', (ctx) => {
    const category = ctx.params.category as string | undefined;
    return json(
      PLUGINS.filter((p) => !category || p.category === category)
        .slice(0, Number(ctx.params.per_page ?? 10))
        .map(({ installed: _i, ...p }) => ({
          ...p,
          url: `https://example.com/plugins/${p.slug}`,
          direct_install: true,
        })),
    );
  });
  registry.handle('shop-admin:/marketing/knowledge-base GET', (ctx) =>
    json(
      [
        {
          title: 'Growing a signals subscription business',
          date: '2026-02-01T09:00:00',
          link: 'https://example.com/kb/growing',
          author_name: 'Signal Desk',
          image: '',
          category: 'marketing',
        },
        {
          title: 'Writing a welcome email that converts',
          date: '2026-03-01T09:00:00',
          link: 'https://example.com/kb/welcome',
          author_name: 'Signal Desk',
          image: '',
          category: 'email',
        },
      ].filter((post) => !ctx.params.category || post.category === ctx.params.category),
    ),
  );
  registry.handle('shop-admin:/options GET', (ctx) => {
    const names = String(ctx.request.query.options ?? '')
      .split(',')
      .map((n) => n.trim())
      .filter(Boolean);
    const unknown = names.filter((n) => !(n in OPTION_ALLOW_LIST));
    if (unknown.length)
      throw new RestError('shop_rest_invalid_option_name', `Unknown option(s): ${unknown.join(', ')}.`, 400);
    return json(Object.fromEntries(names.map((n) => [n, option(n)])));
  });
  registry.handle('shop-admin:/options POST,PUT,PATCH', (ctx) => {
    const body = { ...ctx.request.json, ...ctx.request.body };
    const unknown = Object.keys(body).filter((n) => !(n in OPTION_ALLOW_LIST));
    if (unknown.length)
      throw new RestError('shop_rest_invalid_option_name', `Unknown option(s): ${unknown.join(', ')}.`, 400);
    for (const [name, value] of Object.entries(body)) storage.options.set(name, value);
    return json({ success: true });
  });
  registry.handle('shop-admin:/payment-gateway-suggestions GET', () =>
    json(storage.options.get('payment_gateway_suggestions_dismissed') ? [] : SUGGESTIONS),
  );
  registry.handle('shop-admin:/payment-gateway-suggestions/dismiss POST', () => {
    storage.options.set('payment_gateway_suggestions_dismissed', true);
    return json(true);
  });
}
