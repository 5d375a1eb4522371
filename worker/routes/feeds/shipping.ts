/**
 * The market's delivery methods as the shop states them to shopping platforms and search
 * engines: the merchant feeds' shipping (./google-merchant.ts, ./pinterest.ts) and the
 * product pages' OfferShippingDetails (worker/routes/structured-data/offers.ts) read them
 * here, so a feed item and its page never disagree on what delivery costs.
 */
import type { DeliveryMethod } from '../../../shared/delivery';
import type { Translate } from '../../../shared/i18n';
import type { Locale } from '../../../shared/locales';
import { POSTAL_FORMATS } from '../../../shared/schemas/checkout';
import type { Api } from '../../api/client';
import { checkDeliveryMethods } from '../../api/checks';
import { shownPrice, type Money } from './items';

/** One way of delivery in the market, as the feeds and structured data state it. */
export interface ShippingOption {
  /** The method's name in the market's language ("Hemleverans"). */
  service: string;
  price: Money;
  /** The order value from which it costs nothing; undefined: never free. */
  freeFrom: Money | undefined;
  /** Working days from order to delivery, least and most. */
  leadDays: [number, number];
}

/**
 * The market's delivery methods: what GET /api/delivery-methods answers for the capital's
 * postal code (the postal format's example), the methods the market offers everywhere.
 */
export async function readDeliveryMethods(api: Pick<Api, 'get'>, locale: Locale): Promise<DeliveryMethod[]> {
  const postalCode = POSTAL_FORMATS[locale.countryCode]?.example ?? '';
  const { methods } = await api.get('/api/delivery-methods', { postal_code: postalCode }, checkDeliveryMethods);
  return methods;
}

/** The methods in the market's language and prices as the shop shows them. */
export function shippingOptionsOf(methods: readonly DeliveryMethod[], locale: Locale, t: Translate): ShippingOption[] {
  return methods.map((method) => ({
    service: t(`checkout.method_${method.id}`),
    price: shownPrice(method.price, locale),
    freeFrom: method.free_from === null ? undefined : shownPrice(method.free_from, locale),
    leadDays: method.lead_days,
  }));
}

/** What one item costs to deliver by `option`: nothing once its price reaches the free-from threshold (one piece bought). */
export function shippingPriceOf(item: { price: Money; salePrice: Money | undefined }, option: ShippingOption): Money {
  const paid = (item.salePrice ?? item.price).amount;
  return option.freeFrom !== undefined && paid >= option.freeFrom.amount ? { ...option.price, amount: 0 } : option.price;
}
