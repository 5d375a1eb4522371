-- A demo newsletter subscriber with a known unsubscribe token (docs/site.md), so the
-- e-mail's link can be tried: /unsubscribe?token=de30de30de30de30de30de30de30de30
-- (signing up again with the address makes the link work again). The address is in the
-- reserved .example domain; a real subscriber's token is 128 random bits.
INSERT OR IGNORE INTO newsletter_subscribers (email, code, locale, created_at, unsubscribe_token) VALUES
  ('unsubscribe-demo@artlane.example', 'NEWS-DEMA2345', 'en', '2026-01-01T00:00:00.000Z', 'de30de30de30de30de30de30de30de30');
