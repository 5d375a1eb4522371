/**
 * The site chrome's browser side (issue 5), started by client/entry.ts before islands
 * hydrate. What must run at load is here and small: the chunk-failure reload and error
 * capture (they must see failures of what follows), the progress bar around every
 * fetch, the header's scrolled state, carousels (the reviews' once their fragment is in),
 * the newsletter banner, offline status, page views and the consent decision. The rest
 * loads when needed: the error reporter on the first error, dialogs and dropdowns on the
 * first click, prefetching on the first pointer or focus, the cookie alert only when it
 * may show, the tag manager only after consent, the newsletter form when its dialog opens,
 * the reviews (a fragment of the server's markup) as their slot nears the viewport.
 * Everything works on server-rendered markup; nothing is rendered into pages from cookies
 * on the server.
 */
import { mayLoadTagManager, parseConsent } from '../../shared/consent';
import { startCarousels } from './carousel';
import { fillOnApproach } from './fragments';
import { handleChunkFailure, isChunkLoadError, isFailedAssetElement } from './chunk-reload';
import type { Report } from './error-reporting';
import { installHeader } from './header';
import { installOfflineStatus } from './offline';
import { trackPageViews } from './page-view';
import { createProgress, progressView, trackFetch } from './progress';
import { trackFilterPanel } from './sidebar';
import { openDialog } from './dialogs';
import { canPrefetch, currentConnection } from './connection';

export interface Site {
  report: Report;
  /** For a failed dynamic import: reloads the page (throttled); any other error is reported. */
  onLoadError: (error: unknown) => void;
}

const $ = <T extends HTMLElement>(selector: string) => document.querySelector<T>(selector);

