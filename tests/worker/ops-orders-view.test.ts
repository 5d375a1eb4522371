import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../../scripts/lib/shop.mjs';
import { createTestShop, SHOP_START_MS, type TestShop } from './harness';
import { placeOrder } from './ops-orders-shop';
import { operatorToken } from './ops-token';

/**
 * The operator view's orders (issue 24, docs/operations.md "Orders"): /__ops/orders lists
 * and finds orders, /__ops/orders/{id} shows one, both as HTML and, for
 * `Accept: application/json`, as the commerce API's JSON; only for a verified operator
 * token, never stored.
 */
let shop: TestShop;

beforeAll(async () => {
  shop = await createTestShop();
  await migrate(shop.mf);
  for (let i = 0; i < 51; i++) {
    await placeOrder(
      shop,
      `VIEW${String(i).padStart(2, '0')}`,
      'many@shoppers.artlane.test',
      `2026-11-10T09:${String(i).padStart(2, '0')}:00.000Z`,
    );
  }
  await placeOrder(shop, 'VIEWANNA', 'anna@shoppers.artlane.test', '2026-11-12T09:00:00.000Z');
  const db = await shop.commerceDb();
  await db
    .prepare(
      `INSERT INTO order_audit (order_id, created_at, operator, action, idempotency_key, request, outcome, message, provider_answer)
       VALUES ('VIEWANNA', '2026-11-13T09:00:00.000Z', 'anna-ops', 'refund', 'key-1', '{"amount":50}', 'done', NULL, '{"status":"captured","refunded_amount":5000}')`,
    )
    .run();
}, SHOP_START_MS);
afterAll(async () => {
  await shop?.dispose();
});

async function get(path: string, accept = 'text/html', token?: string | null): Promise<Response> {
  const headers: Record<string, string> = { accept };
  if (token !== null) headers.authorization = `Bearer ${token ?? (await operatorToken({ sub: 'anna-ops' }))}`;
  return shop.get('en', path, { headers });
}

function expectPrivate(response: Response) {
  expect(response.headers.get('cache-control')).toMatch(/private/);
  expect(response.headers.get('cache-control')).toMatch(/no-store/);
  expect(response.headers.get('x-robots-tag')).toBe('noindex');
}

describe('/__ops/orders', () => {
  it('lists the newest orders with e-mail and name only, a link to each and to the older page', async () => {
    const response = await get('/__ops/orders');
    expect(response.status).toBe(200);
    expectPrivate(response);
    const html = await response.text();
    expect(html.indexOf('VIEWANNA')).toBeLessThan(html.indexOf('VIEW50'));
    expect(html).toContain('href="/__ops/orders/VIEWANNA"');
    expect(html).toContain('anna@shoppers.artlane.test');
    expect(html).toContain('Anna Lind');
    expect(html).not.toContain('Storgatan');
    expect(html).not.toContain('+46');
    // 52 orders: the first page ends at VIEW02, the next one holds VIEW01 and VIEW00.
    expect(html).toContain('VIEW02');
    expect(html).not.toContain('>VIEW01<');
    expect(html).toContain('href="/__ops/orders?page=2"');
    const older = await (await get('/__ops/orders?page=2')).text();
    expect(older).toContain('>VIEW01<');
    expect(older).toContain('href="/__ops/orders"');
  });

  it('finds orders by e-mail, id or day, and keeps the search in the box', async () => {
    const html = await (await get('/__ops/orders?query=ANNA%40shoppers.artlane.test')).text();
    expect(html).toContain('VIEWANNA');
    expect(html).not.toContain('VIEW00');
    expect(html).toContain('value="ANNA@shoppers.artlane.test"');
    expect(await (await get('/__ops/orders?query=VIEW07')).text()).toContain('href="/__ops/orders/VIEW07"');
    const day = await (await get('/__ops/orders?query=2026-11-12')).text();
    expect(day).toContain('VIEWANNA');
    expect(day).not.toContain('VIEW07');
    expect(await (await get('/__ops/orders?query=nobody%40shoppers.artlane.test')).text()).toContain('No order matches');
  });

  it('answers the same list as JSON for Accept: application/json', async () => {
    const response = await get('/__ops/orders?query=anna%40shoppers.artlane.test', 'application/json');
    expect(response.status).toBe(200);
    expectPrivate(response);
    const answer = (await response.json()) as { orders: { id: string; name: string }[]; has_more: boolean };
    expect(answer.orders.map((order) => [order.id, order.name])).toEqual([['VIEWANNA', 'Anna Lind']]);
    expect(answer.has_more).toBe(false);
  });

  it('says what is wrong with a search it cannot read (400), in the page and in JSON', async () => {
    const page = await get('/__ops/orders?query=anna%20lind');
    expect(page.status).toBe(400);
    expect(await page.text()).toMatch(/role="alert">query must be an order id, an e-mail address or a day/);
    const json = await get('/__ops/orders?page=0', 'application/json');
    expect(json.status).toBe(400);
    expect(await json.json()).toEqual({ error: 'page must be a whole number from 1 to 1000' });
  });

  it('is only for an operator: no token 401, a token signed with another key 401, JSON or the sign-in form', async () => {
    const anonymous = await get('/__ops/orders', 'text/html', null);
    expect(anonymous.status).toBe(401);
    expect(await anonymous.text()).toContain('name="token"');
    const anonymousJson = await get('/__ops/orders/VIEWANNA', 'application/json', null);
    expect(anonymousJson.status).toBe(401);
    expect(await anonymousJson.json()).toHaveProperty('error');
    const forged = await get('/__ops/orders', 'application/json', await operatorToken({}, new Uint8Array(32).fill(7)));
    expect(forged.status).toBe(401);
    expect(JSON.stringify(await forged.json())).not.toContain('VIEW');
  });
});

describe('/__ops/orders/{id}', () => {
  it('shows the address and phone, lines, totals, payment, events, e-mails, gift cards and the operator actions', async () => {
    const response = await get('/__ops/orders/VIEWANNA');
    expect(response.status).toBe(200);
    expectPrivate(response);
    const html = await response.text();
    for (const text of [
      'Storgatan 1',
      '+46 70-123 45 67',
      'P1-50x70',
      '250.00 SEK',
      '449.00 SEK',
      'session-VIEWANNA',
      'captured',
      'session.captured',
      'order_confirmation',
      'GIFT-OPS-1',
      'anna-ops',
      'refund',
      '{&quot;amount&quot;:50}',
    ]) {
      expect(html, text).toContain(text);
    }
  });

  it('answers the commerce API’s JSON for Accept: application/json', async () => {
    const response = await get('/__ops/orders/VIEWANNA', 'application/json');
    expect(response.status).toBe(200);
    const answer = (await response.json()) as { order: { id: string; address: unknown }; audit: { operator: string; request: unknown }[] };
    expect(answer.order.id).toBe('VIEWANNA');
    expect(answer.order.address).toMatchObject({ street: 'Storgatan 1' });
    expect(answer.audit).toMatchObject([{ operator: 'anna-ops', request: { amount: 50 } }]);
  });

  it('answers 404 for an order that does not exist, as a page and as JSON', async () => {
    const page = await get('/__ops/orders/NOSUCHORDER');
    expect(page.status).toBe(404);
    expect(await page.text()).toContain('No such order');
    const json = await get('/__ops/orders/NOSUCHORDER', 'application/json');
    expect(json.status).toBe(404);
    expect(await json.json()).toEqual({ error: 'No such order' });
  });
});
