import type { WallLayout } from '../../../shared/gallery-wall/layouts';
import type { DesignerPoster, DesignerState } from '../../../shared/gallery-wall/rules';
import type { ProductSummary } from '../../../shared/types';
import { Step, StepNav, type StepProps } from './step';
import { WallSummary } from './WallSummary';

export interface SummaryStepProps extends StepProps {
  layout: WallLayout;
  state: Pick<DesignerState, 'environment' | 'layout' | 'posters'>;
  catalog: ReadonlyMap<number, ProductSummary>;
  price: (amount: number) => string;
}

/** Step 4: the wall with its prices, "Add the whole wall to the cart" and the share link (WallSummary). */
export function SummaryStep({ layout, state, catalog, price, ...props }: SummaryStepProps) {
  const { text } = props;
  return (
    <Step heading={text('summary.heading')} headingRef={props.headingRef}>
      <WallSummary
        layout={layout}
        posters={state.posters as readonly DesignerPoster[]}
        catalog={catalog}
        state={state}
        text={text}
        price={price}
      />
      <StepNav step={4} canGoOn={false} text={text} goTo={props.goTo} />
    </Step>
  );
}
