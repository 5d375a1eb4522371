import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMERCE, LOCAL_OPS_TOKEN } from '../../scripts/lib/shop.mjs';
import { createTestShop, SHOP_START_MS, type TestShop } from './harness';
import { ADDRESS, placeOrder as placeOrderIn } from './ops-orders-shop';

/**
 * The commerce API's operator order calls (issue 24, docs/api.md "Operator calls",
 * docs/operations.md "Orders"): GET /api/ops/orders (newest first, paged, found by id,
 * e-mail or day, e-mail and name only) and GET /api/ops/orders/{id} (everything about one
 * order, its audit log included), behind OPS_TOKEN.
 */
let shop: TestShop;
const placeOrder = (id: string, email: string, createdAt: string, status?: string) => placeOrderIn(shop, id, email, createdAt, status);

interface ListAnswer {
  orders: Record<string, unknown>[];
  page: number;
  page_size: number;
  has_more: boolean;
}

async function call(path: string, token: string | null = LOCAL_OPS_TOKEN): Promise<Response> {
  const commerce = await shop.mf.getWorker(COMMERCE);
  const separator = path.includes('?') ? '&' : '?';
  return commerce.fetch(`http://commerce.internal${path}${separator}locale=en&sid=5`, {
    headers: token === null ? {} : { authorization: `Bearer ${token}` },
  }) as unknown as Promise<Response>;
}

async function list(query: string): Promise<ListAnswer> {
  const response = await call(`/api/ops/orders${query}`);
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as ListAnswer;
}

beforeAll(async () => {
  shop = await createTestShop({ seedProducts: 60 });
  // 60 orders on 2026-11-20, a minute apart, then one each on the 21st and the 22nd.
  for (let i = 0; i < 60; i++) {
    const minute = String(i).padStart(2, '0');
    await placeOrder(`OPSLIST${String(i).padStart(2, '0')}`, `buyer${i % 3}@shoppers.artlane.test`, `2026-11-20T10:${minute}:00.000Z`);
  }
  await placeOrder('OPSNEWER1', 'Late@Shoppers.Artlane.test', '2026-11-21T08:00:00.000Z', 'pending_payment');
  await placeOrder('OPSNEWEST', 'late@shoppers.artlane.test', '2026-11-22T08:00:00.000Z');
}, SHOP_START_MS);
afterAll(async () => {
  await shop?.dispose();
});

describe('GET /api/ops/orders', () => {
  it('lists orders newest first, 50 a page, with e-mail and name and no other personal data', async () => {
    const first = await list('');
    expect(first.orders.map((order) => order.id).slice(0, 3)).toEqual(['OPSNEWEST', 'OPSNEWER1', 'OPSLIST59']);
    expect(first).toMatchObject({ page: 1, page_size: 50, has_more: true });
    expect(first.orders).toHaveLength(50);
    expect(first.orders[0]).toEqual({
      id: 'OPSNEWEST',
      created_at: '2026-11-22T08:00:00.000Z',
      status: 'paid',
      email: 'late@shoppers.artlane.test',
      name: 'Anna Lind',
      locale: 'en',
      currency: 'SEK',
      total: 449,
      gift_cards_total: 100,
      payment_kind: 'card',
      payment_status: 'captured',
    });
    const text = JSON.stringify(first);
    expect(text).not.toContain('Storgatan');
    expect(text).not.toContain('+46');
    const second = await list('?page=2');
    // 62 orders: the second page holds the 12 oldest.
    expect(second.orders.map((order) => order.id)).toEqual(
      Array.from({ length: 12 }, (_, i) => `OPSLIST${String(11 - i).padStart(2, '0')}`),
    );
    expect(second.has_more).toBe(false);
  });

  it('finds an order by its id, by e-mail (any case) and by day', async () => {
    expect((await list('?query=OPSLIST42')).orders.map((order) => order.id)).toEqual(['OPSLIST42']);
    expect((await list('?query=%20LATE%40shoppers.artlane.test%20')).orders.map((order) => order.id)).toEqual(['OPSNEWEST', 'OPSNEWER1']);
    expect((await list('?query=2026-11-21')).orders.map((order) => order.id)).toEqual(['OPSNEWER1']);
    const day = await list('?query=2026-11-20');
    expect(day.orders).toHaveLength(50);
    expect(day.has_more).toBe(true);
    expect((await list('?query=NOSUCHORDER')).orders).toEqual([]);
  });

  it('refuses a query or page it cannot read with 400 and a message', async () => {
    for (const [query, message] of [
      ['?query=anna%20lind', /order id, an e-mail address or a day/],
      ['?query=2026-02-30', /not a day/],
      ['?page=0', /page must be/],
      ['?page=x', /page must be/],
    ] as const) {
      const response = await call(`/api/ops/orders${query}`);
      expect(response.status, query).toBe(400);
      expect(((await response.json()) as { error: string }).error).toMatch(message);
    }
  });

  it('answers 401 without the operator token, or with a wrong one, and is never stored', async () => {
    for (const token of [null, 'wrong']) {
      const response = await call('/api/ops/orders', token);
      expect(response.status).toBe(401);
      await response.arrayBuffer();
    }
    const response = await call('/api/ops/orders');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    await response.arrayBuffer();
  });
});

