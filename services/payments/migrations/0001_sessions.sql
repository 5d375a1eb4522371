-- The local payment provider's state (services/payments). Times are ISO 8601 strings (UTC).
-- No semicolons inside string literals here: scripts/lib/shop.mjs splits on them.

-- A payment session (docs/checkout.md "The payment provider"). Amounts in minor units.
CREATE TABLE sessions (
  id TEXT PRIMARY KEY,
  reference TEXT NOT NULL,
  kind TEXT NOT NULL,
  amount INTEGER NOT NULL,
  currency TEXT NOT NULL,
  locale TEXT NOT NULL,
  country TEXT NOT NULL,
  customer_email TEXT NOT NULL,
  customer_name TEXT NOT NULL,
  customer_phone TEXT NOT NULL,
  return_url TEXT NOT NULL,
  cancel_url TEXT NOT NULL,
  webhook_url TEXT NOT NULL,
  -- pending, authorized, captured, declined, cancelled, expired, refunded
  status TEXT NOT NULL DEFAULT 'pending',
  decline_reason TEXT,
  -- Where a pending session's hosted flow stands: 'challenge' (card, 3-D Secure) or 'bank' (ideal).
  step TEXT,
  bank TEXT,
  card_last4 TEXT,
  -- Posted back by every hosted form of this session (with the Origin check: CSRF).
  form_token TEXT NOT NULL,
  captured_amount INTEGER NOT NULL DEFAULT 0,
  refunded_amount INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

CREATE INDEX sessions_reference ON sessions (reference);

-- Every webhook event and how its delivery went (retried a few times with backoff).
CREATE TABLE webhook_events (
  id TEXT PRIMARY KEY,
  session_id TEXT NOT NULL,
  type TEXT NOT NULL,
  url TEXT NOT NULL,
  body TEXT NOT NULL,
  -- pending (not tried or being retried), delivered (a 2xx answer), failed (gave up)
  status TEXT NOT NULL DEFAULT 'pending',
  attempts INTEGER NOT NULL DEFAULT 0,
  last_http_status INTEGER,
  last_error TEXT,
  created_at TEXT NOT NULL,
  delivered_at TEXT
);

CREATE INDEX webhook_events_session ON webhook_events (session_id);
