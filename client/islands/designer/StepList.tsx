import type { DesignerText } from './step';

const STEP_KEYS = ['intro', 'environment', 'layout', 'posters', 'summary'] as const;

export interface StepListProps {
  step: number;
  /** Whether the shopper may go to a step yet (a room before the layout, a layout before the posters). */
  canReach: (step: number) => boolean;
  text: DesignerText;
  goTo: (step: number) => void;
}

/** The five steps as buttons, the current one marked; a step not reachable yet is disabled. */
export function StepList({ step, canReach, text, goTo }: StepListProps) {
  return (
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
  );
}
