import type { ReactNode } from 'react';
import type { PluralForms } from '../../../shared/i18n';
import type { AddToCartButtonProps, AddToCartChoice, WishlistButtonProps } from '../../../client/islands/cart/contracts';
import { tiersText, unitPrice } from '../../../shared/pricing';
import { Icon } from '../site/Icon';

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
 * must not change with it, WAI-ARIA APG "Button"); aria-pressed tells whether it is saved.
 */
export function WishlistButton({ item, label }: WishlistButtonProps) {
  return (
    <button
      type="button"
      className="wishlist-button"
      aria-pressed="false"
      aria-label={label}
      title={label}
      data-wishlist-item={item ? JSON.stringify(item) : ''}
    >
      <Heart size={22} />
    </button>
  );
}

/**
 * A size's choice on its option, short (issue 27): its name, its tiers as text (`tiersText`)
 * and its price only where it is not the tiers' price of one piece (a campaign that does not
 * lower it). client/islands/cart/controls.ts `chosenSize` reads it back.
 */
function choiceAttributes({ variation_name, price, pricing }: Omit<AddToCartChoice, 'sku'>): Record<`data-${string}`, string> {
  return {
    ...(variation_name ? { 'data-name': variation_name } : {}),
    'data-tiers': tiersText(pricing),
    ...(price !== unitPrice(pricing, 1) ? { 'data-price': String(price) } : {}),
  };
}

/**
 * Adds the line (1 piece unless told otherwise) and opens the cart drawer (docs/cart.md "Cart rules"). With
 * `choices` (a card's quick add for a product of several sizes), a native <select> of the
 * sizes with their prices comes first; the chosen option completes the line at the click.
 * Each size is written once (issue 27): its sku is the option's value, the rest of its
 * choice the option's short attributes (`choiceAttributes`), and the button's line holds
 * only the product. The announcement after adding is the page's, once (`CartControlLabels`).
 */
export function AddToCartButton({ line, label, quantity = 1, isDisabled = false, choices }: AddToCartButtonProps) {
  const firstBuyable = choices?.options.findIndex((option) => !option.isDisabled) ?? -1;
  return (
    <span className="add-to-cart-control">
      {choices && (
        <label className="size-choice">
          <span className="visually-hidden">{choices.label}</span>
          <select data-size-select="" defaultValue={choices.options[firstBuyable]?.choice.sku}>
            {choices.options.map(({ choice: { sku, ...choice }, text, isDisabled: isOptionDisabled }) => (
              <option key={sku} value={sku} disabled={isOptionDisabled} {...choiceAttributes(choice)}>
                {text}
              </option>
            ))}
          </select>
        </label>
      )}
      <button
        type="button"
        className="button button-small add-to-cart"
        disabled={isDisabled}
        data-add-to-cart={JSON.stringify({ line, quantity })}
      >
        {label}
      </button>
      <span className="visually-hidden" role="status" />
    </span>
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
