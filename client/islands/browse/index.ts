import { TEMPLATE_PARAM } from '../../../shared/cart-links';
import type { IslandSpec } from '../names';

/** A custom poster opened from its cart line (?template=) shows its design at once. */
const whenTemplate = () => (new URLSearchParams(location.search).has(TEMPLATE_PARAM) ? 'load' : 'interaction');

/** Browsing islands (issue 3), each loaded on demand by client/entry.ts. */
export const BROWSE_ISLANDS = {
  HeaderSearch: { load: () => import('./HeaderSearch'), when: 'interaction' },
  // Opened from a custom poster's cart line (?template=), it shows the poster's texts at once.
  ProductPurchase: { load: () => import('./ProductPurchase'), when: whenTemplate },
  // Gift cards have their own panel (recipient, message, send date), so no other product page loads it.
  GiftCardPurchase: { load: () => import('./GiftCardPurchase'), when: 'interaction' },
  // A custom poster's editor (docs/designers.md "Custom poster editor"): its own chunk, so no
  // other product page loads it; opened from its cart line (?template=) it shows that design at once.
  CustomPosterPurchase: { load: () => import('./CustomPosterPurchase'), when: whenTemplate },
  ListingControls: { load: () => import('./ListingControls'), when: 'interaction' },
} satisfies Record<string, IslandSpec>;
