import type { Context } from 'hono';
import { Suspense, use } from 'react';
import type { ProductSummary } from '../../shared/types';
import { checkProductList } from '../api/checks';
import { deferred } from '../api/client';
import { ProductGrid } from '../components/ProductCard';
import type { AppEnv } from '../context';
import { layoutDataOf } from '../render';

/** Start page: nothing here is critical, so the whole shell streams at once. */
export function homeRoute(c: Context<AppEnv>) {
  const { api, t, market } = c.var;
  const list = (sort: string) =>
    deferred(
      api.get('/api/products', { sort, per_page: 8, nc: 1 }, checkProductList).then((r) => r.products),
      [] as ProductSummary[],
    );
  const bestsellers = list('popular');
  const newest = list('newest');
  const { categories } = layoutDataOf(c);
  const Section = ({ title, products }: { title: string; products: Promise<ProductSummary[]> }) => (
    <section className="home-section">
      <h2>{title}</h2>
      <Suspense
        fallback={
          <div className="grid-placeholder" aria-busy="true">
            {t('loading')}
          </div>
        }
      >
        <Products products={products} />
      </Suspense>
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
  return c.render(
    <>
      <section className="hero">
        <h1>{t('home.hero_title')}</h1>
        <p>{t('home.hero_text')}</p>
      </section>
      <section className="home-section">
        <h2>{t('home.featured_categories')}</h2>
        <Suspense fallback={null}>
          <FeaturedCategories />
        </Suspense>
      </section>
      <Section title={t('home.bestsellers')} products={bestsellers} />
      <Section title={t('home.new_arrivals')} products={newest} />
    </>,
    {},
  );
}
