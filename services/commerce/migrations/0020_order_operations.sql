-- Orders operators can manage (issue 24, docs/operations.md "Orders"): finding orders, and
-- the audit log of every operator action on one. Written by services/commerce/src/ops/orders.
-- No semicolons inside string literals here: scripts/lib/shop.mjs splits on them.

-- The operator's order list is newest first and found by e-mail or day.
CREATE INDEX orders_created ON orders (created_at);
CREATE INDEX orders_email ON orders (email COLLATE NOCASE, created_at);

-- Every operator action on an order (refund, cancel, resend the confirmation e-mail): who
-- (the operator token's subject), when, what was asked (JSON), how it ended and the
-- provider's answer (JSON, null when no provider was called). idempotency_key is the
-- action form's key: the same key for the same order and action is one action, so a
-- repeated submit answers the first outcome and changes nothing. 'pending' is the claim
-- written before the provider is called (a second submit meanwhile is told it runs).
CREATE TABLE order_audit (
  id INTEGER PRIMARY KEY,
  order_id TEXT NOT NULL REFERENCES orders (id),
  created_at TEXT NOT NULL,
  operator TEXT NOT NULL,
  action TEXT NOT NULL CHECK (action IN ('refund', 'cancel', 'resend_confirmation')),
  idempotency_key TEXT NOT NULL,
  request TEXT NOT NULL,
  outcome TEXT NOT NULL CHECK (outcome IN ('pending', 'done', 'refused', 'failed')),
  message TEXT,
  -- The HTTP status the action was answered with (a repeat answers the same).
  http_status INTEGER,
  provider_answer TEXT,
  UNIQUE (order_id, action, idempotency_key)
);
CREATE INDEX order_audit_order ON order_audit (order_id, id);

-- What was given back of an order (docs/operations.md "Refunds"), in the order's currency:
-- to the payment (through the provider) and to the gift cards it used, each card's part
-- in order_gift_cards.refunded. A refund never gives back more than was paid.
ALTER TABLE orders ADD COLUMN refunded_payment REAL NOT NULL DEFAULT 0;
ALTER TABLE orders ADD COLUMN refunded_gift_cards REAL NOT NULL DEFAULT 0;
ALTER TABLE order_gift_cards ADD COLUMN refunded REAL NOT NULL DEFAULT 0;
