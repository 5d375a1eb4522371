/**
 * The shop itself on its start page: an OnlineStore (Google's Organization structured data)
 * with the market's return policy and its delivery methods (its standard shipping policy,
 * ./shipping-service.ts), which every offer on the domain follows unless it states its own
 * (docs/browse.md "Structured data").
 */
import { APP_ICONS } from '../../static-assets/app-icons';
import { ASSETS_PATH } from '../../static-assets/headers-file';
import type { ShippingOption } from '../feeds/shipping';
import { merchantReturnPolicy } from './return-policy';
import { shippingService } from './shipping-service';

/**
 * The shop's logo on every domain: the web app icon at 512 px (a static asset, ADR 0015;
 * Google asks for at least 112 × 112 pixels in a format its image search reads).
 */
export const SHOP_LOGO_PATH = `${ASSETS_PATH}${APP_ICONS.find((icon) => icon.size === 512 && icon.purpose === 'any')!.name}`;

export interface ShopFacts {
  name: string;
  /** The start page on the market's canonical domain. */
  url: string;
  /** The shop's logo, absolute. */
  logo: string;
  /** The market's country (ISO 3166-1 alpha-2). */
  country: string;
  /** The market's delivery methods; empty when they could not be read (the shop then says nothing of delivery). */
  shipping: readonly ShippingOption[];
}

export function shopStructuredData(shop: ShopFacts): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'OnlineStore',
    name: shop.name,
    url: shop.url,
    logo: shop.logo,
    hasMerchantReturnPolicy: merchantReturnPolicy(shop.country),
    ...(shop.shipping.length > 0 ? { hasShippingService: shop.shipping.map((option) => shippingService(option, shop.country)) } : {}),
  };
}
