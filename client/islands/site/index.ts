/** Site chrome islands (issue 5), each loaded on demand by client/entry.ts. */
export const SITE_ISLANDS = {
  AccountLinks: () => import('./AccountLinks'),
  GiftCardBalance: () => import('./GiftCardBalance'),
  UnsubscribeForm: () => import('./UnsubscribeForm'),
} as const;
