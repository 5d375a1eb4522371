/**
 * A fragment's HTML (shared/site-paths.ts FRAGMENT_PATHS: a part of the page fetched when it is
 * needed, from the edge cache). An answer that is not a 200 rejects, as a network failure does.
 */
export function fragmentHtml(src: string): Promise<string> {
  return fetch(src).then((answer) => (answer.ok ? answer.text() : Promise.reject(new Error(`${src}: ${answer.status}`))));
}

const asked = new Map<string, Promise<string>>();

/**
 * A fragment fetched once per page however many times it is asked for (the pointer and the focus
 * reaching a part, a dialog opening), and again at the next ask after a failure.
 */
export function fragmentOnce(src: string): Promise<string> {
  let html = asked.get(src);
  if (!html) {
    asked.set(src, (html = fragmentHtml(src)));
    html.catch(() => asked.delete(src));
  }
  return html;
}

/**
 * Fills `slot` with the fragment at `src` when the slot comes within a screen's height of the
 * viewport (so it has usually arrived by the time it is seen); a shopper who never scrolls that
 * far never fetches it. Resolves once the fragment is in. An empty fragment (nothing to show) or a
 * failed fetch hides the slot, so a place kept for it collapses; it never rejects.
 */
export function fillOnApproach(slot: HTMLElement, src: string): Promise<void> {
  return new Promise<string>((resolve) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          resolve(fragmentHtml(src).catch(() => ''));
        }
      },
      { rootMargin: '100% 0px' },
    );
    observer.observe(slot);
  }).then((html) => {
    slot.innerHTML = html;
    slot.hidden = !html;
  });
}
