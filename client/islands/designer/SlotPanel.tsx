import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import { slotFrameIndex, slotVariation, type LayoutSlot } from '../../../shared/gallery-wall/layouts';
import type { DesignerPoster } from '../../../shared/gallery-wall/rules';
import { frameVariationFor } from '../../../shared/gallery-wall/wall-cart';
import { derivePrice } from '../../../shared/pricing';
import { ImageType, type ProductSummary } from '../../../shared/types';
import { loadTags, searchPosters, type TagOption } from './catalog';
import type { DesignerText } from './step';
import { IMAGE_SIZES, responsiveImage } from '../../../shared/responsive-image';

/** docs/wall-designer.md "For the shopper": search waits 350 ms after the last keystroke. */
const SEARCH_DEBOUNCE_MS = 350;

export interface SlotPanelProps {
  index: number;
  slot: LayoutSlot;
  poster: DesignerPoster;
  frames: readonly ProductSummary[] | null;
  catalog: ReadonlyMap<number, ProductSummary>;
  text: DesignerText;
  price: (amount: number) => string;
  headingRef: RefObject<HTMLHeadingElement | null>;
  onPoster: (product: ProductSummary) => void;
  onFrame: (frame: ProductSummary | null, frameIndex: number) => void;
  onMargin: (margin: boolean) => void;
  onTag: (tag: TagOption | null) => void;
  onClose: () => void;
}

const hasMargin = (product: ProductSummary | undefined) => !!product?.images.some((image) => image.t === ImageType.Margin);
const thumb = (product: ProductSummary) => (product.images.find((image) => image.t === ImageType.Thumb) ?? product.images[0])?.url ?? '';

/**
 * The sidebar of the active slot (docs/wall-designer.md "Designer state"): posters sold in the slot's size (search
 * and theme), then the frames that fit that size and the white margin. Choosing a poster
 * or a frame closes it (the rules toggle the sidebar); the preview then shows the choice.
 */
export function SlotPanel(props: SlotPanelProps) {
  const { index, slot, poster, text, catalog } = props;
  const [query, setQuery] = useState('');
  const [tags, setTags] = useState<TagOption[]>([]);
  const [results, setResults] = useState<ProductSummary[] | null>(null);
  const [isSearching, setSearching] = useState(false);
  const ids = useId();
  const tagId = poster.tags[0] ?? null;
  const tagSlug = tags.find((tag) => tag.id === tagId)?.slug ?? null;
  const tagsLoaded = useRef(false);

  useEffect(() => {
    if (tagsLoaded.current) return;
    tagsLoaded.current = true;
    void loadTags().then((list) => setTags(list ?? []));
  }, []);

  useEffect(() => {
    // A tag chosen before the tags arrived waits for its slug.
    if (tagId !== null && tagSlug === null && tags.length === 0) return;
    let isCurrent = true;
    setSearching(true);
    const timer = setTimeout(
      () =>
        void searchPosters(slot, query, tagSlug).then((found) => {
          if (!isCurrent) return;
          setResults(found ?? []);
          setSearching(false);
        }),
      SEARCH_DEBOUNCE_MS,
    );
    return () => {
      isCurrent = false;
      clearTimeout(timer);
    };
  }, [slot, query, tagId, tagSlug, tags.length]);

  const chosenPoster = poster.product ? catalog.get(poster.product.id) : undefined;
  const fitting = (props.frames ?? []).filter((frame) => slotFrameIndex(slot, frame.variations) >= 0);
  const headingId = `${ids}-heading`;
  return (
    <aside className="slot-panel" aria-labelledby={headingId}>
      <div className="slot-panel-head">
        <h3 id={headingId} ref={props.headingRef} tabIndex={-1}>
          {text('panel_heading', { n: index + 1, size: slot.size })}
        </h3>
        <button type="button" className="button button-secondary" onClick={props.onClose}>
          {text('close_panel')}
        </button>
      </div>
      <section aria-labelledby={`${ids}-posters`}>
        <h4 id={`${ids}-posters`}>{text('poster_heading')}</h4>
        <div className="slot-search">
          <label htmlFor={`${ids}-query`}>{text('search_label')}</label>
          <input id={`${ids}-query`} type="search" value={query} onChange={(event) => setQuery(event.target.value)} autoComplete="off" />
          <label htmlFor={`${ids}-tag`}>{text('tag_label')}</label>
          <select
            id={`${ids}-tag`}
            value={tagId === null ? '' : String(tagId)}
            onChange={(event) => props.onTag(tags.find((tag) => String(tag.id) === event.target.value) ?? null)}
          >
            <option value="">{text('all_tags')}</option>
            {tags.map((tag) => (
              <option key={tag.id} value={tag.id}>
                {tag.name}
              </option>
            ))}
          </select>
        </div>
        <p className="slot-search-status" role="status">
          {isSearching ? text('searching') : results && results.length === 0 ? text('no_results') : ''}
        </p>
        {results && results.length > 0 && (
          <ul className="slot-choices" aria-labelledby={`${ids}-posters`}>
            {results.map((product) => {
              const variation = slotVariation(slot, product.variations);
              const isChosen = poster.product?.id === product.id;
              return (
                <li key={product.id}>
                  <button type="button" aria-pressed={isChosen} onClick={() => props.onPoster(product)}>
                    <img {...responsiveImage(thumb(product), IMAGE_SIZES.slotChoice)} alt="" width={56} height={70} loading="lazy" />
                    <span className="slot-choice-name">{product.name}</span>
                    {variation && <span className="slot-choice-price">{props.price(derivePrice(variation.prices, 1).price)}</span>}
                  </button>
                </li>
              );
            })}
          </ul>
        )}
        {hasMargin(chosenPoster) && (
          <label className="slot-margin">
            <input type="checkbox" checked={poster.margin === true} onChange={(event) => props.onMargin(event.target.checked)} />
            {text('margin')}
          </label>
        )}
      </section>
      <section aria-labelledby={`${ids}-frames`}>
        <h4 id={`${ids}-frames`}>{text('frame_heading')}</h4>
        <ul className="slot-choices is-frames" aria-labelledby={`${ids}-frames`}>
          <li>
            <button type="button" aria-pressed={poster.frame === null} onClick={() => props.onFrame(null, 0)}>
              <span className="slot-choice-name">{text('without_frame')}</span>
            </button>
          </li>
          {fitting.map((frame) => {
            const frameIndex = slotFrameIndex(slot, frame.variations);
            const variation = frameVariationFor(slot, frame, frameIndex);
            const swatch = frame.images.find((image) => image.t === ImageType.FrameSwatch)?.url;
            return (
              <li key={frame.id}>
                <button type="button" aria-pressed={poster.frame?.id === frame.id} onClick={() => props.onFrame(frame, frameIndex)}>
                  {swatch && <img src={swatch} alt="" width={32} height={32} loading="lazy" />}
                  <span className="slot-choice-name">{frame.name}</span>
                  {variation && <span className="slot-choice-price">{props.price(derivePrice(variation.prices, 1).price)}</span>}
                </button>
              </li>
            );
          })}
        </ul>
      </section>
    </aside>
  );
}
