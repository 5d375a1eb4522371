import { derivePrice } from '../../shared/pricing';
import { htmlToText } from '../../shared/text';
import type { Locale } from '../../shared/locales';
import { productPath } from '../../shared/routes';
import type { ProductDetail, ProductSummary, StockStatus } from '../../shared/types';
import type { Market } from '../markets';

const AVAILABILITY: Record<StockStatus, string> = {
  instock: 'https://schema.org/InStock',
  lowstock: 'https://schema.org/LimitedAvailability',
  outofstock: 'https://schema.org/OutOfStock',
  backorder: 'https://schema.org/BackOrder',
};

/** schema.org Product with offers in the page's currency (one per variation, else one). */
export function productStructuredData(product: ProductDetail, locale: Locale, url: string, imageUrls: string[]): object {
  const variants =
    product.variations.length > 0
      ? product.variations
      : [{ sku: product.sku, name: product.name, prices: product.prices, stock_status: product.stock_status }];
  const offers = variants.map((v) => ({
    '@type': 'Offer',
    sku: v.sku,
    name: v.name,
    price: derivePrice(v.prices).price.toFixed(2),
    priceCurrency: locale.currency,
    availability: AVAILABILITY[v.stock_status] ?? AVAILABILITY.instock,
    url,
  }));
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    sku: product.sku,
    description: htmlToText(product.description ?? ''),
    image: imageUrls,
    url,
    ...(product.artist ? { brand: { '@type': 'Brand', name: product.artist.name } } : {}),
    offers:
      offers.length === 1
        ? offers[0]
        : {
            '@type': 'AggregateOffer',
            priceCurrency: locale.currency,
            lowPrice: minOf(offers),
            highPrice: maxOf(offers),
            offerCount: offers.length,
            offers,
          },
  };
}

const minOf = (offers: { price: string }[]) => Math.min(...offers.map((o) => Number(o.price))).toFixed(2);
const maxOf = (offers: { price: string }[]) => Math.max(...offers.map((o) => Number(o.price))).toFixed(2);

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
