/**
 * Cart and wishlist events for the tag manager's data layer (docs/shop-rules.md "Analytics events"), in the GA4
 * e-commerce shape. The sink is injectable so tests and other trackers can listen.
 */
export type ItemEvent = 'add_to_cart' | 'remove_from_cart' | 'add_to_wishlist' | 'remove_from_Wishlist';

export interface AnalyticsItem {
  item_id: string;
  item_name: string;
  item_variant?: string;
  price?: number;
  quantity: number;
}

export type AnalyticsSink = (entry: Record<string, unknown>) => void;

function pushToDataLayer(entry: Record<string, unknown>): void {
  if (typeof window === 'undefined') return;
  const page = window as Window & { dataLayer?: unknown[] };
  (page.dataLayer ??= []).push(entry);
}

let sink: AnalyticsSink = pushToDataLayer;
let currency: string | undefined;

/** sink null restores window.dataLayer; currency is the locale's (GA4 wants it with a value). */
export function configureAnalytics(options: { sink?: AnalyticsSink | null; currency?: string }): void {
  if (options.sink !== undefined) sink = options.sink ?? pushToDataLayer;
  if (options.currency !== undefined) currency = options.currency;
}

/** Pushes one data-layer entry. A broken tracker never breaks the page. */
export function track(entry: Record<string, unknown>): void {
  try {
    // GA4 merges ecommerce objects across pushes unless the previous one is cleared first.
    if ('ecommerce' in entry) sink({ ecommerce: null });
    sink(entry);
  } catch {
    // Tracking is best effort.
  }
}

export function trackItems(event: ItemEvent, items: AnalyticsItem[]): void {
  if (items.length === 0) return;
  const value = items.reduce((sum, item) => sum + (item.price ?? 0) * item.quantity, 0);
  track({ event, ecommerce: { ...(currency ? { currency, value } : {}), items } });
}
