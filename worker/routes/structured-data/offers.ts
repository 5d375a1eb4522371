/**
 * schema.org Offer of one variant as its product page sells it (Google's merchant listing
 * structured data): the page's price in the market's currency (the campaign's, with the
 * normal one as the strikethrough price), availability, condition, for a gift card that it
 * is e-mailed for nothing (OfferShippingDetails: every other offer is delivered as the shop's
 * shipping policy says, ./shipping-service.ts) and, for a poster made to the shopper's
 * design, that it cannot be returned (every other offer follows the shop's policy: ./shop.ts).
 */
import type { StockStatus } from '../../../shared/types';
import type { FeedItem } from '../feeds/items';
import { shippingPriceOf, type ShippingOption } from '../feeds/shipping';
import { noReturnPolicy } from './return-policy';
import { amountOf, deliveryDays, monetaryAmount } from './shipping-service';

const AVAILABILITY: Record<StockStatus, string> = {
  instock: 'https://schema.org/InStock',
  lowstock: 'https://schema.org/LimitedAvailability',
  outofstock: 'https://schema.org/OutOfStock',
  backorder: 'https://schema.org/BackOrder',
};

export interface OfferContext {
  /** The market's country (ISO 3166-1 alpha-2): where its offers are delivered. */
  country: string;
  /** Delivery the offer states itself, over the shop's policy (a gift card's e-mail); empty: the shop's policy applies. */
  shipping: readonly ShippingOption[];
  isReturnable: boolean;
}

export function offerOf(item: FeedItem, context: OfferContext): object {
  const paid = item.salePrice ?? item.price;
  return {
    '@type': 'Offer',
    sku: item.id,
    url: item.link,
    price: amountOf(paid),
    priceCurrency: paid.currency,
    ...(item.salePrice
      ? {
          priceSpecification: {
            '@type': 'UnitPriceSpecification',
            priceType: 'https://schema.org/StrikethroughPrice',
            price: amountOf(item.price),
            priceCurrency: item.price.currency,
          },
        }
      : {}),
    availability: AVAILABILITY[item.stock] ?? AVAILABILITY.instock,
    itemCondition: 'https://schema.org/NewCondition',
    ...(context.shipping.length > 0
      ? { shippingDetails: context.shipping.map((option) => shippingDetails(item, option, context.country)) }
      : {}),
    ...(context.isReturnable ? {} : { hasMerchantReturnPolicy: noReturnPolicy(context.country) }),
  };
}

/**
 * One delivery method for this item: free from the method's threshold (one piece bought, as
 * the feeds say), the method's working days as transit time. The shop states days from
 * order to door, so handling is in them (0 days of its own), as the feeds state it too.
 */
function shippingDetails(item: FeedItem, option: ShippingOption, country: string): object {
  const rate = shippingPriceOf(item, option);
  return {
    '@type': 'OfferShippingDetails',
    shippingLabel: option.service,
    shippingDestination: { '@type': 'DefinedRegion', addressCountry: country },
    shippingRate: monetaryAmount(rate),
    deliveryTime: {
      '@type': 'ShippingDeliveryTime',
      handlingTime: deliveryDays(0, 0),
      transitTime: deliveryDays(...option.leadDays),
    },
  };
}
