-- A checkout belongs to the browser that started it, and what unpaid orders hold is
-- limited per client (issue 22, docs/checkout.md "Who a checkout belongs to" and
-- "What an unpaid order holds"). Written by services/commerce/src/checkout.
-- No semicolons inside string literals here: scripts/lib/shop.mjs splits on them.

-- SHA-256 of the browser's checkout key (x-checkout-key, an HttpOnly cookie of the
-- storefront): a submit of the same checkout_id with another key changes nothing (403).
-- Orders placed before this have none, so nobody can submit them again: their shopper's
-- page starts a new checkout.
ALTER TABLE orders ADD COLUMN checkout_key_hash TEXT;

-- SHA-256 of the client the storefront names (x-client-key) when the order takes a hold
-- (stock, gift card amounts or a newsletter code): a client whose orders took a few holds
-- without paying gets no new one for a while (checkout/holds.ts). Cleared when the order is
-- paid, and by the scheduler once the order is older than that while.
ALTER TABLE orders ADD COLUMN hold_client TEXT;
CREATE INDEX orders_hold_client ON orders (hold_client, reserved_at) WHERE hold_client IS NOT NULL;

-- A payment event whose session does not agree with its order (amount in minor units,
-- currency, reference) changes nothing: what differed is kept here for the operator.
ALTER TABLE payment_events ADD COLUMN mismatch TEXT;
