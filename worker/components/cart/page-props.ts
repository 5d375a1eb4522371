import type { CartDrawersProps } from '../../../client/islands/cart/contracts';
import { PATH_WORDS } from '../../../locales/paths';
import type { Locale } from '../../../shared/locales';
import { PATHS } from '../../../shared/site-paths';
import type { Translate } from '../../i18n';
import { CARD_LINE_DEFAULTS } from './quick-add';

/**
 * The drawers' block of a page in `locale` (./CartSlots.tsx) but the labels, which are the file
 * it names: the same for every page of a language.
 */
export function cartPageProps(locale: Locale, t: Translate): Omit<CartDrawersProps, 'labels'> {
  return {
    locale: locale.code,
    money: { iso: locale.iso, currency: locale.currency, currencyDecimals: locale.currencyDecimals },
    productWord: PATH_WORDS[locale.code].product,
    checkoutPath: PATHS.checkout,
    controls: {
      remove: t('cart.wishlist_remove'),
      added: t('cart.added'),
      // Templates: {{name}} is the card's product name, filled in on the client as t() does here.
      size: String(t.raw('cart.choose_size')),
      value: String(t.raw('cart.choose_value')),
      sold_out: t('stock_status.outofstock'),
    },
    cardLine: CARD_LINE_DEFAULTS,
  };
}
