import { useEffect } from 'react';
import { connectPersistence } from '../../state/persist';

/**
 * Connects the shop's client state to browser storage after hydration: the first client
 * render matches the server's (empty state), then the stored cart, wishlist etc. are
 * restored and changes from other tabs follow without a reload. Any island may call it;
 * persistence runs once for all of them.
 */
export function usePersistedState(): void {
  useEffect(() => connectPersistence(), []);
}
