import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commerceApp } from '../../services/commerce/src/app';
import type { CommerceBindings } from '../../services/commerce/src/context';
import { AUDIENCE, createArtistShopWithProvider, insertArtistOrder, type ArtistShop, type OrderLine, type Provider } from './artist-shop';

/**
 * An artist's sales and dashboard (docs/api.md "Artist calls") from orders inserted here:
 * paid lines of the artist's products count; other artists' lines in the same orders,
 * unpaid orders and other artists' calls never do. Revenue is without VAT, after discounts;
 * earnings are 30 % of it.
 */
let shop: ArtistShop;
let provider: Provider;
let dispose: (() => Promise<void>) | undefined;
let tokenA: string;
let tokenB: string;
let tokenOfNoArtist: string;
const PRODUCT_A1 = 1;
const PRODUCT_A2 = 2;
const PRODUCT_B = 3;

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

async function insertOrder(id: string, paidAt: string, currency: string, lines: OrderLine[], status = 'paid') {
  await insertArtistOrder(await shop.db(), { id, paidAt, currency, lines, status });
}

beforeAll(async () => {
  const artist = await createArtistShopWithProvider();
  ({ shop, provider, dispose } = artist);
  tokenA = await artist.token('artist-1');
  tokenB = await artist.token('artist-2');
  tokenOfNoArtist = await artist.token('shopper-7');
  const db = await shop.db();
  await db.batch([
    db.prepare('UPDATE products SET artist_id = 1 WHERE id IN (?, ?)').bind(PRODUCT_A1, PRODUCT_A2),
    db.prepare('UPDATE products SET artist_id = 2 WHERE id = ?').bind(PRODUCT_B),
  ]);
  await insertOrder('o1', '2024-03-05T10:00:00.000Z', 'SEK', [
    { product: PRODUCT_A1, quantity: 2, price: 250 },
    { product: PRODUCT_B, quantity: 1, price: 500 },
  ]);
  await insertOrder('o2', '2024-03-05T15:00:00.000Z', 'SEK', [{ product: PRODUCT_A2, quantity: 1, price: 125, discount: 25 }]);
  await insertOrder('o3', '2024-04-10T09:00:00.000Z', 'EUR', [{ product: PRODUCT_A1, quantity: 1, price: 12, vat: 20 }]);
  await insertOrder('o4', '2024-03-06T09:00:00.000Z', 'SEK', [{ product: PRODUCT_A1, quantity: 5, price: 250 }], 'cancelled');
  await insertOrder('o5', new Date().toISOString(), 'SEK', [
    { product: PRODUCT_A2, quantity: 3, price: 125 },
    { product: PRODUCT_B, quantity: 4, price: 100 },
  ]);
});
afterAll(() => dispose?.());

async function get(token: string, path: string) {
  const response = await shop.call(path, { locale: 'sv', headers: { authorization: `Bearer ${token}` } });
  return { status: response.status, headers: response.headers, text: await response.text() };
}
const json = async (token: string, path: string) => JSON.parse((await get(token, path)).text) as Json;

