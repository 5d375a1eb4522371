import { useEffect, useState } from 'react';
import { connectPersistence } from '../../state/persist';

/**
 * Connects the shop's client state to browser storage after hydration: the first client
 * render matches the server's (empty state), then the stored cart, wishlist etc. are
 * restored and changes from other tabs follow without a reload. Any island may call it;
 * persistence runs once for all of them.
 *
 * Returns false until this island has hydrated. An island shows stored state only from
 * then on: islands hydrate one by one, and one that hydrates after the state was restored
 * would otherwise render it over the server's HTML, where React keeps the server's
 * attributes (aria-pressed, aria-label) and the page would show stale state.
 */
export function usePersistedState(): boolean {
  const [isHydrated, setHydrated] = useState(false);
  useEffect(() => {
    setHydrated(true);
    return connectPersistence();
  }, []);
  return isHydrated;
}
