import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMERCE, LOCAL_CATALOG_WEBHOOK_SECRET, LOCAL_OPS_TOKEN } from '../../scripts/lib/shop.mjs';
import { PATH_WORDS } from '../../locales/paths';
import { LOCALE_CODES, LOCALES, type LocaleCode } from '../../shared/locales';
import { formatMoney } from '../../shared/money';
import { signatureHeader } from '../../shared/http/signature';
import { SECOND_PURGE_MS } from '../../worker/cache/purge';
import { createTestShop, type TestShop } from './harness';

/**
 * Refresh on change (docs/operations.md): pages and catalog answers carry cache tags; a
 * change in the embedded commerce API (the operator's PATCH /api/ops/products/{id}) is
 * posted, signed, to the storefront's /__hooks/catalog, which purges every page and answer
 * showing the product on every domain, and nothing else.
 */
let shop: TestShop;

interface Summary {
  id: number;
  slug: string;
  variations: { sku: string; prices: { n: { q: number; p: number }[]; c?: unknown[] } }[];
}

/** Every language's domain. */
const DOMAINS: readonly LocaleCode[] = LOCALE_CODES;
const NEW_PRICES = { SEK: 7345, DKK: 5345, GBP: 545, EUR: 645 } as const;

beforeAll(async () => {
  shop = await createTestShop({ seedProducts: 60 });
});
afterAll(async () => {
  await shop?.dispose();
});

async function json<T>(response: Response): Promise<T> {
  expect(response.status).toBe(200);
  return (await response.json()) as T;
}

/**
 * Two posters without a campaign running: the one changed, and one whose page does not show
 * it (a page listing the changed poster among its related products is refreshed too).
 */
async function pickPosters(): Promise<[Summary, Summary]> {
  const list = await json<{ products: Summary[] }>(await shop.get('en', '/api/products?per_page=40&type=1'));
  const plain = list.products.filter((product) => product.variations.every((variation) => !variation.prices.c?.length));
  const [changed, ...others] = plain;
  for (const other of others) {
    const detail = await json<{ related: { id: number }[]; parts?: { id: number }[] }>(await shop.get('en', `/api/products/${other.slug}`));
    if (![...detail.related, ...(detail.parts ?? [])].some((shown) => shown.id === changed!.id)) return [changed!, other];
  }
  throw new Error('every poster shows the first one');
}

async function slugsOf(id: number): Promise<Record<string, string>> {
  const list = await json<{ products: { slug: string }[] }>(await shop.get('en', `/api/products?ids=${id}`));
  const detail = await json<{ slugs: Record<string, string> }>(await shop.get('en', `/api/products/${list.products[0]!.slug}`));
  return detail.slugs;
}

async function page(code: LocaleCode, slug: string) {
  const response = await shop.get(code, `/${PATH_WORDS[code].product}/${slug}`);
  return { state: response.headers.get('x-edge-cache'), html: await response.text(), status: response.status };
}

async function signed(body: string, secret = LOCAL_CATALOG_WEBHOOK_SECRET, at = new Date()) {
  return shop.get('en', '/__hooks/catalog', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'artlane-signature': await signatureHeader(secret, body, at) },
    body,
  });
}

