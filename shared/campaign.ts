/**
 * Marketing campaign parameters (docs/cart.md "Landing parameters (any page)"): UTM values in the landing URL become the
 * campaignData sent with the cart. Anything malformed is dropped, never thrown.
 */
export const UTM_KEYS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const;
export type UtmKey = (typeof UTM_KEYS)[number];

/** Only the UTM values that were present; never empty (null stands for "no campaign"). */
export type CampaignData = Partial<Record<UtmKey, string>>;

/** Longer values are not campaign names but junk or abuse; they would bloat every sync. */
const MAX_VALUE_LENGTH = 200;

function cleanValue(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return trimmed.length > 0 && trimmed.length <= MAX_VALUE_LENGTH ? trimmed : null;
}

function collect(read: (key: UtmKey) => unknown): CampaignData | null {
  const data: CampaignData = {};
  for (const key of UTM_KEYS) {
    const value = cleanValue(read(key));
    if (value !== null) data[key] = value;
  }
  return Object.keys(data).length > 0 ? data : null;
}

/** From a query string ("?utm_source=x") or parsed parameters. */
export function campaignFromParams(params: URLSearchParams | string): CampaignData | null {
  const search = typeof params === 'string' ? new URLSearchParams(params) : params;
  return collect((key) => search.get(key));
}

/** From anything, e.g. what browser storage gave back. */
export function parseCampaignData(value: unknown): CampaignData | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const record = value as Record<string, unknown>;
  return collect((key) => record[key]);
}
