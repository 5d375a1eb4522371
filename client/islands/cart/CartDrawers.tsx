import { lazy, Suspense, useState } from 'react';
import { useSnapshot } from 'valtio';
import { state as cart } from '../../state/cart';
import { state as wishlist } from '../../state/wishlist';
import type { CartDrawersProps } from './contracts';
import { loadCartDrawer, loadWishlistDrawer } from './lazy';

const CartDrawer = lazy(loadCartDrawer);
const WishlistDrawer = lazy(loadWishlistDrawer);

/**
 * Hosts the cart and wishlist drawers (docs/cart.md "The drawers"), rendered into the page by
 * client/islands/cart/controls when one is first wanted. Each drawer loads when it is
 * first opened and stays mounted from then on, so reopening it is instant.
 */
export default function CartDrawers(props: CartDrawersProps) {
  const isCartOpen = useSnapshot(cart).isOpen;
  const isWishlistOpen = useSnapshot(wishlist).isOpen;
  const [hasCart, setHasCart] = useState(false);
  const [hasWishlist, setHasWishlist] = useState(false);
  if (isCartOpen && !hasCart) setHasCart(true);
  if (isWishlistOpen && !hasWishlist) setHasWishlist(true);

  return (
    <>
      <Suspense fallback={null}>{hasCart && <CartDrawer {...props} />}</Suspense>
      <Suspense fallback={null}>{hasWishlist && <WishlistDrawer {...props} />}</Suspense>
    </>
  );
}
