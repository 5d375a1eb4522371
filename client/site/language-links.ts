/**
 * The language switcher's links to the other domains (worker/components/LanguageSwitcher.tsx,
 * marked data-carry-cart). Each language has its own domain and so its own storage, so what
 * the shopper has made here travels on the link: the cart (client/islands/cart/boot.ts) and,
 * on the designer's page, the wall (client/islands/designer/WallDesigner.tsx). The page's
 * HTML stays the same for everyone (cacheable); the address is rewritten when it is used.
 */
export const LANGUAGE_LINK = 'a[data-carry-cart]';

/**
 * Rewrites a language link's address the moment it is used: pointerdown covers middle clicks
 * and long presses (open in a new tab), click covers the keyboard. Returns the way to stop.
 */
export function onLanguageLinkUse(
  rewrite: (href: string) => string,
  target: Pick<Document, 'addEventListener' | 'removeEventListener'> = document,
): () => void {
  const listener = (event: Event) => {
    const link = (event.target as Partial<Element> | null)?.closest?.<HTMLAnchorElement>(LANGUAGE_LINK);
    if (link) link.href = rewrite(link.href);
  };
  const types = ['pointerdown', 'click'] as const;
  for (const type of types) target.addEventListener(type, listener, { capture: true });
  return () => {
    for (const type of types) target.removeEventListener(type, listener, { capture: true });
  };
}
