import { PATHS } from '../../../../../shared/site-paths';
import { LOCALES, LOCALE_CODES, type LocaleCode } from '../../../../../shared/locales';
import { PATH_WORDS } from '../../../../../locales/paths';
import { CURRENCIES, GROUPS, type Currency } from '../../catalog/constants';
import { DELIVERY_COST, FREE_DELIVERY_FROM } from '../../checkout/delivery/methods';
import { fill, foldToAscii } from '../../translated';
import { formatMoney } from '../../../../../shared/money';
import { FOOTER_LABELS, REVIEWS, REVIEW_AUTHORS, WIDGET_TEXTS } from '../words/content';
import { CUSTOMER_SERVICE_EMAIL, PAGES, PAGE_SLUGS } from '../words/pages';
import type { Tables } from '../tables';
import type { ArtistInfo } from './artists';
import type { Taxonomy } from './taxonomy';

/** Campaign windows are fixed dates, so "running" does not depend on when the seed ran. */
export const CAMPAIGNS = { running: 1, ended: 2 };

export function buildGroupsAndCampaigns(tables: Tables): void {
  for (const [code, id] of Object.entries(GROUPS)) tables.product_groups.push({ id, code });
  tables.campaigns.push({
    id: CAMPAIGNS.running,
    slug: 'autumn-sale',
    starts_at: '2024-09-01T00:00:00.000Z',
    ends_at: '2099-12-31T23:59:59.000Z',
  });
  tables.campaigns.push({
    id: CAMPAIGNS.ended,
    slug: 'summer-2023',
    starts_at: '2023-06-01T00:00:00.000Z',
    ends_at: '2023-08-31T23:59:59.000Z',
  });
}

/** The demo coupons of docs/api.md. Minimum spends are per currency. */
export function buildCoupons(tables: Tables): void {
  const coupons = [
    { code: 'SPRING-25', percent: 25, categories: ['posters'] },
    { code: 'WELCOME10', percent: 10, minimum: { SEK: 500, DKK: 400, GBP: 40, EUR: 50 } as Record<Currency, number> },
    { code: 'FRAMES15', percent: 15, categories: ['frames'] },
    { code: 'ART20', percent: 20, excluded: [GROUPS.frames, GROUPS.giftcards] },
    { code: 'CUSTOM20', percent: 20, groups: [GROUPS.custom] },
    { code: 'STAFF-INTERNAL', percent: 30, internal: true, excluded: [GROUPS.giftcards] },
    { code: 'SUMMER-2023', percent: 30, endsAt: '2023-08-31T23:59:59.000Z' },
  ];
  coupons.forEach((coupon, index) => {
    const id = index + 1;
    tables.coupons.push({
      id,
      code: coupon.code,
      percentage_discount: coupon.percent,
      specific_groups: JSON.stringify(coupon.groups ?? []),
      excluded_groups: JSON.stringify(coupon.excluded ?? []),
      specific_discount_categories: JSON.stringify(coupon.categories ?? []),
      is_internal: coupon.internal ? 1 : 0,
      starts_at: null,
      ends_at: coupon.endsAt ?? null,
    });
    if (coupon.minimum) {
      for (const currency of CURRENCIES) tables.coupon_minimum_spends.push({ coupon_id: id, currency, amount: coupon.minimum[currency] });
    }
  });
}

