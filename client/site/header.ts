/**
 * The header's scrolled state (docs/site.md "Layout": after 40 px), its height for what must stay clear of
 * it (client/styles/base.css --header-height), and Escape for a dropdown shown
 * by hovering (WCAG 1.4.13: dismissible without moving the pointer). Clicks on the
 * dropdown buttons load client/site/disclosure.ts.
 */
export const SCROLLED_AFTER_PX = 40;

export function isScrolled(scrollY: number): boolean {
  return scrollY > SCROLLED_AFTER_PX;
}

export function installHeader(header: HTMLElement): void {
  let isQueued = false;
  const update = () => {
    isQueued = false;
    header.toggleAttribute('data-scrolled', isScrolled(scrollY));
  };
  window.addEventListener(
    'scroll',
    () => {
      if (!isQueued) {
        isQueued = true;
        requestAnimationFrame(update);
      }
    },
    { passive: true },
  );
  update();
  measureHeight(header);
  document.addEventListener('keydown', (event) => {
    const hovered = event.key === 'Escape' && header.querySelector<HTMLElement>('.has-children:hover');
    if (hovered) hovered.dataset.dismissed = '';
  });
  header.addEventListener('mouseout', (event) => {
    const item = (event.target as Element).closest<HTMLElement>('[data-dismissed]');
    if (item && !item.contains(event.relatedTarget as Node | null)) delete item.dataset.dismissed;
  });
}

/**
 * The sticky header's height as --header-height on the root: what the browser scrolls into
 * view stops below it (scroll-padding-top) and sticky parts stick below it. It changes with
 * the width (one row or two, a category bar that wraps in long languages) and the font size.
 */
function measureHeight(header: HTMLElement): void {
  if (typeof ResizeObserver !== 'function') return;
  new ResizeObserver(() => {
    document.documentElement.style.setProperty('--header-height', `${Math.ceil(header.getBoundingClientRect().height)}px`);
  }).observe(header);
}
