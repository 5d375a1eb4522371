import { useCallback, useEffect, useRef, useState } from 'react';
import { useSnapshot } from 'valtio/react';
import type { DesignerStrings } from '../../../locales/designer';
import { findLayout } from '../../../shared/gallery-wall/layouts';
import type { DesignerPoster } from '../../../shared/gallery-wall/rules';
import { hrefWithWall, shareFromDesigner } from '../../../shared/gallery-wall/share-link';
import type { Locale } from '../../../shared/locales';
import { formatMoney } from '../../../shared/money';
import { labelsTranslator } from '../../i18n';
import { emptyWall, state as wallState } from '../../state/wall';
import * as wall from '../../state/wall-actions';
import { DesignerNotice } from './DesignerNotice';
import { IntroStep } from './IntroStep';
import { LayoutStep } from './LayoutStep';
import { PostersStep } from './PostersStep';
import { RoomStep } from './RoomStep';
import type { DesignerText, StepProps } from './step';
import { StepList } from './StepList';
import { SummaryStep } from './SummaryStep';
import { useOpenedWall } from './use-opened-wall';
import { WallPreview } from './WallPreview';

export interface WallDesignerProps {
  money: Pick<Locale, 'iso' | 'currency' | 'currencyDecimals'>;
  labels: DesignerStrings;
}

/**
 * The language switcher's links to the other domains (worker/components/LanguageSwitcher.tsx:
 * all but the current one; client/islands/cart/boot.ts LANGUAGE_LINKS). Written out, not imported: a module shared with every page's first-load code
 * would become a chunk of its own there (docs/wall-designer.md "JS budget").
 */
const LANGUAGE_LINKS = '.lang-switcher a:not([aria-current])';

/**
 * The gallery-wall designer (issue 14, docs/wall-designer.md): steps 0 to 4 over the
 * stored wall (client/state/wall.ts), one component per step. The server renders the
 * intro; the stored wall shows from the first effect on (storage is read only after
 * hydration, client/state/persist). This component holds what the steps share: the step,
 * where focus goes next and what the live region says.
 */
export default function WallDesigner({ money, labels }: WallDesignerProps) {
  const text = labelsTranslator(labels) as DesignerText;
  const live = useSnapshot(wallState);
  const { isReady, catalog, frames, notice, isLoading, addToCatalog } = useOpenedWall();
  const [announcement, setAnnouncement] = useState('');
  const stepHeading = useRef<HTMLHeadingElement | null>(null);
  const panelHeading = useRef<HTMLHeadingElement | null>(null);
  const slotButtons = useRef<(HTMLButtonElement | null)[]>([]);
  const focusNext = useRef<'step' | 'panel' | 'slot' | null>(null);

  // Before the first effect the island is what the server rendered: the intro.
  const view = isReady ? live : emptyWall();
  const step = view.step;
  const layout = view.layout ? findLayout(view.layout) : undefined;
  const posters = view.posters as readonly DesignerPoster[];
  const price = useCallback((amount: number) => formatMoney(amount, money), [money]);

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

  const chooseSlot = (index: number) => {
    wall.choosePoster(index);
    setAnnouncement(describeSlot(index, 'announce'));
    focusNext.current = 'panel';
  };

  const canReach = (target: number) => target <= 1 || (target === 2 ? !!view.environment : !!view.environment && !!layout);
  const stepProps: StepProps = { text, headingRef: stepHeading, goTo };

  return (
    <div className={`designer is-step-${step}`}>
      <StepList step={step} canReach={canReach} text={text} goTo={goTo} />
      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
      {notice && <DesignerNotice notice={notice} text={text} />}
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
          {step === 0 && <IntroStep {...stepProps} />}
          {step === 1 && <RoomStep environmentId={view.environment} {...stepProps} />}
          {step === 2 && <LayoutStep layoutId={view.layout} {...stepProps} />}
          {step === 3 && layout && (
            <PostersStep
              layout={layout}
              posters={posters}
              activePoster={view.activePoster}
              isSidebarOpen={view.isSidebarOpen}
              frames={frames}
              catalog={catalog}
              price={price}
              panelHeadingRef={panelHeading}
              addToCatalog={addToCatalog}
              onChosen={() => {
                setAnnouncement(describeSlot(wallState.activePoster, 'announce'));
                focusNext.current = wallState.isSidebarOpen ? 'panel' : 'slot';
              }}
              onClosed={() => (focusNext.current = 'slot')}
              {...stepProps}
            />
          )}
          {step === 4 && layout && (
            <SummaryStep
              layout={layout}
              state={{ environment: view.environment, layout: view.layout, posters: posters as DesignerPoster[] }}
              catalog={catalog}
              price={price}
              {...stepProps}
            />
          )}
        </div>
      </div>
    </div>
  );
}
