import type { OrderTotals } from '../../../../../shared/order-totals';

/**
 * Orders in D1 (migration 0010): the row types, reads, and the statements the order's
 * batches are made of. A D1 batch is one transaction; the statements here that must hold
 * for a batch to count (enough stock, the version it was prepared from, a newsletter code
 * still free) insert their condition into batch_checks, whose CHECK (ok = 1) rolls the
 * whole batch back when it is false. Every batch ends with endChecks().
 */
export type OrderStatus = 'pending_payment' | 'paid' | 'payment_failed' | 'cancelled';

export interface OrderRecord {
  id: string;
  checkout_id: string;
  version: number;
  locale: string;
  sid: number;
  currency: string;
  status: OrderStatus;
  email: string;
  /** JSON texts, as answered. */
  contact: string;
  address: string;
  shipping: string;
  coupons: string;
  newsletter: number;
  shop_origin: string;
  vat_rate: number;
  lines_total: number;
  discount: number;
  shipping_total: number;
  gift_cards_total: number;
  total: number;
  vat: number;
  payment_kind: string;
  payment_session_id: string | null;
  payment_status: string | null;
  payment_decline_reason: string | null;
  payment_redirect_url: string | null;
  payment_app_url: string | null;
  capture_claimed_at: string | null;
  captured: number;
  created_at: string;
  updated_at: string;
  reserved_at: string;
  paid_at: string | null;
  cancelled_at: string | null;
  /** SHA-256 of the checkout key of the browser that started the checkout (migration 0019). */
  checkout_key_hash: string | null;
  /** SHA-256 of the client whose unpaid order this is, while it may hold something (migration 0019). */
  hold_client: string | null;
}

/** What an order keeps of each line, as priced when the order was (last) submitted. */
export interface OrderLineFields {
  sku: string;
  product_id: number;
  name: string;
  variation_name: string | null;
  slug: string;
  thumb: string;
  quantity: number;
  price: number;
  ordinary_price: number;
  discount: number;
  vat: number;
}

export interface LineRecord extends OrderLineFields {
  order_id: string;
  position: number;
  /** JSON text or null. */
  metadata: string | null;
  /** 1 for a gift card (migration 0011): paid, it issues one card per unit. */
  is_gift_card: number;
}

export interface GiftCardRecord {
  order_id: string;
  position: number;
  code: string;
  amount: number;
  status: 'held' | 'spent' | 'released';
}

export interface ReservationRecord {
  sku: string;
  quantity: number;
}

/** An order with everything it holds. */
export interface StoredOrder {
  order: OrderRecord;
  lines: LineRecord[];
  giftCards: GiftCardRecord[];
  reservations: ReservationRecord[];
  newsletterCodes: string[];
}

export const totalsOf = (order: OrderRecord): OrderTotals & { currency: string } => ({
  lines: order.lines_total,
  discount: order.discount,
  shipping: order.shipping_total,
  gift_cards: order.gift_cards_total,
  total: order.total,
  vat: order.vat,
  currency: order.currency,
});

/** A constraint broke: a batch_checks condition, a UNIQUE checkout_id or a gift card's balance. */
export function isConstraintError(error: unknown): boolean {
  return error instanceof Error && /constraint failed|SQLITE_CONSTRAINT/i.test(error.message);
}

export async function loadOrder(
  db: D1Database,
  where: { id: string } | { checkoutId: string } | { sessionId: string },
): Promise<StoredOrder | null> {
  const [column, value] =
    'id' in where ? ['id', where.id] : 'checkoutId' in where ? ['checkout_id', where.checkoutId] : ['payment_session_id', where.sessionId];
  const order = await db.prepare(`SELECT * FROM orders WHERE ${column} = ?`).bind(value).first<OrderRecord>();
  if (!order) return null;
  const [lines, giftCards, reservations, newsletter] = await db.batch<unknown>([
    db.prepare('SELECT * FROM order_lines WHERE order_id = ? ORDER BY position').bind(order.id),
    db.prepare('SELECT * FROM order_gift_cards WHERE order_id = ? ORDER BY position').bind(order.id),
    db.prepare('SELECT sku, quantity FROM stock_reservations WHERE order_id = ? ORDER BY sku').bind(order.id),
    db.prepare('SELECT code FROM newsletter_subscribers WHERE code_used_by_order = ?').bind(order.id),
  ]);
  return {
    order,
    lines: lines!.results as LineRecord[],
    giftCards: giftCards!.results as GiftCardRecord[],
    reservations: reservations!.results as ReservationRecord[],
    newsletterCodes: (newsletter!.results as { code: string }[]).map((row) => row.code),
  };
}

