/**
 * Browsing events for the tag manager's data layer (SPEC 7: view_item, search), in the
 * GA4 shape. The server puts a page view's events in the page (<script id="page-events">,
 * worker/components/Document); they are pushed at load. A broken or missing tracker never
 * breaks the page.
 */
export function pushEvent(entry: Record<string, unknown>): void {
  try {
    const page = window as Window & { dataLayer?: unknown[] };
    const layer = (page.dataLayer ??= []);
    // GA4 merges ecommerce objects across pushes unless the previous one is cleared first.
    if ('ecommerce' in entry) layer.push({ ecommerce: null });
    layer.push(entry);
  } catch {
    // Tracking is best effort.
  }
}

/** Pushes the events the server listed for this page view. */
export function pushPageEvents(root: Document = document): void {
  const text = root.getElementById('page-events')?.textContent;
  if (!text) return;
  try {
    const events: unknown = JSON.parse(text);
    if (!Array.isArray(events)) return;
    for (const entry of events) if (typeof entry === 'object' && entry !== null) pushEvent(entry as Record<string, unknown>);
  } catch {
    // A malformed list is skipped: tracking is best effort.
  }
}
