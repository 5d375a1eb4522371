import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { STRINGS } from '../../locales';
import { SHOW_COOKIE_ALERT_SCRIPT } from '../../shared/consent';
import { LOCALE_CODES, LOCALES, type LocaleCode } from '../../shared/locales';
import type { Category } from '../../shared/types';
import { categories, detail, summary } from '../fixtures/catalog';
import { fragmentBody } from './fragment-helpers';
import { operatorToken } from './ops-token';
import { createTestShop, createUpstreamShop, startFakeUpstream, type FakeUpstream, type TestShop } from './harness';

/**
 * The layout of issue 5 against a fake upstream whose widgets and reviews each test
 * sets: selling points, store message, category menus, reviews, newsletter banner,
 * footer columns, payment logos, cookie alert; failures of the optional reads; nothing
 * personal in shared pages.
 */
let upstream: FakeUpstream;
let shop: TestShop;
type Answer = { status?: number; body: unknown };
let widgets: Record<string, Answer> = {};
let reviews: Answer = { body: [] };
let tree: Category[] = categories;
/** The frames list's answer (template_id=6&type=2); null: the same as any product list. */
let frames: Answer | null = null;

const footerColumns = {
  columns: [
    { title: 'Customer service', links: [{ label: 'Gift card balance', url: '/gift-card/balance' }] },
    { title: 'Bad links only', links: [{ label: 'x', url: 'javascript:alert(1)' }] },
  ],
};

function defaults() {
  tree = categories;
  frames = null;
  widgets = {
    'store-message': { body: { content: '<p>Autumn sale: 30% off selected posters</p>', hidden: false } },
    'newsletter-banner': { body: { content: '<h2>Get 10% off</h2><p>New art every week.</p>', hidden: false } },
    'footer-columns': { body: { content: JSON.stringify(footerColumns), hidden: false } },
  };
  reviews = {
    body: [
      { stars: 5, review: 'Lovely print & fast delivery', author: 'Anna' },
      { stars: 4, review: 'Good frame', author: 'Ben' },
    ],
  };
}

beforeAll(async () => {
  upstream = await startFakeUpstream((request) => {
    const path = request.url.pathname;
    if (path === '/api/product-categories') return { body: tree };
    if (isFramesRead(request.url) && frames) return frames;
    if (path === '/api/products') return { headers: { 'x-records': '1' }, body: { products: [summary], categories: [] } };
    if (path === `/api/products/${detail.slug}`) return { body: detail };
    if (path === '/content/site-reviews') return reviews;
    const widget = /^\/api\/widget-by-slug\/(.+)$/.exec(path)?.[1];
    if (widget && widgets[widget]) return widgets[widget];
    return { status: 404, body: { error: 'Not found' } };
  });
  // SHELL_WAIT_MS 1000: the fake answers at once, so the layout's reads are always inline
  // in the shell (with the 10 ms default a busy machine may stream one of them instead,
  // and two renders of the same page would differ in markup, not in content).
  shop = await createUpstreamShop(upstream, { SHELL_WAIT_MS: '1000' });
});

afterAll(async () => {
  await shop?.dispose();
  await upstream?.close();
});

beforeEach(() => {
  defaults();
  upstream.requests.length = 0;
});

function isFramesRead(url: URL): boolean {
  return url.pathname === '/api/products' && url.searchParams.get('template_id') === '6' && url.searchParams.get('type') === '2';
}

/** The cookie alert's section and the script after it, if any. */
const alertOf = (html: string) => /<section class="cookie-alert"[\s\S]*?<\/section>(?:<script[^>]*>[^<]*<\/script>)?/.exec(html)?.[0] ?? '';

const page = async (code: string, path = '/', init?: RequestInit) => {
  const response = await shop.get(code, path, init);
  return { status: response.status, html: await response.text() };
};

