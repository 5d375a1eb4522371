/**
 * A product page's structured data (docs/browse.md "Structured data"), ready for Google's
 * merchant listings: the offers are the variants the merchant feeds list (the same items,
 * worker/routes/feeds/items.ts variantItems), so a page and its feed items always agree.
 * - a product sold in several sizes is a ProductGroup (Google's product variants): its SKU
 *   as productGroupID, varying by size, each size a Product with its own Offer;
 * - a gift card's amounts are no size: one Product with one Offer per amount;
 * - anything else is one Product with one Offer.
 */
import { EMAIL_DELIVERY } from '../../../shared/delivery';
import { htmlToText } from '../../../shared/text';
import { isReturnable } from '../../../shared/returns';
import { ProductType, type ProductDetail } from '../../../shared/types';
import { variantItems, type FeedItem } from '../feeds/items';
import { shippingOptionsOf } from '../feeds/shipping';
import type { Locale } from '../../../shared/locales';
import type { Translate } from '../../../shared/i18n';
import { offerOf, type OfferContext } from './offers';

export interface ProductPageContext {
  locale: Locale;
  t: Translate;
  /** The page's canonical address. */
  url: string;
  /** An image path made absolute on the market's domain. */
  imageUrl: (path: string) => string;
}

export function productStructuredData(product: ProductDetail, page: ProductPageContext): object {
  const isGiftCard = product.type === ProductType.GiftCard;
  const items = variantItems(product, { locale: page.locale, productUrl: () => page.url, imageUrl: page.imageUrl, categories: [] });
  const offers: OfferContext = {
    country: page.locale.countryCode,
    // A gift card is e-mailed: free, on its send date. Everything else is delivered as the
    // shop's shipping policy says (its start page's OnlineStore: ./shipping-service.ts).
    shipping: isGiftCard ? shippingOptionsOf([EMAIL_DELIVERY], page.locale, page.t) : [],
    isReturnable: isReturnable(product),
  };
  const shared = {
    name: product.name,
    description: htmlToText(product.description ?? '') || product.name,
    url: page.url,
    image: images(items),
    brand: { '@type': 'Brand', name: page.t('site.name') },
  };
  const isGroup = !isGiftCard && items.some((item) => item.groupId !== undefined);
  if (!isGroup) {
    const sold = items.map((item) => offerOf(item, offers));
    return {
      '@context': 'https://schema.org',
      '@type': 'Product',
      ...shared,
      sku: product.sku,
      offers: sold.length === 1 ? sold[0] : sold,
    };
  }
  return {
    '@context': 'https://schema.org',
    '@type': 'ProductGroup',
    ...shared,
    sku: product.sku,
    productGroupID: product.sku,
    variesBy: ['https://schema.org/size'],
    hasVariant: items.map((item) => ({
      '@type': 'Product',
      name: item.title,
      sku: item.id,
      ...(item.size ? { size: item.size } : {}),
      ...(item.imageLink ? { image: [item.imageLink] } : {}),
      offers: offerOf(item, offers),
    })),
  };
}

const images = (items: readonly FeedItem[]) => {
  const first = items[0];
  return first ? [first.imageLink, ...first.additionalImageLinks].filter((url): url is string => url !== undefined) : [];
};