describe('GET /api/ops/orders/{id}', () => {
  it('answers lines, totals, address, payment, events, e-mails, gift cards and the audit log', async () => {
    const response = await call('/api/ops/orders/OPSNEWEST');
    expect(response.status).toBe(200);
    const answer = (await response.json()) as Record<string, unknown>;
    expect(answer.order).toMatchObject({
      id: 'OPSNEWEST',
      status: 'paid',
      email: 'late@shoppers.artlane.test',
      contact: { phone: '+46 70-123 45 67' },
      address: ADDRESS,
      totals: { lines: 500, shipping: 49, gift_cards: 100, total: 449, currency: 'SEK' },
      refunded: { payment: 0, gift_cards: 0, lines: 0 },
    });
    expect(answer.lines).toEqual([
      {
        position: 0,
        sku: 'P1-50x70',
        product_id: 1,
        name: 'Poster',
        variation_name: '50x70',
        quantity: 2,
        price: 250,
        discount: 0,
        vat: 50,
        is_gift_card: false,
        refunded_quantity: 0,
      },
    ]);
    expect(answer.payment).toEqual({
      provider: 'local',
      kind: 'card',
      session_id: 'session-OPSNEWEST',
      status: 'captured',
      decline_reason: null,
      captured: true,
    });
    expect(answer.payment_events).toEqual([
      {
        id: 'event-OPSNEWEST',
        type: 'session.captured',
        session_id: 'session-OPSNEWEST',
        received_at: '2026-11-22T08:00:00.000Z',
        mismatch: null,
      },
    ]);
    expect(answer.emails).toMatchObject([
      { recipient: 'late@shoppers.artlane.test', kind: 'order_confirmation', subject: 'Thanks', sent_at: null },
    ]);
    expect(answer.gift_cards).toEqual([{ code: 'GIFT-OPS-1', amount: 100, status: 'spent', refunded: 0 }]);
    expect(answer.audit).toEqual([]);
  });

  it('shows the operator actions written to order_audit, oldest first', async () => {
    const db = await shop.commerceDb();
    await db
      .prepare(
        `INSERT INTO order_audit (order_id, created_at, operator, action, idempotency_key, request, outcome, message, provider_answer)
         VALUES ('OPSLIST10', '2026-11-23T09:00:00.000Z', 'anna-ops', 'resend_confirmation', 'key-1', '{}', 'done', NULL, NULL)`,
      )
      .run();
    const answer = (await (await call('/api/ops/orders/OPSLIST10')).json()) as { audit: unknown[] };
    expect(answer.audit).toEqual([
      {
        id: expect.any(Number),
        created_at: '2026-11-23T09:00:00.000Z',
        operator: 'anna-ops',
        action: 'resend_confirmation',
        idempotency_key: 'key-1',
        request: {},
        outcome: 'done',
        message: null,
        provider_answer: null,
      },
    ]);
  });

  it('answers 404 for an unknown order and 401 without the token', async () => {
    const missing = await call('/api/ops/orders/NOSUCHORDER');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ error: 'No such order' });
    const anonymous = await call('/api/ops/orders/OPSNEWEST', null);
    expect(anonymous.status).toBe(401);
    await anonymous.arrayBuffer();
  });
});
