/**
 * Gift cards as payment at the checkout (docs/checkout.md "Gift cards"): a code is checked
 * with POST /api/gift-card-balance before it is applied (active, in the market's currency),
 * at most three per order, each once; what each pays is the summary's (client/checkout/totals.ts).
 */
import { normalizeGiftCardCode, parseGiftCardBalance } from '../../shared/gift-card';
import { fill, type CheckoutPageData } from './contracts';
import { el, setChildren } from '../dom';
import { MAX_GIFT_CARDS, state } from './store';
import { maskCode } from './summary';
import type { CheckoutTotals } from './totals';

type Labels = CheckoutPageData['labels'];

export interface GiftCardDeps {
  fetch: (url: string, init: RequestInit) => Promise<Response>;
  /** The market's currency: a card in another one pays nothing here. */
  currency: string;
}

/**
 * - `added`: applied; `known`: already applied (nothing changes, the field is cleared);
 * - `invalid`: no code, one too many, or the server knows no usable card by it;
 * - `failed`: the check could not be made (offline, an answer that is no JSON).
 */
export type GiftCardOutcome = 'added' | 'known' | 'invalid' | 'failed';

export async function addGiftCard(typed: string, deps: GiftCardDeps): Promise<GiftCardOutcome> {
  const code = normalizeGiftCardCode(typed);
  if (!code || state.giftCards.length >= MAX_GIFT_CARDS) return 'invalid';
  if (state.giftCards.some((card) => card.code === code)) return 'known';
  try {
    const response = await deps.fetch('/api/gift-card-balance', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ code }),
    });
    const card = response.ok ? parseGiftCardBalance(await response.json()) : null;
    if (!card || card.status !== 'active' || card.currency !== deps.currency) return 'invalid';
    state.giftCards = [...state.giftCards, { code: card.code, balance: card.balance }];
    return 'added';
  } catch {
    return 'failed';
  }
}

export function removeGiftCard(code: string): void {
  state.giftCards = state.giftCards.filter((card) => card.code !== code);
}

/** What each applied card pays, and the name of its remove button. */
export function giftCardItems(current: CheckoutTotals, labels: Labels, money: (amount: number) => string) {
  return current.giftCards.map((card) => ({
    code: card.code,
    text: fill(labels.giftCardApplied, { code: maskCode(card.code), amount: money(card.amount) }),
    removeLabel: fill(labels.giftCardRemove, { code: maskCode(card.code) }),
  }));
}

export function drawGiftCards(list: HTMLElement, items: ReturnType<typeof giftCardItems>, onRemove: (code: string) => void): void {
  setChildren(
    list,
    items.map((item) => {
      const remove = el('button', { type: 'button', className: 'button-link' }, '×');
      remove.setAttribute('aria-label', item.removeLabel);
      remove.addEventListener('click', () => onRemove(item.code));
      return el('li', {}, item.text, ' ', remove);
    }),
  );
}
