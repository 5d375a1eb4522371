import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutBody, jarAfter, nextClient, placeOrder } from './checkout-shop';
import { paymentsDb, resetDemoGiftCards } from '../../scripts/lib/shop.mjs';
import { createTestShop, type TestShop } from './harness';

/**
 * The storefront's part of the checkout (issue 11, docs/checkout.md) in workerd with the
 * embedded commerce API and the local payment provider: the pages are private, the order
 * token lives only in the HttpOnly order cookie, `shop_origin` is the page's own origin, and
 * an order shows only to the browser holding its cookie.
 */
let shop: TestShop;
let sku: string;

beforeAll(async () => {
  shop = await createTestShop({ seedProducts: 60 });
  const { products } = (await (await shop.get('en', '/api/products?template_id=2&type=2&nc=1&per_page=1')).json()) as {
    products: { variations: { sku: string }[] }[];
  };
  sku = products[0]!.variations[0]!.sku;
}, 120_000);
afterAll(() => shop?.dispose());

interface Placed {
  response: Response;
  body: Record<string, unknown>;
  cookie: string;
}

/** Places an order of one poster through the storefront (checkout-shop.ts placeOrder). */
async function place(locale: string, overrides: Record<string, unknown> = {}, cookie = ''): Promise<Placed> {
  const placed = await placeOrder(shop, locale, [{ sku, quantity: 1 }], { overrides, cookie });
  return { response: placed.response, body: placed.answer, cookie: placed.cookie };
}

