import { Hono } from 'hono';
import { cardDigits, cardFormErrors, cardOutcome, type CardForm } from './card';
import type { ProviderContext, ProviderEnv } from './context';
import { isDeclinedName, passesCreditCheck } from './money';
import { loadSession, providerOf, setStep, transition, type Provider } from './provider';
import { BANKID_TIMEOUT_MS, type SessionRow } from './sessions';
import { isSameSecret } from '../../../shared/http/secrets';
import { appPage, approvalPage, bankPage, cardPage, challengePage, errorPage, IDEAL_BANKS, idealPage, outcomePage } from './views';

/**
 * The hosted pages the shopper's browser is sent to (redirect_url, app_url): a form per
 * payment kind, then a 303 to the session's return_url (authorized, declined) or cancel_url
 * (cancelled), with nothing added to either. A finished session's page shows its outcome.
 */
export const pages = new Hono<ProviderEnv>();

pages.use('*', async (c, next) => {
  await next();
  c.header('Cache-Control', 'no-store');
  // No form-action: the forms post to this origin, and the 303s after them lead to the shop's
  // origin, which Chromium would check against form-action too. No script at all.
  c.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; frame-ancestors 'none'");
  // same-origin, not no-referrer: with no-referrer Chromium sends `Origin: null` on the
  // pages' own form posts, which the check below must then refuse.
  c.header('Referrer-Policy', 'same-origin');
  c.header('X-Content-Type-Options', 'nosniff');
});

/**
 * Cross-site request forgery (OWASP ASVS 4.0 4.2.2): a POST is refused when the browser says
 * it came from another origin (Origin, Sec-Fetch-Site); each form also carries the session's
 * own random token (checked in readForm), which another site cannot know.
 */
pages.on('POST', '*', async (c, next) => {
  const origin = c.req.header('origin');
  const site = c.req.header('sec-fetch-site');
  const own = [new URL(c.req.url).origin, c.env.PUBLIC_ORIGIN ? new URL(c.env.PUBLIC_ORIGIN).origin : null];
  if ((origin !== undefined && !own.includes(origin)) || (site !== undefined && site !== 'same-origin' && site !== 'none'))
    return c.html(errorPage('Not allowed', 'This form can only be sent from the payment page itself.'), 403);
  await next();
});

type Loaded = { provider: Provider; row: SessionRow } | { response: Response };

/** The session of the path, expired first if its time has passed; a 404 page when unknown. */
async function session(c: ProviderContext): Promise<Loaded> {
  const provider = providerOf(c);
  const row = await loadSession(provider, c.req.param('id') ?? '');
  if (!row) return { response: await c.html(errorPage('Not found', 'There is no such payment.'), 404) };
  return { provider, row };
}

/** The session's page: /app/{id} for bankid, /pay/{id} for the others. */
const pagePath = (row: SessionRow) => (row.kind === 'bankid' ? `/app/${row.id}` : `/pay/${row.id}`);

/** A form of a pending session: its fields, or a response (the outcome, a 403) when it cannot be used. */
async function readForm(c: ProviderContext, loaded: { row: SessionRow }): Promise<Record<string, string> | Response> {
  const { row } = loaded;
  const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
  const fields = Object.fromEntries(Object.entries(form).map(([key, value]) => [key, typeof value === 'string' ? value : '']));
  if (!(await isSameSecret(fields.token ?? '', row.form_token)))
    return c.html(errorPage('Form expired', 'This form is out of date. Open the payment page again.', pagePath(row)), 403);
  // Finished meanwhile (another tab, the shop cancelled it): show the outcome, never authorize again.
  if (row.status !== 'pending') return c.redirect(pagePath(row), 303);
  return fields;
}

/** After a status change: the shop's return or cancel URL; if the change lost a race, the page again. */
function leave(c: ProviderContext, row: SessionRow | null, fallback: SessionRow) {
  if (!row) return c.redirect(pagePath(fallback), 303);
  // The bank-id app runs on the shopper's phone, not in the shop's window: it shows the
  // outcome, and the shop's page, which polls, moves on by itself.
  if (row.kind === 'bankid') return c.redirect(`/app/${row.id}`, 303);
  return c.redirect(row.status === 'cancelled' ? row.cancel_url : row.return_url, 303);
}

pages.get('/pay/:id', async (c) => {
  const loaded = await session(c);
  if ('response' in loaded) return loaded.response;
  const { row } = loaded;
  if (row.status !== 'pending') return c.html(outcomePage(row));
  if (row.kind === 'bankid') return c.redirect(`/app/${row.id}`, 303);
  if (row.step === 'challenge') return c.redirect(`/pay/${row.id}/challenge`, 303);
  if (row.step === 'bank') return c.redirect(`/pay/${row.id}/bank`, 303);
  switch (row.kind) {
    case 'card':
      return c.html(cardPage(row, { number: '', expiry: '', cvc: '', name: row.customer_name }, {}));
    case 'ideal':
      return c.html(idealPage(row));
    default:
      return c.html(approvalPage(row));
  }
});

