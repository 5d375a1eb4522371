import { productPath } from '../../../shared/routes';
import type { ProductSummary } from '../../../shared/types';
import type { Market } from '../../markets';

/**
 * schema.org ItemList of the products a listing page shows (position = place on the page). Each
 * item is its position and its page's address, what Google's carousel of a summary page asks
 * for: the product's name is its own page's to say (issue 27: the names were 0.7 KB of a
 * category page's HTML, written a second time beside the cards').
 */
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
    })),
  };
}
