/**
 * Browsing events for the tag manager's data layer (view_item, search: docs/shop-rules.md "Analytics events"), in the
 * GA4 shape. The server puts a page view's events in the page (<script id="page-events">,
 * worker/components/Document); they are pushed at load through the cart's tracker
 * (client/state/analytics), so tests and other sinks see them too.
 */
import { track } from '../../state/analytics';

/** Pushes the events the server listed for this page view. */
export function pushPageEvents(root: Document = document): void {
  const text = root.getElementById('page-events')?.textContent;
  if (!text) return;
  try {
    const events: unknown = JSON.parse(text);
    if (!Array.isArray(events)) return;
    for (const entry of events) if (typeof entry === 'object' && entry !== null) track(entry as Record<string, unknown>);
  } catch {
    // A malformed list is skipped: tracking is best effort.
  }
}
