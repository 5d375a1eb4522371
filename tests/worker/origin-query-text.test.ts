import { fc } from '@fast-check/vitest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, type TestShop } from './harness';

/**
 * Query text of any length and content reaches the embedded API's database only in forms
 * it accepts: every answer is a 200 or a 400, never a 500 (issue 9, defect 6: a LIKE
 * pattern longer than D1's 50 bytes was a 500).
 */
let shop: TestShop;

beforeAll(async () => {
  shop = await createTestShop({ seedProducts: 60 });
});
afterAll(async () => {
  await shop?.dispose();
});

const status = async (path: string) => (await shop.get('en', path)).status;

/** Every text a shopper or a tool could put in a query parameter of the catalog reads. */
const TEXT_PARAMETERS = [
  (text: string) => `/api/artists?query=${text}`,
  (text: string) => `/api/products?query=${text}&nc=1`,
  (text: string) => `/api/products?query=${text}`,
  (text: string) => `/api/products?query=${text}&co=1`,
  (text: string) => `/api/products?tag=${text}&nc=1`,
  (text: string) => `/api/products?artist=${text}&nc=1`,
  (text: string) => `/api/products?size=${text}&nc=1`,
  (text: string) => `/api/products?attr[${text}]=x&nc=1`,
  (text: string) => `/api/products?sort=${text}`,
  (text: string) => `/api/search-triggers?query=${text}`,
  (text: string) => `/api/artists/${text}`,
  (text: string) => `/api/tags/${text}`,
  (text: string) => `/api/products/${text}`,
  (text: string) => `/api/widget-by-slug/${text}`,
];

describe('query text of any length', () => {
  it.each([1, 48, 49, 50, 51, 60, 99, 100, 101, 200, 1000])(
    '%i characters of letters, %, _ and quotes answer 200 or 400',
    async (length) => {
      const texts = [
        'a'.repeat(length),
        '%'.repeat(length),
        '_\\"\'*'.repeat(length).slice(0, length),
        'ö'.repeat(length),
        'berg '.repeat(length).slice(0, length),
      ];
      for (const text of texts) {
        for (const pathOf of TEXT_PARAMETERS) {
          const path = pathOf(encodeURIComponent(text));
          expect([path, await status(path)]).toEqual([
            path,
            expect.toSatisfy((code: number) => code === 200 || code === 400 || code === 404),
          ]);
        }
      }
    },
  );

  it('the artists list finds an artist by a long part of the name', async () => {
    const response = await shop.get('en', '/api/artists?per_page=1');
    const [artist] = ((await response.json()) as { artists: { name: string }[] }).artists;
    const found = await shop.get('en', `/api/artists?query=${encodeURIComponent(artist!.name.toUpperCase())}`);
    expect(found.status).toBe(200);
    expect(((await found.json()) as { artists: { name: string }[] }).artists.map((a) => a.name)).toContain(artist!.name);
    const long = await shop.get('en', `/api/artists?query=${'x'.repeat(60)}`);
    expect(long.status).toBe(200);
    expect(await long.json()).toEqual({ artists: [] });
    // % and _ are plain characters, not wildcards.
    for (const wildcard of ['%25', '_', '%25%25%25'])
      expect(await (await shop.get('en', `/api/artists?query=${wildcard}`)).json()).toEqual({ artists: [] });
  });

  it('generated texts in every parameter never answer 500', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ unit: 'binary', maxLength: 150 }), fc.nat(TEXT_PARAMETERS.length - 1), async (text, index) => {
        const path = TEXT_PARAMETERS[index]!(encodeURIComponent(text));
        expect([path, await status(path)]).toEqual([path, expect.toSatisfy((code: number) => code < 500)]);
      }),
      { numRuns: 300 },
    );
  });
});
