-- Mail delivery (issue 25, docs/decisions/0019-mail-delivery.md): an outbox row is handed to the
-- mail queue (queued_at), claimed by the queue's consumer just before it calls the send_email
-- binding (claimed_at: never claimed twice, so a consumer that stops after sending never sends
-- again), and marked sent (sent_at, message_id: the Email Service's Message-ID) or, after the
-- queue's last try, failed (failed_at, last_error: shown in the operator view, which can send it
-- again). attempts counts the claims. The numbers 0020 and 0022 belong to the operator audit log
-- and the newsletter.
ALTER TABLE outbox ADD COLUMN queued_at TEXT;
ALTER TABLE outbox ADD COLUMN claimed_at TEXT;
ALTER TABLE outbox ADD COLUMN attempts INTEGER NOT NULL DEFAULT 0;
ALTER TABLE outbox ADD COLUMN failed_at TEXT;
ALTER TABLE outbox ADD COLUMN last_error TEXT;
ALTER TABLE outbox ADD COLUMN message_id TEXT;
CREATE INDEX outbox_failed ON outbox (failed_at) WHERE failed_at IS NOT NULL;
CREATE INDEX outbox_sent ON outbox (sent_at) WHERE sent_at IS NOT NULL;

-- Rows written before anything was delivered and never marked sent (unsubscribe confirmations,
-- which had no send time): not sent now, days late, but listed as failed for the operator.
UPDATE outbox SET failed_at = created_at, last_error = 'Written before mail was delivered (migration 0023); not sent'
 WHERE sent_at IS NULL AND send_after IS NULL;
