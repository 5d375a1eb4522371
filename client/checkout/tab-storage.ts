/**
 * What the checkout keeps for this tab (sessionStorage, docs/checkout.md): what the shopper
 * typed and the gift cards applied, so a reload or a trip to the payment provider loses
 * nothing; and which checkout the begin_checkout event was sent for, so a reload does not
 * send it again. Read back field by field: anything odd is dropped, never shown. Its own
 * module, so the confirmation page forgets the form without loading the checkout's code.
 */
import { normalizeGiftCardCode } from '../../shared/gift-card';
import { ADDRESS_FIELDS, type AddressField } from './contracts';
import type { GiftCardUse } from './totals';

const FORM_KEY = 'h057_checkout';
const BEGUN_KEY = 'h057_checkout_begun';
/** No field of the form takes more (the longest is the street, 200). */
const MAX_FIELD_LENGTH = 200;

type TabStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
/** This tab's storage, read inside each try: a browser with storage turned off throws on the very access. */
const tab = (given: TabStorage | undefined): TabStorage => given ?? sessionStorage;

export interface SavedForm {
  fields: Partial<Record<AddressField, string>>;
  newsletter: boolean;
  giftCards: GiftCardUse[];
}

export function readSavedForm(storage?: TabStorage): SavedForm {
  const empty: SavedForm = { fields: {}, newsletter: false, giftCards: [] };
  try {
    const value = JSON.parse(tab(storage).getItem(FORM_KEY) ?? 'null') as Partial<SavedForm> | null;
    if (!value || typeof value !== 'object') return empty;
    const fields: SavedForm['fields'] = {};
    for (const name of ADDRESS_FIELDS) {
      const text = value.fields?.[name];
      if (typeof text === 'string') fields[name] = text.slice(0, MAX_FIELD_LENGTH);
    }
    const giftCards = Array.isArray(value.giftCards)
      ? value.giftCards.filter(
          (card): card is GiftCardUse =>
            typeof card?.code === 'string' &&
            normalizeGiftCardCode(card.code) !== null &&
            typeof card.balance === 'number' &&
            card.balance > 0,
        )
      : [];
    return { fields, newsletter: value.newsletter === true, giftCards };
  } catch {
    return empty;
  }
}

export function saveForm(form: SavedForm, storage?: TabStorage): void {
  try {
    tab(storage).setItem(FORM_KEY, JSON.stringify(form));
  } catch {
    // Private mode or a full storage: the form still works, it just is not kept.
  }
}

/**
 * Whether begin_checkout is still to be sent for this checkout in this tab; marks it sent.
 * Without storage the event may come again on a reload: tracking is best effort.
 */
export function isFirstBegin(checkoutId: string, storage?: TabStorage): boolean {
  try {
    if (tab(storage).getItem(BEGUN_KEY) === checkoutId) return false;
    tab(storage).setItem(BEGUN_KEY, checkoutId);
  } catch {
    // Sent once more after a reload, at worst.
  }
  return true;
}

/** Forgets the form (after the order is placed and paid). */
export function forgetCheckoutForm(storage?: TabStorage): void {
  try {
    tab(storage).removeItem(FORM_KEY);
    tab(storage).removeItem(BEGUN_KEY);
  } catch {
    // Nothing kept, nothing to forget.
  }
}
