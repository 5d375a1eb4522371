import { useSnapshot } from 'valtio';
import { state as wishlist } from '../../state/wishlist';
import { usePersistedState } from './use-persisted';

export interface WishlistToggleProps {
  label: string;
  filledLabel: string;
}

/** Header wishlist toggle: a filled heart when the list is not empty (SPEC 2). */
export default function WishlistToggle({ label, filledLabel }: WishlistToggleProps) {
  usePersistedState();
  const count = useSnapshot(wishlist).items.length;
  const isFilled = count > 0;
  return (
    <button
      type="button"
      className="icon-button"
      aria-label={isFilled ? filledLabel.replace('{{count}}', String(count)) : label}
      data-filled={isFilled}
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
