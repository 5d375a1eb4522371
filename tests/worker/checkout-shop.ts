import { createHmac } from 'node:crypto';
import { join } from 'node:path';
import { Miniflare } from 'miniflare';
import { inject } from 'vitest';
import { bundleModules } from '../../scripts/lib/build.mjs';
import { gatewayWorker, registerGateway } from '../../scripts/lib/gateway.mjs';
import {
  COMMERCE,
  EMBEDDED_DATABASES,
  commerceDb,
  commerceMailOptions,
  migrate,
  seed,
  type MailOverrides,
} from '../../scripts/lib/shop.mjs';

/**
 * The commerce Worker alone in workerd for the checkout tests, with a payment provider the
 * test controls: PAYMENTS is a service binding answered here in Node (the provider API of
 * docs/checkout.md, sessions kept in a Map), so a test authorizes, declines or breaks
 * payments and counts captures without the real local provider (services/payments).
 */
export const WEBHOOK_SECRET = 'test-webhook-secret';
export const API_KEY = 'test-payments-key';

export interface FakeSession {
  id: string;
  reference: string;
  kind: string;
  amount: number;
  currency: string;
  status: 'pending' | 'authorized' | 'captured' | 'declined' | 'cancelled' | 'expired' | 'refunded';
  decline_reason: string | null;
  captured_amount: number;
  refunded_amount: number;
  created_at: string;
  updated_at: string;
  webhook_url: string;
  return_url: string;
  cancel_url: string;
  customer: { email: string; name: string; phone: string };
}

export interface FakeProvider {
  sessions: Map<string, FakeSession>;
  /** Every call: "POST /v1/sessions", "POST /v1/sessions/{id}/capture"... */
  calls: string[];
  /** While true, every call answers 503. */
  isDown: boolean;
  /** Calls wait this long before answering (to let requests race). */
  latencyMs: number;
  set(id: string, status: FakeSession['status'], declineReason?: string | null): FakeSession;
  captures(id: string): number;
}

function createFakeProvider(): FakeProvider & { handle(request: Request): Promise<Response> } {
  const sessions = new Map<string, FakeSession>();
  const calls: string[] = [];
  let next = 1;
  const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  const view = ({ webhook_url: _w, return_url: _r, cancel_url: _c, customer: _cu, ...session }: FakeSession) => session;
  const provider = {
    sessions,
    calls,
    isDown: false,
    latencyMs: 0,
    set(id: string, status: FakeSession['status'], declineReason: string | null = null) {
      const session = sessions.get(id);
      if (!session) throw new Error(`no session ${id}`);
      session.status = status;
      session.decline_reason = declineReason;
      return session;
    },
    captures: (id: string) => calls.filter((call) => call === `POST /v1/sessions/${id}/capture`).length,
    async handle(request: Request): Promise<Response> {
      const url = new URL(request.url);
      calls.push(`${request.method} ${url.pathname}`);
      if (provider.latencyMs > 0) await new Promise((resolve) => setTimeout(resolve, provider.latencyMs));
      if (provider.isDown) return json({ error: 'down' }, 503);
      if (request.headers.get('authorization') !== `Bearer ${API_KEY}`) return json({ error: 'unauthorized' }, 401);
      const now = new Date().toISOString();
      if (request.method === 'POST' && url.pathname === '/v1/sessions') {
        const body = (await request.json()) as Omit<FakeSession, 'id' | 'status'>;
        const id = `ses_${next++}`;
        sessions.set(id, {
          ...body,
          id,
          status: 'pending',
          decline_reason: null,
          captured_amount: 0,
          refunded_amount: 0,
          created_at: now,
          updated_at: now,
        });
        const app = body.kind === 'bankid';
        return json(
          {
            id,
            status: 'pending',
            redirect_url: app ? null : `http://payments.localhost/pay/${id}`,
            app_url: app ? `http://payments.localhost/app/${id}` : null,
          },
          201,
        );
      }
      const match = url.pathname.match(/^\/v1\/sessions\/([^/]+)(?:\/(capture|cancel|refund))?$/);
      const session = match ? sessions.get(match[1]!) : undefined;
      if (!session) return json({ error: 'not found' }, 404);
      const action = match![2];
      if (!action) return json(view(session));
      if (action === 'capture') {
        if (session.status === 'captured') return json(view(session));
        if (session.status !== 'authorized') return json({ error: 'not authorized' }, 409);
        session.status = 'captured';
        session.captured_amount = session.amount;
      } else if (action === 'cancel') {
        if (session.status !== 'pending' && session.status !== 'authorized') return json({ error: `session is ${session.status}` }, 409);
        session.status = 'cancelled';
      } else {
        if (session.status !== 'captured') return json({ error: 'not captured' }, 409);
        session.status = 'refunded';
        session.refunded_amount = session.amount;
      }
      session.updated_at = now;
      return json(view(session));
    },
  };
  return provider;
}