describe('POST /api/checkout through the storefront', () => {
  it('keeps the token out of the answer, in an HttpOnly cookie, and uses the page’s own origin', async () => {
    const { response, body, cookie } = await place('en', { shop_origin: 'https://evil.example' });
    expect(response.status).toBe(201);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(body.order_token).toBeUndefined();
    expect(body.order_id).toMatch(/^[0-9A-Z]{26}$/);
    const setCookie = response.headers.get('set-cookie')!;
    expect(setCookie).toMatch(/^h057_order=[0-9A-Z]{26}\.[\w-]{20,}; /);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toContain(String(body.order_id));
    const row = await (
      await shop.commerceDb()
    )
      .prepare('SELECT shop_origin FROM orders WHERE id = ?')
      .bind(body.order_id)
      .first<{ shop_origin: string }>();
    expect(row?.shop_origin).toBe('http://en.localhost:8787');
    const payment = body.payment as { redirect_url: string };
    expect(payment.redirect_url).toMatch(/^http:\/\/localhost:\d+\/pay\/ps_/);
  });

  it('answers malformed bodies with a 400 and the API’s field errors with their field', async () => {
    const broken = await shop.get('en', '/api/checkout', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{' });
    expect(broken.status).toBe(400);
    expect(await broken.json()).toEqual({ error: 'Request body must be JSON' });
    const { response, body } = await place('en', { shipping_method: 'drone' });
    expect(response.status).toBe(422);
    expect(body.field).toBe('shipping_method');
    expect(response.headers.get('set-cookie')).toBeNull();
  });

  it('remembers up to five orders in the cookie, newest first', async () => {
    let cookie = '';
    const ids: string[] = [];
    for (let index = 0; index < 6; index++) {
      const placed = await place('en', {}, cookie);
      cookie = placed.cookie;
      ids.push(String(placed.body.order_id));
    }
    const entries = decodeURIComponent(cookie.slice('h057_order='.length)).split('~');
    expect(entries.map((entry) => entry.split('.')[0])).toEqual(ids.slice(1).reverse());
  });
});

describe('a checkout id copied into another browser (issue 22)', () => {
  it('is refused there; the shopper’s order, payment and cookie are untouched, and no other browser ever reads the paid order', async () => {
    // The shopper starts a checkout: the storefront binds it to this browser's checkout key.
    const body = checkoutBody('en', { items: [{ sku, quantity: 1 }] });
    const submit = (jar: string, client: string, sent = body) =>
      shop.get('en', '/api/checkout', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'cf-connecting-ip': client, ...(jar ? { cookie: jar } : {}) },
        body: JSON.stringify(sent),
      });
    const shopper = nextClient();
    body.expected_total = ((await (await submit('', shopper)).json()) as { total: number }).total;
    const first = await submit('', shopper);
    expect(first.status).toBe(201);
    const keyCookie = first.headers.getSetCookie().find((line) => line.startsWith('h057_checkout_key='))!;
    expect(keyCookie).toMatch(/^h057_checkout_key=[\w-]{43}; Max-Age=2592000; Path=\/api\/checkout; HttpOnly; SameSite=Strict$/);
    let shopperJar = jarAfter('', first);
    const placed = (await first.json()) as { order_id: string; payment: { session_id: string } };
    const sessionStatus = async (id: string) =>
      (await (await paymentsDb(shop.mf)).prepare('SELECT status FROM sessions WHERE id = ?').bind(id).first<{ status: string }>())?.status;

    // Someone else has the id (address bar, cancel_url, history) and submits it from their browser.
    const other = await submit('', nextClient(), { ...body, contact: { email: 'mallory@example.com', phone: '+44 20 7946 0999' } });
    expect(other.status).toBe(403);
    expect(await other.json()).toEqual({
      error: 'This checkout was started in another browser: start a new checkout',
      code: 'checkout_elsewhere',
    });
    expect(other.headers.getSetCookie().some((line) => line.startsWith('h057_order='))).toBe(false);
    const otherJar = jarAfter('', other);
    expect(await sessionStatus(placed.payment.session_id)).toBe('pending');

    // The shopper submits again and pays; the order is theirs alone.
    const again = await submit(shopperJar, shopper);
    expect(again.status).toBe(200);
    const earlierJar = shopperJar;
    shopperJar = jarAfter(shopperJar, again);
    const repriced = (await again.json()) as { order_id: string; payment: { session_id: string } };
    expect(repriced.order_id).toBe(placed.order_id);
    expect(await sessionStatus(placed.payment.session_id)).toBe('cancelled');
    // Paid at the provider (its card form is tested in checkout-local-provider.test.ts).
    await (
      await paymentsDb(shop.mf)
    )
      .prepare("UPDATE sessions SET status = 'authorized' WHERE id = ?")
      .bind(repriced.payment.session_id)
      .run();
    const order = await shop.get('en', `/api/orders/${placed.order_id}`, { headers: { cookie: shopperJar } });
    expect(((await order.json()) as { status: string }).status).toBe('paid');
    for (const path of [`/api/orders/${placed.order_id}`, `/checkout/confirmation/${placed.order_id}`]) {
      const mine = await shop.get('en', path, { headers: { cookie: shopperJar } });
      expect(mine.status, path).toBe(200);
      await mine.arrayBuffer();
      const theirs = await shop.get('en', path, { headers: { cookie: otherJar } });
      expect(theirs.status, path).toBe(404);
      await theirs.arrayBuffer();
      // The token of the first submit was revoked by the second: only the current one reads.
      const revoked = await shop.get('en', path, { headers: { cookie: earlierJar } });
      expect(revoked.status, path).toBe(404);
      await revoked.arrayBuffer();
    }
  });
});

