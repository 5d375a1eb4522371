/**
 * Gift card codes and balances (the /gift-card/balance screen and POST
 * /api/gift-card-balance). Codes are 16 letters or digits, printed in groups of four;
 * shoppers may type them in any case, with or without spaces and dashes.
 */
import { isValidEmail } from './email';
import { GIFT_CARD_FIELDS, GIFT_CARD_LIMITS, isIsoDate, type GiftCardCurrency } from './gift-card-limits';
import { zonedHour } from './market-time';
import { ProductType } from './types';

// What every page needs to read a stored cart (the metadata schema) is in ./gift-card-limits.ts.
export { GIFT_CARD_FIELDS, GIFT_CARD_LIMITS, isIsoDate, MAX_GIFT_CARD_AMOUNT } from './gift-card-limits';

export const GIFT_CARD_EXAMPLE = 'ABCD-EFGH-JKLM-NPQR';

/** The canonical form "XXXX-XXXX-XXXX-XXXX", or null when `input` cannot be a code. */
export function normalizeGiftCardCode(input: string): string | null {
  const compact = input.replace(/[\s-]+/g, '').toUpperCase();
  if (!/^[A-Z0-9]{16}$/.test(compact)) return null;
  return compact.match(/.{4}/g)!.join('-');
}

/**
 * Whether an order of these lines is delivered by e-mail alone: every line a gift card
 * (every gift card is e-mailed). Such an order has no delivery charge and no postal address;
 * one line of anything else and the order goes by post (docs/checkout.md "Gift cards").
 */
export function isSentByEmail(lines: readonly { type: number }[]): boolean {
  return lines.length > 0 && lines.every((line) => line.type === ProductType.GiftCard);
}

export type GiftCardStatus = 'active' | 'expired' | 'used';

