import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import { configureAnalytics } from '../../state/analytics';
import { state as cart } from '../../state/cart';
import { state as wishlist } from '../../state/wishlist';
import { carryCartOnLanguageLinks, scheduleCartRuntime } from './boot';
import type { CartDrawersProps } from './contracts';
import { loadCartDrawer, loadWishlistDrawer } from './lazy';
import { usePersistedState } from './use-persisted';

const CartDrawer = lazy(loadCartDrawer);
const WishlistDrawer = lazy(loadWishlistDrawer);

/**
 * Hosts the cart and wishlist drawers (SPEC 2 and 4). Renders nothing until a drawer is
 * first opened, then loads it; keeps <body class="sidebar-open"> while one is open; and
 * starts the cart's background work once per page.
 */
export default function CartDrawers(props: CartDrawersProps) {
  usePersistedState();
  const isCartOpen = useSnapshot(cart).isOpen;
  const isWishlistOpen = useSnapshot(wishlist).isOpen;
  const { currency } = props.money;

  useEffect(() => {
    configureAnalytics({ currency });
    const stopCarrying = carryCartOnLanguageLinks();
    const cancelStart = scheduleCartRuntime();
    return () => {
      stopCarrying();
      cancelStart();
    };
  }, [currency]);

  // Only on a change of the drawers: the filter panel (issue 3) sets the same page state.
  const isSidebarOpen = isCartOpen || isWishlistOpen;
  const wasSidebarOpen = useRef(false);
  useEffect(() => {
    if (isSidebarOpen === wasSidebarOpen.current) return;
    wasSidebarOpen.current = isSidebarOpen;
    document.body.classList.toggle('sidebar-open', isSidebarOpen);
  }, [isSidebarOpen]);

  // A drawer stays mounted from its first opening on: reopening it is instant.
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