describe('header', () => {
  it.each([
    ['en', 'Free delivery over £45'],
    ['sv', 'Fri frakt över 499'],
    ['de', 'Kostenloser Versand ab 49'],
  ])('%s shows the four selling points as a carousel rotating every 3000 ms', async (code, delivery) => {
    const { html } = await page(code);
    const t = STRINGS[code as LocaleCode];
    expect(html).toMatch(
      /<section class="carousel usp-bar" aria-roledescription="[^"]+" aria-label="[^"]+" data-carousel="true" data-interval="3000">/,
    );
    for (const point of [t.usp.quality, t.usp.artists, t.usp.secure]) expect(html).toContain(point);
    expect(html).toContain(delivery);
    expect(html).toContain(`aria-label="${t.carousel.pause}"`);
  });

  it('shows the store message when it is not hidden and longer than 20 characters', async () => {
    expect((await page('en')).html).toContain(
      '<section class="store-message" aria-label="Shop news"><p>Autumn sale: 30% off selected posters</p></section>',
    );
  });

  it('shows a store message of exactly 21 characters', async () => {
    widgets['store-message'] = { body: { content: '<p>123456789012345678901</p>', hidden: false } };
    expect((await page('en')).html).toContain(
      '<section class="store-message" aria-label="Shop news"><p>123456789012345678901</p></section>',
    );
  });

  it.each([
    ['hidden', { content: '<p>Autumn sale: 30% off selected posters</p>', hidden: true }],
    ['20 characters long', { content: '<p>12345678901234567890</p>', hidden: false }],
  ])('leaves the store message out when %s', async (_name, body) => {
    widgets['store-message'] = { body };
    expect((await page('en')).html).not.toContain('class="store-message"');
  });

  it('renders widget HTML as text, never as markup', async () => {
    widgets['store-message'] = { body: { content: '<p>Big sale <img src=x onerror=alert(1)> on all frames!</p>', hidden: false } };
    const { html } = await page('en');
    expect(html).toContain('<p>Big sale on all frames!</p>');
    expect(html).not.toContain('onerror');
  });

  it('has category dropdowns with disclosure buttons, Artists, and the mobile menu tree', async () => {
    const { html } = await page('en');
    expect(html).toContain(
      '<button type="button" class="subnav-toggle" aria-expanded="false" aria-controls="nav-1" data-disclosure="true"><span class="visually-hidden">Subcategories of Posters</span>',
    );
    // Its sub-tree comes with the bar's fragment (below), not with every page.
    expect(html).toContain('<ul id="nav-1" class="dropdown" hidden=""></ul>');
    expect(html).not.toContain('/posters/nature');
    expect(html).toContain('<nav aria-label="Categories" class="category-nav" data-fragment="/fragments/category-menu">');
    expect(html).toContain('<a href="/artists">Artists</a>');
    expect(html).toContain('<dialog id="mobile-menu"');
    expect(html).toContain('class="lang-switcher"');
    // One flag in the page, the current language's on the menu's button: the browser draws the
    // others as the menu is about to open (client/site/mobile-menu.ts showFlags).
    const switcher = /<details class="lang-switcher">[\s\S]*?<\/details>/.exec(html)![0];
    expect(switcher.match(/class="flag"/g)).toHaveLength(1);
    expect(switcher).toMatch(/<summary[^>]*><svg[^>]*class="flag"[^>]*><use href="\/assets\/icons-[A-Z2-7]{8}\.svg#flag-en">/);
    expect(switcher.match(/<a href=/g)).toHaveLength(19);
    // The mobile menu's tree is built in the browser from the bar (its depths and indents:
    // client/site/mobile-menu.test.ts): the dialog holds no category link and no language menu.
    const dialog = /<dialog id="mobile-menu"[\s\S]*?<\/dialog>/.exec(html)![0];
    expect(dialog).toContain('data-toggle-name="Subcategories of {{name}}"');
    expect(dialog).not.toContain('href="/posters');
    expect(dialog).not.toContain('lang-switcher');
    expect(dialog).toContain('<a href="/artists">Artists</a>');
  });

  it("the category bar holds what the mobile menu shows: a menu-only category hidden in the bar, the main menu's own marked", async () => {
    const top = (id: number, name: string, flags: Partial<Category>): Category => ({
      ...categories[0]!,
      id,
      name,
      slug: name.toLowerCase(),
      uri: `/${name.toLowerCase()}`,
      children: [],
      ...flags,
    });
    tree = [
      top(1, 'Both', { show_in_menu: true, show_in_main_menu: true }),
      top(2, 'MenuOnly', { show_in_menu: true, show_in_main_menu: false }),
      top(3, 'BarOnly', { show_in_menu: false, show_in_main_menu: true }),
      top(4, 'Neither', { show_in_menu: false, show_in_main_menu: false }),
    ];
    const { html } = await page('en');
    const bar = /<nav aria-label="Categories" class="category-nav"[^>]*>[\s\S]*?<\/nav>/.exec(html)![0];
    expect(bar).toContain('<li><a href="/both">Both</a></li>');
    expect(bar).toContain('<li class="menu-only"><a href="/menuonly">MenuOnly</a></li>');
    expect(bar).toContain('<li data-bar-only="true"><a href="/baronly">BarOnly</a></li>');
    expect(bar).not.toContain('Neither');
  });

  it("draws the subcategory toggles' chevron in CSS: each toggle holds only its name (issue 27)", async () => {
    const { html } = await page('en');
    const toggles = [...html.matchAll(/<button type="button" class="subnav-toggle"[^>]*>([\s\S]*?)<\/button>/g)].map(([, inner]) => inner);
    // The header's (the mobile menu's are built in the browser: client/site/mobile-menu.test.ts).
    expect(toggles.length).toBeGreaterThanOrEqual(1);
    for (const inner of toggles) expect(inner).toMatch(/^<span class="visually-hidden">Subcategories of [^<]+<\/span>$/);
  });

  it('the category bar’s fragment holds every depth of the tree, for the bar’s dropdowns and the mobile menu to read', async () => {
    const node = (id: number, depth: number, children: Category[] = []): Category => ({
      id,
      parent_id: depth === 0 ? null : id - 1,
      name: `Level ${depth}`,
      slug: `level-${depth}`,
      uri: `/${Array.from({ length: depth + 1 }, (_, i) => `level-${i}`).join('/')}`,
      hierarchy: Array.from({ length: depth + 1 }, (_, i) => `Level ${i}`),
      show_in_menu: true,
      show_in_main_menu: true,
      children,
    });
    tree = [node(1, 0, [node(2, 1, [node(3, 2, [node(4, 3)])])])];
    // Depths and indents of the menu built from it: client/site/mobile-menu.test.ts.
    const { html } = await page('en');
    expect(html).toContain('<ul id="nav-1" class="dropdown" hidden=""></ul>');
    expect(await (await shop.get('en', '/fragments/category-menu')).text()).toBe(
      '<ul id="nav-1"><li><a href="/level-0/level-1">Level 1</a><ul><li><a href="/level-0/level-1/level-2">Level 2</a><ul><li><a href="/level-0/level-1/level-2/level-3">Level 3</a></li></ul></li></ul></li></ul>',
    );
  });

  it('renders no account link on the server (it appears in the browser once signed in)', async () => {
    const { html } = await page('en');
    const header = /<a href="\/my-account" class="account-link header-link" data-signed-in-only="" hidden="">.*?<\/a>/;
    const menu = /<nav aria-label="[^"]*" class="menu-account" data-signed-in-only="" hidden="">.*?<\/nav>/;
    expect(html).toMatch(header);
    expect(html).toMatch(menu);
    // Nowhere else: both are hidden until client/site/account.ts reads the sign-in state.
    expect(html.replace(header, '').replace(menu, '')).not.toContain('href="/my-account');
  });

  it.each([
    ['en', ['one', 'other']],
    ['cs', ['few', 'many', 'one', 'other']],
  ])(
    '%s: the cart and wishlist counts carry only the plural forms the language picks (worker/i18n.ts withUsedForms)',
    async (code, forms) => {
      const { html } = await page(code);
      for (const name of ['data-count-label', 'data-filled-label']) {
        const json = new RegExp(` ${name}="([^"]+)"`).exec(html)?.[1]?.replace(/&quot;/g, '"');
        expect(Object.keys(JSON.parse(json ?? 'null') as object).sort(), name).toEqual(forms);
      }
    },
  );
});

