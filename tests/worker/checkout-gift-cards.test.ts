import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GIFT_CARD_SEND_HOUR } from '../../shared/gift-card';
import { zonedHour } from '../../shared/market-time';
import {
  addGiftCard,
  checkoutBody,
  createCheckoutShop,
  place,
  post,
  postWebhook,
  readOrder,
  sign,
  type CheckoutShop,
} from './checkout-shop';

/**
 * Buying gift cards (docs/checkout.md "Gift cards"): a paid order issues one card per unit
 * of its gift card lines, with the amount paid, the store's currency and two years of
 * validity, and queues its e-mail to the recipient until the send date; an unpaid or failed
 * order issues nothing, and racing payment notices issue once. Free amounts stay within the
 * currency's limits and coupons never discount a gift card.
 */
let shop: CheckoutShop;
let presets: string[];

beforeAll(async () => {
  shop = await createCheckoutShop({ seedProducts: 60 });
  const db = await shop.db();
  const { results } = await db
    .prepare('SELECT v.sku FROM variations v JOIN products p ON p.id = v.product_id WHERE p.type = 4 ORDER BY v.product_id, v.position')
    .all<{ sku: string }>();
  presets = results.map((row) => row.sku);
});
afterAll(async () => {
  await shop?.dispose();
});

const DAY = 86_400_000;
/** Money is written with no-break spaces ("500 kr"). */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
const dateIn = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);

const card = (overrides: Record<string, unknown> = {}) => ({
  recipient_name: 'Bo Berg',
  recipient_email: 'bo@example.com',
  message: 'Grattis på födelsedagen!\nKram',
  send_on: dateIn(10),
  ...overrides,
});

interface CardRow {
  code: string;
  currency: string;
  initial_amount: number;
  balance: number;
  expires_at: string;
  order_line: number;
  unit: number;
  issued_at: string;
}
interface MailRow {
  recipient: string;
  kind: string;
  subject: string;
  body: string;
  html: string;
  send_after: string;
  sent_at: string | null;
}

async function cardsOf(orderId: string): Promise<CardRow[]> {
  const db = await shop.db();
  return (await db.prepare('SELECT * FROM gift_cards WHERE order_id = ? ORDER BY order_line, unit').bind(orderId).all<CardRow>()).results;
}

async function mailsOf(orderId: string, kind: string): Promise<MailRow[]> {
  const db = await shop.db();
  return (await db.prepare('SELECT * FROM outbox WHERE order_id = ? AND kind = ? ORDER BY id').bind(orderId, kind).all<MailRow>()).results;
}

async function placeOrder(locale: string, items: unknown[], overrides: Record<string, unknown> = {}) {
  const body = checkoutBody(locale, { items: items as never, ...overrides });
  const placed = await place(shop, locale, body);
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  return {
    id: placed.body.order_id as string,
    token: placed.body.order_token as string,
    session: placed.body.payment?.session_id as string,
    totals: placed.body.totals as Record<string, number>,
  };
}

async function pay(locale: string, order: { id: string; token: string; session: string }) {
  shop.provider.set(order.session, 'authorized');
  const read = await readOrder(shop, locale, order.id, order.token);
  expect(read.body.status).toBe('paid');
  return read.body;
}

