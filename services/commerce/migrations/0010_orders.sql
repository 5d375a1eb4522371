-- Orders, their payment and what they hold while unpaid: stock and gift card balances
-- (issue 11, docs/checkout.md). Written by services/commerce/src/checkout.
-- No semicolons inside string literals here: scripts/lib/shop.mjs splits on them.

-- One order per checkout_id (the cart's idempotency key). version grows with every
-- change, so a change prepared from an older read aborts its batch (batch_checks).
-- contact, address, shipping and coupons are JSON as GET /api/orders/{id} answers them.
-- Amounts are in the currency, VAT included; total is what the payment method pays.
CREATE TABLE orders (
  id TEXT PRIMARY KEY,
  checkout_id TEXT NOT NULL UNIQUE,
  version INTEGER NOT NULL,
  locale TEXT NOT NULL,
  sid INTEGER NOT NULL,
  currency TEXT NOT NULL CHECK (currency IN ('SEK', 'DKK', 'GBP', 'EUR')),
  status TEXT NOT NULL CHECK (status IN ('pending_payment', 'paid', 'payment_failed', 'cancelled')),
  email TEXT NOT NULL,
  contact TEXT NOT NULL,
  address TEXT NOT NULL,
  shipping TEXT NOT NULL,
  coupons TEXT NOT NULL,
  newsletter INTEGER NOT NULL DEFAULT 0,
  shop_origin TEXT NOT NULL,
  vat_rate REAL NOT NULL,
  lines_total REAL NOT NULL,
  discount REAL NOT NULL,
  shipping_total REAL NOT NULL,
  gift_cards_total REAL NOT NULL,
  total REAL NOT NULL,
  vat REAL NOT NULL,
  -- The payment kind the shopper chose; payment_session_id is NULL while none is open
  -- and when gift cards paid it all.
  payment_kind TEXT NOT NULL,
  payment_session_id TEXT,
  payment_status TEXT,
  payment_decline_reason TEXT,
  payment_redirect_url TEXT,
  payment_app_url TEXT,
  -- Set by the one caller that captures an authorized session (the status read, the
  -- webhook or the scheduler, whichever claims it first), so it is captured once.
  capture_claimed_at TEXT,
  captured INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  -- When stock and gift cards were last reserved: unpaid orders are released
  -- RESERVATION_MINUTES after it.
  reserved_at TEXT NOT NULL,
  paid_at TEXT,
  cancelled_at TEXT
);
CREATE INDEX orders_unpaid ON orders (status, reserved_at);
CREATE INDEX orders_payment_session ON orders (payment_session_id);

-- Each submit of a checkout gets its own token (the order cookie). Only SHA-256 hashes are
-- kept, so a copy of the database cannot read orders.
CREATE TABLE order_tokens (
  token_hash TEXT PRIMARY KEY,
  order_id TEXT NOT NULL REFERENCES orders (id),
  created_at TEXT NOT NULL
) WITHOUT ROWID;
CREATE INDEX order_tokens_order ON order_tokens (order_id);

-- The lines as priced when the order was (last) submitted.
CREATE TABLE order_lines (
  order_id TEXT NOT NULL REFERENCES orders (id),
  position INTEGER NOT NULL,
  sku TEXT NOT NULL,
  product_id INTEGER NOT NULL,
  name TEXT NOT NULL,
  variation_name TEXT,
  slug TEXT NOT NULL,
  thumb TEXT NOT NULL,
  quantity INTEGER NOT NULL CHECK (quantity > 0),
  price REAL NOT NULL,
  ordinary_price REAL NOT NULL,
  discount REAL NOT NULL,
  vat REAL NOT NULL,
  metadata TEXT,
  PRIMARY KEY (order_id, position)
) WITHOUT ROWID;

-- Units taken from variations.stock_quantity for an order (only variations with a
-- counted stock). Released rows are deleted, giving the units back.
CREATE TABLE stock_reservations (
  order_id TEXT NOT NULL REFERENCES orders (id),
  sku TEXT NOT NULL,
  quantity INTEGER NOT NULL CHECK (quantity > 0),
  PRIMARY KEY (order_id, sku)
) WITHOUT ROWID;

-- Gift card amounts an order uses. 'held': taken from the card's balance while the
-- order is unpaid, 'spent': final (the order is paid), 'released': given back.
-- gift_cards.balance has CHECK (balance >= 0), so a hold that would overdraw aborts.
CREATE TABLE order_gift_cards (
  order_id TEXT NOT NULL REFERENCES orders (id),
  position INTEGER NOT NULL,
  code TEXT NOT NULL,
  amount REAL NOT NULL CHECK (amount > 0),
  status TEXT NOT NULL CHECK (status IN ('held', 'spent', 'released')),
  PRIMARY KEY (order_id, position)
) WITHOUT ROWID;
CREATE INDEX order_gift_cards_code ON order_gift_cards (code);

-- A D1 batch is one transaction, but a statement that matches no row does not fail it.
-- Batches that must hold only if a condition does insert the condition here first
-- (INSERT INTO batch_checks (ok) VALUES ((SELECT ...))) and empty the table last: a
-- false (0) or unknown (NULL) condition breaks a constraint and rolls the batch back.
CREATE TABLE batch_checks (
  ok INTEGER NOT NULL CHECK (ok = 1)
);

-- Webhook events already applied (a replayed one changes nothing).
CREATE TABLE payment_events (
  id TEXT PRIMARY KEY,
  type TEXT NOT NULL,
  session_id TEXT NOT NULL,
  received_at TEXT NOT NULL
) WITHOUT ROWID;

-- The outbox (migration 0009) also holds order e-mails: an HTML part, the order, and the
-- time it may be sent (gift cards sent on a chosen day) and was (the scheduler marks it).
ALTER TABLE outbox ADD COLUMN html TEXT;
ALTER TABLE outbox ADD COLUMN order_id TEXT;
ALTER TABLE outbox ADD COLUMN send_after TEXT;
ALTER TABLE outbox ADD COLUMN sent_at TEXT;
CREATE INDEX outbox_unsent ON outbox (sent_at, send_after);