describe('below the page', () => {
  it('holds only the reviews’ slot, naming their fragment; the page does not read the reviews', async () => {
    const { html } = await page('en');
    // Fetched by the browser as the slot nears the viewport (client/site/boot.ts), not in the page.
    expect(html).toContain('<div class="reviews js-only" data-reviews="/fragments/reviews"></div>');
    expect(html).not.toContain('reviews-title');
    expect(html).not.toContain('Lovely print');
    expect(upstream.requests.some((request) => request.url.pathname === '/content/site-reviews')).toBe(false);
  });

  it('the reviews’ fragment is the carousel with stars, pausable, with previous and next', async () => {
    // (This shop keeps no pages: the fragment's caching is tested with the page cache below.)
    const answer = await shop.get('en', '/fragments/reviews');
    expect(answer.status).toBe(200);
    const html = await answer.text();
    // The carousel alone, no document or slot around it: the page's slot is its box.
    expect(html).toMatch(
      /^<section class="carousel review-carousel" aria-roledescription="carousel" aria-labelledby="reviews-title" data-carousel="true" data-interval="6000"><h2 id="reviews-title">What our customers say<\/h2>/,
    );
    expect(html).toMatch(/<\/section>$/);
    expect(html).toContain('<span class="stars" role="img" aria-label="4 out of 5 stars">');
    expect(html).toContain('Lovely print &amp; fast delivery');
    expect(html).toContain('data-pause="Pause rotation"');
    expect(html).toContain('data-step="-1" aria-label="Previous"');
    expect(html).toContain('data-step="1" aria-label="Next"');
    expect(html.match(/data-slide="true"/g)).toHaveLength(2);
    // Nothing runs in it: a page from the edge cache allows only its own scripts' hashes.
    expect(html).not.toContain('<script');
    expect(html).not.toContain(' nonce=');
  });

  it('has the newsletter banner, hidden by the script right after it when the browser has subscribed', async () => {
    const { html } = await page('en');
    // Shown from the first paint (showing it later would push the footer down); a
    // subscriber's browser hides it as the parser reaches it.
    expect(html).toMatch(
      /<section class="newsletter-banner js-only" aria-labelledby="newsletter-banner-title" data-newsletter-banner="true">[\s\S]*?<\/section><script nonce="[^"]+">document\.cookie[^<]*'newsletter_subscribed='[^<]*previousElementSibling\.hidden=true\)<\/script>/,
    );
    expect(html).toContain('<h2 id="newsletter-banner-title">Get 10% off</h2>');
    // The dialog's head is in the page; its form is a fragment the browser fetches (below).
    expect(html).toMatch(
      /<dialog id="newsletter-dialog" class="dialog newsletter-dialog" aria-labelledby="newsletter-dialog-title" data-fragment="\/fragments\/newsletter"><div class="dialog-head"><h2 id="newsletter-dialog-title">Subscribe to our newsletter<\/h2>/,
    );
    expect(html).not.toContain('data-newsletter-form');
  });

  it('shows the footer columns of the widget, without unsafe links', async () => {
    const { html } = await page('en');
    expect(html).toContain(
      '<h2 id="footer-column-0">Customer service</h2><ul><li><a href="/gift-card/balance">Gift card balance</a></li></ul>',
    );
    expect(html).not.toContain('Bad links only');
    expect(html).not.toContain('javascript:');
  });

  it.each([
    ['sv', ['Visa', 'Mastercard', 'American Express', 'Klarna', 'BankID']],
    ['nl', ['Visa', 'Mastercard', 'American Express', 'iDEAL', 'Klarna']],
    ['fr', ['Visa', 'Mastercard', 'American Express']],
  ])('%s shows its payment methods as images named by brand', async (code, brands) => {
    const { html } = await page(code);
    const alts = [...html.matchAll(/<img src="\/assets\/pay-\w+\.svg"[^>]*alt="([^"]+)"/g)].map((m) => m[1]);
    expect(alts).toEqual(brands);
    expect(html).toContain(`© ${new Date().getUTCFullYear()} Artlane`);
  });

  it('draws every payment mark as a 50 x 32 card whose word marks fit inside it', async () => {
    const names = [...new Set(LOCALE_CODES.flatMap((code) => LOCALES[code].paymentMethods.map((method) => method.name)))];
    expect(names.sort()).toEqual(['amex', 'bankid', 'ideal', 'klarna', 'mastercard', 'visa']);
    for (const name of names) {
      const response = await shop.get('en', `/assets/pay-${name}.svg`);
      expect(response.status, name).toBe(200);
      expect(response.headers.get('content-type'), name).toContain('image/svg+xml');
      const svg = await response.text();
      expect(svg, name).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 50 32" width="50" height="32">/);
      // Each tag well-formed enough for an image: no attribute given twice (one would break the file).
      for (const [tag] of svg.matchAll(/<\w+[^>]*>/g)) {
        const attributes = [...tag.matchAll(/\s([\w-]+)=/g)].map((m) => m[1]);
        expect(new Set(attributes).size, `${name}: ${tag}`).toBe(attributes.length);
      }
      // Word marks: legible size, stretched to a fixed length that ends inside the card.
      for (const [, x, size, length] of svg.matchAll(/<text x="([\d.]+)" y="[\d.]+" font-size="([\d.]+)" textLength="([\d.]+)"/g)) {
        expect(Number(size), name).toBeGreaterThanOrEqual(9);
        expect(Number(x), name).toBeGreaterThanOrEqual(3);
        expect(Number(x) + Number(length), name).toBeLessThanOrEqual(47);
      }
      expect(svg.match(/<text /g)?.length ?? 0, name).toBe(svg.match(/textLength=/g)?.length ?? 0);
    }
    const { html } = await page('sv');
    for (const [img] of html.matchAll(/<img src="\/assets\/pay-\w+\.svg"[^>]*>/g)) expect(img).toContain('width="50" height="32"');
  });

  it('has the cookie alert hidden: the browser decides whether to show it', async () => {
    const { html } = await page('en');
    expect(html).toContain('<section class="cookie-alert" aria-labelledby="cookie-alert-title" data-cookie-alert="true" hidden="">');
    // Issue 27: the alert is part of the first paint, so its text is read with the layout's
    // widgets and written into the page (it was fetched by the browser after load, then
    // shown: the start page's largest paint on phones, and it took taps meant for the page).
    expect(upstream.requests.some((r) => r.url.pathname === '/api/widget-by-slug/cookie-alert')).toBe(true);
    // This upstream has no cookie-alert widget: no text, so nothing shows the alert.
    expect(alertOf(html)).not.toContain('cookieEnabled');
  });

  it('writes the cookie alert with its text and the script that shows it as the page is parsed, unless answered', async () => {
    widgets['cookie-alert'] = { body: { content: '<p>We use cookies <b>to run the shop</b>.</p>', hidden: false } };
    const { html } = await page('en', '/posters');
    const alert = alertOf(html);
    expect(alert).toContain('<p id="cookie-alert-text" data-cookie-content="true">We use cookies to run the shop.</p>');
    expect(alert).toContain('data-cookie-more="true">Read more</button>');
    // Shown by the script right after it, before the first paint, when nothing was answered and cookies work.
    const [, script] = /<\/section><script nonce="[^"]+">([^<]*)<\/script>$/.exec(alert) ?? [];
    expect(script).toBe(SHOW_COOKIE_ALERT_SCRIPT);
  });
});

