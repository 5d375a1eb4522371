import { icons } from './icons';

/**
 * The head of a modal dialog (the mobile menu, the newsletter dialog: client/site/dialogs.ts):
 * its title, which names the dialog (`aria-labelledby` the title's id), and its close button.
 */
export function DialogHead({ titleId, title, closeLabel }: { titleId: string; title: string; closeLabel: string }) {
  return (
    <div className="dialog-head">
      <h2 id={titleId}>{title}</h2>
      <button type="button" className="button-icon" data-closes aria-label={closeLabel}>
        {icons.close}
      </button>
    </div>
  );
}