export interface CheckoutShop {
  mf: Miniflare;
  provider: FakeProvider;
  db(): ReturnType<Miniflare['getD1Database']>;
  /** A call to the commerce Worker for a locale's store (locale and sid added). */
  call(locale: string, path: string, init?: RequestInit): Promise<Response>;
  /** Runs the scheduled handler as if the clock read `at`. */
  scheduled(at: Date): Promise<void>;
  dispose(): Promise<void>;
}

const SIDS: Record<string, number> = { sv: 1, da: 2, de: 3, cs: 4, en: 5, es: 6, et: 7, fi: 8, fr: 9, nl: 15 };

export async function createCheckoutShop({
  seedProducts = 60,
  vars = {},
  mail = {},
}: {
  seedProducts?: number;
  vars?: Record<string, string>;
  /** Overrides of the mail queue's consumer and the send_email binding (scripts/lib/shop.mjs commerceMailOptions). */
  mail?: MailOverrides;
} = {}): Promise<CheckoutShop> {
  const buildDir = inject('buildDir');
  // Mail as deployed: Miniflare's queue and send_email binding (ADR 0019).
  const commerceMail = await commerceMailOptions(mail);
  // Migrations, seed and the tests' queries reach D1 through a gateway Worker, not Miniflare's proxy.
  const gateway = gatewayWorker({ databases: { [COMMERCE]: EMBEDDED_DATABASES[COMMERCE]! } });
  const provider = createFakeProvider();
  const mf = new Miniflare({
    workers: [
      {
        name: COMMERCE,
        modules: await bundleModules(join(buildDir, 'commerce.js')),
        modulesRoot: buildDir,
        compatibilityDate: '2026-04-01',
        d1Databases: { DB: 'artlane-catalog' },
        ...commerceMail.options,
        bindings: {
          ...commerceMail.vars,
          PAYMENTS_ORIGIN: 'http://payments.internal',
          PAYMENTS_WEBHOOK_URL: 'http://commerce.internal/api/payments/webhook',
          PAYMENTS_API_KEY: API_KEY,
          PAYMENTS_WEBHOOK_SECRET: WEBHOOK_SECRET,
          SHOP_ORIGINS: '',
          RESERVATION_MINUTES: '30',
          ...vars,
        },
        serviceBindings: { PAYMENTS: (request: unknown) => provider.handle(request as Request) as never },
      },
      gateway.worker,
    ],
  });
  registerGateway(mf, gateway.key);
  await mf.ready;
  await migrate(mf);
  await seed(mf, { buildDir, products: seedProducts });
  const worker = await mf.getWorker(COMMERCE);
  return {
    mf,
    provider,
    db: () => commerceDb(mf),
    call(locale, path, init) {
      const url = new URL(`http://commerce.internal${path}`);
      url.searchParams.set('locale', locale);
      url.searchParams.set('sid', String(SIDS[locale]));
      return worker.fetch(url.href, init as never) as unknown as Promise<Response>;
    },
    async scheduled(at) {
      await worker.scheduled({ scheduledTime: at, cron: '* * * * *' });
    },
    dispose: () => mf.dispose(),
  };
}

