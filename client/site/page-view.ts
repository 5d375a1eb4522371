/** docs/site.md "Cookies": a page_view for the tag manager 250 ms after each navigation (page load or back/forward). */
export const PAGE_VIEW_DELAY_MS = 250;

export interface PageViewEvent {
  event: 'page_view';
  page_location: string;
  page_title: string;
  page_language: string;
}

export function pageViewEvent(page: { href: string; title: string; language: string }): PageViewEvent {
  return { event: 'page_view', page_location: page.href, page_title: page.title, page_language: page.language };
}

export function schedulePageView(
  push: (entry: PageViewEvent) => void,
  read: () => { href: string; title: string; language: string },
  later: (run: () => void, ms: number) => void = (run, ms) => setTimeout(run, ms),
): void {
  later(() => push(pageViewEvent(read())), PAGE_VIEW_DELAY_MS);
}

export function trackPageViews(): void {
  const push = (entry: PageViewEvent) => {
    ((window as Window & { dataLayer?: unknown[] }).dataLayer ??= []).push(entry);
  };
  const read = () => ({ href: location.href, title: document.title, language: document.documentElement.lang });
  schedulePageView(push, read);
  // A page restored from the back/forward cache is a navigation too.
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) schedulePageView(push, read);
  });
}
