import type { Translate } from '../../i18n';

/** Cart and wishlist drawers, rendered once at the end of every page body (issue 4). */
export function CartSlots(_props: { t: Translate }) {
  return null;
}
