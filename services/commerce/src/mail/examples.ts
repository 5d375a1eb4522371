import { LOCALES, type LocaleCode } from '../../../../shared/locales';
import { MAX_CART_LINES, MAX_LINE_QUANTITY } from '../../../../shared/schemas/cart';
import type { OrderAnswer } from '../checkout/orders/answer';
import type { MailData, MailKind, MailMessage } from './kinds';

/**
 * A worked example of every kind, the data a writer would hand over (render.test.ts renders
 * each in all 19 languages; the snapshots in __snapshots__/ are two of them per kind). Names
 * carry markup and quotes, so a test sees them escaped.
 */
export const EXAMPLE_ORIGIN = 'https://artlane.example';

const order: OrderAnswer = {
  order_id: '01JDZ6ZK3M1H4W2Q8N5X7R9T0B',
  checkout_id: 'checkout-1',
  status: 'paid',
  created_at: '2026-11-25T12:00:00.000Z',
  paid_at: '2026-11-25T12:01:00.000Z',
  refunded: 0,
  locale: 'en',
  currency: 'EUR',
  contact: { email: 'anna@example.com', phone: '+46 70 123 45 67' },
  address: {
    first_name: 'Anna',
    last_name: 'Andersson',
    company: '',
    care_of: 'Berg',
    street: 'Storgatan 1',
    postal_code: '111 22',
    city: 'Stockholm',
  },
  shipping: {
    method: 'service_point',
    price: 0,
    service_point: { id: 'SE-11122-1', name: 'PostNord Ombud 111 22', street: 'PostNord 4', postal_code: '111 22' },
    lead_days: [2, 4],
  },
  payment: { kind: 'card', status: 'captured', decline_reason: null, app_url: null },
  lines: [
    {
      sku: 'P1-50x70',
      product_id: 1,
      name: 'Fjäll <i>"at dawn"</i>',
      variation_name: '50x70 cm',
      slug: 'fjall',
      thumb: '/api/images/p1.svg',
      quantity: 2,
      price: 34.9,
      ordinary_price: 34.9,
      vat: 25,
      metadata: null,
    },
    {
      sku: 'GC-50',
      product_id: 9,
      name: 'Gift card',
      variation_name: null,
      slug: 'gift-card',
      thumb: '',
      quantity: 1,
      price: 50,
      ordinary_price: 50,
      vat: 0,
      metadata: null,
    },
  ],
  coupons: [{ code: 'SPRING-25', discount: 17.45 }],
  gift_cards: [],
  totals: { lines: 119.8, discount: 17.45, shipping: 0, gift_cards: 10, total: 92.35, vat: 13.84, currency: 'EUR' },
};

const EXAMPLES: { [K in MailKind]: MailData[K] } = {
  'order-confirmation': {
    shop_origin: EXAMPLE_ORIGIN,
    order,
    gift_cards: [{ amount: 50, recipient_name: 'Bo', recipient_email: 'bo@example.com', send_after: '2026-12-24T00:00:00.000Z' }],
  },
  'payment-failed': { shop_origin: EXAMPLE_ORIGIN, order_id: order.order_id, first_name: 'Anna' },
  'gift-card': {
    shop_origin: EXAMPLE_ORIGIN,
    giver: 'Anna Andersson',
    recipient_name: 'Bo',
    code: 'ABCD-EFGH-JKMN-PQRS',
    amount: 50,
    expires_at: '2028-11-25T12:01:00.000Z',
    message: 'Happy birthday!\nFrom <Anna>',
  },
  'gift-card-receipt': {
    shop_origin: EXAMPLE_ORIGIN,
    order_id: order.order_id,
    buyer_name: 'Anna',
    recipient_name: 'Bo',
    recipient_email: 'bo@example.com',
    amount: 50,
  },
  refund: {
    shop_origin: EXAMPLE_ORIGIN,
    order_id: order.order_id,
    first_name: 'Anna',
    amount: 34.9,
    currency: 'EUR',
    lines: [{ name: 'Fjäll <i>"at dawn"</i>', variation_name: '50x70 cm', quantity: 1 }],
  },
  'newsletter-confirmation': {
    shop_origin: EXAMPLE_ORIGIN,
    email: 'anna@example.com',
    confirm_url: `${EXAMPLE_ORIGIN}/newsletter/confirm?token=0123456789abcdef0123456789abcdef`,
    valid_days: 7,
  },
  'newsletter-welcome': {
    shop_origin: EXAMPLE_ORIGIN,
    email: 'anna@example.com',
    code: 'NEWS-7K3M9QXA',
    discount_percent: 10,
    unsubscribe_url: `${EXAMPLE_ORIGIN}/unsubscribe?token=fedcba9876543210fedcba9876543210`,
  },
  'unsubscribe-confirmation': {
    shop_origin: EXAMPLE_ORIGIN,
    unsubscribe_url: `${EXAMPLE_ORIGIN}/unsubscribe?token=fedcba9876543210fedcba9876543210`,
  },
};

/** Amounts are in the language's market currency, as the shop's orders are. */
export function exampleMessage(kind: MailKind, locale: LocaleCode): MailMessage {
  const data = kind === 'refund' ? { ...EXAMPLES.refund, currency: LOCALES[locale].currency } : EXAMPLES[kind];
  return { kind, locale, data } as MailMessage;
}

/** The largest order a cart can make: every line taken, long names, the most of each. */
export function largestOrderMessage(locale: LocaleCode): MailMessage {
  const line = order.lines[0]!;
  return {
    kind: 'order-confirmation',
    locale,
    data: {
      shop_origin: EXAMPLE_ORIGIN,
      order: {
        ...order,
        lines: Array.from({ length: MAX_CART_LINES }, (_, index) => ({
          ...line,
          sku: `P${index}-70x100`,
          name: `Northern lights over the quiet mountain lake at midnight, number ${index}`,
          variation_name: '70x100 cm, oak frame',
          thumb: `/api/images/product-${index}-portrait-large.svg`,
          quantity: MAX_LINE_QUANTITY,
          price: 1234.5,
        })),
      },
      gift_cards: [],
    },
  };
}
