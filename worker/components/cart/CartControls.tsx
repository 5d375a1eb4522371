import type { ReactNode } from 'react';
import type { PluralForms } from '../../../shared/i18n';
import type { CardQuickAdd, WishlistButtonProps } from '../../../client/islands/cart/contracts';
import { Icon } from '../site/Icon';
import { scriptSafeJson } from '../Seo';

/**
 * The cart area's small controls as server markup: the header toggles, the wishlist heart
 * and the one-click add-to-cart button. They render the empty state (pages are shared and
 * cached); client/islands/cart/controls.ts shows the shopper's state and handles clicks
 * with plain DOM code at load, so no page needs React to show a count or a heart (ADR 0006).
 */

/** An outlined heart; client/islands/cart/controls.ts fills it (the svg's `fill`, which the sprite's heart inherits). */
function Heart({ size }: { size: number }) {
  return <Icon name="heart" size={size} fill="none" />;
}

/** A header button that opens a drawer; client/islands/cart/controls.ts finds it by its data attributes. */
function DrawerToggle({ label, data, children }: { label: string; data: Record<`data-${string}`, string>; children: ReactNode }) {
  return (
    <button
      type="button"
      className="button-icon"
      aria-label={label}
      aria-haspopup="dialog"
      aria-expanded="false"
      data-label={label}
      {...data}
    >
      {children}
    </button>
  );
}

/** Header cart toggle with the item count (docs/cart.md "The drawers"). `countLabel` holds {{count}}, as a plural table where the language has one. */
export function CartToggle({ label, countLabel }: { label: string; countLabel: string | PluralForms }) {
  return (
    <DrawerToggle
      label={label}
      data={{ 'data-cart-toggle': '', 'data-count-label': JSON.stringify(countLabel), 'data-testid': 'cart-toggle' }}
    >
      <Icon name="cart" size={24} />
      {/* Hidden while the cart is empty (client/islands/cart/controls.ts shows it). */}
      <span className="badge" data-testid="cart-count" hidden>
        0
      </span>
    </DrawerToggle>
  );
}

/** Header wishlist toggle: a filled heart when the list is not empty (docs/cart.md "The drawers"). `filledLabel` holds {{count}} (or a plural table). */
export function WishlistToggle({ label, filledLabel }: { label: string; filledLabel: string | PluralForms }) {
  return (
    <DrawerToggle
      label={label}
      data={{
        'data-wishlist-toggle': '',
        'data-filled-label': JSON.stringify(filledLabel),
        'data-filled': 'false',
        'data-testid': 'wishlist-toggle',
      }}
    >
      <Heart size={24} />
    </DrawerToggle>
  );
}

/**
 * A heart toggle for product cards and pages (docs/cart.md "Cart rules": adds when absent, removes when
 * present). Without an item it saves the product of the add-to-cart line beside it (a card's
 * quick add), which names it already. Its accessible name stays `add` whatever the state (a toggle button's name
 * must not change with it, WAI-ARIA APG "Button"); aria-pressed tells whether it is saved. Its
 * state (aria-pressed, the filled heart) and its tooltip (`title`: what a click does) are
 * client/islands/cart/controls.ts's to write at load: before it, the button does nothing.
 */
export function WishlistButton({ item, label }: WishlistButtonProps) {
  return (
    <button type="button" className="wishlist-button" aria-label={label} data-wishlist-item={item ? JSON.stringify(item) : ''}>
      <Heart size={22} />
    </button>
  );
}

/**
 * A card's quick add (docs/cart.md "Add to cart on grid cards"): its button, and right before
 * it the quick add's data (`CardQuickAdd`) as a JSON data block, from which
 * client/islands/cart/controls.ts `drawQuickAdds` makes the size select in the row the card
 * keeps for it, the button's line and its announcement at load (issue 27: as markup they
 * were about 0.8 KB of every card). The block holds only what the card and the page do not
 * say already (the sizes' texts and the select's label are the client's to derive). Nothing
 * of it works without JavaScript, so nothing of it but the button, whose label gives the row
 * its height, is drawn before it runs. A data block runs nothing, so the page's script policy
 * has nothing to allow.
 */
export function QuickAdd({ data, label }: { data: CardQuickAdd; label: string }) {
  return (
    <>
      <script type="application/json" data-quick-add="" dangerouslySetInnerHTML={{ __html: scriptSafeJson(JSON.stringify(data)) }} />
      <button type="button" className="button button-small add-to-cart">
        {label}
      </button>
    </>
  );
}

/** A product that is made for the shopper (a custom poster's texts, a photo) is bought on its page. */
export function PersonaliseLink({ href, label }: { href: string; label: string }) {
  return (
    <a className="button button-small add-to-cart personalise" href={href}>
      {label}
    </a>
  );
}
