import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PATH_WORDS } from '../../locales/paths';
import { STRINGS } from '../../locales';
import { LOCALE_CODES, LOCALES } from '../../shared/locales';
import { designerPath, designerPathWithPoster } from '../../shared/routes';
import { alternatesOf, canonicalOf, firstProduct, islandProps, linksOf } from './browse-helpers';
import { createTestShop, type TestShop } from './harness';

/**
 * The gallery-wall designer's page (issue 14, docs/wall-designer.md): one word per
 * language, linked from the navigation and from poster, frame and gallery-wall pages.
 */
let shop: TestShop;

beforeAll(async () => {
  shop = await createTestShop({ seedProducts: 800 });
});

afterAll(async () => {
  await shop?.dispose();
});

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/'/g, '&#x27;').replace(/"/g, '&quot;');

describe('the designer page', () => {
  it.each(LOCALE_CODES)('answers in %s under its own word, in its language', async (code) => {
    const response = await shop.get(code, designerPath(code));
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain(`<html lang="${code}"`);
    expect(html).toContain(`<title>${escapeHtml(STRINGS[code].designer.title)}`);
    expect(html).toContain(`data-island="WallDesigner"`);
    // The server renders the intro: the page works before any script runs.
    expect(html).toContain(escapeHtml(STRINGS[code].designer.intro.start));
    expect(islandProps<{ money: { currency: string } }>(html, 'WallDesigner')?.money.currency).toBe(LOCALES[code].currency);
  });

  it('names its page in every language (hreflang) and itself as canonical', async () => {
    const html = await (await shop.get('de', '/bilderwand')).text();
    expect(canonicalOf(html)).toMatch(/^http:\/\/de\.localhost(:\d+)?\/bilderwand$/);
    const alternates = [...alternatesOf(html).values()];
    for (const code of LOCALE_CODES) expect(alternates.some((url) => url.endsWith(`/${PATH_WORDS[code].designer}`))).toBe(true);
  });

  it("under any other language's word, leads every domain to its own page with the link's wall and poster (a link shared across domains)", async () => {
    const query = '?wall=1.WyJvZmZpY2Utd2hpdGUiXQ&poster=12&utm_source=mail';
    const wrong: string[] = [];
    for (const host of LOCALE_CODES) {
      for (const other of LOCALE_CODES.filter((code) => code !== host)) {
        const response = await shop.get(host, `${designerPath(other)}${query}`, { redirect: 'manual' });
        const location = response.headers.get('location');
        if (response.status !== 301 || location !== `${designerPath(host)}${query}`) {
          wrong.push(`${host} ${designerPath(other)}: ${response.status} ${location}`);
        }
        // Nothing personal in it, and not kept by a shared cache as a page.
        expect(response.headers.get('set-cookie')).toBeNull();
      }
    }
    expect(wrong).toEqual([]);
    // And that page opens: the same island as under its own word.
    const followed = await shop.get('de', `/gallery-wall${query}`);
    expect(followed.status).toBe(200);
    expect(await followed.text()).toContain('data-island="WallDesigner"');
  });

  it('a word with more to it is no designer word: not sent to the designer', async () => {
    for (const path of ['/bilderwand-x', '/bilderwand/extra', '/xbilderwand', '/prints/gallery-wall', '/gallery-wall-art']) {
      const response = await shop.get('en', path, { redirect: 'manual' });
      expect(response.headers.get('location'), path).toBeNull();
      expect(await response.text(), path).not.toContain('data-island="WallDesigner"');
    }
  });

  it('is one page for every shopper: the shared wall and poster parameters do not change it', async () => {
    const plain = await (await shop.get('en', '/gallery-wall')).text();
    const shared = await (await shop.get('en', '/gallery-wall?wall=1.abc&poster=12')).text();
    const island = (html: string) => /<div data-island="WallDesigner"[\s\S]*?<\/section>/.exec(html)?.[0];
    expect(island(shared)).toBe(island(plain));
  });
});

describe('links to the designer', () => {
  it.each(['sv', 'en', 'de', 'fr'] as const)('%s: the navigation and the mobile menu link it', async (code) => {
    const html = await (await shop.get(code, '/')).text();
    const count = linksOf(html).filter((href) => href === designerPath(code)).length;
    expect(count).toBeGreaterThanOrEqual(2);
    expect(html).toContain(escapeHtml(STRINGS[code].designer.nav));
  });

  it('a poster page opens the designer with the poster in the first slot', async () => {
    const poster = await firstProduct(shop, 'en', 'template_id=2&type=2');
    const html = await (await shop.get('en', `/product/${poster.slug}`)).text();
    expect(linksOf(html)).toContain(designerPathWithPoster('en', poster.id));
    expect(html).toContain(STRINGS.en.designer.try_on_wall);
  });

  it.each([
    ['a frame', 'template_id=6&type=2'],
    ['a gallery wall', 'template_id=3&type=5'],
  ])('%s page links the designer', async (_name, query) => {
    const product = await firstProduct(shop, 'de', query);
    const html = await (await shop.get('de', `/produkt/${product.slug}`)).text();
    expect(linksOf(html)).toContain('/bilderwand');
  });
});
