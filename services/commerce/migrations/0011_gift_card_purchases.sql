-- Buying gift cards (docs/checkout.md "Gift cards"). Written by services/commerce/src/checkout/gift-cards.
-- No semicolons inside string literals here: scripts/lib/shop.mjs splits on them.

-- An order line that is a gift card issues one card per unit when the order is paid.
ALTER TABLE order_lines ADD COLUMN is_gift_card INTEGER NOT NULL DEFAULT 0;

-- An issued card knows the order line it was bought with (NULL for cards made otherwise,
-- such as the demo cards), which unit of the line it is, when it was issued and for whom.
ALTER TABLE gift_cards ADD COLUMN order_id TEXT;
ALTER TABLE gift_cards ADD COLUMN order_line INTEGER;
ALTER TABLE gift_cards ADD COLUMN unit INTEGER;
ALTER TABLE gift_cards ADD COLUMN issued_at TEXT;
ALTER TABLE gift_cards ADD COLUMN recipient_email TEXT;
ALTER TABLE gift_cards ADD COLUMN send_on TEXT;
-- One card per unit of a line, whoever marks the order paid: a second issue breaks this
-- and rolls its batch back.
CREATE UNIQUE INDEX gift_cards_order_unit ON gift_cards (order_id, order_line, unit) WHERE order_id IS NOT NULL;