async function balanceOf(locale: string, code: string) {
  const response = await shop.call(locale, '/api/gift-card-balance', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ code }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('a paid order with a gift card line', () => {
  it('issues a card with the amount, the currency and two years of validity, shown by the balance call', async () => {
    const before = Date.now();
    const order = await placeOrder('sv', [{ sku: presets[0], quantity: 1, metadata: { gift_card: card({ amount: 750 }) } }]);
    expect(order.totals.lines).toBe(750);
    const answer = await pay('sv', order);
    // The order keeps the line's card, so the confirmation page can name the recipient.
    expect(answer.lines[0]).toMatchObject({
      price: 750,
      variation_name: expect.stringContaining('750'),
      metadata: { gift_card: card({ amount: 750 }) },
    });

    const [issued, ...more] = await cardsOf(order.id);
    expect(more).toEqual([]);
    expect(issued).toMatchObject({ currency: 'SEK', initial_amount: 750, balance: 750, order_line: 0, unit: 0 });
    expect(issued!.code).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){3}$/);
    const expires = Date.parse(issued!.expires_at);
    expect(expires - before).toBeGreaterThan(2 * 365 * DAY - DAY);
    expect(expires - before).toBeLessThan(2 * 366 * DAY + DAY);

    const balance = await balanceOf('sv', issued!.code.replace(/-/g, '').toLowerCase());
    expect(balance).toEqual({
      status: 200,
      body: { code: issued!.code, currency: 'SEK', balance: 750, initial_amount: 750, expires_at: issued!.expires_at, status: 'active' },
    });
  });

  it('e-mails the recipient on the send date in the order’s language, and tells the buyer without the code', async () => {
    const sendOn = dateIn(30);
    const order = await placeOrder('sv', [{ sku: presets[1], quantity: 1, metadata: { gift_card: card({ send_on: sendOn }) } }]);
    await pay('sv', order);
    const [issued] = await cardsOf(order.id);
    const [mail, ...more] = await mailsOf(order.id, 'gift-card');
    expect(more).toEqual([]);
    // 08:00 on the send date in the market's time zone (shared/market-time.ts), not midnight UTC.
    const at = zonedHour(sendOn, GIFT_CARD_SEND_HOUR, 'Europe/Stockholm').toISOString();
    expect(mail).toMatchObject({ recipient: 'bo@example.com', send_after: at, sent_at: null });
    expect(mail!.subject).toBe('Anna Andersson har gett dig ett presentkort');
    for (const part of [mail!.body, mail!.html]) {
      expect(part).toContain(issued!.code);
      expect(part).toContain('Anna Andersson');
      expect(part).toContain('http://sv.localhost:8787/gift-card/balance');
    }
    expect(mail!.body).toContain('Grattis på födelsedagen!\nKram');
    expect(plain(mail!.body)).toContain('500 kr');

    const [confirmation] = await mailsOf(order.id, 'order-confirmation');
    expect(confirmation!.recipient).toBe('anna@example.com');
    expect(confirmation!.body).toContain('Presentkort du har köpt');
    expect(confirmation!.body).toContain('Bo Berg (bo@example.com)');
    expect(confirmation!.body).not.toContain(issued!.code);
  });

  it('issues one card per unit; a preset card without a recipient goes to the buyer at once', async () => {
    const order = await placeOrder('en', [{ sku: presets[2], quantity: 2 }]);
    await pay('en', order);
    const cards = await cardsOf(order.id);
    expect(cards.map((row) => [row.currency, row.balance, row.unit])).toEqual([
      ['GBP', 80, 0],
      ['GBP', 80, 1],
    ]);
    expect(new Set(cards.map((row) => row.code)).size).toBe(2);
    const mails = await mailsOf(order.id, 'gift-card');
    expect(mails.map((mail) => mail.recipient)).toEqual(['anna@example.com', 'anna@example.com']);
    expect(mails.every((mail) => Date.parse(mail.send_after) <= Date.now())).toBe(true);
  });

  it('paid entirely with another gift card, it issues its card at once', async () => {
    await addGiftCard(shop, 'GIFT-PAYS-GIFT-0001', 'SEK', 1000);
    const body = checkoutBody('sv', {
      items: [{ sku: presets[0]!, quantity: 1, metadata: { gift_card: card({ amount: 300 }) } }],
      gift_cards: ['GIFT-PAYS-GIFT-0001'],
    });
    const placed = await place(shop, 'sv', body);
    expect(placed.body).toMatchObject({ status: 'paid', payment: null });
    expect((await cardsOf(placed.body.order_id as string)).map((row) => row.balance)).toEqual([300]);
  });
});

describe('no card', () => {
  it('for an order waiting for its payment, nor for one whose payment failed', async () => {
    const waiting = await placeOrder('sv', [{ sku: presets[0], quantity: 1, metadata: { gift_card: card() } }]);
    expect((await readOrder(shop, 'sv', waiting.id, waiting.token)).body.status).toBe('pending_payment');
    expect(await cardsOf(waiting.id)).toEqual([]);

    const failed = await placeOrder('sv', [{ sku: presets[0], quantity: 1, metadata: { gift_card: card() } }]);
    shop.provider.set(failed.session, 'declined', 'card_declined');
    expect((await readOrder(shop, 'sv', failed.id, failed.token)).body.status).toBe('payment_failed');
    expect(await cardsOf(failed.id)).toEqual([]);
    expect(await mailsOf(failed.id, 'gift-card')).toEqual([]);
  });
});

