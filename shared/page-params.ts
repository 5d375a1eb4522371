/**
 * Query parameters by who reads them. One list, so the page cache, the listing's filters
 * and the cart's landing code agree (a new parameter is added here once).
 */
import { UTM_KEYS } from './campaign';
import { CART_PARAM, TEMPLATE_PARAM } from './cart-links';

/** What the cart reads on the page a shopper lands on, then removes from the address (docs/cart.md "Landing parameters (any page)"). */
export const LANDING_KEYS: readonly string[] = ['atc', CART_PARAM, 'disc', 'cjevent', ...UTM_KEYS];

/**
 * What the gallery-wall designer reads in the browser (docs/wall-designer.md): a shared
 * wall (shared/gallery-wall/share-link.ts WALL_PARAM) and a poster for the first slot
 * (shared/routes.ts DESIGNER_POSTER_PARAM). Written out here, not imported: this module
 * is in every page's first-load JS, the designer's modules are not.
 */
const DESIGNER_KEYS = ['wall', 'poster'];

/**
 * Parameters no page's HTML depends on: the landing ones and any other utm_*, ad-click
 * ids, and what only the browser reads (an e-mail link's token and address, a custom
 * poster's template texts, the designer's wall and poster).
 */
const BROWSER_ONLY = new Set([...LANDING_KEYS, 'gclid', 'fbclid', 'msclkid', 'token', 'email', TEMPLATE_PARAM, ...DESIGNER_KEYS]);

export const isBrowserOnlyParam = (name: string): boolean => BROWSER_ONLY.has(name) || name.startsWith('utm_');