describe('reads at start (docs/cart.md "Cart rules")', () => {
  it.each(['/', '/posters', '/gift-card/balance', '/no-such-page'])(
    '%s starts the frames list beside the categories and the widgets, without waiting for it',
    async (path) => {
      await page('en', path);
      const reads = () => upstream.requests.map((request) => request.url);
      await expect.poll(() => reads().filter(isFramesRead)).toHaveLength(1);
      expect(reads().map((url) => url.pathname)).toEqual(
        expect.arrayContaining(['/api/product-categories', '/api/widget-by-slug/store-message', '/api/widget-by-slug/footer-columns']),
      );
    },
  );

  it('a product page takes its frames from that read: one read, no second one', async () => {
    const response = await shop.get('en', `/product/${detail.slug}`);
    expect(response.status).toBe(200);
    await response.text();
    expect(upstream.requests.filter((request) => isFramesRead(request.url))).toHaveLength(1);
  });

  it('a page still renders when the frames list fails', async () => {
    frames = { status: 502, body: { error: 'down' } };
    expect((await page('en', '/')).status).toBe(200);
    const product = await page('en', `/product/${detail.slug}`);
    expect(product.status).toBe(200);
    expect(product.html).toContain(`<h1>${detail.name}</h1>`);
  });
});

describe('the frames file (worker/routes/frame-list.ts)', () => {
  it('answers 503 with a message, never stored, when the frames list cannot be read', async () => {
    frames = { status: 502, body: { error: 'down' } };
    const answer = await shop.get('en', '/props/frames.0123456789abcdef.json');
    expect(answer.status).toBe(503);
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    expect(((await answer.json()) as { error: string }).error).toMatch(/frames list/);
  });
});

