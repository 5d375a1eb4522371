import type { Locale } from '../../../shared/locales';
import type { Translate } from '../../i18n';
import { Carousel } from './Carousel';
import { icons } from './icons';
import { partKey } from '../prerendered';

/** docs/site.md "Layout": the selling points rotate every 3000 ms, endlessly. */
export const USP_INTERVAL_MS = 3000;

/**
 * Free delivery from this order value (the commerce API's rule, which its cart-header
 * widget also states), shown without decimals like the widget.
 */
export const FREE_DELIVERY_FROM: Record<Locale['currency'], number> = { SEK: 499, DKK: 399, GBP: 45, EUR: 49 };

export function freeDeliveryAmount(locale: Locale): string {
  return new Intl.NumberFormat(locale.iso, { style: 'currency', currency: locale.currency, maximumFractionDigits: 0 }).format(
    FREE_DELIVERY_FROM[locale.currency],
  );
}

/** Header selling points (docs/site.md "Layout"): quality, free delivery, unique artists, secure checkout. */
export function UspBar({ t, locale }: { t: Translate; locale: Locale }) {
  const points = [
    [icons.quality, () => t('usp.quality')],
    [icons.delivery, () => t('usp.delivery', { amount: freeDeliveryAmount(locale) })],
    [icons.artists, () => t('usp.artists')],
    [icons.secure, () => t('usp.secure')],
  ] as const;
  return (
    <Carousel
      t={t}
      label={t('usp.label')}
      className="usp-bar"
      interval={USP_INTERVAL_MS}
      // The same in every page of a language: rendered once (../prerendered.tsx).
      cacheKey={partKey('usp-bar', locale.code)}
      slides={() =>
        points.map(([icon, text]) => (
          <p className="usp">
            {icon}
            {text()}
          </p>
        ))
      }
    />
  );
}
