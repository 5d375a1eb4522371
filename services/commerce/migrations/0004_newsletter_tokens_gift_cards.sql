-- Newsletter unsubscribe (by the token of the e-mail's link, or by address) and gift
-- card balances (issue 5).

-- A random token per subscriber for the unsubscribe link; unsubscribed_at is set when
-- they leave (signing up again clears it and keeps code and token).
ALTER TABLE newsletter_subscribers ADD COLUMN unsubscribe_token TEXT;
ALTER TABLE newsletter_subscribers ADD COLUMN unsubscribed_at TEXT;
UPDATE newsletter_subscribers SET unsubscribe_token = lower(hex(randomblob(16))) WHERE unsubscribe_token IS NULL;
CREATE UNIQUE INDEX newsletter_subscribers_token ON newsletter_subscribers (unsubscribe_token);

-- Gift cards: code in its canonical form XXXX-XXXX-XXXX-XXXX, amounts in the card's currency.
CREATE TABLE gift_cards (
  code TEXT PRIMARY KEY,
  currency TEXT NOT NULL CHECK (currency IN ('SEK', 'DKK', 'GBP', 'EUR')),
  initial_amount REAL NOT NULL CHECK (initial_amount > 0),
  balance REAL NOT NULL CHECK (balance >= 0 AND balance <= initial_amount),
  expires_at TEXT NOT NULL
) WITHOUT ROWID;

-- Demo cards (docs/site.md): one per currency, one partly used, one used up, one expired.
INSERT INTO gift_cards (code, currency, initial_amount, balance, expires_at) VALUES
  ('DEMO-SEKA-2345-6789', 'SEK', 500, 500, '2099-12-31T23:59:59.000Z'),
  ('DEMO-SEKB-2345-6789', 'SEK', 1000, 275, '2099-12-31T23:59:59.000Z'),
  ('DEMO-DKKA-2345-6789', 'DKK', 400, 400, '2099-12-31T23:59:59.000Z'),
  ('DEMO-GBPA-2345-6789', 'GBP', 40, 12.5, '2099-12-31T23:59:59.000Z'),
  ('DEMO-EURA-2345-6789', 'EUR', 50, 50, '2099-12-31T23:59:59.000Z'),
  ('DEMO-EURB-2345-6789', 'EUR', 100, 0, '2099-12-31T23:59:59.000Z'),
  ('DEMO-EXPD-2345-6789', 'EUR', 25, 25, '2024-01-31T23:59:59.000Z');
