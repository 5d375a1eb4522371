/**
 * Cross-document view transitions between a listing and a product page (docs/site.md
 * "Instant navigation"): a listing card's image and the product page's picture carry the
 * same `view-transition-name`, so the browser morphs one into the other. Names are unique
 * on a page by the product id; only the listing's own grid names its cards (the start
 * page's sections and a product page's related grid may show a product twice, and a name
 * used twice cancels the transition). The transition itself is switched on in CSS
 * (client/styles/browse.css), for shoppers who did not ask for reduced motion.
 */
export const productPictureTransition = (productId: number): string => `product-${productId}`;
