import { fillOnApproach } from '../../site/fragments';
import { drawQuickAdds, renderControls } from '../cart/controls';

/**
 * A product page's related products (worker/routes/related.tsx): the page holds an empty slot
 * naming their fragment (`data-related`), fetched when the slot comes within a screen's height of
 * the viewport, from the edge cache, and put in its place (client/site/fragments.ts
 * `fillOnApproach`); its hearts and quick adds then show the shopper's state like every other
 * card's (their clicks are the document's, so they work at once). A shopper who never scrolls
 * that far never fetches it. A failed fetch leaves the slot empty (and hidden), as a product
 * without related products does. docs/browse.md "Related products".
 */
export function showRelatedOnApproach(): void {
  const slot = document.querySelector<HTMLElement>('[data-related]');
  if (!slot) return;
  void fillOnApproach(slot, slot.dataset.related!).then(() => {
    drawQuickAdds(slot);
    renderControls(slot);
  });
}
