import { useState, type FormEvent } from 'react';
import { normalizeGiftCardCode, parseGiftCardBalance, type GiftCardBalance as Balance } from '../../../shared/gift-card';
import { currencyDecimalsOf, formatLongDate, formatMoney } from '../../../shared/money';
import { labelsTranslator } from '../../i18n';

export interface GiftCardLabels {
  intro: string;
  codeLabel: string;
  /** Contains {{example}}. */
  codeHint: string;
  submit: string;
  checking: string;
  balance: string;
  initial: string;
  validUntil: string;
  /** Contains {{date}}. */
  expired: string;
  used: string;
  notFound: string;
  /** Contains {{example}}. */
  invalidCode: string;
  tooMany: string;
  failed: string;
}

type Status = 'idle' | 'checking' | 'found' | 'not-found' | 'too-many' | 'failed';

/**
 * Gift card balance (docs/site.md "Embedded API endpoints added"): the shopper types the code (any case, spaces or dashes);
 * the answer shows what is left, the original value and the expiry date, or says why
 * there is none. Amounts are shown in the card's own currency.
 */
export default function GiftCardBalance({ labels, iso, example }: { labels: GiftCardLabels; iso: string; example: string }) {
  const text = labelsTranslator(labels, iso);
  const [code, setCode] = useState('');
  const [status, setStatus] = useState<Status>('idle');
  const [card, setCard] = useState<Balance | null>(null);
  const [hasLeftField, setHasLeftField] = useState(false);
  // Fixed ids: an island hydrates as its own root, so useId would differ from the server's.
  const id = 'gift-card';
  const normalized = normalizeGiftCardCode(code);
  const isChecking = status === 'checking';

  async function submit(event: FormEvent) {
    event.preventDefault();
    setHasLeftField(true);
    if (!normalized || isChecking) return;
    setStatus('checking');
    setCard(null);
    try {
      const response = await fetch('/api/gift-card-balance', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ code: normalized }),
      });
      if (response.status === 404) return setStatus('not-found');
      if (response.status === 429) return setStatus('too-many');
      const found = response.ok ? parseGiftCardBalance(await response.json()) : null;
      if (!found) return setStatus('failed');
      setCard(found);
      setStatus('found');
    } catch {
      setStatus('failed');
    }
  }

  const money = (amount: number, currency: Balance['currency']) =>
    formatMoney(amount, { iso, currency, currencyDecimals: currencyDecimalsOf(currency) });
  const date = (value: string) => formatLongDate(new Date(value), { iso });
  const showInvalid = hasLeftField && code.trim() !== '' && !normalized;
  const error =
    status === 'not-found' ? labels.notFound : status === 'too-many' ? labels.tooMany : status === 'failed' ? labels.failed : null;

  return (
    <>
      <form className="form" onSubmit={(event) => void submit(event)} noValidate aria-busy={isChecking}>
        <p>{labels.intro}</p>
        <label htmlFor={`${id}-code`}>{labels.codeLabel}</label>
        <input
          id={`${id}-code`}
          name="code"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          required
          maxLength={40}
          value={code}
          onChange={(event) => {
            setCode(event.target.value);
            if (status !== 'checking') setStatus('idle');
          }}
          onBlur={() => setHasLeftField(true)}
          aria-invalid={showInvalid || status === 'not-found'}
          aria-describedby={`${id}-hint${showInvalid ? ` ${id}-invalid` : ''}`}
        />
        <p id={`${id}-hint`} className="hint">
          {text('codeHint', { example })}
        </p>
        {showInvalid && (
          <p id={`${id}-invalid`} className="field-error">
            {text('invalidCode', { example })}
          </p>
        )}
        {error && (
          <p className="field-error" role="alert">
            {error}
          </p>
        )}
        <button type="submit" className="button" disabled={!normalized || isChecking}>
          {isChecking ? labels.checking : labels.submit}
        </button>
      </form>
      <div role="status" className="gift-card-result">
        {card && (
          <>
            {card.status === 'expired' && <p className="notice notice-error">{text('expired', { date: date(card.expires_at) })}</p>}
            {card.status === 'used' && <p className="notice">{labels.used}</p>}
            <dl className="balance">
              <div>
                <dt>{labels.balance}</dt>
                <dd className="balance-amount">{money(card.balance, card.currency)}</dd>
              </div>
              <div>
                <dt>{labels.initial}</dt>
                <dd>{money(card.initial_amount, card.currency)}</dd>
              </div>
              {card.status !== 'expired' && (
                <div>
                  <dt>{labels.validUntil}</dt>
                  <dd>{date(card.expires_at)}</dd>
                </div>
              )}
            </dl>
          </>
        )}
      </div>
    </>
  );
}
