import { Step, type StepProps } from './step';

/** Step 0: what the designer does and the way in. The server renders it before any script runs. */
export function IntroStep({ text, headingRef, goTo }: StepProps) {
  return (
    <Step heading={text('intro.heading')} headingRef={headingRef}>
      <p>{text('intro.text')}</p>
      <button type="button" className="button" onClick={() => goTo(1)}>
        {text('intro.start')}
      </button>
    </Step>
  );
}