describe('reading an order', () => {
  it('GET /api/orders/{id} answers only with the order cookie', async () => {
    const { body, cookie } = await place('en');
    const id = String(body.order_id);
    const mine = await shop.get('en', `/api/orders/${id}`, { headers: { cookie } });
    expect(mine.status).toBe(200);
    expect(mine.headers.get('cache-control')).toBe('private, no-store');
    const order = (await mine.json()) as Record<string, unknown>;
    expect(order.order_id).toBe(id);
    expect(order.status).toBe('pending_payment');
    expect((await shop.get('en', `/api/orders/${id}`)).status).toBe(404);
    const other = await place('en');
    expect((await shop.get('en', `/api/orders/${id}`, { headers: { cookie: other.cookie } })).status).toBe(404);
    // A token sent by the page itself is not how the storefront reads it: only the cookie counts.
    expect((await shop.get('en', `/api/orders/${id}`, { headers: { 'x-order-token': 'x'.repeat(43) } })).status).toBe(404);
  });

  it('the confirmation page is the 404 page for another browser and waits for an unpaid order', async () => {
    const { body, cookie } = await place('de');
    const path = `/checkout/confirmation/${String(body.order_id)}`;
    const stranger = await shop.get('de', path);
    expect(stranger.status).toBe(404);
    await stranger.text();
    const owner = await shop.get('de', path, { headers: { cookie } });
    expect(owner.status).toBe(200);
    expect(owner.headers.get('cache-control')).toBe('private, no-store');
    const html = await owner.text();
    expect(html).toContain('data-order-pending');
    expect(html).not.toContain('data-order-complete');
  });

  it('/checkout/confirmation without an id leads to this browser’s latest order, else 404', async () => {
    const { body, cookie } = await place('sv');
    const latest = await shop.get('sv', '/checkout/confirmation', { headers: { cookie }, redirect: 'manual' });
    expect(latest.status).toBe(302);
    expect(latest.headers.get('location')).toBe(`/checkout/confirmation/${String(body.order_id)}`);
    const none = await shop.get('sv', '/checkout/confirmation');
    expect(none.status).toBe(404);
    await none.text();
  });
});

describe('the checkout page', () => {
  it('is private, not indexed, and offers the market’s payment kinds', async () => {
    for (const [locale, kinds, missing] of [
      ['sv', ['card', 'bankid', 'pay_later', 'invoice'], ['ideal']],
      ['nl', ['card', 'ideal', 'pay_later'], ['bankid', 'invoice']],
      ['fr', ['card'], ['pay_later', 'bankid']],
    ] as const) {
      const response = await shop.get(locale, '/checkout/5b0c3f8e-1111-4222-8333-944455556666');
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('private, no-store');
      const html = await response.text();
      expect(html).toContain('noindex, nofollow');
      for (const kind of kinds) expect(html, `${locale} ${kind}`).toContain(`name="payment_method" value="${kind}"`);
      for (const kind of missing) expect(html, `${locale} ${kind}`).not.toContain(`value="${kind}"`);
    }
  });

  it('says why the shopper is back from the provider, in the page’s language', async () => {
    const declined = await (await shop.get('de', '/checkout/abc-def-123?payment=declined')).text();
    expect(declined).toMatch(/role="alert"[^>]*>Die Zahlung wurde abgelehnt/);
    const unknown = await (await shop.get('de', '/checkout/abc-def-123?payment=<script>')).text();
    expect(unknown).toMatch(/data-checkout-notice="true" hidden=""><\/p>/);
    expect(unknown).not.toContain('<script>');
  });
});

describe('an order paid by gift card alone', () => {
  it('is paid at once: the confirmation with its purchase event, and the e-mail in /__dev/outbox', async () => {
    const { response, body, cookie } = await place('sv', { gift_cards: ['demo seka 2345 6789'] });
    expect(response.status).toBe(201);
    expect(body.payment).toBeNull();
    expect(body.status).toBe('paid');
    const page = await shop.get('sv', `/checkout/confirmation/${String(body.order_id)}`, { headers: { cookie } });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('data-order-complete');
    expect(html).toContain(`&quot;transaction_id&quot;:&quot;${String(body.order_id)}&quot;`);
    const outbox = await shop.get('sv', '/__dev/outbox');
    expect(outbox.status).toBe(200);
    expect(outbox.headers.get('cache-control')).toBe('private, no-store');
    const listed = await outbox.text();
    expect(listed).toContain('anna@example.com');
    expect(listed).toContain(String(body.order_id));

    // npm start gives the demo cards their documented balances again (docs/site.md).
    const balance = async () =>
      (
        (await (
          await shop.get('sv', '/api/gift-card-balance', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ code: 'DEMO-SEKA-2345-6789' }),
          })
        ).json()) as { balance: number }
      ).balance;
    expect(await balance()).toBeLessThan(500);
    expect(await resetDemoGiftCards(shop.mf)).toBe(7);
    expect(await balance()).toBe(500);
  });
});
