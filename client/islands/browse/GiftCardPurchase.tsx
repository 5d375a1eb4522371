import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { checkGiftCardForm, formatDay, sendDateRange, todayOf, type GiftCardField, type GiftCardForm } from '../../../shared/gift-card';
import { formatMoney } from '../../../shared/money';
import { giftCardLine, initialVariation, isBuyable, piecePrice } from '../../../shared/purchase';
import { labelsTranslator } from '../../i18n';
import { UnitPrice } from './purchase/PosterChoices';
import { addPurchase, PurchasePanel, type PanelLabels, type PanelProps } from './purchase/PurchasePanel';

export interface GiftCardPurchaseLabels extends PanelLabels {
  amount: string;
  otherAmount: string;
  /** "From {{min}} to {{max}}" */
  amountHint: string;
  recipientName: string;
  recipientEmail: string;
  message: string;
  sendOn: string;
  sendOnHint: string;
  /** Beside the field: what to correct ({{min}}, {{max}} in amount and send_on). */
  errors: Record<GiftCardField, string>;
}

export interface GiftCardPurchaseProps extends PanelProps<GiftCardPurchaseLabels> {
  media: { alt: string; url: string; w: number; h: number };
  /** The free amounts of the currency (shared/gift-card.ts GIFT_CARD_LIMITS). */
  limits: { min: number; max: number };
  /** The server's date (YYYY-MM-DD) when it rendered the page; the browser's own date replaces it. */
  today: string;
  labels: GiftCardPurchaseLabels;
}

/** The browser's today as the shopper reads their calendar (local date). */
const localToday = () => {
  const now = new Date();
  return todayOf(new Date(now.getTime() - now.getTimezoneOffset() * 60_000));
};

const OTHER = 'other';

/**
 * The purchase panel's gift card variant (./purchase/PurchasePanel.tsx, docs/checkout.md
 * "Gift cards"): a preset amount (the variations) or another amount within the currency's
 * limits, the recipient's name and e-mail, a message and the day it is e-mailed (today by
 * default). Errors show beside their fields in the page's language. Its own island, so
 * other product pages load none of it.
 */
