-- Coupons, widgets, reviews, search, newsletter and captured client errors.

-- Codes are matched case-insensitively. The group and category lists are JSON arrays
-- (read whole by the coupon rules, never searched).
CREATE TABLE coupons (
  id INTEGER PRIMARY KEY,
  code TEXT NOT NULL UNIQUE COLLATE NOCASE,
  percentage_discount REAL NOT NULL CHECK (percentage_discount > 0 AND percentage_discount <= 100),
  specific_groups TEXT NOT NULL DEFAULT '[]',
  excluded_groups TEXT NOT NULL DEFAULT '[]',
  specific_discount_categories TEXT NOT NULL DEFAULT '[]',
  -- Staff codes: a cart carrying one is answered with the header x-internal: 1.
  is_internal INTEGER NOT NULL DEFAULT 0,
  starts_at TEXT,
  ends_at TEXT
);

CREATE TABLE coupon_minimum_spends (
  coupon_id INTEGER NOT NULL REFERENCES coupons (id),
  currency TEXT NOT NULL,
  amount REAL NOT NULL,
  PRIMARY KEY (coupon_id, currency)
) WITHOUT ROWID;

-- Layout snippets per language: cookie-alert, cart-header, cart-footer,
-- footer-columns (JSON), store-message, newsletter-banner.
CREATE TABLE widgets (
  slug TEXT NOT NULL,
  locale TEXT NOT NULL,
  content TEXT NOT NULL,
  hidden INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (slug, locale)
) WITHOUT ROWID;

CREATE TABLE site_reviews (
  id INTEGER PRIMARY KEY,
  locale TEXT NOT NULL,
  position INTEGER NOT NULL,
  stars INTEGER NOT NULL CHECK (stars BETWEEN 1 AND 5),
  review TEXT NOT NULL,
  author TEXT NOT NULL
);
CREATE INDEX site_reviews_locale ON site_reviews (locale, position);

-- hint_key: the hint folded to lowercase ASCII, for indexed prefix matching.
CREATE TABLE search_triggers (
  id INTEGER PRIMARY KEY,
  locale TEXT NOT NULL,
  hint TEXT NOT NULL,
  hint_key TEXT NOT NULL,
  url TEXT NOT NULL,
  url_title TEXT NOT NULL,
  weight INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX search_triggers_prefix ON search_triggers (locale, hint_key);

-- Full-text product search, one row per product and language. The locale column
-- is indexed so a query can be limited to one language inside the MATCH.
CREATE VIRTUAL TABLE product_search USING fts5 (
  product_id UNINDEXED,
  locale,
  name,
  keywords,
  tokenize = 'unicode61 remove_diacritics 2'
);

CREATE TABLE newsletter_subscribers (
  email TEXT PRIMARY KEY,
  code TEXT NOT NULL UNIQUE,
  locale TEXT NOT NULL,
  created_at TEXT NOT NULL
);

CREATE TABLE client_errors (
  id INTEGER PRIMARY KEY,
  created_at TEXT NOT NULL,
  locale TEXT NOT NULL,
  level TEXT NOT NULL,
  error TEXT NOT NULL,
  stack TEXT,
  user_agent TEXT,
  url TEXT
);
CREATE INDEX client_errors_created ON client_errors (created_at);
