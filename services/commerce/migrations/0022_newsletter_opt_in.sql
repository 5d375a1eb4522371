-- Newsletter double opt-in (issue 25; docs/site.md "Newsletter"). A sign-up gets a
-- confirmation link (confirm_token, 128 random bits) by e-mail, sent at
-- confirmation_sent_at; opening it sets confirmed_at. Only confirmed, subscribed addresses
-- receive newsletter mail (services/commerce/src/mail/outbox.ts queueNewsletterEmail).
-- Unconfirmed sign-ups are dropped by the commerce cron 7 days after their link was sent
-- (services/commerce/src/newsletter/opt-in.ts).
-- Subscribers from before this migration have neither time: they keep their code and their
-- unsubscribe link, get no newsletter mail until they sign up again and confirm, and are
-- never dropped for it. (0020 is the operator audit log, 0021 the outbox's headers, 0023
-- mail delivery.)
ALTER TABLE newsletter_subscribers ADD COLUMN confirm_token TEXT;
ALTER TABLE newsletter_subscribers ADD COLUMN confirmation_sent_at TEXT;
ALTER TABLE newsletter_subscribers ADD COLUMN confirmed_at TEXT;
CREATE UNIQUE INDEX newsletter_subscribers_confirm_token ON newsletter_subscribers (confirm_token);
CREATE INDEX newsletter_subscribers_unconfirmed ON newsletter_subscribers (confirmation_sent_at) WHERE confirmed_at IS NULL;

-- The demo subscriber (migration 0007) has confirmed, so its unsubscribe link shows what a
-- subscriber's does.
UPDATE newsletter_subscribers SET confirmed_at = created_at WHERE email = 'unsubscribe-demo@artlane.example';
