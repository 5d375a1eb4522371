/**
 * Disclosure buttons ([data-disclosure] with aria-expanded + aria-controls) for the
 * category dropdowns and the mobile menu's tree (ARIA APG disclosure navigation).
 * Loaded on the first click of such a button (client/site/boot.ts). Escape closes an
 * open dropdown and returns focus to its button; focus or a click elsewhere closes it.
 */
export function setExpanded(button: HTMLElement, isExpanded: boolean): void {
  button.setAttribute('aria-expanded', String(isExpanded));
  const target = document.getElementById(button.getAttribute('aria-controls') ?? '');
  if (target) target.hidden = !isExpanded;
}

/** Open dropdowns of the desktop category bar (the mobile tree stays as the shopper leaves it). */
const openDropdowns = () => [...document.querySelectorAll<HTMLElement>('.category-nav [data-disclosure][aria-expanded="true"]')];

export function toggle(button: HTMLElement): void {
  const isExpanded = button.getAttribute('aria-expanded') !== 'true';
  if (isExpanded) for (const open of openDropdowns()) if (open !== button) setExpanded(open, false);
  setExpanded(button, isExpanded);
}

document.addEventListener('click', (event) => {
  for (const open of openDropdowns()) if (!open.parentElement?.contains(event.target as Node)) setExpanded(open, false);
});
document.addEventListener('keydown', (event) => {
  if (event.key !== 'Escape') return;
  const open = openDropdowns().find((button) => button.parentElement?.contains(event.target as Node));
  if (!open) return;
  setExpanded(open, false);
  open.focus();
});
document.addEventListener('focusout', (event) => {
  const item = (event.target as Element).closest?.('.category-nav .has-children');
  if (!item || item.contains(event.relatedTarget as Node | null)) return;
  const button = item.querySelector<HTMLElement>(':scope > [data-disclosure]');
  if (button?.getAttribute('aria-expanded') === 'true') setExpanded(button, false);
});