describe('a price change', () => {
  it('reaches the product page on all 19 domains at once; other pages stay cached', async () => {
    const [changed, untouched] = await pickPosters();
    const slugs = await slugsOf(changed.id);
    const otherSlugs = await slugsOf(untouched.id);
    for (const code of DOMAINS) {
      await page(code, slugs[code]!);
      expect((await page(code, slugs[code]!)).state).toBe('HIT');
      await page(code, otherSlugs[code]!);
      expect((await page(code, otherSlugs[code]!)).state).toBe('HIT');
    }
    const commerce = await shop.mf.getWorker(COMMERCE);
    const patch = await commerce.fetch(`http://commerce.internal/api/ops/products/${changed.id}?locale=en&sid=5`, {
      method: 'PATCH',
      headers: { authorization: `Bearer ${LOCAL_OPS_TOKEN}`, 'content-type': 'application/json' },
      body: JSON.stringify({ variations: changed.variations.map((variation) => ({ sku: variation.sku, prices: NEW_PRICES })) }),
    });
    const answer = (await patch.json()) as { change: { reason: string; tags: string[] } };
    expect(patch.status).toBe(200);
    expect(answer.change.reason).toBe('price');
    expect(answer.change.tags).toContain(`product:${changed.id}`);

    // The webhook is posted after the answer (waitUntil): the next page shows the new price within 2 s.
    for (const code of DOMAINS) {
      const expected = formatMoney(NEW_PRICES[LOCALES[code].currency as keyof typeof NEW_PRICES], LOCALES[code]);
      let seen = await page(code, slugs[code]!);
      for (const deadline = Date.now() + 2_000; !seen.html.includes(expected) && Date.now() < deadline;) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        seen = await page(code, slugs[code]!);
      }
      expect(seen.status).toBe(200);
      expect(seen.html, `${code} shows ${expected}`).toContain(expected);
      expect(seen.state).toBe('MISS');
      // The API answer under the page was dropped too, not only the page.
      const detail = await json<{ variations: { prices: { n: { q: number; p: number }[] } }[] }>(
        await shop.get(code, `/api/products/${slugs[code]}`),
      );
      expect(detail.variations[0]!.prices.n.find((tier) => tier.q === 1)?.p).toBe(
        NEW_PRICES[LOCALES[code].currency as keyof typeof NEW_PRICES],
      );
      // The other product's page was not purged.
      expect((await page(code, otherSlugs[code]!)).state).toBe('HIT');
    }
    const delivered = await shop
      .commerceDb()
      .then((db) => db.prepare('SELECT delivered_at, attempts, last_error FROM catalog_changes ORDER BY created_at DESC LIMIT 1').first());
    expect(delivered).toMatchObject({ attempts: 1, last_error: null });
    expect(delivered?.delivered_at).toEqual(expect.any(String));
    // The storefront purges once more SECOND_PURGE_MS later (worker/cache/purge.ts): let it pass before the next test.
    await new Promise((resolve) => setTimeout(resolve, SECOND_PURGE_MS + 300));
  });

  it('reaches the related products a product page fetches (their fragment), which read the same product detail', async () => {
    const list = await json<{ products: Summary[] }>(await shop.get('en', '/api/products?per_page=40&type=1'));
    let host: Summary | undefined;
    let changed: Summary | undefined;
    for (const candidate of list.products) {
      const detail = await json<{ related: Summary[] }>(await shop.get('en', `/api/products/${candidate.slug}`));
      changed = detail.related.slice(0, 4).find((shown) => shown.variations.every((variation) => !variation.prices.c?.length));
      if (changed) {
        host = candidate;
        break;
      }
    }
    expect(changed, 'a poster whose related products show one without a campaign').toBeDefined();
    const prices = { SEK: 7123, DKK: 5123, GBP: 523, EUR: 623 };
    const expected = formatMoney(prices.GBP, LOCALES.en);
    const fragment = async () => {
      const answer = await shop.get('en', `/fragments/related/${host!.slug}`);
      return { state: answer.headers.get('x-edge-cache'), html: await answer.text() };
    };
    await fragment();
    const before = await fragment();
    expect(before.state).toBe('HIT');
    expect(before.html).toContain(`/product/${changed!.slug}`);
    expect(before.html).not.toContain(expected);
    const commerce = await shop.mf.getWorker(COMMERCE);
    const patch = await commerce.fetch(`http://commerce.internal/api/ops/products/${changed!.id}?locale=en&sid=5`, {
      method: 'PATCH',
      headers: { authorization: `Bearer ${LOCAL_OPS_TOKEN}`, 'content-type': 'application/json' },
      body: JSON.stringify({ variations: changed!.variations.map((variation) => ({ sku: variation.sku, prices })) }),
    });
    expect(patch.status).toBe(200);
    let seen = await fragment();
    for (const deadline = Date.now() + 2_000; !seen.html.includes(expected) && Date.now() < deadline;) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      seen = await fragment();
    }
    expect(seen.html, `the fragment shows ${expected}`).toContain(expected);
    await new Promise((resolve) => setTimeout(resolve, SECOND_PURGE_MS + 300));
  });

  it('refuses bad change bodies with a message, and changes nothing', async () => {
    const [changed] = await pickPosters();
    const commerce = await shop.mf.getWorker(COMMERCE);
    const send = (body: unknown, token = LOCAL_OPS_TOKEN) =>
      commerce.fetch(`http://commerce.internal/api/ops/products/${changed.id}?locale=en&sid=5`, {
        method: 'PATCH',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    expect((await send({ variations: [] }, 'wrong')).status).toBe(401);
    const cases: [unknown, number, RegExp][] = [
      [{}, 422, /must change a variation or a text/],
      [{ variations: [{ sku: 'NOPE', prices: { SEK: 10 } }] }, 422, /not a variation of product/],
      [{ variations: [{ sku: changed.variations[0]!.sku, prices: { SEK: -1 } }] }, 422, /SEK/],
      [{ variations: [{ sku: changed.variations[0]!.sku, stock_status: 'gone' }] }, 422, /stock_status/],
      [{ texts: { xx: { name: 'A' } } }, 422, /xx/],
    ];
    for (const [body, status, message] of cases) {
      const response = await send(body);
      expect(response.status, JSON.stringify(body)).toBe(status);
      expect(((await response.json()) as { error: string }).error).toMatch(message);
    }
    const missing = await commerce.fetch(`http://commerce.internal/api/ops/products/999999?locale=en&sid=5`, {
      method: 'PATCH',
      headers: { authorization: `Bearer ${LOCAL_OPS_TOKEN}`, 'content-type': 'application/json' },
      body: JSON.stringify({ texts: { en: { name: 'X' } } }),
    });
    expect(missing.status).toBe(404);
  });
});