export interface GiftCardBalance {
  code: string;
  currency: GiftCardCurrency;
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

/**
 * Buying a gift card (docs/checkout.md "Gift cards"). A gift card line's metadata
 * (`gift_card`, shared/schemas/cart.ts) names the recipient, a message and the day the card
 * is e-mailed; a free amount ("other amount") is `amount`, a whole number of the currency
 * within GIFT_CARD_LIMITS. Preset amounts are the product's variations and carry no amount.
 */
export type { GiftCardCurrency };

/** An issued card can be used for two years (until the same instant two years later). */
export const GIFT_CARD_VALID_YEARS = 2;

/** How far ahead a send date may be: up to the same date one year from today. */
export const GIFT_CARD_SEND_YEARS_AHEAD = 1;

/** Whether `amount` is a free amount the store's currency allows: a whole number within the limits. */
export function isGiftCardAmountAllowed(amount: number, currency: GiftCardCurrency): boolean {
  const { min, max } = GIFT_CARD_LIMITS[currency];
  return Number.isInteger(amount) && amount >= min && amount <= max;
}

/** The nearest amount the limits allow (a whole number). */
export function clampGiftCardAmount(amount: number, currency: GiftCardCurrency): number {
  const { min, max } = GIFT_CARD_LIMITS[currency];
  return Math.min(max, Math.max(min, Number.isFinite(amount) ? Math.round(amount) : min));
}

/** The UTC date of `now` (YYYY-MM-DD): the shop's "today" for send dates (docs/checkout.md "Gift cards"). */
export function todayOf(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/** `date` (YYYY-MM-DD) moved by whole years; 29 February becomes 28 February. */
export function addYears(date: string, years: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const moved = new Date(Date.UTC(year + years, month - 1, day));
  if (moved.getUTCMonth() !== month - 1) moved.setUTCDate(0);
  return moved.toISOString().slice(0, 10);
}

const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00.000Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The send dates a shopper may choose when it is `today` (YYYY-MM-DD): today up to the same date a year ahead. */
export function sendDateRange(today: string): { min: string; max: string } {
  return { min: today, max: addYears(today, GIFT_CARD_SEND_YEARS_AHEAD) };
}

/**
 * Whether the API takes `date` as a send date on `now`. The markets are UTC to UTC+3, so a
 * shopper's today may be a day ahead of the UTC date: the latest date allows that day. A
 * date already past is taken too (a cart kept for some days): the card is then sent at once.
 */
export function isSendDateAccepted(date: string, now: Date): boolean {
  return isIsoDate(date) && date <= addDays(sendDateRange(todayOf(now)).max, 1);
}

/** The local hour a gift card's e-mail goes out on its send date (morning, not at midnight). */
export const GIFT_CARD_SEND_HOUR = 8;

/**
 * When an issued card's e-mail may go: its send date at GIFT_CARD_SEND_HOUR in `timeZone`
 * (the recipient's market, shared/market-time.ts), or `paidAt` when that time has come.
 * Without a time zone: the send date's start in UTC.
 */
export function sendAfter(sendOn: string | undefined, paidAt: Date, timeZone?: string): string {
  const valid = sendOn && isIsoDate(sendOn) ? sendOn : null;
  const start = !valid ? '' : timeZone ? zonedHour(valid, GIFT_CARD_SEND_HOUR, timeZone).toISOString() : `${valid}T00:00:00.000Z`;
  const paid = paidAt.toISOString();
  return start > paid ? start : paid;
}

/** The expiry of a card issued at `issuedAt`: GIFT_CARD_VALID_YEARS later (29 February: 28 February). */
export function giftCardExpiry(issuedAt: Date): string {
  const date = addYears(todayOf(issuedAt), GIFT_CARD_VALID_YEARS);
  return `${date}${issuedAt.toISOString().slice(10)}`;
}

/** What the product page's gift card form holds, as typed. `amount` null: a preset amount (a variation) is chosen. */
export interface GiftCardForm {
  amount: string | null;
  recipientName: string;
  recipientEmail: string;
  message: string;
  sendOn: string;
}

export type GiftCardField = 'amount' | 'recipient_name' | 'recipient_email' | 'message' | 'send_on';

/**
 * The form checked as the API will check it (shared/schemas/cart.ts giftCardMetadata, the
 * currency's limits, the send date range on the shopper's `today`): the card to add, or
 * the fields to correct, in the form's order.
 */
export function checkGiftCardForm(
  form: GiftCardForm,
  currency: GiftCardCurrency,
  today: string,
):
  | { card: { amount?: number; recipient_name: string; recipient_email: string; message?: string; send_on: string } }
  | { errors: GiftCardField[] } {
  const errors: GiftCardField[] = [];
  const amountText = form.amount?.trim().replace(/\s/g, '') ?? '';
  const amount = /^\d+$/.test(amountText) ? Number(amountText) : NaN;
  if (form.amount !== null && !isGiftCardAmountAllowed(amount, currency)) errors.push('amount');
  const name = form.recipientName.trim();
  if (name === '' || name.length > GIFT_CARD_FIELDS.name) errors.push('recipient_name');
  const email = form.recipientEmail.trim();
  if (!isValidEmail(email)) errors.push('recipient_email');
  const message = form.message.trim();
  if (message.length > GIFT_CARD_FIELDS.message) errors.push('message');
  const { min, max } = sendDateRange(today);
  if (!isIsoDate(form.sendOn) || form.sendOn < min || form.sendOn > max) errors.push('send_on');
  if (errors.length > 0) return { errors };
  return {
    card: {
      ...(form.amount === null ? {} : { amount }),
      recipient_name: name,
      recipient_email: email,
      ...(message ? { message } : {}),
      send_on: form.sendOn,
    },
  };
}

/** A YYYY-MM-DD date as the language writes it ("1 March 2027"). */
export function formatDay(date: string, iso: string): string {
  return new Intl.DateTimeFormat(iso, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00.000Z`));
}
