/**
 * Whether this shopper's connection may fetch pages ahead: not with Save-Data (data saver)
 * and not on 2g (docs/site.md "Client resilience"). Small and apart from ./prefetch.ts so
 * the site's boot can mark the page for the speculation rules without loading the prefetcher.
 */
export interface ConnectionInfo {
  saveData?: boolean;
  effectiveType?: string;
}

export function canPrefetch(connection: ConnectionInfo | undefined): boolean {
  if (!connection) return true;
  return connection.saveData !== true && !/(^|-)2g$/.test(connection.effectiveType ?? '');
}

/** The browser's Network Information (Chromium only; undefined elsewhere). */
export const currentConnection = (): ConnectionInfo | undefined => (navigator as Navigator & { connection?: ConnectionInfo }).connection;
