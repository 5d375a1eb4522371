import { PATHS } from '../../../shared/site-paths';
import { useRequestContext } from '../request-context';
import type { CartDrawersProps } from '../../../client/islands/cart/contracts';
import { PATH_WORDS } from '../../../locales/paths';
import { PropsScript } from '../island';
import { partKey, remembered } from '../prerendered';
import { cartLabelsFile } from './labels-file';

/**
 * The cart and wishlist drawers, rendered once at the end of every page body (issue 4).
 * The HTML is the same for every visitor (nothing personal: the page may be edge-cached);
 * client/islands/cart/controls renders the drawers into it when one is first opened, with
 * the labels of the file the data block names (./labels-file.ts). The block itself holds the
 * two texts the page's hearts and quick adds show at the shopper's action (`controls`).
 */
export function CartSlots() {
  const c = useRequestContext();
  const { locale } = c.get('market');
  const t = c.get('t');
  // The same for every page of a language: made once (../prerendered.tsx).
  const props = remembered(partKey('cart-slots', locale.code), () =>
    JSON.stringify({
      locale: locale.code,
      money: { iso: locale.iso, currency: locale.currency, currencyDecimals: locale.currencyDecimals },
      productWord: PATH_WORDS[locale.code].product,
      checkoutPath: PATHS.checkout,
      controls: { remove: t('cart.wishlist_remove'), added: t('cart.added') },
    } satisfies Omit<CartDrawersProps, 'labels'>),
  );
  return (
    <>
      <PropsScript json={props} src={cartLabelsFile(locale.code).path} />
      <div className="island" data-cart-drawers="" />
    </>
  );
}
