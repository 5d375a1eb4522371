/**
 * The cart area at load, in plain DOM code on the server's markup (ADR 0006): the header
 * toggles (count, filled heart, open state), the wishlist hearts and one-click add-to-cart
 * buttons (worker/components/cart/CartControls.tsx), the page's sidebar-open state, and
 * the cart's background work. The drawers are React; they load when first wanted (the
 * pointer nearing a toggle) and render when first opened.
 */
import { subscribe } from 'valtio/vanilla';
import { itemCount } from '../../../shared/cart';
import type { PluralForms } from '../../../shared/i18n';
import { tiersOfText, unitPrice } from '../../../shared/pricing';
import { el } from '../../dom';
import { labelsTranslator } from '../../i18n';
import { propsText, sharedProps } from '../../island-props';
import { configureAnalytics } from '../../state/analytics';
import { addToCart, closeCart, state as cart, toggleCart } from '../../state/cart';
import { connectPersistence } from '../../state/persist';
import { setSidebarOpen } from '../../site/sidebar';
import { closeWishlist, isInWishlist, state as wishlist, toggleWishlist, toggleWishlistDrawer } from '../../state/wishlist';
import { carryCartOnLanguageLinks, scheduleCartRuntime } from './boot';
import type {
  AddToCartChoice,
  AddToCartLine,
  CardQuickAdd,
  CartControlLabels,
  CartDrawersProps,
  ShownByCard,
  WishlistButtonItem,
} from './contracts';
import { loadCartDrawer, loadWishlistDrawer } from './lazy';
import { toIncomingLine } from './lines';
import { drawnQuickAdd, type QuickAddPage } from './quick-add';

/** How long a card's button announces "Added" before it reads "Add to cart" again. */
const ADDED_MS = 2000;

/** A count label from the server (a text or plural table, JSON) for `count`, in the page's language. */
function countLabel(json: string | undefined, count: number): string {
  const label = parseJson<string | PluralForms>(json);
  return label ? labelsTranslator({ label })('label', { count }) : '';
}

function parseJson<T>(text: string | undefined): T | null {
  try {
    return text ? (JSON.parse(text) as T) : null;
  } catch {
    return null;
  }
}

/** The page's texts of the hearts and quick adds (the drawers' block: CartControlLabels), read at boot. */
let controlLabels: CartControlLabels = { remove: '', added: '', size: '', value: '', sold_out: '' };

/** What the page's drawers' block says of every card's quick add (`drawnQuickAdd`), read at boot. */
let quickAddPage: QuickAddPage | null = null;

/** Shows the client state on every control of `root` (called on each change; its cards' quick adds drawn before: `drawQuickAdds`). */
export function renderControls(root: Pick<ParentNode, 'querySelectorAll'>): void {
  const count = itemCount(cart.items);
  for (const toggle of root.querySelectorAll<HTMLElement>('[data-cart-toggle]')) {
    toggle.setAttribute('aria-label', count > 0 ? countLabel(toggle.dataset.countLabel, count) : (toggle.dataset.label ?? ''));
    toggle.setAttribute('aria-expanded', String(cart.isOpen));
    const badge = toggle.querySelector<HTMLElement>('.badge');
    if (badge) {
      badge.textContent = String(count);
      // An empty cart shows no "0"; the toggle's aria-label carries the count either way.
      badge.hidden = count === 0;
    }
  }
  const saved = wishlist.items.length;
  for (const toggle of root.querySelectorAll<HTMLElement>('[data-wishlist-toggle]')) {
    toggle.setAttribute('aria-label', saved > 0 ? countLabel(toggle.dataset.filledLabel, saved) : (toggle.dataset.label ?? ''));
    toggle.setAttribute('aria-expanded', String(wishlist.isOpen));
    toggle.dataset.filled = String(saved > 0);
    toggle.querySelector('svg')?.setAttribute('fill', saved > 0 ? 'currentColor' : 'none');
  }
  for (const button of root.querySelectorAll<HTMLElement>('[data-wishlist-item]')) {
    const item = wishlistItemOf(button);
    const isSaved = item !== null && isInWishlist(item.id);
    button.setAttribute('aria-pressed', String(isSaved));
    // The accessible name stays; the tooltip says what a click does.
    button.title = (isSaved && controlLabels.remove) || button.ariaLabel || '';
    button.querySelector('svg')?.setAttribute('fill', isSaved ? 'currentColor' : 'none');
  }
}