/** Layout widgets per language; footer-columns is JSON, the others HTML. */
export function buildWidgets(tables: Tables, taxonomy: Taxonomy): void {
  for (const locale of LOCALE_CODES) {
    const locales = LOCALES[locale];
    const freeFrom = new Intl.NumberFormat(locales.iso, { style: 'currency', currency: locales.currency, maximumFractionDigits: 0 }).format(
      FREE_DELIVERY_FROM[locales.currency],
    );
    const uri = (code: string) => taxonomy.categories.get(code)!.uri[locale];
    const name = (code: string) => taxonomy.categories.get(code)!.name[locale];
    const text = (key: keyof typeof WIDGET_TEXTS) => WIDGET_TEXTS[key][locale];
    const footer = (key: keyof typeof FOOTER_LABELS) => FOOTER_LABELS[key][locale];
    const columns = [
      {
        title: footer('customerService'),
        links: [
          { label: footer('contact'), url: '/contact' },
          { label: footer('delivery'), url: '/delivery' },
          { label: footer('returns'), url: '/returns' },
          { label: footer('giftCardBalance'), url: PATHS.giftCardBalance },
        ],
      },
      {
        title: footer('shop'),
        links: [
          { label: name('posters'), url: uri('posters') },
          { label: name('frames'), url: uri('frames') },
          { label: name('gift-cards'), url: uri('gift-cards') },
          { label: footer('artists'), url: '/artists' },
        ],
      },
      {
        title: footer('about'),
        links: [
          { label: footer('aboutUs'), url: '/about' },
          { label: footer('sellArt'), url: PATHS.login },
          { label: footer('privacy'), url: '/privacy' },
        ],
      },
    ];
    const widgets: [string, string, boolean][] = [
      ['cookie-alert', `<p>${text('cookieAlert')}</p>`, false],
      ['cart-header', `<p>${fill(text('freeDelivery'), { amount: freeFrom })}</p>`, false],
      ['cart-footer', `<p>${text('cartFooter')}</p>`, false],
      ['footer-columns', JSON.stringify({ columns }), false],
      ['store-message', `<p>${text('storeMessage')}</p>`, false],
      ['newsletter-banner', `<h2>${text('newsletterTitle')}</h2><p>${text('newsletterText')}</p>`, false],
    ];
    // Generic content pages (/about, /contact, ...): widget page-<slug>, JSON content.
    const values = { email: CUSTOMER_SERVICE_EMAIL, free: freeFrom, cost: formatMoney(DELIVERY_COST[locales.currency], locales) };
    for (const slug of PAGE_SLUGS) {
      const page = PAGES[locale][slug];
      const content = {
        title: page.title,
        description: page.description,
        sections: page.sections.map(([heading, text]) => ({ ...(heading ? { heading } : {}), paragraphs: [fill(text, values)] })),
      };
      widgets.push([`page-${slug}`, JSON.stringify(content), false]);
    }
    for (const [slug, content, hidden] of widgets) tables.widgets.push({ slug, locale, content, hidden: hidden ? 1 : 0 });
  }
}

export function buildReviews(tables: Tables): void {
  let id = 1;
  for (const locale of LOCALE_CODES) {
    REVIEWS.forEach((review, index) => {
      tables.site_reviews.push({
        id: id++,
        locale,
        position: index + 1,
        stars: review.stars,
        review: review.text[locale],
        author: REVIEW_AUTHORS[locale][index]!,
      });
    });
  }
}

/**
 * Search hints per language: every category, tag and artist, pointing at its page.
 * Weight orders hints with the same prefix (top categories first).
 */
export function buildSearchTriggers(tables: Tables, taxonomy: Taxonomy, artists: ArtistInfo[]): void {
  let id = 1;
  const add = (locale: LocaleCode, hint: string, url: string, urlTitle: string, weight: number) =>
    tables.search_triggers.push({ id: id++, locale, hint, hint_key: foldToAscii(hint), url, url_title: urlTitle, weight });
  for (const locale of LOCALE_CODES) {
    for (const category of taxonomy.categories.values()) {
      const hierarchy = category.hierarchy[locale];
      add(locale, category.name[locale], category.uri[locale], hierarchy.join(' › '), 30 - hierarchy.length * 10);
    }
    for (const row of tables.tag_translations.filter((t) => t.locale === locale)) {
      add(locale, String(row.name), `/${PATH_WORDS[locale].tag}/${String(row.slug)}`, String(row.name), 5);
    }
    for (const artist of artists) add(locale, artist.name, `/artists/${artist.slug}`, artist.name, 1);
  }
}
