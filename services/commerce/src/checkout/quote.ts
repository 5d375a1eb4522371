import { CUSTOM_TEMPLATES, decodeValues } from '../../../../shared/custom-poster/designs';
import type { CheckoutRequest } from '../../../../shared/schemas/checkout';
import { ProductTemplate, ProductType } from '../../../../shared/types';
import { GIFT_CARD_LIMITS, giftCardStatus, isSendDateAccepted, isSentByEmail, sendDateRange, todayOf } from '../../../../shared/gift-card';
import { currencyDecimals, formatMoney, roundMoney } from '../../../../shared/money';
import { priceOrder, sameAmount, type OrderTotals } from '../../../../shared/order-totals';
import { unitPrice } from '../../../../shared/pricing';
import { availableQuantity, lineVariationName, priceCart, type PricedLine } from '../cart/lines';
import { loadCouponRules } from '../cart/coupon-rules';
import { thumbOf } from '../catalog/product-images';
import { deliveryMethods, EMAIL_DELIVERY, servicePoints, type DeliveryMethod, type ServicePoint } from './delivery/methods';
import type { Store } from '../context';
import { evaluateCoupons, isActive, normaliseCode } from '../cart/coupons';
import { HttpError } from '../http/errors';
import type { OrderLineFields, ReservationRecord, StoredOrder } from './orders/records';

/**
 * An order priced on the server (docs/checkout.md "POST /api/checkout"): the sync-cart
 * rules for the lines, coupons, delivery and gift cards, with every refusal the shopper
 * must see — a field to correct (422), stock that is not there (409 sold_out) or a total
 * that is not the one shown (409 total_changed). Reads only; the caller reserves.
 */
export interface QuotedLine extends OrderLineFields {
  metadata: unknown;
  /** A gift card: paid, it issues one card per unit (./gift-cards/issue.ts). */
  is_gift_card: boolean;
}

/** The delivery an order goes by, as it is stored on the order and answered (./orders/answer.ts). */
export interface ShippingChoice {
  method: CheckoutRequest['shipping_method'];
  price: number;
  /** The pick-up point as the order keeps it (its place, not its opening hours). */
  service_point: Pick<ServicePoint, 'id' | 'name' | 'street' | 'postal_code'> | null;
  lead_days: [number, number];
}

export interface Quote {
  lines: QuotedLine[];
  coupons: { code: string; discount: number }[];
  /** Newsletter codes among the applied coupons: the order takes them. */
  newsletterCodes: string[];
  /** Gift cards that pay something, in the order given. */
  giftCards: { code: string; amount: number }[];
  /** Units of counted stock to reserve, per SKU. */
  reservations: ReservationRecord[];
  shipping: ShippingChoice;
  totals: OrderTotals;
}

export const fieldError = (field: string, error: string) => new HttpError(422, error, { field });

interface GiftCardRow {
  code: string;
  currency: string;
  balance: number;
  expires_at: string;
}

/**
 * `current`: the order this checkout already has (a second submit). What it holds counts
 * as available, since the same batch gives it back before reserving again.
 */
