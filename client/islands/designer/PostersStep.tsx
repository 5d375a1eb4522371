import type { RefObject } from 'react';
import type { WallLayout } from '../../../shared/gallery-wall/layouts';
import { designerProductOf } from '../../../shared/gallery-wall/open-wall';
import type { DesignerPoster } from '../../../shared/gallery-wall/rules';
import type { ProductSummary } from '../../../shared/types';
import * as wall from '../../state/wall-actions';
import { SlotPanel } from './SlotPanel';
import { Step, StepNav, type StepProps } from './step';

export interface PostersStepProps extends StepProps {
  layout: WallLayout;
  posters: readonly DesignerPoster[];
  activePoster: number;
  isSidebarOpen: boolean;
  frames: readonly ProductSummary[] | null;
  catalog: ReadonlyMap<number, ProductSummary>;
  price: (amount: number) => string;
  panelHeadingRef: RefObject<HTMLHeadingElement | null>;
  addToCatalog: (products: readonly ProductSummary[]) => void;
  /** A poster or a frame was chosen for the active slot (the island announces it and moves focus). */
  onChosen: () => void;
  /** The sidebar was closed without a choice (focus goes back to the slot). */
  onClosed: () => void;
}

/**
 * Step 3: the preview's slots are the buttons (WallPreview); the active slot's sidebar
 * (SlotPanel) chooses its poster, margin and frame.
 */
export function PostersStep({
  layout,
  posters,
  activePoster,
  isSidebarOpen,
  addToCatalog,
  onChosen,
  onClosed,
  ...props
}: PostersStepProps) {
  const { text } = props;
  const slot = layout.slots[activePoster];
  const poster = posters[activePoster];
  return (
    <Step heading={text('steps.posters')} headingRef={props.headingRef}>
      <p>{text('fill_slots')}</p>
      {isSidebarOpen && slot && poster && (
        <SlotPanel
          key={activePoster}
          index={activePoster}
          slot={slot}
          poster={poster}
          frames={props.frames}
          catalog={props.catalog}
          text={text}
          price={props.price}
          headingRef={props.panelHeadingRef}
          onPoster={(product) => {
            addToCatalog([product]);
            wall.chooseProduct(designerProductOf(product));
            onChosen();
          }}
          onFrame={(frame, frameIndex) => {
            wall.chooseFrame(frame && designerProductOf(frame), frameIndex);
            onChosen();
          }}
          onMargin={(margin) => wall.setPosterMargin(margin)}
          onTag={(tag) => wall.setPosterTags(tag ? [tag.id] : [])}
          onClose={() => {
            wall.closeSidebar();
            onClosed();
          }}
        />
      )}
      <StepNav step={3} canGoOn text={text} goTo={props.goTo} />
    </Step>
  );
}
