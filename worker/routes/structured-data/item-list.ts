import { productPath } from '../../../shared/routes';
import type { ProductSummary } from '../../../shared/types';
import type { Market } from '../../markets';

/** schema.org ItemList of the products a listing page shows (position = place on the page). */
export function itemListStructuredData(products: ProductSummary[], market: Pick<Market, 'origin' | 'locale'>, name: string): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name,
    numberOfItems: products.length,
    itemListElement: products.map((product, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      url: new URL(productPath(market.locale.code, product.slug), market.origin).toString(),
      name: product.name,
    })),
  };
}
