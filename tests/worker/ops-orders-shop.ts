import type { TestShop } from './harness';

/**
 * Orders for the tests of the operator's order calls and pages (docs/operations.md
 * "Orders"), written straight into the embedded commerce API's D1 as checkout leaves them
 * (totals made up): a line, a spent gift card, a confirmation e-mail and a payment event.
 */
export const ADDRESS = { first_name: 'Anna', last_name: 'Lind', street: 'Storgatan 1', postal_code: '111 22', city: 'Stockholm' };

/** An order as checkout writes one (totals made up), created at `createdAt`. */
export async function placeOrder(shop: TestShop, id: string, email: string, createdAt: string, status = 'paid') {
  const db = await shop.commerceDb();
  await db.batch([
    db
      .prepare(
        `INSERT INTO orders (id, checkout_id, version, locale, sid, currency, status, email, contact, address, shipping, coupons,
                             shop_origin, vat_rate, lines_total, discount, shipping_total, gift_cards_total, total, vat, payment_kind,
                             payment_session_id, payment_status, captured, created_at, updated_at, reserved_at, paid_at)
         VALUES (?1, ?1, 1, 'en', 5, 'SEK', ?2, ?3, ?4, ?5, '{"method":"standard"}', '[]', '', 25, 500, 0, 49, 100, 449, 89.8,
                 'card', ?6, ?7, ?8, ?9, ?9, ?9, ?10)`,
      )
      .bind(
        id,
        status,
        email,
        JSON.stringify({ email, phone: '+46 70-123 45 67' }),
        JSON.stringify(ADDRESS),
        `session-${id}`,
        status === 'paid' ? 'captured' : 'pending',
        status === 'paid' ? 1 : 0,
        createdAt,
        status === 'paid' ? createdAt : null,
      ),
    db
      .prepare(
        `INSERT INTO order_lines (order_id, position, sku, product_id, name, variation_name, slug, thumb, quantity, price,
                                  ordinary_price, discount, vat, metadata)
         VALUES (?, 0, 'P1-50x70', 1, 'Poster', '50x70', 'poster', '', 2, 250, 250, 0, 50, NULL)`,
      )
      .bind(id),
    db
      .prepare("INSERT INTO order_gift_cards (order_id, position, code, amount, status) VALUES (?, 0, 'GIFT-OPS-1', 100, 'spent')")
      .bind(id),
    db
      .prepare(
        "INSERT INTO outbox (created_at, recipient, kind, subject, body, order_id) VALUES (?, ?, 'order_confirmation', 'Thanks', 'x', ?)",
      )
      .bind(createdAt, email, id),
    db
      .prepare("INSERT INTO payment_events (id, type, session_id, received_at) VALUES (?, 'session.captured', ?, ?)")
      .bind(`event-${id}`, `session-${id}`, createdAt),
  ]);
}
