import { useSnapshot } from 'valtio';
import { itemCount } from '../../../shared/cart';
import { state as cart, toggleCart } from '../../state/cart';
import { closeWishlist } from '../../state/wishlist';
import { loadCartDrawer } from './lazy';
import { usePersistedState } from './use-persisted';

export interface CartToggleProps {
  label: string;
  /** "Cart, {{count}} items" with the count already substituted by the caller is not possible, so a template. */
  countLabel: string;
}

/** Header cart toggle with the item count (SPEC 2); opens the cart drawer, loading it on first use. */
export default function CartToggle({ label, countLabel }: CartToggleProps) {
  const isHydrated = usePersistedState();
  const snapshot = useSnapshot(cart);
  const count = isHydrated ? itemCount(snapshot.items) : 0;
  return (
    <button
      type="button"
      className="icon-button"
      aria-label={count > 0 ? countLabel.replace('{{count}}', String(count)) : label}
      aria-haspopup="dialog"
      aria-expanded={snapshot.isOpen}
      data-testid="cart-toggle"
      // The drawer's code starts loading when a click is likely, so the first open is instant.
      onPointerEnter={() => void loadCartDrawer()}
      onFocus={() => void loadCartDrawer()}
      onClick={() => {
        closeWishlist();
        toggleCart();
      }}
    >
      <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
        <path
          d="M6 6h15l-1.5 9h-12L6 6zm0 0L5 3H2m6 18a1 1 0 100-2 1 1 0 000 2zm9 0a1 1 0 100-2 1 1 0 000 2z"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinejoin="round"
        />
      </svg>
      <span className="badge" data-testid="cart-count">
        {count}
      </span>
    </button>
  );
}