describe('sales', () => {
  it('by day: only paid lines of the caller’s products, every day of the period listed', async () => {
    const sales = await json(tokenA, '/api/my/sales?group=day&from=2024-03-01&to=2024-03-31');
    expect(sales).toMatchObject({ currency: 'SEK', group: 'day', from: '2024-03-01', to: '2024-03-31' });
    expect(sales.rows).toHaveLength(31);
    expect(sales.rows.find((row: Json) => row.key === '2024-03-05')).toEqual({
      key: '2024-03-05',
      label: '2024-03-05',
      orders: 2,
      pieces: 3,
      revenue: 480, // (2 × 250) / 1.25 + (125 − 25) / 1.25
      earnings: 144,
    });
    expect(sales.rows.find((row: Json) => row.key === '2024-03-06').orders).toBe(0); // cancelled
    expect(sales.totals).toEqual({ orders: 2, pieces: 3, revenue: 480, earnings: 144 });
  });

  it('by month and by poster, other currencies converted', async () => {
    const months = await json(tokenA, '/api/my/sales?group=month&from=2024-03-01&to=2024-04-30');
    expect(months.rows.map((row: Json) => [row.key, row.revenue])).toEqual([
      ['2024-03', 480],
      ['2024-04', 105.26], // 12 € / 1.20 = 10 € at 0.095 € per krona
    ]);
    const posters = await json(tokenA, '/api/my/sales?group=poster&from=2024-01-01&to=2024-12-31');
    expect(posters.rows.map((row: Json) => [row.key, row.pieces, row.revenue])).toEqual([
      [String(PRODUCT_A1), 3, 505.26],
      [String(PRODUCT_A2), 1, 80],
    ]);
  });

  it('another artist sees only their own', async () => {
    const sales = await json(tokenB, '/api/my/sales?group=poster&from=2024-01-01&to=2024-12-31');
    expect(sales.rows).toEqual([expect.objectContaining({ key: String(PRODUCT_B), pieces: 1, revenue: 400 })]);
  });

  it('as CSV', async () => {
    const answer = await get(tokenA, '/api/my/sales.csv?group=month&from=2024-03-01&to=2024-04-30');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(answer.headers.get('content-disposition')).toBe('attachment; filename="sales-month-2024-03-01-2024-04-30.csv"');
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    expect(answer.text.split('\r\n')).toEqual([
      'key,label,orders,pieces,revenue,earnings,currency',
      '2024-03,2024-03,2,3,480.00,144.00,SEK',
      '2024-04,2024-04,1,1,105.26,31.58,SEK',
      'total,total,3,4,585.26,175.58,SEK',
      '',
    ]);
  });

  it.each(['from=2024-02-30', 'from=yesterday', 'from=2024-05-01&to=2024-04-01', 'from=2020-01-01&to=2024-01-01', 'group=week'])(
    'a bad period (%s) is 400',
    async (query) => {
      expect((await get(tokenA, `/api/my/sales?${query}`)).status).toBe(400);
    },
  );
});

describe('dashboard', () => {
  it('this month, best sellers, recent orders and the payout, of the caller’s posters only', async () => {
    const dashboard = await json(tokenA, '/api/my/dashboard');
    expect(dashboard).toMatchObject({ currency: 'SEK', artist_share: 0.3, month: { orders: 1, pieces: 3, revenue: 300, earnings: 90 } });
    expect(dashboard.best_sellers[0]).toMatchObject({ product_id: PRODUCT_A2, pieces: 3 });
    expect(dashboard.recent_orders[0]).toMatchObject({ pieces: 3, revenue: 300, lines: [{ product_id: PRODUCT_A2, quantity: 3 }] });
    expect(JSON.stringify(dashboard)).not.toContain(`"product_id":${PRODUCT_B}`);
    expect(dashboard.payout).toMatchObject({
      status: expect.stringMatching(/^(scheduled|nothing_due)$/),
      next_date: expect.stringMatching(/-15$/),
    });
    const other = await json(tokenB, '/api/my/dashboard');
    expect(other.month).toMatchObject({ orders: 1, pieces: 4, revenue: 320 });
  });
});

/** A statement of `db` (the shop's D1 through its gateway) that notes each call it makes to D1 in `trips`. */
type GatewayStatement = D1PreparedStatement & { sql: string; params: unknown[] };
function countedStatement(statement: GatewayStatement, trips: string[]): GatewayStatement {
  const noted =
    (name: 'first' | 'all' | 'run' | 'raw') =>
    (...args: unknown[]) => {
      trips.push(name);
      return (statement[name] as (...args: unknown[]) => unknown)(...args);
    };
  return {
    ...statement,
    bind: (...values: unknown[]) => countedStatement(statement.bind(...values) as GatewayStatement, trips),
    first: noted('first'),
    all: noted('all'),
    run: noted('run'),
    raw: noted('raw'),
  } as GatewayStatement;
}

