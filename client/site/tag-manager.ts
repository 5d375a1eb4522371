/**
 * A local stand-in for the tag manager (no third-party network in this shop): loaded
 * as its own chunk and only after the shopper accepted cookies (SPEC 4). Like the real
 * container it announces itself with a `gtm.js` event and then handles everything
 * pushed to window.dataLayer, including what was queued before it loaded.
 */
export interface TagManagerWindow {
  dataLayer?: unknown[];
  tagManager?: { loadedAt: number; handled: unknown[] };
}

export function startTagManager(target: TagManagerWindow, now: number): NonNullable<TagManagerWindow['tagManager']> {
  if (target.tagManager) return target.tagManager;
  const layer = (target.dataLayer ??= []);
  const handled: unknown[] = [...layer];
  const push = layer.push.bind(layer);
  layer.push = (...entries: unknown[]) => {
    handled.push(...entries);
    return push(...entries);
  };
  target.tagManager = { loadedAt: now, handled };
  layer.push({ 'gtm.start': now, event: 'gtm.js' });
  return target.tagManager;
}

export function start(): void {
  startTagManager(window as unknown as TagManagerWindow, Date.now());
}