/** The Artlane-Signature header for `body`, as the provider signs it. */
export function sign(body: string, at = new Date(), secret = WEBHOOK_SECRET): string {
  const timestamp = Math.floor(at.getTime() / 1000);
  return `t=${timestamp},v1=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

export interface CheckoutBody {
  checkout_id: string;
  items: { sku: string; quantity: number; [key: string]: unknown }[];
  coupons: string[];
  gift_cards: string[];
  contact: { email: string; phone: string };
  address: Record<string, string>;
  shipping_method: string;
  service_point: string | null;
  payment_method: string;
  expected_total: number;
  newsletter: boolean;
  shop_origin?: string;
  [key: string]: unknown;
}

const ADDRESSES: Record<string, { postal_code: string; city: string; phone: string }> = {
  sv: { postal_code: '111 22', city: 'Stockholm', phone: '+46 70 123 45 67' },
  en: { postal_code: 'SW1A 1AA', city: 'London', phone: '+44 20 7946 0018' },
  de: { postal_code: '10115', city: 'Berlin', phone: '+49 30 1234567' },
  nl: { postal_code: '1012 AB', city: 'Amsterdam', phone: '+31 20 123 4567' },
  da: { postal_code: '2100', city: 'København', phone: '+45 12 34 56 78' },
};

let checkoutCount = 0;
/** A fresh checkout id (the cart's checkoutID). */
export const newCheckoutId = () =>
  `test-${Date.now().toString(36)}-${(checkoutCount++).toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

/** A complete, valid checkout for a locale's market; `overrides` replace fields. */
export function checkoutBody(locale: string, overrides: Partial<CheckoutBody> = {}): CheckoutBody {
  const place = ADDRESSES[locale] ?? ADDRESSES.sv!;
  return {
    checkout_id: newCheckoutId(),
    items: [{ sku: 'F00001-21x30', quantity: 1 }],
    coupons: [],
    gift_cards: [],
    contact: { email: 'anna@example.com', phone: place.phone },
    address: {
      first_name: 'Anna',
      last_name: 'Andersson',
      company: '',
      care_of: '',
      street: 'Storgatan 1',
      postal_code: place.postal_code,
      city: place.city,
    },
    shipping_method: 'home',
    service_point: null,
    payment_method: 'card',
    expected_total: 0,
    newsletter: false,
    shop_origin: `http://${locale}.localhost:8787`,
    ...overrides,
  };
}

let clientCount = 0;
/** A client address of its own (TEST-NET-2), so the storefront's per-client limits count each test's shopper apart. */
export const nextClient = () => `198.51.100.${(clientCount++ % 250) + 1}`;

/** A browser's cookie jar: `sent` with the answer's Set-Cookie values put over it. */
export function jarAfter(sent: string, response: Response): string {
  const jar = new Map(
    sent
      .split(';')
      .map((pair) => pair.trim())
      .filter(Boolean)
      .map((pair) => [pair.slice(0, pair.indexOf('=')), pair] as const),
  );
  for (const line of response.headers.getSetCookie()) {
    const pair = line.split(';')[0]!;
    jar.set(pair.slice(0, pair.indexOf('=')), pair);
  }
  return [...jar.values()].join('; ');
}

/**
 * Places an order through a storefront (`get` as the worker harness's TestShop has it):
 * checkoutBody with `items`, accepting the server's total once, as the checkout page does.
 * `cookie` is what the browser sends; the answer's `cookie` is the order cookie it got and
 * `jar` all its cookies afterwards (the order cookie and the checkout key). Each call is a
 * client of its own unless `client` names one.
 */
export async function placeOrder(
  shop: { get(locale: string, path: string, init?: RequestInit): Promise<Response> },
  locale: string,
  items: unknown[],
  { overrides = {}, cookie = '', client = nextClient() }: { overrides?: Partial<CheckoutBody>; cookie?: string; client?: string } = {},
): Promise<{ response: Response; status: number; answer: Record<string, unknown>; cookie: string; jar: string }> {
  const body = checkoutBody(locale, { items: items as CheckoutBody['items'], ...overrides });
  let jar = cookie;
  const send = async () => {
    const response = await shop.get(locale, '/api/checkout', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'cf-connecting-ip': client, ...(jar ? { cookie: jar } : {}) },
      body: JSON.stringify(body),
    });
    jar = jarAfter(jar, response);
    return response;
  };
  let response = await send();
  let answer = (await response.json()) as Record<string, unknown>;
  if (response.status === 409 && answer.code === 'total_changed') {
    body.expected_total = answer.total as number;
    response = await send();
    answer = (await response.json()) as Record<string, unknown>;
  }
  return { response, status: response.status, answer, cookie: (response.headers.get('set-cookie') ?? '').split(';')[0]!, jar };
}

