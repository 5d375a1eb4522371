-- Mail (issue 25): the outbox rows say everything a sender needs, and the newsletter asks
-- each address to confirm before it gets newsletter mail (double opt-in). docs/operations.md
-- "Mail", docs/site.md "Newsletter".

-- The language a message is written in (its market's From and Reply-To, MAIL_FROM and
-- MAIL_REPLY_TO in services/commerce/wrangler.toml) and its extra headers as a JSON object:
-- List-Unsubscribe and List-Unsubscribe-Post on newsletter mail, {} on transactional mail.
-- Rows written before this migration have neither: they are transactional and in the
-- default language's market.
ALTER TABLE outbox ADD COLUMN locale TEXT;
ALTER TABLE outbox ADD COLUMN headers TEXT;

-- Double opt-in. A sign-up gets a confirmation link (confirm_token, 128 random bits) by
-- e-mail, sent at confirmation_sent_at; opening it sets confirmed_at. Only confirmed,
-- subscribed addresses receive newsletter mail. Unconfirmed sign-ups are dropped by the
-- cron 7 days after their link was sent (services/commerce/src/mail/subscriptions.ts).
-- Subscribers from before this migration have neither time: they keep their code, get no
-- newsletter mail until they sign up again and confirm, and are never dropped for it.
ALTER TABLE newsletter_subscribers ADD COLUMN confirm_token TEXT;
ALTER TABLE newsletter_subscribers ADD COLUMN confirmation_sent_at TEXT;
ALTER TABLE newsletter_subscribers ADD COLUMN confirmed_at TEXT;
CREATE UNIQUE INDEX newsletter_subscribers_confirm_token ON newsletter_subscribers (confirm_token);
CREATE INDEX newsletter_subscribers_unconfirmed ON newsletter_subscribers (confirmation_sent_at) WHERE confirmed_at IS NULL;

-- The demo subscriber (migration 0007) has confirmed, so its unsubscribe link shows what a
-- subscriber's does.
UPDATE newsletter_subscribers SET confirmed_at = created_at WHERE email = 'unsubscribe-demo@artlane.example';