/**
 * Each drawn card's add button → its quick add's line (`drawQuickAdds`), read at a click and by
 * the heart beside it on every change, so never written out and parsed again.
 */
const cardLines = new WeakMap<Element, Omit<AddToCartLine, ShownByCard>>();

/**
 * Each card's quick add from its data block (worker/components/cart/CartControls.tsx
 * `QuickAdd`, issue 27), once: the size select (in the row the card keeps for it, so nothing
 * moves), the add button's line and its announcement; the block then goes. At boot for the
 * page, and for a fragment that brings cards when it is put in place (the related products).
 */
export function drawQuickAdds(root: Pick<ParentNode, 'querySelectorAll'>): void {
  for (const block of root.querySelectorAll('script[data-quick-add]')) {
    const add = block.nextElementSibling as HTMLElement | null;
    const data = parseJson<CardQuickAdd>(block.textContent ?? undefined);
    block.remove();
    if (!add || !data?.sizes || !quickAddPage) continue;
    // The card's heading names the select (`cardLine` reads it, with the rest the card shows, at the click).
    const { line, label, sizes } = drawnQuickAdd(data, cardShown(add)?.name ?? '', quickAddPage);
    // A product of several sizes: its line is the product's, which the chosen size completes at the click.
    cardLines.set(add, line as Omit<AddToCartLine, ShownByCard>);
    add.dataset.addToCart = '';
    const control = el('span', { className: 'add-to-cart-control' });
    add.replaceWith(control);
    if (sizes) {
      // Appended disabled or not, so the select takes the first buyable size by itself.
      const options = sizes.map(({ value, text, data, disabled }) => {
        const option = new Option(text, value);
        Object.assign(option.dataset, data);
        option.disabled = disabled;
        return option;
      });
      const select = el('select', { dataset: { sizeSelect: '' } }, ...options);
      control.appendChild(el('label', { className: 'size-choice' }, el('span', { className: 'visually-hidden' }, label ?? ''), select));
    }
    control.appendChild(add);
    control.appendChild(el('span', { className: 'visually-hidden', role: 'status' }));
  }
}

/**
 * What a heart saves: its own item, or on a card with a quick add (empty `data-wishlist-item`)
 * the product of the add button's line beside it, written once for both (issue 27).
 */
function wishlistItemOf(heart: HTMLElement): WishlistButtonItem | null {
  const own = parseJson<WishlistButtonItem>(heart.dataset.wishlistItem);
  if (own) return own;
  const add = heart.parentElement?.querySelector<HTMLElement>('[data-add-to-cart]');
  const line = add && cardLine(add);
  return line ? { id: line.product_id, name: line.name, slug: line.slug, thumb: line.thumb } : null;
}

/** What a card shows of its product (`ShownByCard`): its heading's text, its link's last segment, its picture. */
function cardShown(add: Element): Pick<AddToCartLine, ShownByCard> | null {
  const link = add.closest('article')?.querySelector('a');
  return link
    ? {
        name: link.querySelector('.product-name')?.textContent ?? '',
        slug: link.getAttribute('href')?.split('/').pop() ?? '',
        thumb: link.querySelector('img')?.getAttribute('src') ?? '',
      }
    : null;
}

/**
 * A card's add button's line, with what the card shows of the product (`ShownByCard`, not
 * written in the line: issue 27), read from the card at the click.
 */
function cardLine(add: HTMLElement): AddToCartLine | null {
  const line = cardLines.get(add);
  const shown = cardShown(add);
  return line && shown ? { ...shown, ...line } : null;
}

/**
 * A card's chosen size: its sku is the option's value, the rest of it the option's short
 * attributes (`drawQuickAdds`): name, tiers, and a price only where it is not the tiers' price
 * of one piece.
 */
