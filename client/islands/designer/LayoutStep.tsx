import { findLayout, LAYOUTS } from '../../../shared/gallery-wall/layouts';
import * as wall from '../../state/wall-actions';
import { Step, StepNav, type StepProps } from './step';
import { LayoutThumb } from './WallPreview';

/** Each layout's frame sizes, once ("50x70 cm, 30x40 cm"). */
const LAYOUT_SIZES = new Map(LAYOUTS.map((item) => [item.id, [...new Set(item.slots.map((slot) => slot.size))].join(', ')]));

/** Step 2: the arrangement of frames (shared/gallery-wall/layouts.ts), each drawn to scale. */
export function LayoutStep({ layoutId, ...props }: StepProps & { layoutId: string | null }) {
  const { text } = props;
  return (
    <Step heading={text('steps.layout')} headingRef={props.headingRef}>
      <fieldset className="designer-choices is-layouts">
        <legend>{text('layout_legend')}</legend>
        {LAYOUTS.map((item) => (
          <label key={item.id}>
            <input
              type="radio"
              name="designer-layout"
              checked={layoutId === item.id}
              onChange={() => wall.chooseLayout(item.id, item.slots.length)}
            />
            <LayoutThumb id={item.id} />
            <span>{text('layout_option', { count: item.slots.length, sizes: LAYOUT_SIZES.get(item.id) ?? '' })}</span>
          </label>
        ))}
      </fieldset>
      <StepNav step={2} canGoOn={!!layoutId && !!findLayout(layoutId)} text={text} goTo={props.goTo} />
    </Step>
  );
}