/** The hashes of the tokens that may read an order. */
export async function tokenHashesOf(db: D1Database, orderId: string): Promise<string[]> {
  const { results } = await db
    .prepare('SELECT token_hash FROM order_tokens WHERE order_id = ?')
    .bind(orderId)
    .all<{ token_hash: string }>();
  return results.map((row) => row.token_hash);
}

/** A condition the batch holds only if it is true (batch_checks). */
export const check = (db: D1Database, condition: string, ...values: unknown[]) =>
  db.prepare(`INSERT INTO batch_checks (ok) VALUES ((${condition}))`).bind(...values);

/** The batch holds only if the order is still at `version` (nobody changed it since it was read). */
export const checkVersion = (db: D1Database, orderId: string, version: number) =>
  check(db, 'SELECT COUNT(*) FROM orders WHERE id = ? AND version = ?', orderId, version);

/** Last statement of every batch that used checks (the table is empty between batches). */
export const endChecks = (db: D1Database) => db.prepare('DELETE FROM batch_checks');

const ORDER_COLUMNS = [
  'id',
  'checkout_id',
  'version',
  'locale',
  'sid',
  'currency',
  'status',
  'email',
  'contact',
  'address',
  'shipping',
  'coupons',
  'newsletter',
  'shop_origin',
  'vat_rate',
  'lines_total',
  'discount',
  'shipping_total',
  'gift_cards_total',
  'total',
  'vat',
  'payment_kind',
  'payment_session_id',
  'payment_status',
  'payment_decline_reason',
  'payment_redirect_url',
  'payment_app_url',
  'capture_claimed_at',
  'captured',
  'created_at',
  'updated_at',
  'reserved_at',
  'paid_at',
  'cancelled_at',
  'checkout_key_hash',
  'hold_client',
] as const satisfies readonly (keyof OrderRecord)[];

export const insertOrder = (db: D1Database, order: OrderRecord) =>
  db
    .prepare(`INSERT INTO orders (${ORDER_COLUMNS.join(', ')}) VALUES (${ORDER_COLUMNS.map(() => '?').join(', ')})`)
    .bind(...ORDER_COLUMNS.map((column) => order[column]));

/** Writes every column of `order` (its version included) over the stored row. */
export const replaceOrder = (db: D1Database, order: OrderRecord) => {
  const columns = ORDER_COLUMNS.filter((column) => column !== 'id');
  return db
    .prepare(`UPDATE orders SET ${columns.map((column) => `${column} = ?`).join(', ')} WHERE id = ?`)
    .bind(...columns.map((column) => order[column]), order.id);
};

/**
 * The order's one token from now on: the tokens issued before are revoked (an order cookie
 * copied from another browser, or one handed out before checkouts were bound to their
 * browser, stops reading the order at its shopper's next submit).
 */
export const replaceToken = (db: D1Database, orderId: string, tokenHash: string, now: string) => [
  db.prepare('DELETE FROM order_tokens WHERE order_id = ?').bind(orderId),
  db.prepare('INSERT INTO order_tokens (token_hash, order_id, created_at) VALUES (?, ?, ?)').bind(tokenHash, orderId, now),
];