export interface Answer {
  status: number;
  body: Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
}

/**
 * The browser a test's commerce calls come from, as the storefront names it: its checkout
 * key (x-checkout-key, the HttpOnly cookie's value) and, when given, the client the hold
 * limit counts (x-client-key). Tests that are one shopper use BROWSER.
 */
export interface Browser {
  key: string;
  client?: string;
}
export const BROWSER: Browser = { key: 'test-browser-key-0000000000000000000000000' };
let browserCount = 0;
/** Another browser (another checkout key), optionally on its own client. */
export const newBrowser = (client?: string): Browser => ({
  key: `test-browser-key-${(browserCount++).toString().padStart(26, '0')}`,
  ...(client ? { client } : {}),
});

/** POST /api/checkout at the commerce Worker from `browser`. */
export function submit(shop: CheckoutShop, locale: string, body: unknown, browser: Browser = BROWSER): Promise<Response> {
  return shop.call(locale, '/api/checkout', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-checkout-key': browser.key,
      ...(browser.client ? { 'x-client-key': browser.client } : {}),
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

export async function post(shop: CheckoutShop, locale: string, body: unknown, browser: Browser = BROWSER): Promise<Answer> {
  const response = await submit(shop, locale, body, browser);
  return { status: response.status, body: (await response.json()) as Answer['body'] };
}

/** Submits `body`; when its expected_total is not the server's, once more with the server's (the shopper accepting it). */
export async function place(shop: CheckoutShop, locale: string, body: CheckoutBody, browser: Browser = BROWSER): Promise<Answer> {
  const first = await post(shop, locale, body, browser);
  if (first.status !== 409 || first.body.code !== 'total_changed') return first;
  body.expected_total = first.body.total as number;
  return post(shop, locale, body, browser);
}

export async function readOrder(shop: CheckoutShop, locale: string, id: string, token: string): Promise<Answer> {
  const response = await shop.call(locale, `/api/orders/${id}`, { headers: { 'x-order-token': token } });
  return { status: response.status, body: (await response.json()) as Answer['body'] };
}

export async function postWebhook(shop: CheckoutShop, locale: string, raw: string, signature: string | null): Promise<Answer> {
  const response = await shop.call(locale, '/api/payments/webhook', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(signature ? { 'artlane-signature': signature } : {}) },
    body: raw,
  });
  return { status: response.status, body: (await response.json()) as Answer['body'] };
}

/** A gift card of the test's own (so tests do not share balances). */
export async function addGiftCard(
  shop: CheckoutShop,
  code: string,
  currency: string,
  balance: number,
  expiresAt = '2099-12-31T23:59:59.000Z',
) {
  const db = await shop.db();
  await db
    .prepare('INSERT INTO gift_cards (code, currency, initial_amount, balance, expires_at) VALUES (?, ?, ?, ?, ?)')
    .bind(code, currency, Math.max(balance, 1), balance, expiresAt)
    .run();
}

export async function giftCardBalance(shop: CheckoutShop, code: string): Promise<number> {
  const db = await shop.db();
  return ((await db.prepare('SELECT balance FROM gift_cards WHERE code = ?').bind(code).first<{ balance: number }>())?.balance ??
    NaN) as number;
}

export async function setStock(shop: CheckoutShop, sku: string, quantity: number | null, status = 'instock') {
  const db = await shop.db();
  await db.prepare('UPDATE variations SET stock_quantity = ?, stock_status = ? WHERE sku = ?').bind(quantity, status, sku).run();
}

export async function stockOf(shop: CheckoutShop, sku: string): Promise<number | null> {
  const db = await shop.db();
  return (await db.prepare('SELECT stock_quantity FROM variations WHERE sku = ?').bind(sku).first<{ stock_quantity: number | null }>())!
    .stock_quantity;
}

export async function countOrders(shop: CheckoutShop, checkoutId: string): Promise<number> {
  const db = await shop.db();
  return (await db.prepare('SELECT COUNT(*) AS n FROM orders WHERE checkout_id = ?').bind(checkoutId).first<{ n: number }>())!.n;
}
