import { PATHS } from '../../../shared/site-paths';
import { useRequestContext } from '@hono/react-renderer';
import type { CartDrawersProps, CartLabels } from '../../../client/islands/cart/contracts';
import { CART } from '../../../locales/cart';
import { PATH_WORDS } from '../../../locales/paths';
import type { AppEnv } from '../../context';
import type { Translate } from '../../i18n';
import { PropsScript } from '../island';
import { partKey, remembered } from '../prerendered';

/**
 * Every label the drawers need, in this request's language, with its placeholders kept
 * ({{name}}, {{price}}, {{date}}, {{slot}} …): the client fills them in (client/i18n.ts).
 */
export function cartLabels(t: Translate): CartLabels {
  const labels = Object.fromEntries(Object.keys(CART.en).map((key) => [key, String(t.raw(`cart.${key}`) ?? t(`cart.${key}`))]));
  return {
    ...(labels as Record<keyof CartLabels, string>),
    adjusted_quantity: t('product.adjusted_quantity'),
    add_to_cart: t('product.add_to_cart'),
  };
}

/**
 * The cart and wishlist drawers, rendered once at the end of every page body (issue 4).
 * The HTML is the same for every visitor (nothing personal: the page may be edge-cached);
 * client/islands/cart/controls renders the drawers into it when one is first opened.
 */
export function CartSlots({ t }: { t: Translate }) {
  const { locale } = useRequestContext<AppEnv>().var.market;
  // The same for every page of a language: made once (../prerendered.tsx).
  const props = remembered(partKey('cart-slots', locale.code), () =>
    JSON.stringify({
      locale: locale.code,
      money: { iso: locale.iso, currency: locale.currency, currencyDecimals: locale.currencyDecimals },
      productWord: PATH_WORDS[locale.code].product,
      checkoutPath: PATHS.checkout,
      labels: cartLabels(t),
    } satisfies CartDrawersProps),
  );
  return (
    <>
      <PropsScript json={props} />
      <div className="island" data-cart-drawers="" />
    </>
  );
}
