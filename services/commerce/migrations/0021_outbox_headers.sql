-- Extra headers of an outbox message (a JSON object of header name → value), sent with it
-- unchanged: List-Unsubscribe and List-Unsubscribe-Post on newsletter mail (RFC 8058);
-- NULL for a message without any (every transactional mail). The number 0020 belongs to the
-- operator order audit log.
ALTER TABLE outbox ADD COLUMN headers TEXT;