function chosenSize(option: HTMLOptionElement): AddToCartChoice | null {
  const { name, tiers, price } = option.dataset;
  const pricing = tiersOfText(tiers ?? '');
  if (pricing.length === 0) return null;
  return { sku: option.value, variation_name: name ?? null, price: price ? Number(price) : unitPrice(pricing, 1), pricing };
}

/** A click on one of the controls; false when the click was not on one. */
function handleControlClick(target: Element): boolean {
  if (target.closest('[data-cart-toggle]')) {
    closeWishlist();
    toggleCart();
    return true;
  }
  if (target.closest('[data-wishlist-toggle]')) {
    closeCart();
    toggleWishlistDrawer();
    return true;
  }
  const heart = target.closest<HTMLElement>('[data-wishlist-item]');
  if (heart) {
    const item = wishlistItemOf(heart);
    if (item) toggleWishlist(item);
    return true;
  }
  const add = target.closest<HTMLButtonElement>('[data-add-to-cart]');
  if (add) {
    const line = cardLine(add);
    // A card's size select: the chosen option completes the line (worker/components/cart).
    const select = add.parentElement?.querySelector('[data-size-select]');
    const option = select?.querySelector<HTMLOptionElement>('option:checked');
    const choice = select ? (option && !option.disabled ? chosenSize(option) : null) : {};
    if (line && choice && !add.disabled && addToCart(toIncomingLine({ ...line, ...choice }, 1), { openDrawer: true })) {
      const status = add.parentElement?.querySelector('[role="status"]');
      if (status) {
        status.textContent = controlLabels.added;
        setTimeout(() => (status.textContent = ''), ADDED_MS);
      }
    }
    return true;
  }
  return false;
}

/**
 * Brings the cart area's controls alive. `renderDrawers` loads React and the drawers'
 * host and renders it into the drawers' element (client/entry.ts passes it in, so this
 * module never imports React); its failures go to `onError` (a failed chunk reloads).
 */
export function bootCart(
  renderDrawers: (host: HTMLElement, props: CartDrawersProps) => Promise<void>,
  onError: (error: unknown) => void,
): void {
  const host = document.querySelector<HTMLElement>('[data-cart-drawers]');
  // The page's block: all but the labels, which are the language's file it names (fetched once, below).
  const page = parseJson<Omit<CartDrawersProps, 'labels'>>(propsText(host));
  if (page) configureAnalytics({ currency: page.money.currency });
  if (page?.controls) controlLabels = page.controls;
  if (page?.cardLine) quickAddPage = page;

  let drawers: Promise<void> | undefined;
  const showDrawers = () => {
    if (!host || !page) return;
    // The block was read once, above; only the labels' file is added to it.
    drawers ??= sharedProps(host)
      .then((shared) => renderDrawers(host, { ...(shared as Pick<CartDrawersProps, 'labels'>), ...page }))
      .catch((error: unknown) => {
        drawers = undefined;
        onError(error);
      });
  };

  const render = () => {
    renderControls(document);
    if (cart.isOpen || wishlist.isOpen) showDrawers();
    // The page's sidebar-open state also counts the filter panel (client/site/sidebar).
    setSidebarOpen('cart', cart.isOpen);
    setSidebarOpen('wishlist', wishlist.isOpen);
  };
  subscribe(cart, render);
  subscribe(wishlist, render);
  connectPersistence();
  drawQuickAdds(document);
  render();

  document.addEventListener('click', (event) => {
    if (event.target instanceof Element && handleControlClick(event.target)) event.preventDefault();
  });
  // A drawer's code starts loading when a click that opens it is likely, so the first open is quick.
  const preload = (event: Event) => {
    const target = event.target instanceof Element ? event.target : null;
    if (target?.closest('[data-cart-toggle], [data-add-to-cart]')) {
      showDrawers();
      loadCartDrawer().catch(() => undefined);
    } else if (target?.closest('[data-wishlist-toggle]')) {
      showDrawers();
      loadWishlistDrawer().catch(() => undefined);
    }
  };
  for (const type of ['pointerover', 'focusin']) document.addEventListener(type, preload, { passive: true });
  carryCartOnLanguageLinks();
  scheduleCartRuntime(onError);
}