export function bootSite(): Site {
  const bar = $('[data-progress]');
  const plainFetch = bar
    ? trackFetch(
        window,
        createProgress(progressView(bar), { set: (run, ms) => setTimeout(run, ms), clear: (id) => clearTimeout(id as number) }),
      )
    : fetch.bind(window);

  let reporter: Promise<Report> | undefined;
  const report: Report = (error, level) => {
    reporter ??= import('./error-reporting').then((m) => m.createBrowserReporter(plainFetch));
    reporter.then((send) => send(error, level)).catch(() => undefined);
  };
  const reloadOrReport = (error: unknown) => {
    void handleChunkFailure(error).then((handled) => handled || report(error, 'warning'));
  };
  const onLoadError = (error: unknown) => (isChunkLoadError(error) ? reloadOrReport(error) : report(error));
  window.addEventListener(
    'error',
    (event) => {
      if (isFailedAssetElement(event.target)) reloadOrReport(new Error(`Failed to load ${(event.target as HTMLScriptElement).src}`));
      // Other failed resources (images) arrive without a message; only script errors are bugs.
      else if (event.message) report(event.error ?? event.message);
    },
    true,
  );
  window.addEventListener('unhandledrejection', (event) => onLoadError(event.reason));
  document.documentElement.dataset.js = '';
  // The speculation rules skip every link of a page marked so (worker/static-assets/speculation-rules.ts).
  if (!canPrefetch(currentConnection())) document.documentElement.dataset.saveData = '';

  const header = $('[data-site-header]');
  if (header) installHeader(header);
  startCarousels();
  // The customer reviews, below every page: a fragment fetched as its slot nears the viewport
  // (./fragments.ts; an empty or failed answer collapses the slot), started once in.
  const reviews = $('[data-reviews]');
  if (reviews) void fillOnApproach(reviews, reviews.dataset.reviews!).then(() => startCarousels(reviews));
  trackFilterPanel();
  const offline = $('[data-offline-status]');
  if (offline) installOfflineStatus(offline);
  trackPageViews();

  // Consent: the tag manager only after it. The alert showed itself as the page was parsed
  // (only while unanswered and cookies work: worker/components/site/LayoutParts.tsx); its
  // buttons' code follows. The operator's container id (GTM_ID) is on the alert; without one
  // the local stand-in runs.
  const alert = $('[data-cookie-alert]');
  const containerId = alert?.dataset.gtmId;
  const loadTagManager = () => void import('./tag-manager').then((m) => m.start(containerId), onLoadError);
  if (mayLoadTagManager(parseConsent(document.cookie))) loadTagManager();
  // Fetched ahead, so that an answer takes effect at once (the click itself is taken below).
  else if (alert && !alert.hidden) import('./cookie-alert').catch(onLoadError);

  // Shown unless this browser subscribed: decided by its inline script (worker/components/site/LayoutParts.tsx).
  const banner = $('[data-newsletter-banner]');

  // The mobile menu's tree and language menu are built from the header's when it opens
  // (./mobile-menu); the code is fetched as its button is pressed or focused, so that it is
  // there by the click (then the menu is filled before it is painted). On a slow network the
  // menu opens at once all the same, and its tree follows.
  let mobileMenu: Promise<typeof import('./mobile-menu')> | undefined;
  const loadMobileMenu = () => (mobileMenu ??= import('./mobile-menu'));
  // The same chunk draws the language menu's flags (the page carries only the current one's) as
  // the pointer or focus reaches the menu, before it opens, and fills the category bar's
  // dropdowns as the pointer or focus reaches the bar. The newsletter dialog's form is
  // fetched the same way (./newsletter-form).
  for (const type of ['pointerdown', 'pointerover', 'focusin']) {
    document.addEventListener(
      type,
      (event) => {
        const target = event.target as Element;
        const languages = target.closest?.('.lang-switcher');
        if (languages) loadMobileMenu().then((menu) => menu.showFlags(languages), onLoadError);
        // The category bar's dropdowns, fetched as the pointer or focus first reaches the bar.
        else if (target.closest?.('.category-nav[data-fragment]'))
          loadMobileMenu().then((menu) => menu.fillCategoryBar().catch(() => undefined), onLoadError);
        else if (type !== 'pointerover' && target.closest?.('[data-opens="mobile-menu"]')) loadMobileMenu().catch(onLoadError);
        // The newsletter dialog's form and its code, fetched as the shopper reaches for its button.
        else if (target.closest?.('[data-opens="newsletter-dialog"]')) {
          const newsletter = document.getElementById('newsletter-dialog');
          if (newsletter instanceof HTMLDialogElement) {
            import('./newsletter-form').then((form) => void form.fillNewsletterDialog(newsletter).catch(() => undefined), onLoadError);
          }
        }
      },
      { passive: true },
    );
  }

  document.addEventListener('click', (event) => {
    const target = event.target as Element;
    const disclosure = target.closest<HTMLElement>('[data-disclosure]');
    if (disclosure) import('./disclosure').then((m) => m.toggle(disclosure), onLoadError);
    // The alert is on screen from the first paint: a button pressed before its code arrived
    // is answered when it has (never lost).
    const alertButton = alert && target.closest<HTMLElement>('[data-cookie-alert] button');
    if (alert && alertButton) import('./cookie-alert').then((m) => m.answerCookieAlert(alert, alertButton, loadTagManager), onLoadError);
    const opener = target.closest<HTMLElement>('[data-opens]');
    const dialog = opener && document.getElementById(opener.dataset.opens ?? '');
    if (!opener || !(dialog instanceof HTMLDialogElement)) return;
    event.preventDefault();
    // Opened at once, whatever the network does (the dialog code is part of this chunk);
    // the newsletter form's own code follows (its button stays disabled until then).
    openDialog(dialog, opener);
    if (dialog.id === 'mobile-menu') loadMobileMenu().then((menu) => menu.fillMobileMenu(dialog).catch(() => undefined), onLoadError);
    if (dialog.id === 'newsletter-dialog') {
      import('./newsletter-form').then((newsletter) => newsletter.wireNewsletterForm(dialog, banner)).catch(onLoadError);
    }
  });

  // Loaded when the pointer or focus first reaches a link: Chromium also sends a mouseover to
  // whatever a resting (or unknown) pointer is over as a page paints, a progress bar or a
  // banner, which would load it with no shopper in sight.
  const prefetch = (event: Event) => {
    if (!(event.target instanceof Element && event.target.closest('a[href]'))) return;
    for (const type of ['mouseover', 'focusin', 'touchstart']) document.removeEventListener(type, prefetch);
    import('./prefetch')
      .then((m) => {
        // Never on 2g or with data saver, asked at each event (the connection may change).
        const consider = (next: Event) => canPrefetch(currentConnection()) && m.consider(next);
        consider(event);
        for (const type of ['mouseover', 'focusin', 'touchstart']) document.addEventListener(type, consider, { passive: true });
      })
      .catch(() => undefined);
  };
  for (const type of ['mouseover', 'focusin', 'touchstart']) document.addEventListener(type, prefetch, { passive: true });

  return { report, onLoadError };
}
