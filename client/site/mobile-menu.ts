/**
 * The mobile menu's category tree and language menu, built when the menu first opens
 * (docs/site.md "What a page weighs"). The header's category bar already holds every category
 * (its dropdowns) and the header the language menu: the page carries them once, and the menu is
 * built from them here instead of being a second copy in every page's HTML (16.9 KB of it).
 * Loaded when the menu button is pressed or focused (client/site/boot.ts), not with the page;
 * also when the pointer or focus reaches the header's language menu, whose flags it draws
 * (`showFlags`).
 */
import { escapeHtml } from '../../shared/escape-html';
import { fragmentOnce } from './fragments';

/** A category of the bar: its link and its subcategories. */
export interface MenuNode {
  name: string;
  href: string;
  children: MenuNode[];
}

/** docs/site.md "Layout": sub-menus indent 50 px per depth; trees are expanded at depths 0 and 1. */
export const MENU_INDENT_PX = 50;
export const EXPANDED_DEPTHS = 2;

/**
 * The categories of a list of the category bar (worker/components/site/CategoryNav.tsx): each
 * item's own link and, recursively, its sub-list. Items marked `data-bar-only` (the designer and
 * Artists, which the menu has in its own markup; a category of the main menu only) are left out.
 */
export function readCategoryBar(list: Element): MenuNode[] {
  const nodes: MenuNode[] = [];
  for (const item of list.children) {
    const link = item.querySelector(':scope > a');
    if (!link || item.hasAttribute('data-bar-only')) continue;
    const sublist = item.querySelector(':scope > ul');
    nodes.push({ name: link.textContent ?? '', href: link.getAttribute('href') ?? '', children: sublist ? readCategoryBar(sublist) : [] });
  }
  return nodes;
}

/**
 * The menu's tree as HTML, as the server rendered it before: a row per category indented by its
 * depth, a disclosure button (named by `toggleName`) for each one with subcategories, the lists
 * under depths 0 and 1 open. The lists' ids are numbered in tree order (`menu-1`, …).
 */
export function menuTreeHtml(nodes: MenuNode[], toggleName: (name: string) => string): string {
  let lists = 0;
  const list = (items: MenuNode[], depth: number, id?: string): string =>
    `<ul${id ? ` id="${id}"` : ''}${depth > EXPANDED_DEPTHS ? ' hidden=""' : ''}>` +
    items
      .map((node) => {
        const childId = node.children.length > 0 ? `menu-${++lists}` : '';
        const indent = depth === 0 ? '0' : `${depth * MENU_INDENT_PX}px`;
        const toggle = childId
          ? `<button type="button" class="subnav-toggle" aria-expanded="${depth < EXPANDED_DEPTHS}" aria-controls="${childId}" data-disclosure="true">` +
            `<span class="visually-hidden">${escapeHtml(toggleName(node.name))}</span></button>`
          : '';
        return (
          `<li><div class="menu-row" style="padding-inline-start:${indent}"><a href="${escapeHtml(node.href)}">${escapeHtml(node.name)}</a>${toggle}</div>` +
          `${childId ? list(node.children, depth + 1, childId) : ''}</li>`
        );
      })
      .join('') +
    '</ul>';
  return list(nodes, 0);
}

/**
 * Fills the header category bar's empty dropdowns with their sub-trees, from the bar's fragment
 * (`data-fragment`: worker/routes/site/category-menu-fragment.tsx). Asked as the pointer or the
 * focus first reaches the bar (client/site/boot.ts) and before the mobile menu reads the bar.
 * Once; after a failure (offline, an error answer), again at the next ask.
 */
export function fillCategoryBar(): Promise<void> {
  const nav = document.querySelector<HTMLElement>('[data-site-header] .category-nav[data-fragment]');
  if (!nav) return Promise.resolve();
  return fragmentOnce(nav.dataset.fragment!).then((html) => {
    if (nav.dataset.fragment === undefined) return;
    const lists = document.createElement('template');
    lists.innerHTML = html;
    for (const list of lists.content.children) {
      const dropdown = nav.querySelector(`#${CSS.escape(list.id)}`);
      if (dropdown && !dropdown.firstChild) while (list.firstChild) dropdown.appendChild(list.firstChild);
    }
    delete nav.dataset.fragment;
  });
}

/**
 * Fills the open menu from the header: the category tree first in its navigation (once the bar's
 * dropdowns are filled), a copy of the header's language menu at its foot. Once: the tree then
 * stays as the shopper leaves it. A tree that has not streamed in yet (a cold cache) or whose
 * sub-trees could not be fetched is filled at the next opening.
 */
export async function fillMobileMenu(dialog: HTMLElement): Promise<void> {
  const header = document.querySelector('[data-site-header]');
  const language = dialog.querySelector('.menu-language');
  const switcher = header?.querySelector('.lang-switcher');
  if (language && switcher && !language.firstChild) {
    showFlags(switcher);
    const copy = switcher.cloneNode(true) as HTMLDetailsElement;
    copy.open = false;
    language.appendChild(copy);
  }
  const nav = dialog.querySelector('.menu-tree');
  const bar = header?.querySelector('.category-nav > ul');
  if (!nav || !bar || nav.hasAttribute('data-filled')) return;
  await fillCategoryBar();
  if (nav.hasAttribute('data-filled')) return;
  const nodes = readCategoryBar(bar);
  if (nodes.length === 0) return;
  const name = dialog.dataset.toggleName ?? '';
  nav.insertAdjacentHTML(
    'afterbegin',
    menuTreeHtml(nodes, (category) => name.replaceAll('{{name}}', category)),
  );
  nav.setAttribute('data-filled', '');
}

/**
 * Draws a language menu's flags (worker/components/LanguageSwitcher.tsx): the page carries only the
 * current language's, on the menu's button; each link gets its language's from the same sprite,
 * before its name, as the server drew them before. Once per menu; called as the pointer or focus
 * reaches the menu (client/site/boot.ts) and before the mobile menu copies it.
 */
export function showFlags(switcher: Element): void {
  // The button's flag, as the server drew it (worker/components/Flag.tsx), is each link's with its symbol changed.
  const flag = switcher.querySelector('summary svg.flag');
  const href = flag?.querySelector('use')?.getAttribute('href');
  if (!flag || !href) return;
  for (const link of switcher.querySelectorAll<HTMLAnchorElement>('ul a[lang]')) {
    if (link.querySelector('svg')) continue;
    const copy = flag.cloneNode(true) as Element;
    copy.querySelector('use')!.setAttribute('href', href.replace(/#.*/, `#flag-${link.lang.slice(0, 2)}`));
    link.insertBefore(copy, link.firstChild);
  }
}
