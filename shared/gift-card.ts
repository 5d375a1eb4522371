/**
 * Gift card codes and balances (the /gift-card/balance screen and POST
 * /api/gift-card-balance). Codes are 16 letters or digits, printed in groups of four;
 * shoppers may type them in any case, with or without spaces and dashes.
 */
export const GIFT_CARD_EXAMPLE = 'ABCD-EFGH-JKLM-NPQR';

/** The canonical form "XXXX-XXXX-XXXX-XXXX", or null when `input` cannot be a code. */
export function normalizeGiftCardCode(input: string): string | null {
  const compact = input.replace(/[\s-]+/g, '').toUpperCase();
  if (!/^[A-Z0-9]{16}$/.test(compact)) return null;
  return compact.match(/.{4}/g)!.join('-');
}

export type GiftCardStatus = 'active' | 'expired' | 'used';

export interface GiftCardBalance {
  code: string;
  currency: 'SEK' | 'DKK' | 'GBP' | 'EUR';
  balance: number;
  initial_amount: number;
  /** ISO 8601 instant. */
  expires_at: string;
  status: GiftCardStatus;
}

/** Expiry wins over an empty balance: an expired card cannot be used whatever is left. */
export function giftCardStatus(balance: number, expiresAt: string, now: Date): GiftCardStatus {
  if (Date.parse(expiresAt) <= now.getTime()) return 'expired';
  return balance <= 0 ? 'used' : 'active';
}

const CURRENCIES = ['SEK', 'DKK', 'GBP', 'EUR'] as const;
const isAmount = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value >= 0;

/** A balance answer checked field by field (the screen shows nothing it cannot trust). */
export function parseGiftCardBalance(value: unknown): GiftCardBalance | null {
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Record<string, unknown>;
  if (typeof v.code !== 'string' || normalizeGiftCardCode(v.code) === null) return null;
  if (!CURRENCIES.includes(v.currency as GiftCardBalance['currency'])) return null;
  if (!isAmount(v.balance) || !isAmount(v.initial_amount)) return null;
  if (typeof v.expires_at !== 'string' || Number.isNaN(Date.parse(v.expires_at))) return null;
  if (v.status !== 'active' && v.status !== 'expired' && v.status !== 'used') return null;
  return {
    code: v.code,
    currency: v.currency as GiftCardBalance['currency'],
    balance: v.balance,
    initial_amount: v.initial_amount,
    expires_at: v.expires_at,
    status: v.status,
  };
}
