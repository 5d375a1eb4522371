/**
 * Browsing events for the tag manager's data layer (SPEC 7: view_item, search), in the
 * GA4 shape. A broken or missing tracker never breaks the page.
 */
export function pushEvent(event: 'view_item' | 'search', data: Record<string, unknown>): void {
  try {
    const page = window as Window & { dataLayer?: unknown[] };
    const layer = (page.dataLayer ??= []);
    // GA4 merges ecommerce objects across pushes unless the previous one is cleared first.
    if ('ecommerce' in data) layer.push({ ecommerce: null });
    layer.push({ event, ...data });
  } catch {
    // Tracking is best effort.
  }
}
