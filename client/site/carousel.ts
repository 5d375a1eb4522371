/**
 * Rotating carousels (header selling points, customer reviews) on server-rendered
 * markup: slides sit in a flex row and rotate by CSS `order`, so the loop is endless
 * without cloned slides. How many slides are visible comes from the CSS custom property
 * --visible (1 on phones, 3 or 4 on wide screens), so layout stays in the stylesheet.
 *
 * WCAG 2.2.2 (pause, stop, hide): a pause button, and rotation also stops while the
 * pointer is over the carousel or focus is inside it, and when the shopper prefers
 * reduced motion. Slides out of view are `hidden`, so assistive technology reads only
 * what is shown; the live region is polite only while rotation is stopped.
 */

/** Position (0 = first shown) of slide `index` when slide `active` leads. */
export function slotOf(index: number, active: number, count: number): number {
  return (((index - active) % count) + count) % count;
}

export function nextIndex(active: number, count: number, step = 1): number {
  return count > 0 ? (((active + step) % count) + count) % count : 0;
}

/** A carousel rotates only when it has more slides than it shows. */
export function rotates(count: number, visible: number): boolean {
  return count > visible;
}

export interface AutoplayState {
  count: number;
  visible: number;
  /** The shopper pressed pause (or prefers reduced motion). */
  isPaused: boolean;
  /** Pointer over the carousel or keyboard focus inside it. */
  isHeld: boolean;
}

export function shouldAdvance({ count, visible, isPaused, isHeld }: AutoplayState): boolean {
  return rotates(count, visible) && !isPaused && !isHeld;
}

/**
 * Starts every [data-carousel] in `root`: the page's at load, the reviews' when their fragment
 * has been put in (./boot.ts). Markup (worker/components/site/Carousel.tsx): the pause button
 * first, then the track of [data-slide] groups.
 */
export function startCarousels(root: Document | HTMLElement = document): void {
  for (const element of root.querySelectorAll<HTMLElement>('[data-carousel]')) {
    const slides = [...element.querySelectorAll<HTMLElement>('[data-slide]')];
    const toggle = element.querySelector<HTMLElement>('[data-carousel-toggle]');
    const track = element.querySelector<HTMLElement>('[data-carousel-track]');
    if (!toggle || !track) continue;
    const count = slides.length;
    element.toggleAttribute('data-started', true);
    let active = 0;
    let isPaused = matchMedia('(prefers-reduced-motion: reduce)').matches;
    let isHeld = false;
    const visible = () => Math.round(Number(getComputedStyle(element).getPropertyValue('--visible'))) || 1;
    const render = () => {
      const shown = visible();
      slides.forEach((slide, index) => {
        const slot = slotOf(index, active, count);
        slide.style.order = String(slot);
        slide.hidden = slot >= shown;
        // Marked while out of view, so it animates when it comes in (display none → shown restarts it).
        if (slide.hidden) slide.dataset.enter = '';
      });
      toggle.hidden = !rotates(count, shown);
      toggle.dataset.paused = String(isPaused);
      toggle.setAttribute('aria-label', (isPaused ? toggle.dataset.play : toggle.dataset.pause) ?? '');
      track.setAttribute('aria-live', isPaused ? 'polite' : 'off');
    };
    element.addEventListener('click', (event) => {
      const button = (event.target as Element).closest<HTMLElement>('button');
      if (button === toggle) isPaused = !isPaused;
      else if (button?.dataset.step) active = nextIndex(active, count, Number(button.dataset.step));
      render();
    });
    // Rotation stops while the pointer is over the carousel or focus is inside it (ARIA APG).
    const hold = (held: boolean) => () => (isHeld = held || element.matches(':hover, :focus-within'));
    element.addEventListener('mouseenter', hold(true));
    element.addEventListener('mouseleave', hold(false));
    element.addEventListener('focusin', hold(true));
    element.addEventListener('focusout', () => setTimeout(hold(false)));
    window.addEventListener('resize', render, { passive: true });
    setInterval(
      () => {
        if (!shouldAdvance({ count, visible: visible(), isPaused, isHeld })) return;
        active = nextIndex(active, count);
        render();
      },
      Number(element.dataset.interval) || 5000,
    );
    render();
  }
}
