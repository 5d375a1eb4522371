-- Abuse limits (issue 9): internal coupons only by a secret code, newsletter codes that end
-- with the subscription and are spent by one order, and unsubscribing by address confirmed
-- by e-mail (an outbox stands in for sending it). docs/api.md, ADR 0009.

-- What staff type to use an internal coupon. The coupon's name in coupons.code is never
-- accepted for it; the secret is 128 random bits made in each database when this runs, so
-- it is in no file and cannot be guessed. Read it with
--   SELECT secret FROM internal_coupon_codes
-- and replace it (a leaked code) with an UPDATE of the same row.
CREATE TABLE internal_coupon_codes (
  coupon_code TEXT PRIMARY KEY COLLATE NOCASE,
  secret TEXT NOT NULL UNIQUE COLLATE NOCASE
) WITHOUT ROWID;
INSERT INTO internal_coupon_codes (coupon_code, secret) VALUES ('STAFF-INTERNAL', 'STAFF-' || upper(hex(randomblob(16))));

-- A newsletter code is spent by the first order that uses it (set by checkout through
-- redeemNewsletterCode in services/commerce/src/newsletter/subscriptions.ts); unsubscribing ends it as well.
ALTER TABLE newsletter_subscribers ADD COLUMN code_used_at TEXT;
ALTER TABLE newsletter_subscribers ADD COLUMN code_used_by_order TEXT;

-- E-mails the embedded API sends, kept here instead of sent (there is no mail service
-- locally): a developer reads the newest with
--   SELECT created_at, recipient, subject, link FROM outbox ORDER BY id DESC LIMIT 5
-- The newest 10,000 are kept.
CREATE TABLE outbox (
  id INTEGER PRIMARY KEY,
  created_at TEXT NOT NULL,
  recipient TEXT NOT NULL,
  kind TEXT NOT NULL,
  subject TEXT NOT NULL,
  body TEXT NOT NULL,
  link TEXT
);
CREATE INDEX outbox_recipient ON outbox (recipient, kind, created_at);
