-- A checkout belongs to the browser that started it, and what unpaid orders hold is
-- limited per client (issue 22, docs/checkout.md "Who a checkout belongs to" and
-- "What an unpaid order holds"). Written by services/commerce/src/orders.
-- No semicolons inside string literals here: scripts/lib/shop.mjs splits on them.

-- SHA-256 of the browser's checkout key (x-checkout-key, an HttpOnly cookie of the
-- storefront): a submit of the same checkout_id with another key changes nothing (403).
-- Orders placed before this have none, so nobody can submit them again: their shopper's
-- page starts a new checkout.
ALTER TABLE orders ADD COLUMN checkout_key_hash TEXT;

-- SHA-256 of the client the storefront names (x-client-key) while the order holds stock,
-- gift card amounts or a newsletter code, so one client cannot hold more than a few at a
-- time. Cleared when the order is paid or cancelled.
ALTER TABLE orders ADD COLUMN hold_client TEXT;
CREATE INDEX orders_hold_client ON orders (hold_client, status, reserved_at) WHERE hold_client IS NOT NULL;
-- Which order holds a newsletter code, asked for each of a client's unpaid orders.
CREATE INDEX newsletter_code_used_by_order ON newsletter_subscribers (code_used_by_order) WHERE code_used_by_order IS NOT NULL;

-- A payment event whose session does not agree with its order (amount in minor units,
-- currency, reference) changes nothing: what differed is kept here for the operator.
ALTER TABLE payment_events ADD COLUMN mismatch TEXT;
