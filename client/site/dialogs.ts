/**
 * Modal dialogs (mobile menu, newsletter) on native <dialog>, opened by the click of an
 * opener (client/site/boot.ts; part of the entry, so a dialog opens at once on a slow network). showModal() makes the rest of the page inert, so
 * focus stays inside (WCAG 2.4.3; ARIA APG modal dialog), Escape closes it, and focus
 * returns to the button that opened it. A click on the backdrop closes it too.
 *
 * Markup: a button with data-opens="<dialog id>"; buttons inside with data-closes.
 */
const openers = new WeakMap<HTMLDialogElement, HTMLElement>();

export function openDialog(dialog: HTMLDialogElement, opener: HTMLElement): void {
  if (dialog.open) return;
  openers.set(dialog, opener);
  opener.setAttribute('aria-expanded', 'true');
  dialog.showModal();
  // The dialog's main field, when it has one (the newsletter's e-mail), rather than its close button.
  dialog.querySelector<HTMLElement>('[data-autofocus]:not([hidden])')?.focus();
}

document.addEventListener('click', (event) => {
  const target = event.target as Element;
  const dialog = target.closest('dialog');
  // A click on the dialog element itself is on its backdrop (the content fills the box).
  if (dialog && (target === dialog || target.closest('[data-closes]'))) dialog.close();
});
document.addEventListener(
  'close',
  (event) => {
    const dialog = event.target;
    if (!(dialog instanceof HTMLDialogElement)) return;
    const opener = openers.get(dialog);
    opener?.setAttribute('aria-expanded', 'false');
    // Browsers restore focus themselves; doing it here also covers older engines.
    if (opener?.isConnected) opener.focus();
  },
  true,
);
