import { EMPTY_ADDRESS } from './address.js';
import type { Db } from './database.js';

/**
 * The reference shop's catalogue: a small trading-signals subscription shop (reference only: the
 * suites never depend on these names or ids). Fixed ids and dates, so the server's own tests can.
 */
const CREATED = '2026-01-05T09:00:00';

interface SeedProduct {
  id: number;
  parent_id?: number;
  type: string;
  name: string;
  slug: string;
  sku: string;
  short_description: string;
  regular_price: number;
  sale_price?: number;
  featured?: number;
  virtual?: number;
  downloadable?: number;
  manage_stock?: number;
  stock_quantity?: number;
  weight?: string;
  menu_order?: number;
  total_sales?: number;
  billing_period?: string;
  billing_interval?: number;
  subscription_length?: number;
  trial_period?: string;
  trial_length?: number;
  sign_up_fee?: number;
  synchronization?: unknown;
  variation?: Record<string, string>;
  terms?: number[];
  day: number;
}

export const SEED_PRODUCTS: SeedProduct[] = [
  {
    id: 10,
    type: 'subscription',
    name: 'Daily FX Signals',
    slug: 'daily-fx-signals',
    sku: 'SIG-FX-M',
    short_description: 'Three forex signals every trading day.',
    regular_price: 2900,
    virtual: 1,
    featured: 1,
    billing_period: 'month',
    billing_interval: 1,
    subscription_length: 0,
    trial_period: 'day',
    trial_length: 7,
    sign_up_fee: 999,
    terms: [20, 30],
    total_sales: 41,
    day: 1,
  },
  {
    id: 11,
    type: 'subscription',
    name: 'Crypto Signals Annual',
    slug: 'crypto-signals-annual',
    sku: 'SIG-CR-Y',
    short_description: 'A year of crypto signals, renewed every 1 January.',
    regular_price: 29000,
    virtual: 1,
    billing_period: 'year',
    billing_interval: 1,
    subscription_length: 0,
    synchronization: { day: 1, month: 1 },
    terms: [20, 31],
    total_sales: 12,
    day: 2,
  },
  {
    id: 12,
    type: 'variable-subscription',
    name: 'Signal Desk Membership',
    slug: 'signal-desk-membership',
    sku: 'MEMBER',
    short_description: 'Every signal desk, in three tiers.',
    regular_price: 1900,
    virtual: 1,
    featured: 1,
    billing_period: 'month',
    billing_interval: 1,
    subscription_length: 0,
    terms: [20, 30, 31, 40, 41, 42],
    total_sales: 25,
    day: 3,
  },
  {
    id: 13,
    parent_id: 12,
    type: 'variation',
    name: 'Signal Desk Membership - Basic',
    slug: 'signal-desk-membership-basic',
    sku: 'MEMBER-BASIC',
    short_description: '',
    regular_price: 1900,
    virtual: 1,
    billing_period: 'month',
    billing_interval: 1,
    subscription_length: 0,
    variation: { 'pa_signal-tier': 'basic' },
    menu_order: 1,
    day: 3,
  },
  {
    id: 14,
    parent_id: 12,
    type: 'variation',
    name: 'Signal Desk Membership - Pro',
    slug: 'signal-desk-membership-pro',
    sku: 'MEMBER-PRO',
    short_description: '',
    regular_price: 4900,
    virtual: 1,
    billing_period: 'month',
    billing_interval: 1,
    subscription_length: 0,
    trial_period: 'day',
    trial_length: 14,
    variation: { 'pa_signal-tier': 'pro' },
    menu_order: 2,
    day: 3,
  },
  {
    id: 15,
    parent_id: 12,
    type: 'variation',
    name: 'Signal Desk Membership - Elite',
    slug: 'signal-desk-membership-elite',
    sku: 'MEMBER-ELITE',
    short_description: '',
    regular_price: 9900,
    virtual: 1,
    billing_period: 'month',
    billing_interval: 1,
    subscription_length: 12,
    sign_up_fee: 4900,
    variation: { 'pa_signal-tier': 'elite' },
    menu_order: 3,
    day: 3,
  },
  {
    id: 16,
    type: 'simple',
    name: 'Technical Analysis E-Book',
    slug: 'technical-analysis-e-book',
    sku: 'BOOK-TA',
    short_description: 'Chart patterns, indicators and risk, in 240 pages.',
    regular_price: 1900,
    sale_price: 1400,
    virtual: 1,
    downloadable: 1,
    terms: [21, 32],
    total_sales: 88,
    day: 4,
  },
  {
    id: 17,
    type: 'simple',
    name: 'Trading Journal',
    slug: 'trading-journal',
    sku: 'JOURNAL',
    short_description: 'A printed journal for a year of trades.',
    regular_price: 2400,
    manage_stock: 1,
    stock_quantity: 25,
    weight: '0.4',
    terms: [22, 33],
    total_sales: 7,
    day: 5,
  },
  {
    id: 18,
    type: 'subscription',
    name: 'Weekly Market Outlook',
    slug: 'weekly-market-outlook',
    sku: 'OUTLOOK-W',
    short_description: 'A market outlook every Monday.',
    regular_price: 900,
    virtual: 1,
    billing_period: 'week',
    billing_interval: 1,
    subscription_length: 52,
    synchronization: 1,
    terms: [21, 32],
    total_sales: 19,
    day: 6,
  },
];

