import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSnapshot } from 'valtio/react';
import type { DesignerStrings } from '../../../locales/designer';
import { ENVIRONMENTS, findEnvironment, ROOMS, WALL_COLOURS } from '../../../shared/gallery-wall/environments';
import { findLayout, LAYOUTS } from '../../../shared/gallery-wall/layouts';
import {
  designerProductOf,
  layoutForPoster,
  openSharedWall,
  sharedProductIds,
  type MissingPiece,
} from '../../../shared/gallery-wall/open-wall';
import { MAX_STEP, type DesignerPoster } from '../../../shared/gallery-wall/rules';
import { decodeWall, hrefWithWall, shareFromDesigner, WALL_PARAM } from '../../../shared/gallery-wall/share-link';
import type { Locale } from '../../../shared/locales';
import { formatMoney } from '../../../shared/money';
import { DESIGNER_POSTER_PARAM } from '../../../shared/routes';
import type { ProductSummary } from '../../../shared/types';
import { labelsTranslator } from '../../i18n';
import { whenRestored } from '../../state/persist';
import { emptyWall, state as wallState } from '../../state/wall';
import * as wall from '../../state/wall-actions';
import { loadFrames, productsByIds, type TagOption } from './catalog';
import { SlotPanel } from './SlotPanel';
import { LayoutThumb, WallPreview } from './WallPreview';
import { WallSummary } from './WallSummary';

export interface WallDesignerProps {
  money: Pick<Locale, 'iso' | 'currency' | 'currencyDecimals'>;
  labels: DesignerStrings;
}

type Notice = { kind: 'missing'; missing: MissingPiece[] } | { kind: 'unreadable' } | { kind: 'load-failed' };

const STEP_KEYS = ['intro', 'environment', 'layout', 'posters', 'summary'] as const;

/**
 * The language switcher's links to the other domains (worker/components/LanguageSwitcher.tsx
 * marks them). Written out, not imported: a module shared with every page's first-load code
 * would become a chunk of its own there (docs/wall-designer.md "JS budget").
 */
const LANGUAGE_LINKS = 'a[data-carry-cart]';

const withProducts = (catalog: ReadonlyMap<number, ProductSummary>, products: readonly ProductSummary[]) =>
  new Map([...catalog, ...products.map((product) => [product.id, product] as const)]);

/** The ids of every poster and frame on the wall. */
const wallProductIds = (posters: readonly DesignerPoster[]) =>
  posters.flatMap((poster) => [poster.product?.id, poster.frame?.id]).filter((id): id is number => id !== undefined);

/** Takes the designer's own parameters out of the address once read, so a reload keeps later changes. */
function dropParams(): void {
  const url = new URL(location.href);
  url.searchParams.delete(WALL_PARAM);
  url.searchParams.delete(DESIGNER_POSTER_PARAM);
  history.replaceState(history.state, '', url.toString());
}

/**
 * The gallery-wall designer (issue 14, docs/wall-designer.md): steps 0 to 4 over the
 * stored wall (client/state/wall.ts). The server renders the intro; the stored wall shows
 * from the first effect on (storage is read only after hydration, client/state/persist).
 */
