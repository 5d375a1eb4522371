import type { Context } from 'hono';
import { Suspense, use, type ReactNode } from 'react';
import { ARTISTS_PATH, artistPath } from '../../shared/routes';
import type { ProductSummary } from '../../shared/types';
import { checkArtistList, checkProductList, type ArtistEntry } from '../api/checks';
import { deferred } from '../api/client';
import { ProductGrid } from '../components/ProductCard';
import type { AppEnv } from '../context';
import { layoutDataOf } from '../render';

/** Start page: nothing here is critical, so the whole shell streams at once and each section follows. */
export function homeRoute(c: Context<AppEnv>) {
  const { api, t, market } = c.var;
  const list = (sort: string) =>
    deferred(
      api.get('/api/products', { sort, per_page: 8, nc: 1 }, checkProductList).then((r) => r.products),
      [] as ProductSummary[],
    );
  const bestsellers = list('popular');
  const newest = list('newest');
  const artists = deferred(api.get('/api/artists', { per_page: 6 }, checkArtistList), [] as ArtistEntry[]);
  const { categories } = layoutDataOf(c);
  const placeholder = (
    <div className="grid-placeholder" aria-busy="true">
      {t('loading')}
    </div>
  );
  const Section = ({ id, title, children }: { id?: string; title: string; children: ReactNode }) => (
    <section className="home-section" id={id}>
      <h2>{title}</h2>
      <Suspense fallback={placeholder}>{children}</Suspense>
    </section>
  );
  function Products({ products }: { products: Promise<ProductSummary[]> }) {
    const items = use(products);
    return items.length > 0 ? <ProductGrid products={items} locale={market.locale} t={t} /> : <p>{t('errors.section_unavailable')}</p>;
  }
  function FeaturedCategories() {
    const tree = use(categories);
    return (
      <ul className="featured-categories">
        {tree.slice(0, 6).map((category) => (
          <li key={category.id}>
            <a href={category.uri}>{category.name}</a>
          </li>
        ))}
      </ul>
    );
  }
  function Artists() {
    const items = use(artists);
    if (items.length === 0) return null;
    return (
      <>
        <ul className="artist-list">
          {items.map((artist) => (
            <li key={artist.id}>
              <a href={artistPath(artist.slug)}>
                {artist.avatar && <img src={artist.avatar.url} width={artist.avatar.w} height={artist.avatar.h} alt="" loading="lazy" />}
                <strong>{artist.name}</strong>
              </a>
            </li>
          ))}
        </ul>
        <p>
          <a href={ARTISTS_PATH}>{t('browse.home.all_artists')}</a>
        </p>
      </>
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
      <section className="home-section">
        <h2>{t('home.featured_categories')}</h2>
        <Suspense fallback={null}>
          <FeaturedCategories />
        </Suspense>
      </section>
      <Section id="bestsellers" title={t('home.bestsellers')}>
        <Products products={bestsellers} />
      </Section>
      <Section title={t('home.new_arrivals')}>
        <Products products={newest} />
      </Section>
      <Section title={t('browse.home.artists')}>
        <Artists />
      </Section>
    </>,
    {},
  );
}