export async function quoteCheckout(
  db: D1Database,
  store: Store,
  body: CheckoutRequest,
  now: Date,
  current: StoredOrder | null,
  photoExists?: (key: string) => Promise<boolean>,
): Promise<Quote> {
  const orderId = current?.order.id ?? null;
  const [priced, rules, cards] = await Promise.all([
    priceCart(db, store, body.items, now),
    loadCouponRules(db, store, body.coupons ?? [], orderId),
    body.gift_cards.length === 0
      ? Promise.resolve([] as GiftCardRow[])
      : db
          .prepare('SELECT code, currency, balance, expires_at FROM gift_cards WHERE code IN (SELECT value FROM json_each(?))')
          .bind(JSON.stringify(body.gift_cards))
          .all<GiftCardRow>()
          .then((result) => result.results),
  ]);

  // Lines: every SKU must be one the shop sells; quantity 0 lines are left out as in sync-cart.
  const byInput = new Map(priced.map((line) => [line.input, line]));
  body.items.forEach((item, index) => {
    if (item.quantity > 0 && !byInput.has(item))
      throw fieldError(`items.${index}.sku`, `items[${index}].sku ${item.sku} is not sold in this shop`);
  });
  if (priced.length === 0) throw fieldError('items', 'items must hold at least one product');
  body.items.forEach((item, index) => {
    const line = byInput.get(item);
    if (line) checkGiftCardLine(line, index, store, now);
    if (line) checkPhotoLine(line, index);
  });
  if (photoExists) await checkPhotosStored(body.items, photoExists);
  await checkCustomPosterLines(db, priced, body.items);

  // Coupons: a code that is unknown or not valid now is refused; one short of its minimum
  // spend is kept in the cart by the shop and simply gives nothing.
  const ruleCodes = new Set(rules.filter((rule) => isActive(rule, now)).map((rule) => normaliseCode(rule.code)));
  (body.coupons ?? []).forEach((code, index) => {
    if (normaliseCode(code) !== '' && !ruleCodes.has(normaliseCode(code)))
      throw fieldError(`coupons.${index}`, `coupons[${index}] ${code.trim().slice(0, 50)} is not a valid code`);
  });

  // Delivery: gift cards alone go by e-mail (nothing to charge, no address); anything else
  // by one of the methods the postal code has, a service point among its points.
  const { countryCode: country } = store.info;
  const postal = body.address.postal_code;
  // An order of gift cards alone is e-mailed whatever method was sent (never a delivery charge).
  const isByEmail = isSentByEmail(priced.map((line) => line.product.summary));
  if (!isByEmail && body.shipping_method === 'email')
    throw fieldError(
      'shipping_method',
      'shipping_method email is only for an order of gift cards alone: this one has something to deliver',
    );
  const method: DeliveryMethod | undefined = isByEmail
    ? EMAIL_DELIVERY
    : deliveryMethods(country, store.currency, postal).find((candidate) => candidate.id === body.shipping_method);
  if (!method) throw fieldError('shipping_method', `shipping_method ${body.shipping_method} is not offered for postal code ${postal}`);
  let servicePoint: ShippingChoice['service_point'] = null;
  if (method.id === 'service_point') {
    const point = servicePoints(country, postal).find((candidate) => candidate.id === body.service_point);
    if (!point) throw fieldError('service_point', `service_point must be one of the service points near ${postal}`);
    servicePoint = { id: point.id, name: point.name, street: point.street, postal_code: point.postal_code };
  }

  // Gift cards: known, of the store's currency, not expired, something left. What this
  // order holds on a card counts as left (given back in the same batch).
  const heldBy = new Map<string, number>();
  for (const card of current?.giftCards ?? [])
    if (card.status === 'held') heldBy.set(card.code, (heldBy.get(card.code) ?? 0) + card.amount);
  const cardByCode = new Map(cards.map((card) => [card.code, card]));
  const giftCards = body.gift_cards.map((code, index) => {
    const field = `gift_cards.${index}`;
    const subject = `gift_cards[${index}] ${code}`;
    const card = cardByCode.get(code);
    if (!card) throw fieldError(field, `${subject} is not a gift card of this shop`);
    if (card.currency !== store.currency)
      throw fieldError(field, `${subject} is a gift card in ${card.currency}: this shop takes gift cards in ${store.currency}`);
    const balance = roundMoney(card.balance + (heldBy.get(code) ?? 0), 2);
    const status = giftCardStatus(balance, card.expires_at, now);
    if (status === 'expired') throw fieldError(field, `${subject} expired on ${card.expires_at.slice(0, 10)}`);
    if (status === 'used') throw fieldError(field, `${subject} has no balance left`);
    return { code, balance };
  });

  // Stock: the quantity asked for, summed per SKU, must be there (never silently less).
  const ownReserved = new Map((current?.reservations ?? []).map((row) => [row.sku, row.quantity]));
  const wanted = new Map<string, { quantity: number; available: number; counted: boolean }>();
  for (const line of priced) {
    const { variation } = line;
    const entry = wanted.get(variation.sku);
    if (entry) {
      entry.quantity += line.input.quantity;
      continue;
    }
    const counted = variation.stock_status !== 'backorder' && variation.stock_status !== 'outofstock' && variation.stockQuantity !== null;
    const available =
      availableQuantity(variation.stock_status, variation.stockQuantity) + (counted ? (ownReserved.get(variation.sku) ?? 0) : 0);
    wanted.set(variation.sku, { quantity: line.input.quantity, available, counted });
  }
  const soldOut = [...wanted].filter(([, entry]) => entry.quantity > entry.available).map(([sku]) => sku);
  if (soldOut.length > 0) {
    throw new HttpError(409, `Not enough in stock: ${soldOut.join(', ')}`, { code: 'sold_out', field: 'items', skus: soldOut });
  }

  // Prices: the tier of the quantity asked for (priceCart capped it to the free stock,
  // which leaves out what this order holds itself).
  const coupons = evaluateCoupons(
    rules,
    priced.map((line) => ({
      group_id: line.product.summary.group_id,
      discount_category: line.product.discountCategory,
      price: roundMoney(unitPrice(line.pricing, Math.max(line.input.quantity, 1)), 2),
      quantity: line.input.quantity,
    })),
    now,
  );
  const lineInputs = priced.map((line) => ({
    line,
    price: roundMoney(unitPrice(line.pricing, Math.max(line.input.quantity, 1)), 2),
    ordinary: roundMoney(unitPrice(line.variation.normal, Math.max(line.input.quantity, 1)), 2),
  }));
  const order = priceOrder({
    lines: lineInputs.map(({ line, price }) => ({
      price,
      quantity: line.input.quantity,
      group_id: line.product.summary.group_id,
      discount_category: line.product.discountCategory,
      added_by_coupon: line.input.added_by_coupon,
    })),
    coupons,
    delivery: { price: method.price, free_from: method.free_from },
    giftCards,
    vatRate: store.vat,
    decimals: currencyDecimals(store.info),
  });

  if (!sameAmount(order.totals.total, body.expected_total)) {
    throw new HttpError(409, `The total is now ${formatMoney(order.totals.total, store.info)}`, {
      code: 'total_changed',
      field: 'items',
      total: order.totals.total,
    });
  }
  // Gift cards that pay it all leave nothing for a payment method (docs/checkout.md).
  if (order.totals.total > 0 && body.payment_method === null)
    throw fieldError(
      'payment_method',
      `payment_method is required: gift cards pay ${formatMoney(order.totals.gift_cards, store.info)} of it`,
    );

  const newsletterCodes = new Set(rules.filter((rule) => rule.isNewsletter).map((rule) => normaliseCode(rule.code)));
  return {
    lines: lineInputs.map(({ line, price, ordinary }, index) => {
      const summary = line.product.summary;
      return {
        sku: line.variation.sku,
        product_id: summary.id,
        name: summary.name,
        variation_name: lineVariationName(line, store),
        slug: summary.slug,
        thumb: thumbOf(summary.images),
        quantity: line.input.quantity,
        price,
        ordinary_price: ordinary,
        discount: order.lineAmounts[index]!.discount,
        vat: store.vat,
        metadata: line.metadata,
        is_gift_card: summary.type === ProductType.GiftCard,
      };
    }),
    coupons: order.couponDiscounts,
    newsletterCodes: coupons
      .filter((coupon) => coupon.applied && newsletterCodes.has(normaliseCode(coupon.code)))
      .map((coupon) => normaliseCode(coupon.code)),
    giftCards: order.giftCardAmounts.filter((card) => card.amount > 0),
    reservations: [...wanted].filter(([, entry]) => entry.counted).map(([sku, entry]) => ({ sku, quantity: entry.quantity })),
    shipping: { method: method.id, price: order.totals.shipping, service_point: servicePoint, lead_days: method.lead_days },
    totals: order.totals,
  };
}

