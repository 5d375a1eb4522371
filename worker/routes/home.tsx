import type { Context } from 'hono';
import { Suspense, use, type ReactNode } from 'react';
import { ARTISTS_PATH } from '../../shared/routes';
import type { ProductSummary } from '../../shared/types';
import { checkArtistList, checkProductList, type ArtistEntry } from '../api/checks';
import { deferred } from '../api/client';
import { FIRST_ROW_CARDS, ProductGrid } from '../components/ProductCard';
import type { AppEnv } from '../context';
import { layoutDataOf } from '../layout-reads';
import { STREAM_FALLBACK, STREAM_LEAD } from '../components/browse/NoScript';
import { isListed } from '../components/site/CategoryNav';
import { ArtistItem } from '../components/browse/ArtistItem';
import { SHOP_LOGO_PATH, shopStructuredData } from './structured-data/shop';
import { readDeliveryMethods, shippingOptionsOf } from './feeds/shipping';
import { jsonForScript } from '../components/Seo';

/** The bestsellers' first row is the start page's largest pictures in view, as a listing's is (FIRST_ROW_CARDS). */
const BESTSELLERS_EAGER = FIRST_ROW_CARDS;

/** Start page: nothing here is critical, so the whole shell streams at once and each section follows. */
export function homeRoute(c: Context<AppEnv>) {
  const { api, t, market } = c.var;
  const list = (sort: string) =>
    deferred(
      api.get('/api/products', { sort, per_page: 8, nc: 1, nr: 1 }, checkProductList).then((r) => r.products),
      [] as ProductSummary[],
    );
  const bestsellers = list('popular');
  const newest = list('newest');
  const artists = deferred(api.get('/api/artists', { per_page: 6 }, checkArtistList), [] as ArtistEntry[]);
  const { categories } = layoutDataOf(c);
  // The shop's delivery methods, for its structured data; without them it says nothing of delivery.
  const delivery = deferred(readDeliveryMethods(api, market.locale), []);
  // Sections are revealed top-down: each waits for the ones above it (they all load at
  // once). Nothing pops in above what the shopper is reading, and without JavaScript
  // the sections, shown where the stream left them, keep the page's order.
  const revealed = <T,>(above: Promise<unknown>[], own: Promise<T>): Promise<T> => Promise.all([...above, own]).then(() => own);
  const newestShown = revealed([bestsellers], newest);
  const artistsShown = revealed([bestsellers, newest], artists);
  /**
   * A section streams in whole, heading and all, so that without JavaScript (where it
   * shows at the end of the page, worker/components/browse/NoScript.tsx) the heading
   * stays with its products. The placeholder keeps the section's place until then.
   */
  const Section = ({ title, short = false, children }: { title: string; short?: boolean; children: ReactNode }) => (
    <Suspense
      fallback={
        <section className={`home-section ${STREAM_FALLBACK}`} aria-busy="true">
          <h2>{title}</h2>
          <div className={short ? 'chips-placeholder' : 'grid-placeholder'}>{t('loading')}</div>
        </section>
      }
    >
      {children}
    </Suspense>
  );
  /** `eagerCount`: the first cards are the page's largest pictures in the first viewport (its LCP): fetched first, never lazily. */
  function Products({
    id,
    title,
    products,
    eagerCount = 0,
  }: {
    id: string;
    title: string;
    products: Promise<ProductSummary[]>;
    eagerCount?: number;
  }) {
    const items = use(products);
    return (
      <section className="home-section" id={id} aria-labelledby={`${id}-title`}>
        <h2 id={`${id}-title`}>{title}</h2>
        {items.length > 0 ? (
          <ProductGrid products={items} locale={market.locale} t={t} eagerCount={eagerCount} />
        ) : (
          <p>{t('errors.section_unavailable')}</p>
        )}
      </section>
    );
  }
  function FeaturedCategories() {
    const tree = use(categories).filter(isListed);
    if (tree.length === 0) return null;
    return (
      <section className={`home-section ${STREAM_LEAD}`}>
        <h2>{t('home.featured_categories')}</h2>
        <ul className="featured-categories">
          {tree.slice(0, 6).map((category) => (
            <li key={category.id}>
              <a href={category.uri}>{category.name}</a>
            </li>
          ))}
        </ul>
      </section>
    );
  }
  /**
   * The shop's structured data, with its delivery methods (its standard shipping policy:
   * ./structured-data/shipping-service.ts): streamed once they are read, so the shell never
   * waits for them (JSON-LD is as valid in the body as in the head).
   */
  function ShopData() {
    const methods = use(delivery);
    const shop = shopStructuredData({
      name: t('site.name'),
      url: new URL('/', market.origin).toString(),
      logo: new URL(SHOP_LOGO_PATH, market.origin).toString(),
      country: market.locale.countryCode,
      shipping: shippingOptionsOf(methods, market.locale, t),
    });
    return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonForScript(shop) }} />;
  }
  function Artists() {
    const items = use(artistsShown);
    if (items.length === 0) return null;
    return (
      <section className="home-section">
        <h2>{t('browse.home.artists')}</h2>
        <ul className="artist-list">
          {items.map((artist) => (
            <ArtistItem key={artist.id} artist={artist} />
          ))}
        </ul>
        <p>
          <a href={ARTISTS_PATH}>{t('browse.home.all_artists')}</a>
        </p>
      </section>
    );
  }
  return c.render(
    <>
      <section className="hero">
        <h1>{t('home.hero_title')}</h1>
        <p>{t('home.hero_text')}</p>
        <p>
          <a href="#bestsellers" className="hero-cta">
            {t('home.hero_cta')}
          </a>
        </p>
      </section>
      <Section title={t('home.featured_categories')} short>
        <FeaturedCategories />
      </Section>
      <Section title={t('home.bestsellers')}>
        <Products id="bestsellers" title={t('home.bestsellers')} products={bestsellers} eagerCount={BESTSELLERS_EAGER} />
      </Section>
      <Section title={t('home.new_arrivals')}>
        <Products id="new-arrivals" title={t('home.new_arrivals')} products={newestShown} />
      </Section>
      <Section title={t('browse.home.artists')}>
        <Artists />
      </Section>
      <Suspense fallback={null}>
        <ShopData />
      </Suspense>
    </>,
  );
}
