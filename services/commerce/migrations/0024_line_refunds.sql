-- Refunds of some lines (issue 24, docs/operations.md "Refunds"): how many units of each
-- line were given back, and how much of an order's refunds was for lines (the rest of
-- refunded_payment + refunded_gift_cards was refunded as an amount). The artist's sales
-- count a line's units that were kept, and reduce what is left of an order by its amount
-- refunds (docs/operations.md "Refunds and the artists' payouts").
-- No semicolons inside string literals here: scripts/lib/shop.mjs splits on them.
ALTER TABLE order_lines ADD COLUMN refunded_quantity INTEGER NOT NULL DEFAULT 0;
ALTER TABLE orders ADD COLUMN refunded_lines REAL NOT NULL DEFAULT 0;