describe('the overview’s D1 reads (issue 27)', () => {
  it('the artist’s lookup and the sales lines go to D1 together, in one batch, and answer as the Worker does', async () => {
    const db = await shop.db();
    const trips: string[] = [];
    const counted = {
      prepare: (sql: string) => countedStatement(db.prepare(sql) as GatewayStatement, trips),
      batch: (statements: D1PreparedStatement[]) => {
        trips.push(`batch of ${statements.length}`);
        return db.batch(statements);
      },
    };
    // The commerce app itself in Node, on the shop's D1, trusting the test's provider.
    const env = { DB: counted, OIDC_ISSUER: provider.issuer, OIDC_AUDIENCE: AUDIENCE } as unknown as CommerceBindings;
    const response = await commerceApp.request(
      '/api/my/dashboard?locale=sv&sid=1',
      { headers: { authorization: `Bearer ${tokenA}` } },
      env,
    );
    expect(response.status).toBe(200);
    expect(trips).toEqual(['batch of 2']);
    expect(await response.json()).toEqual(await json(tokenA, '/api/my/dashboard'));
  });

  it('an account that is no artist’s is still 403 on the overview, with nothing of anyone’s sales', async () => {
    const refused = await get(tokenOfNoArtist, '/api/my/dashboard');
    expect(refused.status).toBe(403);
    expect(refused.headers.get('cache-control')).toBe('private, no-store');
    expect(JSON.parse(refused.text)).toEqual({ error: 'This account is not an artist’s' });
  });
});

describe('refunded orders (docs/operations.md “Refunds and the artists’ payouts”)', () => {
  /** Writes what the operator's refunds leave on an order: the units refunded per line and the money given back. */
  async function refund(
    id: string,
    { paid, refunded, forLines, units = [] }: { paid: number; refunded: number; forLines: number; units?: number[] },
  ) {
    const db = await shop.db();
    await db.batch([
      db.prepare('UPDATE orders SET total = ?, refunded_payment = ?, refunded_lines = ? WHERE id = ?').bind(paid, refunded, forLines, id),
      ...units.map((quantity, position) =>
        db.prepare('UPDATE order_lines SET refunded_quantity = ? WHERE order_id = ? AND position = ?').bind(quantity, id, position),
      ),
    ]);
  }

  beforeAll(async () => {
    // r1: 2 × A1 at 250 and A2 at 125, shipping 49 (674 paid); one A1 refunded as a line (250), then 42.40 as an amount.
    await insertOrder('r1', '2023-06-10T10:00:00.000Z', 'SEK', [
      { product: PRODUCT_A1, quantity: 2, price: 250 },
      { product: PRODUCT_A2, quantity: 1, price: 125 },
    ]);
    await refund('r1', { paid: 674, refunded: 292.4, forLines: 250, units: [1, 0] });
    // r2: its one line refunded: no sale.
    await insertOrder('r2', '2023-06-11T10:00:00.000Z', 'SEK', [{ product: PRODUCT_A1, quantity: 1, price: 250 }]);
    await refund('r2', { paid: 250, refunded: 250, forLines: 250, units: [1] });
    // r3: refunded in full as an amount: nothing kept, no sale.
    await insertOrder('r3', '2023-06-12T10:00:00.000Z', 'SEK', [{ product: PRODUCT_A2, quantity: 1, price: 125 }]);
    await refund('r3', { paid: 125, refunded: 125, forLines: 0 });
  });

  it('count what was kept: refunded units are no sale, an amount refund takes the same share off every kept line', async () => {
    const june = await json(tokenA, '/api/my/sales?group=poster&from=2023-06-01&to=2023-06-30');
    // r1 keeps 424 of 674 after its line refund; 42.40 of that is refunded: every kept line keeps 90 %.
    expect(june.rows.map((row: Json) => [row.key, row.orders, row.pieces, row.revenue])).toEqual([
      [String(PRODUCT_A1), 1, 1, 180], // 250 / 1.25 × 0.9
      [String(PRODUCT_A2), 1, 1, 90], // 125 / 1.25 × 0.9
    ]);
    expect(june.totals).toEqual({ orders: 1, pieces: 2, revenue: 270, earnings: 81 });
  });
});
