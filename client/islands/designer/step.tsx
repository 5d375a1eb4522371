import type { ReactNode, RefObject } from 'react';
import { MAX_STEP } from '../../../shared/gallery-wall/rules';

/** The designer's strings (locales/designer), with their parameters. */
export type DesignerText = (key: string, params?: Record<string, string | number>) => string;

/** What every step gets from the island (WallDesigner.tsx). */
export interface StepProps {
  text: DesignerText;
  /** The step's heading: focus moves to it when the shopper arrives at the step. */
  headingRef: RefObject<HTMLHeadingElement | null>;
  goTo: (step: number) => void;
}

/** A step's frame: its heading (focusable, so focus can follow the shopper) and its content. */
export function Step({ heading, headingRef, children }: { heading: string; headingRef: StepProps['headingRef']; children: ReactNode }) {
  return (
    <section className="designer-step">
      <h2 ref={headingRef} tabIndex={-1}>
        {heading}
      </h2>
      {children}
    </section>
  );
}

/** Back to the step before and on to the next one (none after the last step). */
export function StepNav({ step, canGoOn, text, goTo }: Pick<StepProps, 'text' | 'goTo'> & { step: number; canGoOn: boolean }) {
  return (
    <div className="designer-nav">
      {step > 0 && (
        <button type="button" className="button button-secondary" onClick={() => goTo(step - 1)}>
          {text('back')}
        </button>
      )}
      {step < MAX_STEP && (
        <button type="button" className="button" disabled={!canGoOn} onClick={() => goTo(step + 1)}>
          {text('next')}
        </button>
      )}
    </div>
  );
}
