import { useSnapshot } from 'valtio';
import { closeCart } from '../../state/cart';
import { state as wishlist, toggleWishlistDrawer } from '../../state/wishlist';
import { loadWishlistDrawer } from './lazy';
import { usePersistedState } from './use-persisted';

export interface WishlistToggleProps {
  label: string;
  filledLabel: string;
}

/** Header wishlist toggle: a filled heart when the list is not empty (SPEC 2); opens the wishlist drawer. */
export default function WishlistToggle({ label, filledLabel }: WishlistToggleProps) {
  const isHydrated = usePersistedState();
  const snapshot = useSnapshot(wishlist);
  const count = isHydrated ? snapshot.items.length : 0;
  const isFilled = count > 0;
  return (
    <button
      type="button"
      className="icon-button"
      aria-label={isFilled ? filledLabel.replace('{{count}}', String(count)) : label}
      aria-haspopup="dialog"
      aria-expanded={snapshot.isOpen}
      data-filled={isFilled}
      data-testid="wishlist-toggle"
      onPointerEnter={() => void loadWishlistDrawer()}
      onFocus={() => void loadWishlistDrawer()}
      onClick={() => {
        closeCart();
        toggleWishlistDrawer();
      }}
    >
      <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
        <path
          d="M12 20s-7-4.4-7-10a4 4 0 017-2.6A4 4 0 0119 10c0 5.6-7 10-7 10z"
          fill={isFilled ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="1.8"
        />
      </svg>
    </button>
  );
}