/**
 * A photo poster line's photo (docs/designers.md "Photo posters"): a photo poster is printed
 * from the photo uploaded with POST /api/photos, so its line must name one (metadata.photo,
 * whose key the schema checked); no other line carries a photo.
 */
function checkPhotoLine(line: PricedLine, index: number): void {
  const isPhotoPoster = line.product.summary.template_id === ProductTemplate.BYOP;
  const photo = line.input.metadata?.photo;
  const field = `items.${index}.metadata.photo`;
  if (photo && !isPhotoPoster)
    throw fieldError(field, `items[${index}].metadata.photo is only for photo posters (${line.variation.sku} is not one)`);
  if (!photo && isPhotoPoster && line.input.quantity > 0)
    throw fieldError(field, `items[${index}] is a photo poster: upload its photo first (metadata.photo from POST /api/photos)`);
}

/**
 * A custom poster line's design (docs/designers.md "Custom poster editor"): a product that
 * names its template (products.custom_template, migration 0016) is printed from its values,
 * so they must be a whole design of that template (decodeValues, the renderer's own check).
 * sync-cart only holds the values to the API's size limits; an order is where they must print.
 */
async function checkCustomPosterLines(db: D1Database, priced: PricedLine[], items: CheckoutRequest['items']): Promise<void> {
  const custom = priced.filter((line) => line.product.summary.template_id === ProductTemplate.CustomPoster && line.input.quantity > 0);
  if (custom.length === 0) return;
  const rows = await db
    .prepare('SELECT id, custom_template FROM products WHERE id IN (SELECT value FROM json_each(?))')
    .bind(JSON.stringify(custom.map((line) => line.product.summary.id)))
    .all<{ id: number; custom_template: string | null }>();
  const templates = new Map(
    rows.results.map((row) => {
      const named = row.custom_template ? (JSON.parse(row.custom_template) as { template?: unknown }) : null;
      return [row.id, CUSTOM_TEMPLATES.find((template) => template === named?.template)];
    }),
  );
  for (const line of custom) {
    const template = templates.get(line.product.summary.id);
    if (!template) continue;
    const index = items.indexOf(line.input);
    const values = line.input.metadata?.template?.values;
    if (!values || Object.keys(values).length === 0)
      throw fieldError(
        `items.${index}.metadata.template`,
        `items[${index}] is a custom poster: design it first (metadata.template.values)`,
      );
    const design = decodeValues(values);
    if (!design.ok)
      throw fieldError(`items.${index}.metadata.template.values`, `items[${index}].metadata.template.values: ${design.error}`);
    if (design.design.template !== template)
      throw fieldError(
        `items.${index}.metadata.template.values`,
        `items[${index}] is a ${template} poster, not a ${design.design.template} one`,
      );
  }
}

