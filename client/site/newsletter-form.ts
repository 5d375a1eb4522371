/**
 * The newsletter sign-up form inside its dialog (loaded when the shopper reaches for the dialog's
 * button, with the form itself: fillNewsletterDialog). States come
 * from shared/newsletter: the button is disabled while the address is invalid or a
 * request runs; success replaces the form with the thank-you text and its code and sets
 * the subscribed cookie for a year; failure shows the generic error under the field.
 * Closing the dialog after subscribing hides the banner.
 */
import {
  bannerAfterClose,
  canSubscribe,
  codeFromAnswer,
  initialNewsletterState,
  newsletterReducer,
  subscribedCookie,
  type NewsletterEvent,
} from '../../shared/newsletter';
import { isValidEmail } from '../../shared/email';
import { labelsTranslator } from '../i18n';
import { fragmentOnce } from './fragments';

/**
 * Puts the form into the dialog: the page holds only the dialog's head and names the form's
 * fragment (`data-fragment`, worker/routes/site/newsletter-fragment.tsx, from the edge cache).
 * Started as the pointer or focus reaches the banner's button (client/site/boot.ts), so it is
 * usually there by the click; once per page (a failed fetch is tried again at the next
 * opening). The e-mail field takes the focus if the dialog is open and the shopper has not moved
 * it from where the dialog put it.
 */
export function fillNewsletterDialog(dialog: HTMLDialogElement): Promise<void> {
  if (dialog.querySelector('[data-newsletter-form]')) return Promise.resolve();
  return fragmentOnce(dialog.dataset.fragment ?? '').then((html) => {
    if (dialog.querySelector('[data-newsletter-form]')) return;
    const focused = document.activeElement;
    dialog.insertAdjacentHTML('beforeend', html);
    if (dialog.open && (focused === dialog || dialog.querySelector('[data-closes]') === focused)) {
      dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    }
  });
}

export async function wireNewsletterForm(dialog: HTMLDialogElement, banner: HTMLElement | null): Promise<void> {
  try {
    await fillNewsletterDialog(dialog);
  } catch {
    // Without its form (the network failed) the dialog shows its head; opening it again tries again.
    return;
  }
  if (dialog.dataset.wired !== undefined) return;
  dialog.dataset.wired = '';
  const form = dialog.querySelector<HTMLFormElement>('[data-newsletter-form]');
  const input = form?.querySelector<HTMLInputElement>('input[type="email"]');
  const submit = form?.querySelector<HTMLButtonElement>('button[type="submit"]');
  const error = dialog.querySelector<HTMLElement>('[data-newsletter-error]');
  const invalid = dialog.querySelector<HTMLElement>('[data-newsletter-invalid]');
  const thanks = dialog.querySelector<HTMLElement>('[data-newsletter-thanks]');
  if (!form || !input || !submit || !error || !invalid || !thanks) return;
  const label = submit.textContent ?? '';
  let state = { ...initialNewsletterState, email: input.value };
  // The dialog opens before this code arrives: a shopper may have typed and left the field already.
  let hasLeftField = input.value !== '' && document.activeElement !== input;

  const render = () => {
    submit.disabled = !canSubscribe(state);
    submit.textContent = state.status === 'submitting' ? (submit.dataset.busy ?? label) : label;
    form.setAttribute('aria-busy', String(state.status === 'submitting'));
    error.hidden = state.status !== 'failed';
    const showInvalid = hasLeftField && state.email.trim() !== '' && !isValidEmail(state.email);
    invalid.hidden = !showInvalid;
    input.setAttribute('aria-invalid', String(showInvalid || state.status === 'failed'));
    if (state.status === 'subscribed' && state.code) {
      thanks.textContent = labelsTranslator({ thanks: thanks.dataset.template ?? '{{code}}' })('thanks', { code: state.code });
      thanks.hidden = false;
      form.hidden = true;
      thanks.focus();
    }
  };
  const dispatch = (event: NewsletterEvent) => {
    state = newsletterReducer(state, event);
    render();
  };

  input.addEventListener('input', () => dispatch({ type: 'input', email: input.value }));
  input.addEventListener('blur', () => {
    hasLeftField = true;
    render();
  });
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    hasLeftField = true;
    if (!canSubscribe(state)) return render();
    dispatch({ type: 'submit' });
    fetch('/api/subscribe', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: state.email.trim() }),
    })
      .then((response) => (response.ok ? response.json() : null))
      .then((answer: unknown) => {
        const code = codeFromAnswer(answer);
        if (!code) return dispatch({ type: 'failure' });
        document.cookie = subscribedCookie(location.protocol === 'https:');
        dispatch({ type: 'success', code });
      })
      .catch(() => dispatch({ type: 'failure' }));
  });
  dialog.addEventListener('close', () => {
    if (banner && bannerAfterClose(state) === 'hide') banner.hidden = true;
  });
  render();
}