describe('resilience', () => {
  it('a page still renders when widgets fail, without them', async () => {
    for (const slug of Object.keys(widgets)) widgets[slug] = { status: 500, body: { error: 'down' } };
    const { status, html } = await page('de');
    expect(status).toBe(200);
    expect(html).toContain('</footer>');
    expect(html).not.toContain('class="store-message"');
    expect(html).not.toContain('data-newsletter-banner');
    expect(html).not.toContain('footer-column-0');
  });

  it('malformed widget and review answers are left out too', async () => {
    widgets['footer-columns'] = { body: { content: '{not json', hidden: false } };
    widgets['store-message'] = { body: { nothing: true } };
    reviews = { body: { not: 'a list' } };
    const { status, html } = await page('fi');
    expect(status).toBe(200);
    expect(html).not.toContain('footer-column-0');
    expect(html).not.toContain('class="store-message"');
  });
});

describe('shared pages hold nothing personal', () => {
  it('a subscriber with consent gets the same page as anyone', async () => {
    const anonymous = await page('it');
    const personal = await page('it', '/', { headers: { Cookie: 'newsletter_subscribed=1; cookie_consent=true' } });
    // Streamed parts may arrive in another order (and React's inline scripts with them).
    const parts = (html: string) =>
      html
        .replace(/<script( nonce="[^"]*")?>[\s\S]*?<\/script>/g, '')
        .replace(/ nonce="[^"]*"/g, '')
        .split('<')
        .sort();
    expect(parts(personal.html)).toEqual(parts(anonymous.html));
    expect(personal.html).toContain('data-newsletter-banner="true">');
    expect(personal.html).toContain('data-cookie-alert="true" hidden=""');
  });
});

describe('site screens in every language', () => {
  it.each(LOCALE_CODES)('%s has /unsubscribe and /gift-card/balance', async (code) => {
    const t = STRINGS[code];
    const unsubscribe = await page(code, '/unsubscribe');
    expect(unsubscribe.status).toBe(200);
    expect(unsubscribe.html).toContain(`<h1>${t.unsubscribe.title}</h1>`);
    expect(unsubscribe.html).toContain('<meta name="robots" content="noindex"/>');
    expect(unsubscribe.html).toContain('data-island="UnsubscribeForm"');
    const giftCard = await page(code, '/gift-card/balance');
    expect(giftCard.status).toBe(200);
    expect(giftCard.html).toContain(`<h1>${t.gift_card.title}</h1>`);
    expect(giftCard.html).toContain(t.gift_card.code_label);
  });

  it('the token of an unsubscribe link never reaches the HTML', async () => {
    const { html } = await page('sv', '/unsubscribe?token=0123456789abcdef0123456789abcdef');
    expect(html).not.toContain('0123456789abcdef');
  });
});

describe('the page cache and the layout reads', () => {
  let cachingShop: TestShop;
  beforeAll(async () => {
    cachingShop = await createTestShop({
      vars: { API_ORIGIN: upstream.origin, CATALOG_CACHE: { default: { maxAge: 60, staleWhileRevalidate: 600 } } },
    });
  });
  afterAll(async () => {
    await cachingShop?.dispose();
  });

  it('serves the category bar’s dropdowns as a fragment: one list per dropdown, in the domain’s language, kept at the edge', async () => {
    const html = await fragmentBody(await cachingShop.get('en', '/fragments/category-menu'));
    // Each list's id is its dropdown's in the page (the button's aria-controls), in the bar's order.
    const pageHtml = (await (await cachingShop.get('en', '/')).text()).replace(/\s+/g, ' ');
    const ids = [...html.matchAll(/<ul id="(nav-\d+)">/g)].map(([, id]) => id);
    expect(ids).toEqual([...pageHtml.matchAll(/<ul id="(nav-\d+)" class="dropdown" hidden=""><\/ul>/g)].map(([, id]) => id));
    expect(ids.length).toBeGreaterThan(0);
    expect(html).toContain('<a href="/posters/nature">Nature</a>');
    const again = await cachingShop.get('en', '/fragments/category-menu');
    expect(again.headers.get('x-edge-cache')).toBe('HIT');
    expect(await again.text()).toBe(html);
    // The Swedish domain's tree is read in Swedish (the API answers in the locale it is asked for).
    await cachingShop.get('sv', '/fragments/category-menu');
    expect(upstream.requests.some((r) => r.url.pathname === '/api/product-categories' && r.url.searchParams.get('locale') === 'sv')).toBe(
      true,
    );
  });

  it('serves the newsletter dialog’s form as a fragment: in the domain’s language, kept at the edge, noindex', async () => {
    const html = await fragmentBody(await cachingShop.get('en', '/fragments/newsletter'));
    expect(html).toMatch(
      /^<form class="form" data-newsletter-form="true" noValidate=""><label for="newsletter-email">E-mail address<\/label>/,
    );
    expect(html).toMatch(/<button type="submit" class="button" disabled=""/);
    expect(html).toContain('data-newsletter-thanks="true"');
    const again = await cachingShop.get('en', '/fragments/newsletter');
    expect(again.headers.get('x-edge-cache')).toBe('HIT');
    expect(await again.text()).toBe(html);
    const german = await (await cachingShop.get('de', '/fragments/newsletter')).text();
    expect(german).toContain('<label for="newsletter-email">E-Mail-Adresse</label>');
  });
  it('serves the reviews as a fragment: in the domain’s language, kept at the edge, purged with the reviews', async () => {
    const html = await fragmentBody(await cachingShop.get('sv', '/fragments/reviews'));
    expect(html).toContain(`<h2 id="reviews-title">${STRINGS.sv.reviews.title}</h2>`);
    expect(html).toContain(`aria-label="${STRINGS.sv.reviews.stars.replace('{{stars}}', '4')}"`);
    expect(html).toContain(`aria-label="${STRINGS.sv.carousel.next}"`);
    // Read in the domain's language.
    const read = upstream.requests.filter((request) => request.url.pathname === '/content/site-reviews').at(-1);
    expect(read?.url.searchParams.get('locale')).toBe('sv');
    const again = await cachingShop.get('sv', '/fragments/reviews');
    expect(again.headers.get('x-edge-cache')).toBe('HIT');
    expect(await again.text()).toBe(html);
    const german = await fragmentBody(await cachingShop.get('de', '/fragments/reviews'));
    expect(german).toContain(`<h2 id="reviews-title">${STRINGS.de.reviews.title}</h2>`);
    // Tagged with the reviews' read (content:reviews): a purge of the reviews reaches it.
    const purged = await cachingShop.get('sv', '/__ops/purge', {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'http://sv.localhost:8787',
        authorization: `Bearer ${await operatorToken()}`,
      },
      body: new URLSearchParams({ tags: 'content:reviews', urls: '' }).toString(),
    });
    expect(purged.status, await purged.text()).toBe(200);
    const afterPurge = await cachingShop.get('sv', '/fragments/reviews');
    expect(afterPurge.headers.get('x-edge-cache')).toBe('MISS');
    await afterPurge.text();
  });

  it('without reviews the fragment is empty (and kept); a failed read is empty and not kept', async () => {
    reviews = { body: [] };
    const empty = await cachingShop.get('nl', '/fragments/reviews');
    expect(await fragmentBody(empty)).toBe('');
    const emptyAgain = await cachingShop.get('nl', '/fragments/reviews');
    expect(emptyAgain.headers.get('x-edge-cache')).toBe('HIT');
    expect(await emptyAgain.text()).toBe('');
    // Reviews without text are none either.
    reviews = { body: [{ stars: 5, review: '  ', author: 'Anna' }] };
    expect(await fragmentBody(await cachingShop.get('da', '/fragments/reviews'))).toBe('');
    reviews = { status: 503, body: { error: 'down' } };
    const failed = await cachingShop.get('fi', '/fragments/reviews');
    expect(failed.status).toBe(200);
    expect(await failed.text()).toBe('');
    const failedAgain = await cachingShop.get('fi', '/fragments/reviews');
    expect(failedAgain.headers.get('x-edge-cache')).not.toBe('HIT');
    await failedAgain.text();
  });
  const twice = async (code: string) => {
    // A screen of this issue: only the layout's reads, nothing of other areas.
    await (await cachingShop.get(code, '/gift-card/balance')).text();
    const second = await cachingShop.get(code, '/gift-card/balance');
    await second.text();
    return second.headers.get('x-edge-cache');
  };

  it('a page whose widgets the API does not have (404) is complete and stored', async () => {
    widgets = {};
    expect(await twice('pl')).toBe('HIT');
  });

  it('a page whose widgets failed is served but not stored', async () => {
    widgets['store-message'] = { status: 502, body: { error: 'down' } };
    expect(await twice('ro')).not.toBe('HIT');
  });

  it('a failed frames list keeps only pages that show frames out of the cache', async () => {
    frames = { status: 502, body: { error: 'down' } };
    expect(await twice('lt')).toBe('HIT');
    const product = async () => {
      const response = await cachingShop.get('lv', `/product/${detail.slug}`);
      await response.text();
      return response.headers.get('x-edge-cache');
    };
    await product();
    expect(await product()).not.toBe('HIT');
  });
});
