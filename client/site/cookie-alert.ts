/**
 * The cookie alert's buttons (docs/site.md "Cookies"), loaded only when the alert shows: the
 * server wrote it with its text and the script after it showed it as the page was parsed
 * (worker/components/site/LayoutParts.tsx), when cookies work and nothing was answered yet.
 * Accepting stores true for 30 days and loads the tag manager, denying stores false for an hour.
 */
import { consentCookie } from '../../shared/consent';

/** A press on one of the alert's buttons (client/site/boot.ts takes the click): "Read more", or an answer. */
export function answerCookieAlert(alert: HTMLElement, button: HTMLElement, onAccept: () => void): void {
  if (button.hasAttribute('data-cookie-more')) {
    // The whole text, where a phone showed two lines of it.
    alert.dataset.expanded = '';
    button.setAttribute('aria-expanded', 'true');
    return;
  }
  if (button.dataset.consent === undefined || alert.hidden) return;
  const isAccepted = button.dataset.consent === 'true';
  document.cookie = consentCookie(isAccepted, location.protocol === 'https:');
  alert.hidden = true;
  // The focused button is gone: continue from the page's content.
  document.getElementById('main')?.focus({ preventScroll: true });
  if (isAccepted) onAccept();
}
