-- Artists' own shop window (issue 12, docs/accounts.md): accounts of the OpenID provider tied
-- to artists, profiles they edit, posters they submit. Written by services/commerce/src/artists.
-- No semicolons inside string literals here: scripts/lib/shop.mjs splits on them.

-- The artist an access token's `sub` acts for. artist_id names artists (id) but declares no
-- foreign key: D1 enforces them, and the seed (run after the migrations) empties and refills
-- artists, which a declared key would refuse. The calls join artists, so a sub whose artist
-- is missing is no artist (403).
CREATE TABLE artist_accounts (
  sub TEXT PRIMARY KEY,
  artist_id INTEGER NOT NULL
) WITHOUT ROWID;
CREATE INDEX artist_accounts_artist ON artist_accounts (artist_id);

-- The local OpenID provider's accounts (README): sub artist-<id> for the seeded artists 1 to 3.
INSERT INTO artist_accounts (sub, artist_id) VALUES ('artist-1', 1), ('artist-2', 2), ('artist-3', 3);

-- The profile an artist edits: links as JSON [{label, url}], the uploaded avatar's R2 key
-- (NULL: the generated avatar). Name and bios stay in artists and artist_bios.
ALTER TABLE artists ADD COLUMN links TEXT NOT NULL DEFAULT '[]';
ALTER TABLE artists ADD COLUMN avatar_key TEXT;

-- A product made from an artist's poster shows its uploaded image (an R2 key, served by
-- GET /api/media/{key}) instead of a generated one. NULL for every other product.
ALTER TABLE products ADD COLUMN media_key TEXT;

-- Posters artists create: draft -> in_review -> live | rejected (reason). texts is JSON
-- {locale: {title, description}}; tags (codes), categories (ids) and sizes (codes) are JSON
-- lists. The image: its R2 key, type and pixel size. product_id: the catalog product once live.
CREATE TABLE artist_posters (
  id INTEGER PRIMARY KEY,
  artist_id INTEGER NOT NULL,
  status TEXT NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'in_review', 'live', 'rejected')),
  reason TEXT,
  texts TEXT NOT NULL,
  tags TEXT NOT NULL DEFAULT '[]',
  categories TEXT NOT NULL DEFAULT '[]',
  orientation TEXT NOT NULL CHECK (orientation IN ('portrait', 'landscape', 'square')),
  sizes TEXT NOT NULL,
  image_key TEXT,
  image_type TEXT,
  image_width INTEGER,
  image_height INTEGER,
  image_bytes INTEGER,
  product_id INTEGER,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  submitted_at TEXT,
  reviewed_at TEXT
);
CREATE INDEX artist_posters_artist ON artist_posters (artist_id, updated_at DESC, id DESC);
CREATE INDEX artist_posters_status ON artist_posters (status, submitted_at);
CREATE INDEX artist_posters_image ON artist_posters (image_key);
CREATE INDEX artists_avatar_key ON artists (avatar_key);
CREATE INDEX products_media_key ON products (media_key);
-- Sales of an artist's products: paid order lines by product.
CREATE INDEX order_lines_product ON order_lines (product_id);
CREATE INDEX orders_paid ON orders (status, paid_at);