const TERMS: [number, string, string, string][] = [
  [20, 'product_cat', 'Signals', 'signals'],
  [21, 'product_cat', 'Courses', 'courses'],
  [22, 'product_cat', 'Tools', 'tools'],
  [30, 'product_tag', 'Forex', 'forex'],
  [31, 'product_tag', 'Crypto', 'crypto'],
  [32, 'product_tag', 'Education', 'education'],
  [33, 'product_tag', 'Journaling', 'journaling'],
  [40, 'pa_signal-tier', 'Basic', 'basic'],
  [41, 'pa_signal-tier', 'Pro', 'pro'],
  [42, 'pa_signal-tier', 'Elite', 'elite'],
  // Terms no product carries (hidden unless hide_empty is false), and more tags than a page of ten.
  [23, 'product_cat', 'Vouchers', 'vouchers'],
  [34, 'product_tag', 'Futures', 'futures'],
  [35, 'product_tag', 'Indices', 'indices'],
  [36, 'product_tag', 'Options', 'options'],
  [37, 'product_tag', 'Scalping', 'scalping'],
  [38, 'product_tag', 'Swing trading', 'swing-trading'],
  [39, 'product_tag', 'Volatility', 'volatility'],
  [44, 'product_tag', 'Yields', 'yields'],
  [43, 'pa_signal-tier', 'Legacy', 'legacy'],
  // A shipping class, the printed journal's: what the administration's shipping_class filter and a create
  // naming a class the site has can be shown with.
  [45, 'product_shipping_class', 'Parcel', 'parcel'],
];

const REVIEWS: [number, number, string, string, number, string][] = [
  [50, 10, 'Maya R.', 'Clear entries and stops; my win rate went up.', 5, '2026-02-01T10:00:00'],
  [51, 10, 'Jonas K.', 'Good signals, a little late on Mondays.', 4, '2026-02-03T10:00:00'],
  [52, 11, 'Priya S.', 'Worth it for the weekly summaries alone.', 4, '2026-02-05T10:00:00'],
  [53, 16, 'Tom W.', 'Dense but thorough.', 3, '2026-02-07T10:00:00'],
  [54, 17, 'Lea M.', 'Sturdy paper, sensible layout.', 5, '2026-02-09T10:00:00'],
  // More than a default page of reviews, dated out of the order of their ids.
  [55, 12, 'Ravi P.', 'The pro tier pays for itself.', 4, '2026-01-25T10:00:00'],
  [56, 18, 'Nora B.', 'Too general for swing trades.', 2, '2026-02-11T10:00:00'],
  [57, 12, 'Ines G.', 'Basic tier is enough to start.', 3, '2026-01-15T10:00:00'],
  [58, 18, 'Omar H.', 'Arrives on time, says little.', 3, '2026-02-13T10:00:00'],
  [59, 12, 'Kai L.', 'Elite calls were sharp this quarter.', 4, '2026-01-20T10:00:00'],
  [60, 18, 'Bea T.', 'I expected charts.', 2, '2026-02-04T10:00:00'],
];

function dayDate(day: number): string {
  return `2026-01-${String(4 + day).padStart(2, '0')}T09:00:00`;
}

