import type { IslandSpec } from '../names';

/**
 * Site chrome islands (issue 5). The unsubscribe form reads its token from the address at
 * once; the gift card form waits for the shopper.
 */
export const SITE_ISLANDS = {
  GiftCardBalance: { load: () => import('./GiftCardBalance'), when: 'interaction' },
  UnsubscribeForm: { load: () => import('./UnsubscribeForm'), when: 'load' },
} satisfies Record<string, IslandSpec>;
