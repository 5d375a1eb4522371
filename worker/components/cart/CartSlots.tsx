import { useRequestContext } from '../request-context';
import { PropsScript } from '../island';
import { partKey, remembered } from '../prerendered';
import { cartPageProps } from './page-props';
import { cartLabelsFile } from './labels-file';

/**
 * The cart and wishlist drawers, rendered once at the end of every page body (issue 4).
 * The HTML is the same for every visitor (nothing personal: the page may be edge-cached);
 * client/islands/cart/controls renders the drawers into it when one is first opened, with
 * the labels of the file the data block names (./labels-file.ts). The block itself holds the
 * texts the page's hearts and quick adds show (`controls`: at the shopper's action, and the
 * cards' size selects' label templates and "Out of stock") and the line fields most cards
 * share (`cardLine`), which the cards' quick adds then leave out (docs/cart.md).
 */
export function CartSlots() {
  const c = useRequestContext();
  const { locale } = c.get('market');
  const t = c.get('t');
  // The same for every page of a language: made once (../prerendered.tsx).
  const props = remembered(partKey('cart-slots', locale.code), () => JSON.stringify(cartPageProps(locale, t)));
  return (
    <>
      <PropsScript json={props} src={cartLabelsFile(locale.code).path} />
      <div className="island" data-cart-drawers="" />
    </>
  );
}
