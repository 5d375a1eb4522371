import { useEffect, useState } from 'react';
import { readPersisted, type PersistedShape } from '../state/persisted';

/**
 * The persisted shop state, read after hydration (reading it during render would make
 * the first client render differ from the server's, React error #418) and kept current
 * when another tab changes it.
 */
export function usePersisted(): PersistedShape {
  const [data, setData] = useState<PersistedShape>({});
  useEffect(() => {
    const read = () => setData(readPersisted(window.localStorage));
    read();
    window.addEventListener('storage', read);
    return () => window.removeEventListener('storage', read);
  }, []);
  return data;
}
