import { html, raw } from 'hono/html';
import type { HtmlEscapedString } from 'hono/utils/html';
import type { CardField, CardForm } from './card';
import { formatAmount } from './money';
import type { SessionRow } from './sessions';

/**
 * The hosted pages' HTML: server-rendered, no script, a little inline CSS. Interpolations are
 * escaped by hono/html. English text; the amount is written for the session's locale.
 */
type Html = HtmlEscapedString | Promise<HtmlEscapedString>;

export const MERCHANT = 'Artlane';

/** The banks of the iDEAL choice page (id → name). */
export const IDEAL_BANKS: Readonly<Record<string, string>> = {
  abn_amro: 'ABN AMRO',
  asn: 'ASN Bank',
  bunq: 'bunq',
  ing: 'ING',
  rabobank: 'Rabobank',
  sns: 'SNS',
  triodos: 'Triodos Bank',
};

const DECLINE_REASONS: Readonly<Record<string, string>> = {
  card_declined: 'The card was declined.',
  insufficient_funds: 'The card has insufficient funds.',
  authentication_failed: 'The card’s 3-D Secure authentication failed.',
  not_approved: 'Pay later was not approved.',
  credit_check_failed: 'The credit check did not approve an invoice.',
};

const CSS = `
*{box-sizing:border-box}body{margin:0;font:16px/1.5 system-ui,sans-serif;color:#1a1a1a;background:#f4f2ee}
main{max-width:28rem;margin:2rem auto;padding:1.5rem;background:#fff;border-radius:.5rem;box-shadow:0 1px 4px #0002}
h1{font-size:1.4rem;margin:0 0 1rem}.test{font-size:.8rem;color:#6b4a00;background:#fff3cd;padding:.25rem .5rem;border-radius:.25rem}
dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem;margin:0 0 1.25rem}dt{color:#555}dd{margin:0;font-weight:600}
label,legend{display:block;font-weight:600;margin:.75rem 0 .25rem}input[type=text]{width:100%;padding:.6rem;font:inherit;border:1px solid #888;border-radius:.25rem}
input[aria-invalid=true]{border-color:#b00020}.error{color:#b00020;margin:.25rem 0 0;font-size:.9rem}fieldset{border:0;padding:0;margin:0}
.choice{display:flex;gap:.5rem;align-items:center;font-weight:400;margin:.35rem 0}
button{display:block;width:100%;margin-top:1rem;padding:.75rem;font:inherit;font-weight:600;border:0;border-radius:.25rem;background:#1f3a5f;color:#fff;cursor:pointer}
button.secondary{background:none;color:#1f3a5f;text-decoration:underline;font-weight:400}button.danger{background:#8a1c1c}
:focus-visible{outline:3px solid #f0a000;outline-offset:2px}.note{color:#555;font-size:.9rem}.alert{border-left:4px solid #b00020;padding:.5rem .75rem;background:#fdecee}
`;

function layout(row: Pick<SessionRow, 'locale'> | null, title: string, body: Html): Html {
  return html`<!doctype html>
    <html lang="${row?.locale ?? 'en'}">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>${title} · ${MERCHANT} · Payment</title>
        <style>
          ${raw(CSS)}
        </style>
      </head>
      <body>
        <main>
          <p class="test">Test payment provider: no real money moves.</p>
          ${body}
        </main>
      </body>
    </html>`;
}

export const amountOf = (row: Pick<SessionRow, 'amount' | 'currency' | 'locale'>) => formatAmount(row.amount, row.currency, row.locale);

function summary(row: SessionRow): Html {
  return html`<dl>
    <dt>Merchant</dt>
    <dd>${MERCHANT}</dd>
    <dt>Amount</dt>
    <dd data-amount>${amountOf(row)}</dd>
  </dl>`;
}

const token = (row: SessionRow) => html`<input type="hidden" name="token" value="${row.form_token}" />`;

/** "Cancel and return to the shop": on every hosted page of a pending session. */
function cancelForm(row: SessionRow): Html {
  return html`<form method="post" action="/pay/${row.id}/cancel">
    ${token(row)}<button type="submit" class="secondary">Cancel and return to the shop</button>
  </form>`;
}

function field(name: CardField, label: string, value: string, error: string | undefined, attributes: Html): Html {
  const id = `card-${name}`;
  return html`<label for="${id}">${label}</label>
    <input
      type="text"
      id="${id}"
      name="${name}"
      value="${value}"
      required
      ${attributes}
      ${error ? html`aria-invalid="true" aria-describedby="${id}-error"` : ''}
    />
    ${error ? html`<p class="error" id="${id}-error">${error}</p>` : ''}`;
}

