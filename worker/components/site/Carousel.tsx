import type { ReactNode } from 'react';
import type { Translate } from '../../i18n';
import { icons } from './icons';

export interface CarouselProps {
  t: Translate;
  /** The carousel's accessible name; with `headingId` also shown as its heading. */
  label: string;
  headingId?: string;
  className: string;
  /** Autoplay interval in milliseconds. */
  interval: number;
  /** Previous/next buttons besides pause (the reviews have them; the selling points do not). */
  hasSteps?: boolean;
  slides: ReactNode[];
}

/**
 * Server markup of a rotating carousel (ARIA APG carousel pattern): a region with the
 * roledescription "carousel", the rotation control first in reading order, and slides as
 * labelled groups. client/site/carousel.ts makes it rotate.
 */
export function Carousel({ t, label, headingId, className, interval, hasSteps = false, slides }: CarouselProps) {
  const count = slides.length;
  return (
    <section
      className={`carousel ${className}`}
      aria-roledescription={t('carousel.carousel')}
      {...(headingId ? { 'aria-labelledby': headingId } : { 'aria-label': label })}
      data-carousel
      data-interval={interval}
    >
      {headingId && <h2 id={headingId}>{label}</h2>}
      <div className="carousel-controls">
        <button
          type="button"
          className="carousel-button js-only"
          data-carousel-toggle
          data-pause={t('carousel.pause')}
          data-play={t('carousel.play')}
          aria-label={t('carousel.pause')}
        >
          {icons.pause}
          {icons.play}
        </button>
        {hasSteps && (
          <>
            <button type="button" className="carousel-button" data-step="-1" aria-label={t('carousel.previous')}>
              {icons.previous}
            </button>
            <button type="button" className="carousel-button" data-step="1" aria-label={t('carousel.next')}>
              {icons.next}
            </button>
          </>
        )}
      </div>
      <div className="carousel-track" data-carousel-track aria-live="off">
        {slides.map((slide, index) => (
          <div
            key={index}
            className="carousel-slide"
            role="group"
            aria-roledescription={t('carousel.slide')}
            aria-label={t('carousel.position', { index: index + 1, count })}
            data-slide
          >
            {slide}
          </div>
        ))}
      </div>
    </section>
  );
}