export function seed(db: Db): void {
  const count = (db.prepare('SELECT COUNT(*) AS n FROM products').get() as { n: number }).n;
  if (count > 0) return;
  db.transaction(() => {
    const term = db.prepare('INSERT INTO terms (id, taxonomy, name, slug) VALUES (?, ?, ?, ?)');
    for (const t of TERMS) term.run(...t);
    db.prepare("INSERT INTO attributes (id, name, taxonomy) VALUES (1, 'Signal tier', 'pa_signal-tier')").run();
    const product =
      db.prepare(`INSERT INTO products (id, parent_id, type, name, slug, sku, short_description, description,
      regular_price, sale_price, featured, virtual, downloadable, manage_stock, stock_quantity, weight, menu_order, total_sales,
      date_created, date_modified, billing_period, billing_interval, subscription_length, trial_period, trial_length, sign_up_fee,
      synchronization, variation)
      VALUES (@id, @parent_id, @type, @name, @slug, @sku, @short_description, @description, @regular_price, @sale_price, @featured,
      @virtual, @downloadable, @manage_stock, @stock_quantity, @weight, @menu_order, @total_sales, @date, @date, @billing_period,
      @billing_interval, @subscription_length, @trial_period, @trial_length, @sign_up_fee, @synchronization, @variation)`);
    const link = db.prepare('INSERT INTO product_terms (product_id, term_id) VALUES (?, ?)');
    for (const p of SEED_PRODUCTS) {
      product.run({
        parent_id: 0,
        sale_price: null,
        featured: 0,
        virtual: 0,
        downloadable: 0,
        manage_stock: 0,
        stock_quantity: null,
        weight: '',
        menu_order: 0,
        total_sales: 0,
        billing_period: null,
        billing_interval: null,
        subscription_length: null,
        trial_period: null,
        trial_length: null,
        sign_up_fee: null,
        ...p,
        description: `<p>${p.short_description}</p>`,
        date: dayDate(p.day),
        synchronization: p.synchronization === undefined ? null : JSON.stringify(p.synchronization),
        variation: JSON.stringify(p.variation ?? {}),
        terms: undefined,
        day: undefined,
      });
      for (const t of p.terms ?? []) link.run(p.id, t);
    }
    // One product with a picture, served from the site's own media (a path: the site's home is the request's).
    db.prepare('UPDATE products SET extra = ? WHERE id = 17').run(
      JSON.stringify({
        shipping_class: 'parcel',
        shipping_class_id: 45,
        images: [{ id: 90, src: '/media/trading-journal.png', name: 'trading-journal', alt: 'The trading journal' }],
      }),
    );
    const review = db.prepare(
      'INSERT INTO reviews (id, product_id, reviewer, reviewer_email, review, rating, verified, date_created) VALUES (?, ?, ?, ?, ?, ?, 1, ?)',
    );
    for (const [id, productId, reviewer, text, rating, date] of REVIEWS) {
      review.run(id, productId, reviewer, `${reviewer.split(' ')[0]?.toLowerCase()}@example.com`, text, rating, date);
    }
    db.prepare('INSERT INTO coupons (id, code, data, date_created, date_modified) VALUES (60, ?, ?, ?, ?)').run(
      'welcome10',
      JSON.stringify({
        amount: '10',
        discount_type: 'percent',
        description: 'Ten percent off a first order.',
        individual_use: false,
      }),
      CREATED,
      CREATED,
    );
    // One past order, so that a listing and a lookup of orders find something on a fresh shop.
    const line = {
      id: 8001,
      name: 'Technical Analysis E-Book',
      product_id: 16,
      variation_id: 0,
      quantity: 1,
      tax_class: '',
      subtotal: '19.00',
      subtotal_tax: '0.00',
      total: '19.00',
      total_tax: '0.00',
      taxes: [],
      meta_data: [],
      sku: 'BOOK-TA',
      price: 19,
      image: { id: 0, src: '' },
      parent_name: null,
    };
    const order = {
      parent_id: 0,
      number: '80',
      order_key: 'shop_order_seedorder80ab',
      created_via: 'checkout',
      status: 'completed',
      currency: 'EUR',
      date_created: CREATED,
      date_created_gmt: CREATED,
      date_modified: CREATED,
      date_modified_gmt: CREATED,
      discount_total: '0.00',
      discount_tax: '0.00',
      shipping_total: '0.00',
      shipping_tax: '0.00',
      cart_tax: '0.00',
      total: '19.00',
      total_tax: '0.00',
      prices_include_tax: false,
      customer_id: 0,
      customer_note: '',
      billing: {
        first_name: 'Grace',
        last_name: 'Hopper',
        company: '',
        address_1: 'Main St 1',
        address_2: '',
        city: 'Berlin',
        state: 'BE',
        postcode: '10115',
        country: 'DE',
        email: 'grace@example.com',
        phone: '',
      },
      shipping: EMPTY_ADDRESS,
      payment_method: 'bacs',
      payment_method_title: 'Direct bank transfer',
      transaction_id: '',
      date_paid: CREATED,
      date_paid_gmt: CREATED,
      date_completed: CREATED,
      date_completed_gmt: CREATED,
      meta_data: [],
      line_items: [line],
      tax_lines: [],
      shipping_lines: [],
      fee_lines: [],
      coupon_lines: [],
      refunds: [],
      stock_reduced: true,
    };
    db.prepare('INSERT INTO orders (id, status, data, date_created, date_modified) VALUES (80, ?, ?, ?, ?)').run(
      'completed',
      JSON.stringify({ ...order, id: 80 }),
      CREATED,
      CREATED,
    );
    const note = db.prepare('INSERT INTO notes (id, data, date_created) VALUES (?, ?, ?)');
    note.run(
      70,
      JSON.stringify({
        name: 'signal-desk-welcome',
        type: 'info',
        title: 'Welcome to Signal Desk',
        content: 'Set up your first signal plan.',
        status: 'unactioned',
        source: 'shop',
        actions: [
          {
            id: 1,
            name: 'open-guide',
            label: 'Open the guide',
            query: 'https://example.com/guide',
            status: 'actioned',
            primary: true,
          },
        ],
      }),
      CREATED,
    );
    note.run(
      71,
      JSON.stringify({
        name: 'gateway-test-mode',
        type: 'warning',
        title: 'The payment gateway is in test mode',
        content: 'Switch to live mode before launch.',
        status: 'unactioned',
        source: 'gateway',
        is_snoozable: true,
        actions: [{ id: 2, name: 'remind-later', label: 'Remind me later', query: '', status: 'snoozed' }],
      }),
      CREATED,
    );
    note.run(
      72,
      JSON.stringify({
        name: 'weekly-report',
        type: 'update',
        title: 'Your weekly sales report is ready',
        status: 'actioned',
        source: 'shop',
        actions: [{ id: 3, name: 'view-report', label: 'View the report', query: 'reports', status: 'actioned' }],
      }),
      CREATED,
    );
    // Older notes, as a shop that has run a while keeps (more than a default page of them): dates out of
    // the order of their ids, every type the list filters on, several statuses and sources.
    const OLDER_NOTES: [number, string, string, string, string, string][] = [
      [73, 'plan-ideas', 'marketing', 'Ideas for a yearly plan', 'unactioned', '2025-12-26T10:00:00'],
      [74, 'first-survey', 'survey', 'How are you finding Signal Desk?', 'actioned', '2026-01-03T08:00:00'],
      [75, 'backup-reminder', 'info', 'Back up your signal archive', 'snoozed', '2025-12-31T12:00:00'],
      [76, 'mail-failed', 'error', 'A renewal email could not be sent', 'unactioned', '2025-12-06T07:30:00'],
      [77, 'new-version', 'update', 'A new version of the signal feed is out', 'pending', '2025-12-21T16:00:00'],
      [78, 'tax-settings', 'warning', 'Check your tax settings', 'actioned', '2026-01-04T11:15:00'],
      [79, 'first-product', 'info', 'Add your first signal plan', 'unactioned', '2025-12-16T09:45:00'],
      [80, 'holiday-promo', 'marketing', 'Plan a holiday promotion', 'snoozed', '2026-01-02T14:20:00'],
      [81, 'mobile-app', 'info', 'Follow your orders on the go', 'unactioned', '2025-12-11T18:05:00'],
    ];
    for (const [id, name, type, title, status, date] of OLDER_NOTES)
      note.run(
        id,
        JSON.stringify({
          name,
          type,
          title,
          content: `${title}.`,
          status,
          source: id % 3 === 0 ? 'signal-desk' : 'shop',
          is_snoozable: status === 'snoozed',
          actions: [{ id: id * 10, name: `${name}-open`, label: 'Open', query: 'admin', status: 'actioned' }],
        }),
        date,
      );
  })();
}