export function cardPage(row: SessionRow, values: CardForm, errors: Partial<Record<CardField, string>>): Html {
  const count = Object.keys(errors).length;
  return layout(
    row,
    'Pay by card',
    html`<h1>Pay by card</h1>
      ${summary(row)}
      ${
        count
          ? html`<p class="alert" role="alert">${count === 1 ? 'One field needs' : `${count} fields need`} attention: see below.</p>`
          : ''
      }
      <form method="post" action="/pay/${row.id}" novalidate>
        ${token(row)} ${field('number', 'Card number', values.number, errors.number, html`inputmode="numeric" autocomplete="cc-number"`)}
        ${field('expiry', 'Expiry date (MM/YY)', values.expiry, errors.expiry, html`inputmode="numeric" autocomplete="cc-exp" placeholder="MM/YY"`)}
        ${field('cvc', 'CVC', '', errors.cvc, html`inputmode="numeric" autocomplete="cc-csc"`)}
        ${field('name', 'Name on card', values.name, errors.name, html`autocomplete="cc-name"`)}
        <button type="submit">Pay ${amountOf(row)}</button>
      </form>
      ${cancelForm(row)}`,
  );
}

export function challengePage(row: SessionRow): Html {
  return layout(
    row,
    '3-D Secure',
    html`<h1>Confirm it is you</h1>
      ${summary(row)}
      <p>Your bank asks you to authenticate this payment with the card ending in ${row.card_last4 ?? '····'}.</p>
      <form method="post" action="/pay/${row.id}/challenge">
        ${token(row)}
        <button type="submit" name="action" value="complete">Complete authentication</button>
        <button type="submit" name="action" value="fail" class="danger">Fail authentication</button>
      </form>
      ${cancelForm(row)}`,
  );
}

/** pay_later and invoice: one approval button; the decision follows the test rules. */
export function approvalPage(row: SessionRow): Html {
  const isInvoice = row.kind === 'invoice';
  return layout(
    row,
    isInvoice ? 'Pay by invoice' : 'Pay later',
    html`<h1>${isInvoice ? 'Pay by invoice' : 'Pay later'}</h1>
      ${summary(row)}
      <p>
        ${
          isInvoice
            ? html`An invoice to ${row.customer_name} (${row.customer_email}), due in 14 days, after a credit check.`
            : html`${row.customer_name} (${row.customer_email}) pays within 30 days, interest free.`
        }
      </p>
      <form method="post" action="/pay/${row.id}">
        ${token(row)}
        <button type="submit">Approve</button>
      </form>
      ${cancelForm(row)}`,
  );
}

export function idealPage(row: SessionRow, error?: string): Html {
  return layout(
    row,
    'iDEAL',
    html`<h1>Pay with iDEAL</h1>
      ${summary(row)}
      <form method="post" action="/pay/${row.id}" novalidate>
        ${token(row)}
        <fieldset ${error ? html`aria-describedby="bank-error"` : ''}>
          <legend>Choose your bank</legend>
          ${Object.entries(IDEAL_BANKS).map(
            ([id, name]) => html`<label class="choice"><input type="radio" name="bank" value="${id}" required /> ${name}</label>`,
          )}
        </fieldset>
        ${error ? html`<p class="error" id="bank-error" role="alert">${error}</p>` : ''}
        <button type="submit">Continue to your bank</button>
      </form>
      ${cancelForm(row)}`,
  );
}

export function bankPage(row: SessionRow): Html {
  const bank = IDEAL_BANKS[row.bank ?? ''] ?? 'Your bank';
  return layout(
    row,
    bank,
    html`<h1>${bank}</h1>
      ${summary(row)}
      <p>Approve the iDEAL payment to ${MERCHANT}?</p>
      <form method="post" action="/pay/${row.id}/bank">
        ${token(row)}
        <button type="submit" name="action" value="approve">Approve</button>
      </form>
      ${cancelForm(row)}`,
  );
}

export function appPage(row: SessionRow, expiresAt: string): Html {
  return layout(
    row,
    'BankID',
    html`<h1>BankID</h1>
      ${summary(row)}
      <p>
        Confirm the payment to ${MERCHANT} for ${row.customer_name}. The request expires at
        <time datetime="${expiresAt}">${expiresAt.slice(11, 19)} UTC</time>.
      </p>
      <form method="post" action="/app/${row.id}">
        ${token(row)}
        <button type="submit" name="action" value="confirm">Confirm</button>
      </form>
      ${cancelForm(row)}`,
  );
}

const OUTCOMES: Record<SessionRow['status'], string> = {
  pending: 'Payment in progress',
  authorized: 'Payment authorized',
  captured: 'Payment completed',
  refunded: 'Payment refunded',
  declined: 'Payment declined',
  cancelled: 'Payment cancelled',
  expired: 'Payment expired',
};

/** A session that is finished: its outcome and the way back, never another authorization. */
export function outcomePage(row: SessionRow): Html {
  const title = OUTCOMES[row.status];
  return layout(
    row,
    title,
    html`<h1>${title}</h1>
      ${summary(row)}
      ${row.status === 'declined' ? html`<p>${DECLINE_REASONS[row.decline_reason ?? ''] ?? 'The payment was declined.'}</p>` : ''}
      ${row.status === 'expired' ? html`<p>The payment was not completed in time.</p>` : ''}
      ${row.kind === 'bankid' ? html`<p>You can close the app: the shop's page has the answer.</p>` : html`<p><a href="${row.return_url}">Return to the shop</a></p>`}`,
  );
}

export function errorPage(title: string, message: string, back?: string): Html {
  return layout(
    null,
    title,
    html`<h1>${title}</h1>
      <p>${message}</p>
      ${back ? html`<p><a href="${back}">Back</a></p>` : ''}`,
  );
}