describe('the webhook and status reads racing', () => {
  it('issue exactly one card per unit', async () => {
    const order = await placeOrder('sv', [{ sku: presets[1], quantity: 2, metadata: { gift_card: card() } }]);
    shop.provider.set(order.session, 'authorized');
    const { webhook_url: _w, return_url: _r, cancel_url: _c, customer: _cu, ...session } = shop.provider.sessions.get(order.session)!;
    const raw = JSON.stringify({
      id: `evt_${order.id}`,
      type: 'session.authorized',
      created: Math.floor(Date.now() / 1000),
      data: { session },
    });
    shop.provider.latencyMs = 30;
    try {
      await Promise.all([
        postWebhook(shop, 'sv', raw, sign(raw)),
        readOrder(shop, 'sv', order.id, order.token),
        readOrder(shop, 'sv', order.id, order.token),
        postWebhook(shop, 'sv', raw, sign(raw)),
        readOrder(shop, 'sv', order.id, order.token),
      ]);
    } finally {
      shop.provider.latencyMs = 0;
    }
    expect((await readOrder(shop, 'sv', order.id, order.token)).body.status).toBe('paid');
    expect((await cardsOf(order.id)).map((row) => row.unit)).toEqual([0, 1]);
    expect(await mailsOf(order.id, 'gift-card')).toHaveLength(2);
    expect(await mailsOf(order.id, 'order-confirmation')).toHaveLength(1);
  });
});

describe('delivery of gift cards alone (issue 22)', () => {
  const postal = ['care_of', 'street', 'postal_code', 'city'] as const;

  it('is by e-mail: no delivery charge, no postal address asked or kept, no delivery time in the confirmation', async () => {
    const items = [{ sku: presets[0]!, quantity: 1, metadata: { gift_card: card({ amount: 300 }) } }];
    const names = { first_name: 'Anna', last_name: 'Andersson', company: '' };
    const order = await placeOrder('sv', items, { shipping_method: 'email', address: names });
    expect(order.totals).toMatchObject({ lines: 300, shipping: 0, total: 300 });
    const answer = await pay('sv', order);
    expect(answer.shipping).toEqual({ method: 'email', price: 0, service_point: null, lead_days: [0, 0] });
    expect(answer.address).toEqual({ ...names, care_of: '', street: '', postal_code: '', city: '' });
    const [confirmation] = await mailsOf(order.id, 'order-confirmation');
    // The text part is drawn from the HTML's table: label and amount on one line, spaced.
    expect(confirmation!.body).toMatch(/Frakt: Via e-post\s+Fri frakt/);
    expect(confirmation!.body).not.toContain('Leveransadress');
  });

  it('is by e-mail whatever delivery was sent, and a postal address sent along is not kept', async () => {
    const items = [{ sku: presets[1], quantity: 2 }];
    const order = await placeOrder('sv', items, { shipping_method: 'express' });
    expect(order.totals.shipping).toBe(0);
    const answer = (await readOrder(shop, 'sv', order.id, order.token)).body;
    expect(answer.shipping.method).toBe('email');
    for (const field of postal) expect(answer.address[field]).toBe('');
  });

  it('a cart with anything else goes by post: e-mail delivery is refused, the postal address and charge apply', async () => {
    const items = [
      { sku: presets[0]!, quantity: 1, metadata: { gift_card: card({ amount: 300 }) } },
      { sku: 'F00001-21x30', quantity: 1 },
    ];
    const { street: _s, postal_code: _p, city: _c, ...names } = checkoutBody('sv').address;
    const byEmail = await post(shop, 'sv', checkoutBody('sv', { items, shipping_method: 'email', address: names, expected_total: 499 }));
    expect(byEmail).toEqual({
      status: 422,
      body: {
        error: 'shipping_method email is only for an order of gift cards alone: this one has something to deliver',
        field: 'shipping_method',
      },
    });
    const noStreet = await post(shop, 'sv', checkoutBody('sv', { items, address: names, expected_total: 499 }));
    expect(noStreet).toEqual({ status: 422, body: { error: 'address.street is required', field: 'address.street' } });
    const order = await placeOrder('sv', items);
    const answer = (await readOrder(shop, 'sv', order.id, order.token)).body;
    expect(answer.shipping.method).toBe('home');
    expect(answer.address.street).toBe('Storgatan 1');
  });
});

