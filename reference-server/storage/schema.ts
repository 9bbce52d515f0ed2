/** Tables of the reference shop. Created at start; every statement is idempotent. */
export const SCHEMA = `
CREATE TABLE IF NOT EXISTS users (
  id INTEGER PRIMARY KEY,
  login TEXT NOT NULL UNIQUE,
  email TEXT NOT NULL,
  display_name TEXT NOT NULL,
  role TEXT NOT NULL CHECK (role IN ('administrator', 'customer')),
  password_hash TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS options (
  name TEXT PRIMARY KEY,
  value TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS products (
  id INTEGER PRIMARY KEY,
  parent_id INTEGER NOT NULL DEFAULT 0,
  type TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'publish',
  name TEXT NOT NULL,
  slug TEXT NOT NULL,
  sku TEXT NOT NULL DEFAULT '',
  description TEXT NOT NULL DEFAULT '',
  short_description TEXT NOT NULL DEFAULT '',
  regular_price INTEGER,
  sale_price INTEGER,
  featured INTEGER NOT NULL DEFAULT 0,
  catalog_visibility TEXT NOT NULL DEFAULT 'visible',
  virtual INTEGER NOT NULL DEFAULT 0,
  downloadable INTEGER NOT NULL DEFAULT 0,
  tax_status TEXT NOT NULL DEFAULT 'taxable',
  tax_class TEXT NOT NULL DEFAULT '',
  manage_stock INTEGER NOT NULL DEFAULT 0,
  stock_quantity INTEGER,
  stock_status TEXT NOT NULL DEFAULT 'instock',
  backorders TEXT NOT NULL DEFAULT 'no',
  sold_individually INTEGER NOT NULL DEFAULT 0,
  weight TEXT NOT NULL DEFAULT '',
  menu_order INTEGER NOT NULL DEFAULT 0,
  reviews_allowed INTEGER NOT NULL DEFAULT 1,
  total_sales INTEGER NOT NULL DEFAULT 0,
  date_created TEXT NOT NULL,
  date_modified TEXT NOT NULL,
  billing_period TEXT,
  billing_interval INTEGER,
  subscription_length INTEGER,
  trial_period TEXT,
  trial_length INTEGER,
  sign_up_fee INTEGER,
  synchronization TEXT,
  variation TEXT NOT NULL DEFAULT '{}',
  extra TEXT NOT NULL DEFAULT '{}'
);
CREATE INDEX IF NOT EXISTS products_parent ON products (parent_id);
-- Listings filter on columns nearly every row shares and sort by date or price: indexes in sort order
-- (with id as the tie-breaker) let a page be read in order instead of sorting the whole table.
CREATE INDEX IF NOT EXISTS products_date ON products (date_created, id);
CREATE INDEX IF NOT EXISTS products_price ON products (COALESCE(sale_price, regular_price, 0), id);
-- The storefront lists published products only: led by status and holding the columns it filters on,
-- these let a deep page skip its offset inside the index, without reading a row it does not show.
CREATE INDEX IF NOT EXISTS products_status_date ON products (status, date_created, id, type, catalog_visibility);
CREATE INDEX IF NOT EXISTS products_status_price ON products (status, COALESCE(sale_price, regular_price, 0), id, type, catalog_visibility);
CREATE TABLE IF NOT EXISTS terms (
  id INTEGER PRIMARY KEY,
  taxonomy TEXT NOT NULL,
  name TEXT NOT NULL,
  slug TEXT NOT NULL,
  parent INTEGER NOT NULL DEFAULT 0,
  description TEXT NOT NULL DEFAULT '',
  menu_order INTEGER NOT NULL DEFAULT 0,
  UNIQUE (taxonomy, slug)
);
CREATE TABLE IF NOT EXISTS product_terms (
  product_id INTEGER NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  term_id INTEGER NOT NULL REFERENCES terms (id) ON DELETE CASCADE,
  PRIMARY KEY (product_id, term_id)
);
CREATE TABLE IF NOT EXISTS attributes (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  taxonomy TEXT NOT NULL UNIQUE,
  type TEXT NOT NULL DEFAULT 'select',
  order_by TEXT NOT NULL DEFAULT 'menu_order',
  has_archives INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE IF NOT EXISTS reviews (
  id INTEGER PRIMARY KEY,
  product_id INTEGER NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  reviewer TEXT NOT NULL,
  reviewer_email TEXT NOT NULL,
  review TEXT NOT NULL,
  rating INTEGER NOT NULL CHECK (rating BETWEEN 1 AND 5),
  verified INTEGER NOT NULL DEFAULT 0,
  date_created TEXT NOT NULL
);
-- Each product of a listing asks for its average rating.
CREATE INDEX IF NOT EXISTS reviews_product ON reviews (product_id);
-- What can be deleted never gives its id to a later object (AUTOINCREMENT), as the platform's post ids:
-- a read-back of a deleted coupon, order or note must not find another made since in a concurrent suite.
CREATE TABLE IF NOT EXISTS coupons (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  code TEXT NOT NULL UNIQUE,
  data TEXT NOT NULL,
  date_created TEXT NOT NULL,
  date_modified TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS orders (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  status TEXT NOT NULL,
  data TEXT NOT NULL,
  date_created TEXT NOT NULL,
  date_modified TEXT NOT NULL
);
-- In date order and holding the status the listing filters on, so skipped rows are never read.
DROP INDEX IF EXISTS orders_date;
CREATE INDEX IF NOT EXISTS orders_date_status ON orders (date_created, id, status);
CREATE TABLE IF NOT EXISTS notes (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  data TEXT NOT NULL,
  date_created TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS carts (
  session_id TEXT PRIMARY KEY,
  data TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
`;
