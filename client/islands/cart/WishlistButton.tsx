import { useSnapshot } from 'valtio';
import { state as wishlist, toggleWishlist } from '../../state/wishlist';
import type { WishlistButtonProps } from './contracts';
import { usePersistedState } from './use-persisted';

/** A heart toggle for product cards and pages (SPEC 4: adds when absent, removes when present). */
export default function WishlistButton({ item, labels }: WishlistButtonProps) {
  const isHydrated = usePersistedState();
  const items = useSnapshot(wishlist).items;
  const isSaved = isHydrated && items.some((saved) => saved.id === item.id);
  return (
    <button
      type="button"
      className="wishlist-button"
      aria-pressed={isSaved}
      aria-label={labels.add}
      title={isSaved ? labels.remove : labels.add}
      onClick={() => toggleWishlist(item)}
    >
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
        <path
          d="M12 20s-7-4.4-7-10a4 4 0 017-2.6A4 4 0 0119 10c0 5.6-7 10-7 10z"
          fill={isSaved ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="1.8"
        />
      </svg>
    </button>
  );
}