/**
 * A photo that is no longer stored (swept after PHOTO_RETENTION_DAYS unordered,
 * ../media/photo-sweep.ts) cannot be printed: the shopper is asked to upload it again.
 */
async function checkPhotosStored(items: CheckoutRequest['items'], photoExists: (key: string) => Promise<boolean>): Promise<void> {
  const stored = await Promise.all(items.map((item) => (item.metadata?.photo ? photoExists(item.metadata.photo.key) : true)));
  const index = stored.indexOf(false);
  if (index >= 0)
    throw fieldError(`items.${index}.metadata.photo`, `items[${index}]'s photo is no longer stored: upload it again on the product page`);
}

/**
 * A gift card line's card (docs/checkout.md "Gift cards"): `gift_card` only on gift cards,
 * a free amount within the store's limits (sync-cart moves one outside them, checkout
 * refuses it so the shopper sees the price they pay), a send date at most a year ahead
 * (one already past sends the card at once).
 */
function checkGiftCardLine(line: PricedLine, index: number, store: Store, now: Date): void {
  const card = line.input.metadata?.gift_card;
  if (!card) return;
  const field = `items.${index}.metadata.gift_card`;
  if (line.product.summary.type !== ProductType.GiftCard)
    throw fieldError(field, `items[${index}].metadata.gift_card is only for gift cards (${line.variation.sku} is not one)`);
  if (line.adjustedAmount !== null) {
    const { min, max } = GIFT_CARD_LIMITS[store.currency];
    throw fieldError(
      `${field}.amount`,
      `items[${index}].metadata.gift_card.amount must be a whole amount from ${min} to ${max} ${store.currency}`,
    );
  }
  if (!isSendDateAccepted(card.send_on, now))
    throw fieldError(
      `${field}.send_on`,
      `items[${index}].metadata.gift_card.send_on must be a date from ${todayOf(now)} to ${sendDateRange(todayOf(now)).max}`,
    );
}
