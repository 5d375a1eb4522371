-- The embedded commerce API's catalog (services/commerce/src). Translated text lives in
-- *_translations tables keyed by (id, locale); prices are stored per currency.
-- No semicolons inside string literals here: scripts/lib/shop.mjs splits on them.

-- Seed bookkeeping: key 'seed' holds {"products":N,"version":V} once seeded.
CREATE TABLE meta (
  key TEXT PRIMARY KEY,
  value TEXT NOT NULL
);

-- Coupon groups (Coupon.specific_groups / excluded_groups refer to these ids).
CREATE TABLE product_groups (
  id INTEGER PRIMARY KEY,
  code TEXT NOT NULL UNIQUE
);

CREATE TABLE artists (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  slug TEXT NOT NULL UNIQUE,
  -- Recipe of the generated avatar image.
  art_seed INTEGER NOT NULL
);
CREATE INDEX artists_name ON artists (name, id);

CREATE TABLE artist_bios (
  artist_id INTEGER NOT NULL REFERENCES artists (id),
  locale TEXT NOT NULL,
  bio TEXT NOT NULL,
  PRIMARY KEY (artist_id, locale)
) WITHOUT ROWID;

CREATE TABLE products (
  id INTEGER PRIMARY KEY,
  sku TEXT NOT NULL UNIQUE,
  type INTEGER NOT NULL CHECK (type BETWEEN 1 AND 5),
  template_id INTEGER NOT NULL CHECK (template_id BETWEEN 1 AND 6),
  group_id INTEGER NOT NULL REFERENCES product_groups (id),
  discount_category TEXT,
  artist_id INTEGER REFERENCES artists (id),
  -- Image recipe: the generator (theme), its seed and the motif's orientation.
  -- Images are drawn on request by GET /api/images/{name}.svg, never stored.
  -- motif_count: motifs side by side (a SET shows its 2 or 3 parts).
  theme TEXT NOT NULL,
  palette TEXT NOT NULL DEFAULT 'any',
  art_seed INTEGER NOT NULL,
  orientation TEXT NOT NULL CHECK (orientation IN ('portrait', 'landscape', 'square')),
  motif_count INTEGER NOT NULL DEFAULT 1,
  has_margin_option INTEGER NOT NULL DEFAULT 0,
  has_bw_option INTEGER NOT NULL DEFAULT 0,
  -- CustomPoster only: JSON list of {key, max} for the editable fields.
  custom_fields TEXT,
  popularity INTEGER NOT NULL,
  published_at TEXT NOT NULL
);
CREATE INDEX products_template_type ON products (template_id, type, popularity DESC);
CREATE INDEX products_type ON products (type, popularity DESC);
CREATE INDEX products_popularity ON products (popularity DESC, id);
CREATE INDEX products_published ON products (published_at DESC, id DESC);
CREATE INDEX products_artist ON products (artist_id, popularity DESC);

CREATE TABLE product_translations (
  product_id INTEGER NOT NULL REFERENCES products (id),
  locale TEXT NOT NULL,
  name TEXT NOT NULL,
  slug TEXT NOT NULL,
  description TEXT NOT NULL,
  PRIMARY KEY (product_id, locale),
  UNIQUE (locale, slug)
) WITHOUT ROWID;

-- SET and DynamicBundle contents.
CREATE TABLE product_parts (
  product_id INTEGER NOT NULL REFERENCES products (id),
  part_id INTEGER NOT NULL REFERENCES products (id),
  position INTEGER NOT NULL,
  PRIMARY KEY (product_id, part_id)
) WITHOUT ROWID;

-- Every product has at least one variation; a Standard product's only variation
-- carries the product's own sku.
CREATE TABLE variations (
  id INTEGER PRIMARY KEY,
  product_id INTEGER NOT NULL REFERENCES products (id),
  sku TEXT NOT NULL UNIQUE,
  position INTEGER NOT NULL,
  -- Poster/frame size such as '50x70' (cm); NULL for gift cards and bundles.
  size_code TEXT,
  stock_status TEXT NOT NULL CHECK (stock_status IN ('instock', 'lowstock', 'outofstock', 'backorder')),
  -- Units available now; NULL means printed on demand (no limit).
  stock_quantity INTEGER
);
CREATE INDEX variations_product ON variations (product_id, position);

-- A campaign runs between starts_at and ends_at (ISO 8601, UTC).
CREATE TABLE campaigns (
  id INTEGER PRIMARY KEY,
  slug TEXT NOT NULL UNIQUE,
  starts_at TEXT NOT NULL,
  ends_at TEXT NOT NULL
);

-- Quantity price tiers per currency. campaign_id 0 = the normal price (Prices.n),
-- otherwise the campaign price (Prices.c) while that campaign runs.
CREATE TABLE variation_prices (
  variation_id INTEGER NOT NULL REFERENCES variations (id),
  currency TEXT NOT NULL,
  campaign_id INTEGER NOT NULL DEFAULT 0,
  q INTEGER NOT NULL,
  p REAL NOT NULL,
  PRIMARY KEY (variation_id, currency, campaign_id, q)
) WITHOUT ROWID;

-- Listing sort key: a product's lowest single-piece normal price per currency
-- (derived from variation_prices when seeding, so price sorting is an index scan).
CREATE TABLE product_sort_prices (
  product_id INTEGER NOT NULL REFERENCES products (id),
  currency TEXT NOT NULL,
  price REAL NOT NULL,
  PRIMARY KEY (product_id, currency)
) WITHOUT ROWID;
CREATE INDEX product_sort_prices_order ON product_sort_prices (currency, price, product_id);