export default function GiftCardPurchase({ product, media, money, limits, today: serverToday, labels }: GiftCardPurchaseProps) {
  const text = useMemo(() => labelsTranslator(labels, money.iso), [labels, money.iso]);
  const price = (amount: number) => formatMoney(amount, money);
  const first = initialVariation(product.variations);
  const [today, setToday] = useState(serverToday);
  const [choice, setChoice] = useState<string>(String(first?.id ?? OTHER));
  const [form, setForm] = useState<Omit<GiftCardForm, 'amount'> & { amount: string }>({
    amount: '',
    recipientName: '',
    recipientEmail: '',
    message: '',
    sendOn: serverToday,
  });
  const [errors, setErrors] = useState<GiftCardField[]>([]);
  const [status, setStatus] = useState('');

  // A page rendered (or cached) on another day: the shopper's own today is the default and the earliest date.
  useEffect(() => {
    const local = localToday();
    if (local === serverToday) return;
    setToday(local);
    setForm((current) => (current.sendOn === serverToday ? { ...current, sendOn: local } : current));
  }, [serverToday]);

  const range = sendDateRange(today);
  const isOther = choice === OTHER;
  const variation = product.variations.find((v) => String(v.id) === choice) ?? first;
  const shownPrice = isOther ? Number(form.amount) || null : variation ? piecePrice(variation.prices, 1).price : null;
  const update = (change: Partial<typeof form>) => {
    setForm((current) => ({ ...current, ...change }));
    setStatus('');
  };

  function add(event: FormEvent) {
    event.preventDefault();
    const checked = checkGiftCardForm({ ...form, amount: isOther ? form.amount : null }, money.currency, today);
    if ('errors' in checked || !variation) {
      setErrors('errors' in checked ? checked.errors : []);
      setStatus('');
      // The first field to correct gets the focus, so a keyboard or screen reader user is taken to it.
      const field = 'errors' in checked ? checked.errors[0] : undefined;
      if (field) document.getElementById(`gift-card-${field}`)?.focus();
      return;
    }
    setErrors([]);
    const amountName = checked.card.amount === undefined ? variation.name : price(checked.card.amount);
    if (addPurchase([giftCardLine(product, variation, checked.card, amountName)])) setStatus(labels.added);
  }

  const error = (field: GiftCardField) =>
    errors.includes(field) ? (
      <p className="field-error" id={`gift-card-${field}-error`}>
        {text(`errors.${field}`, {
          min: field === 'send_on' ? formatDay(range.min, money.iso) : price(limits.min),
          max: field === 'send_on' ? formatDay(range.max, money.iso) : price(limits.max),
        })}
      </p>
    ) : null;
  const invalid = (field: GiftCardField) =>
    errors.includes(field) ? { 'aria-invalid': true, 'aria-describedby': `gift-card-${field}-error` } : {};

  const picture = (
    <figure className="preview">
      <img src={media.url} width={media.w} height={media.h} alt={media.alt} fetchPriority="high" />
    </figure>
  );
  return (
    <PurchasePanel media={picture} className="gift-card-purchase" noValidate onAdd={add} addLabel={labels.add} status={status}>
      {shownPrice !== null && <UnitPrice unit={{ price: shownPrice, ordinary: shownPrice }} price={price} originalLabel="" discount="" />}
      <fieldset className="choices">
        <legend>{labels.amount}</legend>
        {product.variations.map((v) => (
          <label key={v.id} className="choice">
            <input
              type="radio"
              name="variation"
              value={v.id}
              checked={choice === String(v.id)}
              disabled={!isBuyable(v.stock_status)}
              onChange={() => setChoice(String(v.id))}
            />
            <span>{price(piecePrice(v.prices, 1).price)}</span>
          </label>
        ))}
        <label className="choice">
          <input type="radio" name="variation" value={OTHER} checked={isOther} onChange={() => setChoice(OTHER)} />
          <span>{labels.otherAmount}</span>
        </label>
        {isOther && (
          <label className="other-amount">
            {labels.otherAmount} ({money.currency})
            <input
              id="gift-card-amount"
              name="amount"
              inputMode="numeric"
              value={form.amount}
              onChange={(e) => update({ amount: e.target.value })}
              {...invalid('amount')}
            />
            <span className="muted">{text('amountHint', { min: price(limits.min), max: price(limits.max) })}</span>
          </label>
        )}
        {error('amount')}
      </fieldset>
      <label>
        {labels.recipientName}
        <input
          id="gift-card-recipient_name"
          name="recipient_name"
          autoComplete="off"
          maxLength={100}
          value={form.recipientName}
          onChange={(e) => update({ recipientName: e.target.value })}
          {...invalid('recipient_name')}
        />
      </label>
      {error('recipient_name')}
      <label>
        {labels.recipientEmail}
        <input
          id="gift-card-recipient_email"
          name="recipient_email"
          type="email"
          autoComplete="off"
          maxLength={254}
          value={form.recipientEmail}
          onChange={(e) => update({ recipientEmail: e.target.value })}
          {...invalid('recipient_email')}
        />
      </label>
      {error('recipient_email')}
      <label>
        {labels.message}
        <textarea
          id="gift-card-message"
          name="message"
          rows={3}
          maxLength={300}
          value={form.message}
          onChange={(e) => update({ message: e.target.value })}
          {...invalid('message')}
        />
      </label>
      {error('message')}
      <label>
        {labels.sendOn}
        <input
          id="gift-card-send_on"
          name="send_on"
          type="date"
          min={range.min}
          max={range.max}
          value={form.sendOn}
          onChange={(e) => update({ sendOn: e.target.value })}
          {...invalid('send_on')}
        />
        <span className="muted">{labels.sendOnHint}</span>
      </label>
      {error('send_on')}
    </PurchasePanel>
  );
}