describe('gift cards that pay the whole order (issue 22)', () => {
  it('need no payment method: paid at once, the card charged once, the confirmation e-mailed', async () => {
    await addGiftCard(shop, 'PAYS-ALL0-0000-0001', 'SEK', 1000);
    const items = [{ sku: presets[0]!, quantity: 1, metadata: { gift_card: card({ amount: 300 }) } }];
    const body = checkoutBody('sv', { items, gift_cards: ['PAYS-ALL0-0000-0001'], payment_method: null as never, expected_total: 0 });
    const placed = await post(shop, 'sv', body);
    expect(placed.status).toBe(201);
    expect(placed.body).toMatchObject({ status: 'paid', payment: null, totals: { gift_cards: 300, total: 0 } });
    const db = await shop.db();
    expect((await db.prepare('SELECT balance FROM gift_cards WHERE code = ?').bind('PAYS-ALL0-0000-0001').first())!.balance).toBe(700);
    expect(await mailsOf(placed.body.order_id as string, 'order-confirmation')).toHaveLength(1);
    expect((await cardsOf(placed.body.order_id as string)).map((row) => row.balance)).toEqual([300]);
    // Submitted again (a second click): already placed, nothing taken twice.
    expect((await post(shop, 'sv', body)).body.code).toBe('already_placed');
    expect((await db.prepare('SELECT balance FROM gift_cards WHERE code = ?').bind('PAYS-ALL0-0000-0001').first())!.balance).toBe(700);
  });

  it('when the cards leave something to pay, a payment method is required (422 beside it)', async () => {
    await addGiftCard(shop, 'PAYS-PART-0000-0001', 'SEK', 100);
    const items = [{ sku: presets[0]!, quantity: 1, metadata: { gift_card: card({ amount: 300 }) } }];
    const body = checkoutBody('sv', { items, gift_cards: ['PAYS-PART-0000-0001'], payment_method: null as never, expected_total: 200 });
    const refused = await post(shop, 'sv', body);
    expect(refused).toMatchObject({ status: 422, body: { field: 'payment_method' } });
    expect(plain(refused.body.error as string)).toBe('payment_method is required: gift cards pay 100 kr of it');
    const db = await shop.db();
    expect((await db.prepare('SELECT balance FROM gift_cards WHERE code = ?').bind('PAYS-PART-0000-0001').first())!.balance).toBe(100);
  });
});

