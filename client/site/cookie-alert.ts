/**
 * The cookie alert (docs/site.md "Cookies"), loaded only when it may show: cookies work in this
 * browser and no consent cookie exists (client/site/boot.ts decides). Its text comes
 * from the cookie-alert widget; accepting stores true for 30 days and loads the tag
 * manager, denying stores false for an hour.
 */
import { consentCookie } from '../../shared/consent';

/** Plain text of widget HTML: parsed inert (no scripts run), shown as text only. */
function widgetText(html: string): string {
  return (new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '').replace(/\s+/g, ' ').trim();
}

export async function showCookieAlert(alert: HTMLElement, onAccept: () => void): Promise<void> {
  const slot = alert.querySelector('[data-cookie-content]');
  const response = await fetch('/api/widget-by-slug/cookie-alert');
  const widget = (response.ok ? await response.json() : null) as { content?: unknown } | null;
  const text = typeof widget?.content === 'string' ? widgetText(widget.content) : '';
  // Without its text the alert is not shown; nothing is tracked without an answer either.
  if (!text || !slot) return;
  slot.textContent = text;
  alert.hidden = false;
  alert.addEventListener('click', (event) => {
    const button = (event.target as Element).closest<HTMLElement>('[data-consent]');
    if (!button) return;
    const isAccepted = button.dataset.consent === 'true';
    document.cookie = consentCookie(isAccepted, location.protocol === 'https:');
    alert.hidden = true;
    // The focused button is gone: continue from the page's content.
    document.getElementById('main')?.focus({ preventScroll: true });
    if (isAccepted) onAccept();
  });
}
