import type { ReactNode } from 'react';
import type { Translate } from '../../i18n';
import { prerendered } from '../prerendered';
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
  /** The slides, asked for only when the carousel's content is rendered. */
  slides: () => ReactNode[];
  /** Names everything the content depends on: then it is rendered once and reused (../prerendered.tsx). */
  cacheKey?: string;
  /** The data the slides show, as `keyOf` gives it (part of the key). */
  cacheData?: string;
}

/**
 * Server markup of a rotating carousel (ARIA APG carousel pattern): a region with the
 * roledescription "carousel", the rotation control first in reading order, and slides as
 * labelled groups. client/site/carousel.ts makes it rotate.
 */
export function Carousel(props: CarouselProps) {
  const { t, label, headingId, className, interval, cacheKey, cacheData } = props;
  const attributes = {
    className: `carousel ${className}`,
    'aria-roledescription': t('carousel.carousel'),
    ...(headingId ? { 'aria-labelledby': headingId } : { 'aria-label': label }),
    'data-carousel': true,
    'data-interval': interval,
  };
  if (cacheKey !== undefined) {
    return (
      <section
        {...attributes}
        dangerouslySetInnerHTML={{ __html: prerendered(cacheKey, () => <CarouselContent {...props} />, cacheData) }}
      />
    );
  }
  return (
    <section {...attributes}>
      <CarouselContent {...props} />
    </section>
  );
}

function CarouselContent({ t, label, headingId, hasSteps = false, slides }: CarouselProps) {
  const items = slides();
  const count = items.length;
  return (
    <>
      {headingId && <h2 id={headingId}>{label}</h2>}
      <div className={hasSteps ? 'carousel-controls with-steps' : 'carousel-controls'}>
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
        {items.map((slide, index) => (
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
    </>
  );
}