describe('free amounts', () => {
  const syncCart = async (locale: string, items: unknown[], coupons: string[] = []) => {
    const response = await shop.call(locale, '/api/sync-cart', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ items, coupons }),
    });
    return { status: response.status, body: (await response.json()) as Record<string, any>[] }; // eslint-disable-line @typescript-eslint/no-explicit-any
  };

  it.each([
    ['sv', 100, 100],
    ['sv', 10_000, 10_000],
    ['da', 7_500, 7_500],
    ['en', 1_000, 1_000],
    ['de', 10, 10],
  ])('%s: %d is sold at that amount by sync-cart', async (locale, amount, price) => {
    const { status, body } = await syncCart(locale, [{ sku: presets[0], quantity: 1, metadata: { gift_card: card({ amount }) } }]);
    expect(status).toBe(200);
    expect(body[0]).toMatchObject({ price, ordinary_price: price, pricing: [{ q: 1, p: price }], campaign: null, cart_notice: null });
  });

  it('sync-cart moves an amount outside the limits to the nearest one, with a notice in the store’s language', async () => {
    const { body } = await syncCart('sv', [{ sku: presets[0], quantity: 1, metadata: { gift_card: card({ amount: 50 }) } }]);
    expect(body[0]).toMatchObject({ price: 100, metadata: { gift_card: { amount: 100 } } });
    expect(plain(body[0]!.cart_notice as string)).toContain('100 kr');
    const { body: dkk } = await syncCart('da', [{ sku: presets[0], quantity: 1, metadata: { gift_card: card({ amount: 9_000 }) } }]);
    expect(dkk[0]).toMatchObject({ price: 7_500, metadata: { gift_card: { amount: 7_500 } } });
  });

  it.each([
    ['sv', 99],
    ['da', 7_501],
    ['en', 1_001],
  ])('%s: checkout refuses %d (422 beside the amount)', async (locale, amount) => {
    const body = checkoutBody(locale, { items: [{ sku: presets[0]!, quantity: 1, metadata: { gift_card: card({ amount }) } }] });
    const answer = await post(shop, locale, body);
    expect(answer.status).toBe(422);
    expect(answer.body.field).toBe('items.0.metadata.gift_card.amount');
  });

  it('an amount no currency allows, or not a whole number, is a bad request', async () => {
    for (const amount of [10_001, 99.5, 0]) {
      const { status } = await syncCart('sv', [{ sku: presets[0], quantity: 1, metadata: { gift_card: card({ amount }) } }]);
      expect(status).toBe(400);
    }
  });

  it('checkout refuses a send date more than a year ahead and a gift card on a poster', async () => {
    const late = await post(
      shop,
      'sv',
      checkoutBody('sv', { items: [{ sku: presets[0]!, quantity: 1, metadata: { gift_card: card({ send_on: dateIn(400) }) } }] }),
    );
    expect(late).toMatchObject({ status: 422, body: { field: 'items.0.metadata.gift_card.send_on' } });
    const poster = await post(
      shop,
      'sv',
      checkoutBody('sv', { items: [{ sku: 'F00001-21x30', quantity: 1, metadata: { gift_card: card() } }] }),
    );
    expect(poster).toMatchObject({ status: 422, body: { field: 'items.0.metadata.gift_card' } });
  });
});

describe('coupons', () => {
  it('never discount a gift card, nor count it toward a minimum spend', async () => {
    // WELCOME10: 10 % on everything from 500 SEK. A 1000 SEK gift card alone does not reach it.
    const coupons = await shop.call('sv', '/api/sync-coupons', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        coupons: ['WELCOME10'],
        cart_contents: [{ sku: presets[0], quantity: 1, metadata: { gift_card: card({ amount: 1000 }) } }],
      }),
    });
    expect(await coupons.json()).toMatchObject([{ code: 'WELCOME10', applied: false, failed_minimum_spend: true }]);

    // With posters above the minimum the coupon applies, to the posters only.
    const order = await placeOrder(
      'sv',
      [
        { sku: presets[0], quantity: 1, metadata: { gift_card: card({ amount: 1000 }) } },
        { sku: 'F00001-21x30', quantity: 3 },
      ],
      { coupons: ['WELCOME10'] },
    );
    const answer = await pay('sv', order);
    const frames = answer.lines[1].price * 3;
    expect(order.totals.discount).toBeCloseTo(Math.round(frames * 0.1), 2);
    expect((await cardsOf(order.id)).map((row) => row.balance)).toEqual([1000]);
  });
});

describe('the scheduled handler', () => {
  it('has a gift card e-mail sent once its day has come and leaves a later one waiting', async () => {
    const soon = await placeOrder('sv', [{ sku: presets[0], quantity: 1, metadata: { gift_card: card({ send_on: dateIn(2) }) } }]);
    await pay('sv', soon);
    const later = await placeOrder('sv', [{ sku: presets[0], quantity: 1, metadata: { gift_card: card({ send_on: dateIn(20) }) } }]);
    await pay('sv', later);
    await shop.scheduled(new Date(Date.now() + 3 * DAY));
    // Handed to the mail queue; its consumer sends it and marks it sent (tests/worker/mail-delivery.test.ts).
    await expect.poll(async () => (await mailsOf(soon.id, 'gift-card'))[0]!.sent_at, { timeout: 30_000, interval: 200 }).not.toBeNull();
    expect((await mailsOf(later.id, 'gift-card'))[0]!.sent_at).toBeNull();
  });
});