describe('the catalog webhook', () => {
  it('refuses unsigned, wrongly signed, old and malformed deliveries', async () => {
    const body = JSON.stringify({ id: 'test-1', reason: 'price', tags: ['product:1'] });
    const unsigned = await shop.get('en', '/__hooks/catalog', { method: 'POST', body, headers: { 'content-type': 'application/json' } });
    expect(unsigned.status).toBe(401);
    expect(((await unsigned.json()) as { error: string }).error).toMatch(/Artlane-Signature/);
    expect((await signed(body, 'another-secret')).status).toBe(401);
    expect((await signed(body, undefined, new Date(Date.now() - 10 * 60_000))).status).toBe(401);
    const notJson = await signed('{nope');
    expect(notJson.status).toBe(400);
    const badTag = await signed(JSON.stringify({ id: 'test-2', reason: 'price', tags: ['<script>'] }));
    expect(badTag.status).toBe(422);
    expect(((await badTag.json()) as { error: string }).error).toMatch(/cache tag/);
    const tooBig = await signed(JSON.stringify({ id: 'test-3', reason: 'x', tags: ['listing'], pad: 'x'.repeat(20_000) }));
    expect(tooBig.status).toBe(413);
    const good = await signed(body);
    expect(good.status).toBe(200);
    expect(good.headers.get('cache-control')).toBe('private, no-store');
    expect(await good.json()).toMatchObject({ id: 'test-1', purged: ['product:1'], edge: 'local', problems: [] });
  });

  it('purges a category list when a tag names it, and leaves another category cached', async () => {
    const categories = await json<{ id: number; uri: string; has_products?: boolean; children: unknown[] }[]>(
      await shop.get('en', '/api/product-categories'),
    );
    const [first, second] = categories.filter((category) => category.has_products !== false);
    for (const category of [first!, second!]) {
      await shop.get('en', category.uri).then((response) => response.text());
      expect((await shop.get('en', category.uri)).headers.get('x-edge-cache')).toBe('HIT');
    }
    expect((await signed(JSON.stringify({ id: 'test-4', reason: 'poster-live', tags: [`category:${first!.id}`] }))).status).toBe(200);
    expect((await shop.get('en', first!.uri)).headers.get('x-edge-cache')).toBe('MISS');
    expect((await shop.get('en', second!.uri)).headers.get('x-edge-cache')).toBe('HIT');
  });
});

describe('a change the storefront did not take at once', () => {
  it('is posted again by the commerce API’s cron, and then purged', async () => {
    const categories = await json<{ id: number; uri: string; has_products?: boolean }[]>(await shop.get('en', '/api/product-categories'));
    const category = categories.filter((candidate) => candidate.has_products !== false)[2]!;
    await shop.get('en', category.uri).then((response) => response.text());
    expect((await shop.get('en', category.uri)).headers.get('x-edge-cache')).toBe('HIT');
    // As the webhook leaves it when the storefront was away: recorded, tried once, not delivered.
    const db = await shop.commerceDb();
    const createdAt = new Date(Date.now() - 5 * 60_000).toISOString();
    await db
      .prepare(
        "INSERT INTO catalog_changes (id, reason, tags, created_at, attempts, last_error) VALUES ('retry-1', 'stock', ?, ?, 1, '503')",
      )
      .bind(JSON.stringify([`category:${category.id}`]), createdAt)
      .run();
    const commerce = await shop.mf.getWorker(COMMERCE);
    const result = await commerce.scheduled({ cron: '* * * * *', scheduledTime: new Date() });
    expect(result.outcome).toBe('ok');
    expect(
      await db
        .prepare("SELECT attempts, last_error, delivered_at IS NOT NULL AS delivered FROM catalog_changes WHERE id = 'retry-1'")
        .first(),
    ).toEqual({
      attempts: 2,
      last_error: null,
      delivered: 1,
    });
    expect((await shop.get('en', category.uri)).headers.get('x-edge-cache')).toBe('MISS');
  });
});
