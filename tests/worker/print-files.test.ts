import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeValues } from '../../shared/custom-poster/designs';
import { sampleStarMap, sampleTypography } from '../../shared/custom-poster/samples';
import { insertOrder } from '../../scripts/lib/shop.mjs';
import { PNG_SIGNATURE, pngSize } from '../fixtures/images';
import { createTestShop, type TestShop } from './harness';
import { operatorToken } from './ops-token';

/**
 * Print files (docs/designers.md "Print files"; issue 22, "Renders"): a custom poster is
 * drawn at print size only for a line of a paid order, by an operator
 * (GET /__ops/orders/{id}/lines/{n}/print.png with an operator token), never by the public
 * render route; the drawing streams a band at a time. The public route's thumbnails are in
 * render-custom-poster.test.ts.
 */
let shop: TestShop;

/** A poster variation of each size the lines need. */
const skus: Record<string, string> = {};

/** An order of lines on sizes (skus found in the seed) with their metadata. */
const order = (id: string, status: 'paid' | 'pending_payment', lines: { size: string; metadata: unknown }[]) =>
  insertOrder(shop.mf, { id, status, lines: lines.map(({ size, metadata }) => ({ sku: skus[size]!, metadata })) });

beforeAll(async () => {
  shop = await createTestShop({ seedProducts: 60 });
  const db = await shop.commerceDb();
  for (const size of ['50x70', '21x30']) {
    const row = await db.prepare('SELECT sku FROM variations WHERE size_code = ? LIMIT 1').bind(size).first<{ sku: string }>();
    if (row) skus[size] = row.sku;
  }
  await order('print-paid-1', 'paid', [
    { size: '50x70', metadata: { template: { values: encodeValues(sampleTypography) } } },
    { size: '50x70', metadata: { template: { values: encodeValues(sampleStarMap) } } },
    { size: '21x30', metadata: { template: { values: encodeValues(sampleTypography) } } },
    { size: '50x70', metadata: { photo: { key: 'photos/1b4e28ba-2fa1-41d2-883f-0016d3cca427.jpg' } } },
    { size: '50x70', metadata: { template: { values: { ...encodeValues(sampleTypography), foreground: 'red' } } } },
  ]);
  await order('print-unpaid-1', 'pending_payment', [{ size: '50x70', metadata: { template: { values: encodeValues(sampleTypography) } } }]);
});
afterAll(async () => {
  await shop?.dispose();
});

const printPath = (order: string, line: number) => `/__ops/orders/${order}/lines/${line}/print.png`;
async function print(order: string, line: number, headers?: Record<string, string>) {
  return shop.get('en', printPath(order, line), {
    headers: headers ?? { authorization: `Bearer ${await operatorToken({ sub: 'print-shop' })}` },
  });
}

describe("a paid order's custom poster line", () => {
  // Moved from render-custom-poster.test.ts, where the public route drew print sizes.
  it.each([
    ['typography', 2953, 4134, 0],
    ['star-map', 2953, 4134, 1],
  ] as const)('draws %s as a print PNG of %i x %i pixels (50x70 cm)', async (template, width, height, line) => {
    const response = await print('print-paid-1', line);
    expect(
      response.status,
      await response
        .clone()
        .text()
        .catch(() => ''),
    ).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="order-print-paid-1-line-${line}-${template}-50x70.png"`,
    );
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 8)]).toEqual(PNG_SIGNATURE);
    expect(pngSize(bytes)).toEqual({ width, height });
    expect(response.headers.get('x-print-pixels')).toBe(`${width}x${height}`);
  });

  it('draws other sheets at their own size (21x30 cm at 150 dpi)', async () => {
    const response = await print('print-paid-1', 2);
    expect(pngSize(new Uint8Array(await response.arrayBuffer()))).toEqual({ width: 1241, height: 1772 });
  });
});

describe('what is refused, with a JSON error and never stored', () => {
  it.each([
    ['an order that is not paid', 'print-unpaid-1', 0, 409, /not paid/],
    ['an order that does not exist', 'print-nobody-1', 0, 404, /No such order/],
    ['a line the order does not have', 'print-paid-1', 9, 404, /has no line 9/],
    ['a photo poster line (printed from its photo)', 'print-paid-1', 3, 409, /GET \/api\/photos\/photos\/1b4e28ba/],
    ['a design that cannot be drawn', 'print-paid-1', 4, 409, /foreground must be a colour/],
  ] as const)('%s', async (_what, order, line, status, message) => {
    const response = await print(order, line);
    expect(response.status).toBe(status);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(((await response.json()) as { error: string }).error).toMatch(message);
  });

  it('anyone without an operator token: 401', async () => {
    const response = await print('print-paid-1', 0, {});
    expect(response.status).toBe(401);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    await response.text();
    const forged = await print('print-paid-1', 0, { authorization: 'Bearer not-a-token' });
    expect(forged.status).toBe(401);
    await forged.text();
  });
});