pages.post('/pay/:id', async (c) => {
  const loaded = await session(c);
  if ('response' in loaded) return loaded.response;
  const form = await readForm(c, loaded);
  if (form instanceof Response) return form;
  const { provider, row } = loaded;
  if (row.step !== null || row.kind === 'bankid') return c.redirect(pagePath(row), 303);
  switch (row.kind) {
    case 'card': {
      const values: CardForm = { number: form.number ?? '', expiry: form.expiry ?? '', cvc: form.cvc ?? '', name: form.name ?? '' };
      const errors = cardFormErrors(values, new Date(provider.now()));
      if (Object.keys(errors).length > 0) return c.html(cardPage(row, values, errors), 422);
      const digits = cardDigits(values.number)!;
      const card_last4 = digits.slice(-4);
      const outcome = cardOutcome(digits);
      if (outcome.result === 'challenge') {
        await setStep(provider, row.id, { step: 'challenge', card_last4 }, { step: null });
        return c.redirect(`/pay/${row.id}/challenge`, 303);
      }
      const changed =
        outcome.result === 'authorized'
          ? await transition(provider, row.id, ['pending'], 'authorized', { card_last4 }, { step: null })
          : await transition(provider, row.id, ['pending'], 'declined', { card_last4, decline_reason: outcome.reason }, { step: null });
      return leave(c, changed, row);
    }
    case 'pay_later': {
      const isApproved = !isDeclinedName(row.customer_name);
      return leave(c, await decide(provider, row, isApproved, 'not_approved'), row);
    }
    case 'invoice': {
      const isApproved = passesCreditCheck(row.customer_name, row.amount, row.currency);
      return leave(c, await decide(provider, row, isApproved, 'credit_check_failed'), row);
    }
    case 'ideal': {
      const bank = form.bank ?? '';
      if (!(bank in IDEAL_BANKS)) return c.html(idealPage(row, 'Choose your bank.'), 422);
      await setStep(provider, row.id, { step: 'bank', bank }, { step: null });
      return c.redirect(`/pay/${row.id}/bank`, 303);
    }
  }
});

const decide = (provider: Provider, row: SessionRow, isApproved: boolean, reason: string) =>
  isApproved
    ? transition(provider, row.id, ['pending'], 'authorized')
    : transition(provider, row.id, ['pending'], 'declined', { decline_reason: reason });

pages.get('/pay/:id/challenge', async (c) => {
  const loaded = await session(c);
  if ('response' in loaded) return loaded.response;
  const { row } = loaded;
  if (row.status !== 'pending' || row.step !== 'challenge') return c.redirect(pagePath(row), 303);
  return c.html(challengePage(row));
});

pages.post('/pay/:id/challenge', async (c) => {
  const loaded = await session(c);
  if ('response' in loaded) return loaded.response;
  const form = await readForm(c, loaded);
  if (form instanceof Response) return form;
  const { provider, row } = loaded;
  if (row.step !== 'challenge' || (form.action !== 'complete' && form.action !== 'fail')) return c.redirect(pagePath(row), 303);
  const changed =
    form.action === 'complete'
      ? await transition(provider, row.id, ['pending'], 'authorized', { step: null }, { step: 'challenge' })
      : await transition(
          provider,
          row.id,
          ['pending'],
          'declined',
          { step: null, decline_reason: 'authentication_failed' },
          { step: 'challenge' },
        );
  return leave(c, changed, row);
});

pages.get('/pay/:id/bank', async (c) => {
  const loaded = await session(c);
  if ('response' in loaded) return loaded.response;
  const { row } = loaded;
  if (row.status !== 'pending' || row.step !== 'bank') return c.redirect(pagePath(row), 303);
  return c.html(bankPage(row));
});

pages.post('/pay/:id/bank', async (c) => {
  const loaded = await session(c);
  if ('response' in loaded) return loaded.response;
  const form = await readForm(c, loaded);
  if (form instanceof Response) return form;
  const { provider, row } = loaded;
  if (row.step !== 'bank' || form.action !== 'approve') return c.redirect(pagePath(row), 303);
  return leave(c, await transition(provider, row.id, ['pending'], 'authorized', { step: null }, { step: 'bank' }), row);
});

/** "Cancel and return to the shop" (every kind, bankid's app too). */
pages.post('/pay/:id/cancel', async (c) => {
  const loaded = await session(c);
  if ('response' in loaded) return loaded.response;
  const form = await readForm(c, loaded);
  if (form instanceof Response) return form;
  const { provider, row } = loaded;
  return leave(c, await transition(provider, row.id, ['pending'], 'cancelled', { step: null }), row);
});

/** bankid: the (simulated) app, where the shopper confirms while the shop's page polls. */
pages.get('/app/:id', async (c) => {
  const loaded = await session(c);
  if ('response' in loaded) return loaded.response;
  const { row } = loaded;
  if (row.kind !== 'bankid') return c.redirect(`/pay/${row.id}`, 303);
  if (row.status !== 'pending') return c.html(outcomePage(row));
  return c.html(appPage(row, new Date(Date.parse(row.created_at) + BANKID_TIMEOUT_MS).toISOString()));
});

pages.post('/app/:id', async (c) => {
  const loaded = await session(c);
  if ('response' in loaded) return loaded.response;
  const form = await readForm(c, loaded);
  if (form instanceof Response) return form;
  const { provider, row } = loaded;
  if (row.kind !== 'bankid' || form.action !== 'confirm') return c.redirect(pagePath(row), 303);
  return leave(c, await transition(provider, row.id, ['pending'], 'authorized'), row);
});
