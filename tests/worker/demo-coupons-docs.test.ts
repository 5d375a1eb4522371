import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, type TestShop } from './harness';

/**
 * The demo coupons as README.md and docs/cart.md tell a shopper or developer to try them
 * (issue 22): each code they name does what they say against the embedded API, and the
 * staff coupon, which works only by a secret made in each database (migration 0009), is
 * described by how to get that secret, never by a name that does nothing.
 */
let shop: TestShop;
let db: D1Database;

beforeAll(async () => {
  shop = await createTestShop({ seedProducts: 200 });
  db = (await shop.commerceDb()) as unknown as D1Database;
});
afterAll(async () => {
  await shop?.dispose();
});

const read = (path: string) => readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8');
/** `CODE-1` spans: what a reader copies and types. */
const codesIn = (text: string) => [...text.matchAll(/`([A-Z0-9]+(?:-[A-Z0-9]+)+|[A-Z]+[0-9]+)`/g)].map((match) => match[1]!);

/** The rows of docs/cart.md's "Try it: demo coupons" table: code and what the row says of it. */
function cartDocRows(): { code: string; rule: string }[] {
  const section = /## Try it: demo coupons([\s\S]*?)\n## /.exec(read('docs/cart.md'))?.[1] ?? '';
  return section
    .split('\n')
    .filter((line) => /^\|\s*`/.test(line))
    .map((line) => {
      const cells = line.split('|').map((cell) => cell.trim());
      return { code: /`([^`]+)`/.exec(cells[1] ?? '')?.[1] ?? '', rule: cells[3] ?? '' };
    });
}

/** The codes README.md lists beside docs/cart.md ("the demo coupons (…)"). */
function readmeCodes(): string[] {
  const list = /\*\*demo coupons\*\*\s*\(([^)]*)\)/.exec(read('README.md'))?.[1] ?? '';
  return codesIn(list);
}

async function confirmed(code: string): Promise<boolean> {
  const response = await shop.get('sv', '/api/sync-coupons', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': '192.0.2.90' },
    body: JSON.stringify({ coupons: [code], cart_contents: [] }),
  });
  expect(response.status).toBe(200);
  const answer = (await response.json()) as { code: string }[];
  return answer.some((coupon) => coupon.code.toUpperCase() === code.toUpperCase());
}

describe('the demo coupons the docs name', () => {
  it('docs/cart.md: every code in its table is confirmed by the API, except the one it says is always rejected', async () => {
    const rows = cartDocRows();
    expect(rows.length).toBeGreaterThanOrEqual(6);
    const wrong: string[] = [];
    for (const { code, rule } of rows) {
      const isRejected = /\brejected\b/.test(rule);
      if ((await confirmed(code)) === isRejected) wrong.push(`${code}: the table says "${rule}"`);
    }
    expect(wrong).toEqual([]);
  });

  it('README.md: every code it lists works', async () => {
    const codes = readmeCodes();
    expect(codes.length).toBeGreaterThanOrEqual(5);
    const wrong: string[] = [];
    for (const code of codes) if (!(await confirmed(code))) wrong.push(code);
    expect(wrong).toEqual([]);
  });

  it('both say where the staff code is (npm start prints it and writes .state/<PORT>/staff-coupon-code), and that code works', async () => {
    const { secret } = (await db
      .prepare("SELECT secret FROM internal_coupon_codes WHERE coupon_code = 'STAFF-INTERNAL'")
      .first<{ secret: string }>())!;
    expect(await confirmed(secret)).toBe(true);
    for (const path of ['README.md', 'docs/cart.md']) {
      const text = read(path);
      expect(text, path).toContain('staff-coupon-code');
      expect(text, path).toMatch(/npm start[^.]*prints/);
    }
  });
});
