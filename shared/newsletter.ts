import { COOKIE_MAX_AGE, COOKIE_NAMES, serializeCookie } from './cookies';
import { isValidEmail } from './email';

/**
 * The newsletter form as a state machine (docs/site.md "Newsletter"): the subscribe button is
 * disabled while submitting or while the address is invalid; success replaces the form
 * with a thank-you text holding the returned code; failure shows the generic error under
 * the field and lets the shopper try again.
 */
export type NewsletterStatus = 'editing' | 'submitting' | 'subscribed' | 'failed';

export interface NewsletterState {
  status: NewsletterStatus;
  email: string;
  /** The discount code the API returned (status subscribed). */
  code: string | null;
}

export type NewsletterEvent =
  { type: 'input'; email: string } | { type: 'submit' } | { type: 'success'; code: string } | { type: 'failure' };

export const initialNewsletterState: NewsletterState = { status: 'editing', email: '', code: null };

export function canSubscribe(state: NewsletterState): boolean {
  return (state.status === 'editing' || state.status === 'failed') && isValidEmail(state.email);
}

export function newsletterReducer(state: NewsletterState, event: NewsletterEvent): NewsletterState {
  switch (event.type) {
    case 'input':
      // Typing after a failure clears the error; nothing changes once submitted.
      return state.status === 'editing' || state.status === 'failed' ? { status: 'editing', email: event.email, code: null } : state;
    case 'submit':
      return canSubscribe(state) ? { ...state, status: 'submitting' } : state;
    case 'success':
      return state.status === 'submitting' ? { ...state, status: 'subscribed', code: event.code } : state;
    case 'failure':
      return state.status === 'submitting' ? { ...state, status: 'failed' } : state;
  }
}

/** The code from a POST /api/subscribe answer, or null when the answer is not one. */
export function codeFromAnswer(value: unknown): string | null {
  if (typeof value !== 'object' || value === null) return null;
  const code = (value as { code?: unknown }).code;
  return typeof code === 'string' && /^[A-Za-z0-9-]{1,40}$/.test(code) ? code : null;
}

/** Set for a year after a successful sign-up; its presence hides the banner (client/site/boot.ts). */
export function subscribedCookie(secure: boolean): string {
  return serializeCookie(COOKIE_NAMES.subscribed, '1', { maxAge: COOKIE_MAX_AGE.subscribed, secure });
}

/** Closing the dialog hides the banner once the shopper has subscribed (docs/site.md "Newsletter"). */
export function bannerAfterClose(state: NewsletterState): 'hide' | 'keep' {
  return state.status === 'subscribed' ? 'hide' : 'keep';
}
