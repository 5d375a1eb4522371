/**
 * The tag manager, loaded as its own chunk and only after the shopper accepted cookies
 * (docs/site.md "Cookies"; client/site/boot.ts decides when).
 *
 * - With a container id (the operator's GTM_ID, ADR 0007): Google Tag Manager's own
 *   snippet, as a function: window.dataLayer is kept (page views pushed before consent
 *   stay in it), a `gtm.js` event with `gtm.start` is pushed, then
 *   https://www.googletagmanager.com/gtm.js?id=<id> is added as an async script.
 * - Without one: a local stand-in (no third-party requests) that behaves like a container:
 *   it announces itself with a `gtm.js` event and handles everything pushed to
 *   window.dataLayer, including what was queued before it loaded.
 */
export interface TagManagerWindow {
  dataLayer?: unknown[];
  tagManager?: { loadedAt: number; handled: unknown[] };
}

const GTM_SCRIPT_URL = 'https://www.googletagmanager.com/gtm.js';

/** GTM container ids look like GTM-ABC1234; anything else is ignored (never put into a URL). */
const CONTAINER_ID = /^GTM-[A-Z0-9]{4,12}$/;

export function containerIdOf(value: string | null | undefined): string | null {
  const id = value?.trim().toUpperCase() ?? '';
  return CONTAINER_ID.test(id) ? id : null;
}

export function containerScriptUrl(id: string): string {
  return `${GTM_SCRIPT_URL}?id=${encodeURIComponent(id)}`;
}

/** Google's snippet semantics; runs once per page. */
export function loadContainer(target: TagManagerWindow, doc: Document, id: string, now: number): void {
  if (doc.querySelector(`script[src^="${GTM_SCRIPT_URL}"]`)) return;
  (target.dataLayer ??= []).push({ 'gtm.start': now, event: 'gtm.js' });
  const script = doc.createElement('script');
  script.async = true;
  script.src = containerScriptUrl(id);
  const first = doc.getElementsByTagName('script')[0];
  if (first?.parentNode) first.parentNode.insertBefore(script, first);
  else doc.head.appendChild(script);
}

export function startTagManager(target: TagManagerWindow, now: number): NonNullable<TagManagerWindow['tagManager']> {
  if (target.tagManager) return target.tagManager;
  const layer = (target.dataLayer ??= []);
  const handled: unknown[] = [...layer];
  const push = layer.push.bind(layer);
  layer.push = (...entries: unknown[]) => {
    handled.push(...entries);
    return push(...entries);
  };
  target.tagManager = { loadedAt: now, handled };
  layer.push({ 'gtm.start': now, event: 'gtm.js' });
  return target.tagManager;
}

/** The real container when the page names one, else the local stand-in. */
export function start(containerId?: string | null): void {
  const id = containerIdOf(containerId);
  if (id) loadContainer(window as unknown as TagManagerWindow, document, id, Date.now());
  else startTagManager(window as unknown as TagManagerWindow, Date.now());
}