export function replaceLines(db: D1Database, orderId: string, lines: LineRecord[]): D1PreparedStatement[] {
  return [
    db.prepare('DELETE FROM order_lines WHERE order_id = ?').bind(orderId),
    ...lines.map((line) =>
      db
        .prepare(
          `INSERT INTO order_lines (order_id, position, sku, product_id, name, variation_name, slug, thumb, quantity, price,
                                    ordinary_price, discount, vat, metadata, is_gift_card)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        )
        .bind(
          orderId,
          line.position,
          line.sku,
          line.product_id,
          line.name,
          line.variation_name,
          line.slug,
          line.thumb,
          line.quantity,
          line.price,
          line.ordinary_price,
          line.discount,
          line.vat,
          line.metadata,
          line.is_gift_card,
        ),
    ),
  ];
}

/**
 * Takes units of counted stock for an order. The decrement is unconditional; the check
 * after it fails the batch when the stock went below zero (or stopped being counted), so
 * two orders racing for the last units never both get them.
 */
export function reserveStock(db: D1Database, orderId: string, reservations: ReservationRecord[]): D1PreparedStatement[] {
  return reservations.flatMap(({ sku, quantity }) => [
    db
      .prepare('UPDATE variations SET stock_quantity = stock_quantity - ? WHERE sku = ? AND stock_quantity IS NOT NULL')
      .bind(quantity, sku),
    check(db, 'SELECT stock_quantity >= 0 FROM variations WHERE sku = ?', sku),
    db.prepare('INSERT INTO stock_reservations (order_id, sku, quantity) VALUES (?, ?, ?)').bind(orderId, sku, quantity),
  ]);
}

/** Gives an order's reserved units back. */
export function releaseStock(db: D1Database, orderId: string): D1PreparedStatement[] {
  return [
    db
      .prepare(
        `UPDATE variations SET stock_quantity = stock_quantity +
                (SELECT r.quantity FROM stock_reservations r WHERE r.order_id = ?1 AND r.sku = variations.sku)
          WHERE sku IN (SELECT sku FROM stock_reservations WHERE order_id = ?1) AND stock_quantity IS NOT NULL`,
      )
      .bind(orderId),
    db.prepare('DELETE FROM stock_reservations WHERE order_id = ?').bind(orderId),
  ];
}

/**
 * Holds gift card amounts for an order: taken from the balance at once, so the same card
 * cannot pay two orders. gift_cards.balance has CHECK (balance >= 0): a hold that would
 * overdraw it fails the batch.
 */
export function holdGiftCards(db: D1Database, orderId: string, cards: { code: string; amount: number }[]): D1PreparedStatement[] {
  return cards.flatMap(({ code, amount }, position) => [
    db.prepare('UPDATE gift_cards SET balance = ROUND(balance - ?, 2) WHERE code = ?').bind(amount, code),
    check(db, 'SELECT COUNT(*) FROM gift_cards WHERE code = ?', code),
    db
      .prepare("INSERT INTO order_gift_cards (order_id, position, code, amount, status) VALUES (?, ?, ?, ?, 'held')")
      .bind(orderId, position, code, amount),
  ]);
}

/** Gives held amounts back to their cards; the rows stay, marked released. */
export function releaseGiftCards(db: D1Database, orderId: string): D1PreparedStatement[] {
  return [
    db
      .prepare(
        `UPDATE gift_cards SET balance = ROUND(balance +
                (SELECT SUM(g.amount) FROM order_gift_cards g WHERE g.order_id = ?1 AND g.code = gift_cards.code AND g.status = 'held'), 2)
          WHERE code IN (SELECT code FROM order_gift_cards WHERE order_id = ?1 AND status = 'held')`,
      )
      .bind(orderId),
    db.prepare("UPDATE order_gift_cards SET status = 'released' WHERE order_id = ? AND status = 'held'").bind(orderId),
  ];
}

/** A paid order's held amounts are spent for good. */
export const spendGiftCards = (db: D1Database, orderId: string) =>
  db.prepare("UPDATE order_gift_cards SET status = 'spent' WHERE order_id = ? AND status = 'held'").bind(orderId);

/**
 * Newsletter codes are for one order (docs/api.md): the order takes the code while it is
 * unpaid and keeps it once paid; the check fails the batch when another order has it.
 */
export function takeNewsletterCodes(db: D1Database, orderId: string, codes: string[], now: string): D1PreparedStatement[] {
  return codes.flatMap((code) => [
    db
      .prepare(
        `UPDATE newsletter_subscribers SET code_used_at = ?, code_used_by_order = ?
          WHERE code = ? AND unsubscribed_at IS NULL AND code_used_at IS NULL`,
      )
      .bind(now, orderId, code),
    check(db, 'SELECT COUNT(*) FROM newsletter_subscribers WHERE code = ? AND code_used_by_order = ?', code, orderId),
  ]);
}

export const releaseNewsletterCodes = (db: D1Database, orderId: string) =>
  db.prepare('UPDATE newsletter_subscribers SET code_used_at = NULL, code_used_by_order = NULL WHERE code_used_by_order = ?').bind(orderId);

/** Everything an unpaid order holds, given back (stock, gift card amounts, newsletter codes). */
export const releaseAll = (db: D1Database, orderId: string) => [
  ...releaseStock(db, orderId),
  ...releaseGiftCards(db, orderId),
  releaseNewsletterCodes(db, orderId),
];
