import { useEffect, useMemo, useState, type ChangeEvent, type FormEvent } from 'react';
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

/** Each field's name (the API's, and its errors') and where the form keeps its value. */
const FORM_KEYS = {
  amount: 'amount',
  recipient_name: 'recipientName',
  recipient_email: 'recipientEmail',
  message: 'message',
  send_on: 'sendOn',
} as const satisfies Record<GiftCardField, keyof GiftCardForm>;
type FormKey = (typeof FORM_KEYS)[GiftCardField];

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
  const update = (key: FormKey, value: string) => {
    setForm((current) => ({ ...current, [key]: value }));
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
  /** What each field carries: the id the first error focuses, its name, value and error state. */
  const fieldProps = (field: GiftCardField) => ({
    id: `gift-card-${field}`,
    name: field,
    value: form[FORM_KEYS[field]],
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => update(FORM_KEYS[field], e.target.value),
    ...(errors.includes(field) ? { 'aria-invalid': true, 'aria-describedby': `gift-card-${field}-error` } : {}),
  });

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
            <input {...fieldProps('amount')} inputMode="numeric" />
            <span className="muted">{text('amountHint', { min: price(limits.min), max: price(limits.max) })}</span>
          </label>
        )}
        {error('amount')}
      </fieldset>
      <label>
        {labels.recipientName}
        <input {...fieldProps('recipient_name')} autoComplete="off" maxLength={100} />
      </label>
      {error('recipient_name')}
      <label>
        {labels.recipientEmail}
        <input {...fieldProps('recipient_email')} type="email" autoComplete="off" maxLength={254} />
      </label>
      {error('recipient_email')}
      <label>
        {labels.message}
        <textarea {...fieldProps('message')} rows={3} maxLength={300} />
      </label>
      {error('message')}
      <label>
        {labels.sendOn}
        <input {...fieldProps('send_on')} type="date" min={range.min} max={range.max} />
        <span className="muted">{labels.sendOnHint}</span>
      </label>
      {error('send_on')}
    </PurchasePanel>
  );
}
