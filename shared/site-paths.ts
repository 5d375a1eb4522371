/**
 * The paths that are the same in every language (docs/shop-rules.md "Routes"), named once for the header, menus,
 * cart, robots.txt, prefetch and the page cache (no string literals elsewhere). Browsing
 * paths that differ per language are in shared/routes.ts.
 */
export const PATHS = {
  checkout: '/checkout',
  checkoutConfirmation: '/checkout/confirmation',
  login: '/login',
  logout: '/logout',
  myAccount: '/my-account',
  myPosters: '/my-account/posters',
  mySales: '/my-account/sales',
  myPosterEdit: '/my-account/posters/edit',
  myProfileEdit: '/my-account/profile/edit',
  renderCustomPoster: '/render-custom-poster',
  giftCardBalance: '/gift-card/balance',
  unsubscribe: '/unsubscribe',
  newsletterConfirm: '/newsletter/confirm',
} as const;

/**
 * The merchant feeds of every domain (docs/operations.md "Merchant feeds"): public, the
 * same for everyone, kept at the edge like catalog pages but allowed a larger size
 * (worker/middleware/page-cache).
 */
export const FEED_PATHS = {
  googleMerchant: '/feeds/google-merchant.xml',
  pinterest: '/feeds/pinterest.csv',
} as const;

/**
 * What every domain offers agents and installing browsers (docs/browse.md "Agents"):
 * /llms.txt and the web app manifest, the same for everyone, kept like catalog pages.
 */
export const AGENT_PATHS = {
  llmsTxt: '/llms.txt',
  manifest: '/manifest.webmanifest',
} as const;

/**
 * Parts of a page that the page fetches when they are needed (docs/site.md "What a page
 * weighs"): HTML without a document around it, the same for everyone, kept at the edge like
 * catalog pages and marked `noindex` (worker/routes/fragments.ts).
 */
export const FRAGMENT_PATHS = {
  /** `/{slug}` of a product in the domain's language: its related products. */
  related: '/fragments/related',
  /** The newsletter dialog's form. */
  newsletter: '/fragments/newsletter',
  /** The header category bar's dropdowns, with their sub-trees. */
  categoryMenu: '/fragments/category-menu',
  /** The customer reviews' carousel, below every page. */
  reviews: '/fragments/reviews',
} as const;

/**
 * Personal or state-changing screens: never stored in a shared cache whatever their route
 * declares (worker/middleware/page-cache), never prefetched, and disallowed for robots.
 */
export const PRIVATE_PATHS = [PATHS.checkout, PATHS.myAccount, PATHS.login, PATHS.logout, PATHS.renderCustomPoster] as const;

/**
 * Paths that are no page at all (the API, error reports, one-click unsubscribe, the static
 * files, the merchant feeds): never fetched ahead by the client's prefetch or the
 * speculation rules (worker/static-assets/speculation-rules.ts), each with what is below it.
 */
export const NOT_PAGE_PATHS = ['/api', '/captuerr', PATHS.unsubscribe, '/assets', '/feeds'] as const;

/** Whether `pathname` is one of PRIVATE_PATHS or below one. */
export function isPrivatePath(pathname: string): boolean {
  const path = pathname.toLowerCase();
  return PRIVATE_PATHS.some((base) => path === base || path.startsWith(`${base}/`));
}