export default function WallDesigner({ money, labels }: WallDesignerProps) {
  const text = labelsTranslator(labels) as (key: string, params?: Record<string, string | number>) => string;
  const live = useSnapshot(wallState);
  const [isReady, setReady] = useState(false);
  const [catalog, setCatalog] = useState<ReadonlyMap<number, ProductSummary>>(() => new Map());
  const [frames, setFrames] = useState<ProductSummary[] | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [isLoading, setLoading] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const stepHeading = useRef<HTMLHeadingElement | null>(null);
  const panelHeading = useRef<HTMLHeadingElement | null>(null);
  const slotButtons = useRef<(HTMLButtonElement | null)[]>([]);
  const focusNext = useRef<'step' | 'panel' | 'slot' | null>(null);

  // Before the first effect the island is what the server rendered: the intro.
  const view = isReady ? live : emptyWall();
  const step = view.step;
  const layout = view.layout ? findLayout(view.layout) : undefined;
  const price = useCallback((amount: number) => formatMoney(amount, money), [money]);

  const addToCatalog = useCallback((products: readonly ProductSummary[]) => setCatalog((current) => withProducts(current, products)), []);

  useEffect(() => {
    const open = async () => {
      const params = new URLSearchParams(location.search);
      const shared = params.get(WALL_PARAM);
      const posterId = Number(params.get(DESIGNER_POSTER_PARAM));
      if (shared !== null || params.has(DESIGNER_POSTER_PARAM)) dropParams();
      if (shared !== null) {
        const decoded = decodeWall(shared);
        if (!decoded.ok) {
          setNotice({ kind: 'unreadable' });
        } else {
          setLoading(true);
          const products = await productsByIds(sharedProductIds(decoded.wall));
          setLoading(false);
          if (!products) return setNotice({ kind: 'load-failed' });
          const opened = openSharedWall(decoded.wall, withProducts(new Map(), products));
          addToCatalog(products);
          wall.openWall(opened.wall, MAX_STEP);
          if (opened.missing.length > 0) setNotice({ kind: 'missing', missing: opened.missing });
          return;
        }
      } else if (Number.isInteger(posterId) && posterId > 0) {
        const products = await productsByIds([posterId]);
        const product = products?.[0];
        const target = product ? layoutForPoster(product, wallState.layout) : null;
        if (!product || !target) {
          setNotice(products ? { kind: 'missing', missing: [{ slot: 1, kind: 'poster' }] } : { kind: 'load-failed' });
        } else {
          addToCatalog([product]);
          if (!wallState.environment) wall.chooseEnvironment(ENVIRONMENTS[0]!.id);
          if (wallState.layout !== target.id) wall.chooseLayout(target.id, target.slots.length);
          wall.choosePoster(0);
          wall.chooseProduct(designerProductOf(product));
          wall.setStep(3);
        }
      }
      const stored = await productsByIds(wallProductIds(wallState.posters));
      if (stored) addToCatalog(stored);
    };
    const cancel = whenRestored(() => {
      setReady(true);
      void open();
      void loadFrames().then((list) => {
        setFrames(list ?? []);
        if (list) addToCatalog(list);
      });
    });
    return cancel;
  }, [addToCatalog]);

  // The language switcher takes the wall to the other domain (its own storage), as a share
  // link would: its links get the wall whenever it changes. When a link is used, the cart's
  // script adds the cart to it and keeps the wall (client/islands/cart/boot.ts hrefWithCart).
  useEffect(() => {
    if (!isReady) return;
    const shared = shareFromDesigner({ environment: live.environment, layout: live.layout, posters: live.posters as DesignerPoster[] });
    for (const link of document.querySelectorAll<HTMLAnchorElement>(LANGUAGE_LINKS)) link.href = hrefWithWall(link.href, shared);
  }, [isReady, live.environment, live.layout, live.posters]);

  // Focus follows the shopper: to a new step's heading, into an opened sidebar, back to the slot after a choice.
  useEffect(() => {
    const target = focusNext.current;
    focusNext.current = null;
    if (target === 'step') stepHeading.current?.focus();
    else if (target === 'panel') panelHeading.current?.focus();
    else if (target === 'slot') slotButtons.current[live.activePoster]?.focus();
  });

  const goTo = (next: number) => {
    wall.setStep(next);
    if (next === 3 && !wallState.isSidebarOpen) {
      // Straight to the first slot still without a poster.
      const empty = wallState.posters.findIndex((poster) => !poster.product);
      if (empty >= 0) wall.choosePoster(empty);
    }
    focusNext.current = 'step';
  };

  const describeSlot = (index: number, key: 'announce' | 'slot_label') => {
    const poster = wallState.posters[index];
    const size = layout?.slots[index]?.size ?? '';
    const posterName = poster?.product?.name ?? text('no_poster');
    const frameName = poster?.frame?.name ?? text('no_frame');
    return key === 'announce'
      ? text('announce', { n: index + 1, name: posterName, size, frame: frameName })
      : text('slot_label', { n: index + 1, size, content: `${posterName}, ${frameName}` });
  };

  const afterChoice = () => {
    setAnnouncement(describeSlot(wallState.activePoster, 'announce'));
    focusNext.current = wallState.isSidebarOpen ? 'panel' : 'slot';
  };

  const chooseSlot = (index: number) => {
    wall.choosePoster(index);
    setAnnouncement(describeSlot(index, 'announce'));
    focusNext.current = 'panel';
  };

  const canReach = (target: number) => target <= 1 || (target === 2 ? !!view.environment : !!view.environment && !!layout);
  const environment = view.environment ? findEnvironment(view.environment) : undefined;
  const posters = view.posters as readonly DesignerPoster[];
  const activeSlot = layout?.slots[view.activePoster];
  const activePoster = posters[view.activePoster];
  const next = (target: number, isEnabled: boolean) => (
    <div className="designer-nav">
      {step > 0 && (
        <button type="button" className="button button-secondary" onClick={() => goTo(step - 1)}>
          {text('back')}
        </button>
      )}
      {target <= MAX_STEP && (
        <button type="button" className="button" disabled={!isEnabled} onClick={() => goTo(target)}>
          {text('next')}
        </button>
      )}
    </div>
  );

  const sizes = useMemo(() => new Map(LAYOUTS.map((item) => [item.id, [...new Set(item.slots.map((slot) => slot.size))].join(', ')])), []);

  return (
    <div className={`designer is-step-${step}`}>
      <nav className="designer-steps" aria-label={text('steps.label')}>
        <ol>
          {STEP_KEYS.map((key, index) => (
            <li key={key}>
              <button
                type="button"
                aria-current={step === index ? 'step' : undefined}
                disabled={!canReach(index)}
                onClick={() => goTo(index)}
              >
                <span aria-hidden="true">{index + 1}</span> {text(`steps.${key}`)}
              </button>
            </li>
          ))}
        </ol>
      </nav>
      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
      {notice && (
        <div className="designer-notice" role="alert">
          {notice.kind === 'missing' ? (
            <>
              <p>{text('missing_heading')}</p>
              <ul>
                {notice.missing.map((piece) => (
                  <li key={`${piece.slot}-${piece.kind}`}>
                    {text(piece.kind === 'poster' ? 'missing_poster' : 'missing_frame', { n: piece.slot })}
                  </li>
                ))}
              </ul>
            </>
          ) : (
            <p>{text(notice.kind === 'unreadable' ? 'share_unreadable' : 'load_failed')}</p>
          )}
        </div>
      )}
      {isLoading && <p role="status">{text('loading')}</p>}
      <div className="designer-body">
        {step > 0 && (
          <WallPreview
            environment={view.environment}
            layout={view.layout}
            posters={posters}
            catalog={catalog}
            activePoster={view.activePoster}
            isInteractive={step >= 3}
            label={text('preview_label')}
            slotLabel={(index) => describeSlot(index, 'slot_label')}
            onChoose={chooseSlot}
            slotRef={(index, element) => (slotButtons.current[index] = element)}
          />
        )}
        <div className="designer-controls">
          {step === 0 && (
            <section className="designer-step">
              <h2 ref={stepHeading} tabIndex={-1}>
                {text('intro.heading')}
              </h2>
              <p>{text('intro.text')}</p>
              <button type="button" className="button" onClick={() => goTo(1)}>
                {text('intro.start')}
              </button>
            </section>
          )}
          {step === 1 && (
            <section className="designer-step">
              <h2 ref={stepHeading} tabIndex={-1}>
                {text('steps.environment')}
              </h2>
              <fieldset className="designer-choices">
                <legend>{text('room_legend')}</legend>
                {ROOMS.map((room) => (
                  <label key={room}>
                    <input
                      type="radio"
                      name="designer-room"
                      checked={environment?.room === room}
                      onChange={() => wall.chooseEnvironment(`${room}-${environment?.colour ?? WALL_COLOURS[0]}`)}
                    />
                    {text(`rooms.${room}`)}
                  </label>
                ))}
              </fieldset>
              <fieldset className="designer-choices">
                <legend>{text('colour_legend')}</legend>
                {WALL_COLOURS.map((colour) => (
                  <label key={colour}>
                    <input
                      type="radio"
                      name="designer-colour"
                      checked={environment?.colour === colour}
                      onChange={() => wall.chooseEnvironment(`${environment?.room ?? ROOMS[0]}-${colour}`)}
                    />
                    <span className={`colour-swatch is-${colour}`} aria-hidden="true" />
                    {text(`colours.${colour}`)}
                  </label>
                ))}
              </fieldset>
              {next(2, !!environment)}
            </section>
          )}
          {step === 2 && (
            <section className="designer-step">
              <h2 ref={stepHeading} tabIndex={-1}>
                {text('steps.layout')}
              </h2>
              <fieldset className="designer-choices is-layouts">
                <legend>{text('layout_legend')}</legend>
                {LAYOUTS.map((item) => (
                  <label key={item.id}>
                    <input
                      type="radio"
                      name="designer-layout"
                      checked={view.layout === item.id}
                      onChange={() => wall.chooseLayout(item.id, item.slots.length)}
                    />
                    <LayoutThumb id={item.id} />
                    <span>{text('layout_option', { count: item.slots.length, sizes: sizes.get(item.id) ?? '' })}</span>
                  </label>
                ))}
              </fieldset>
              {next(3, !!layout)}
            </section>
          )}
          {step === 3 && layout && (
            <section className="designer-step">
              <h2 ref={stepHeading} tabIndex={-1}>
                {text('steps.posters')}
              </h2>
              <p>{text('fill_slots')}</p>
              {view.isSidebarOpen && activeSlot && activePoster && (
                <SlotPanel
                  key={view.activePoster}
                  index={view.activePoster}
                  slot={activeSlot}
                  poster={activePoster}
                  frames={frames}
                  catalog={catalog}
                  text={text}
                  price={price}
                  headingRef={panelHeading}
                  onPoster={(product) => {
                    addToCatalog([product]);
                    wall.chooseProduct(designerProductOf(product));
                    afterChoice();
                  }}
                  onFrame={(frame, frameIndex) => {
                    wall.chooseFrame(frame && designerProductOf(frame), frameIndex);
                    afterChoice();
                  }}
                  onMargin={(margin) => wall.setPosterMargin(margin)}
                  onTag={(tag: TagOption | null) => wall.setPosterTags(tag ? [tag.id] : [])}
                  onClose={() => {
                    wall.closeSidebar();
                    focusNext.current = 'slot';
                  }}
                />
              )}
              {next(4, true)}
            </section>
          )}
          {step === 4 && layout && (
            <section className="designer-step">
              <h2 ref={stepHeading} tabIndex={-1}>
                {text('summary.heading')}
              </h2>
              <WallSummary
                layout={layout}
                posters={posters}
                catalog={catalog}
                state={{ environment: view.environment, layout: view.layout, posters: posters as DesignerPoster[] }}
                text={text}
                price={price}
              />
              {next(MAX_STEP + 1, false)}
            </section>
          )}
        </div>
      </div>
    </div>
  );
}
