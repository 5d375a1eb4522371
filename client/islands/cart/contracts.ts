/**
 * Props of the cart area's islands that other areas place on their pages (product cards,
 * product pages). JSON-serialisable only: they travel in the island’s props data block.
 */
import type { CartStrings } from '../../../locales/cart';
import type { Locale, LocaleCode } from '../../../shared/locales';
import type { CartLine, WishlistItem } from '../../../shared/types';

/** What a wishlist entry shows: the product id plus its display fields. */
export type WishlistButtonItem = Required<Pick<WishlistItem, 'id' | 'name' | 'slug' | 'thumb'>>;

export interface WishlistButtonProps {
  /**
   * What the heart saves; null on a card whose quick add's line names the product (the heart
   * reads it from the add button beside it: client/islands/cart/controls.ts), so the card
   * writes the product once.
   */
  item: WishlistButtonItem | null;
  /**
   * Already translated: the button's accessible name and tooltip. The name stays the same
   * whatever the state (a toggle button's name must not change with it, WAI-ARIA APG
   * "Button"); aria-pressed tells whether it is saved, and the page's `CartControlLabels`
   * `remove` is the tooltip while it is.
   */
  label: string;
}

/**
 * The cart controls' texts that change at the shopper's action, once per page in the drawers'
 * block (worker/components/cart/CartSlots.tsx), not on every card (issue 27): a saved
 * heart's tooltip and the quick add's announcement.
 */
export interface CartControlLabels {
  /** A heart's tooltip while its product is saved, e.g. "Remove from wishlist". */
  remove: string;
  /** Announced after a quick add, e.g. "Added to cart". */
  added: string;
}

/**
 * The line a product page or card hands to the cart. The rest of a cart line (stock,
 * notices, categories…) is the server's to fill in on the next sync; the price is only
 * shown until then (the server decides what is charged).
 */
export type AddToCartLine = Pick<
  CartLine,
  'product_id' | 'sku' | 'name' | 'slug' | 'thumb' | 'type' | 'template_id' | 'price' | 'vat' | 'group_id' | 'pricing' | 'variation_name'
> &
  Partial<Pick<CartLine, 'metadata' | 'discount_category' | 'categories' | 'ordinary_price' | 'stock_status'>>;

/** One choice of a card's quick add (a size, a gift card's value): what it changes in the line. */
export type AddToCartChoice = Pick<AddToCartLine, 'sku' | 'variation_name' | 'price' | 'pricing'> &
  Partial<Pick<AddToCartLine, 'ordinary_price' | 'stock_status'>>;

/** What a card's line holds of the product, without a choice (its size select's option completes it). */
export type AddToCartProduct = Omit<AddToCartLine, keyof AddToCartChoice>;

/**
 * A card's quick add for a product of several sizes: a native <select> (plain server
 * markup, read by client/islands/cart/controls.ts at the click) whose chosen option
 * completes `line`. Choices that cannot be bought are shown disabled.
 */
export interface AddToCartChoices {
  /** The select's accessible name, e.g. "Size of Mountains". */
  label: string;
  options: { choice: AddToCartChoice; text: string; isDisabled: boolean }[];
}

/**
 * What a card shows of its product, and so its quick add's line leaves out (issue 27): its name
 * (the card's heading), its slug (its link's last segment) and its thumbnail (its picture).
 * client/islands/cart/controls.ts `cardLine` reads them from the card at the click.
 */
export type ShownByCard = 'name' | 'slug' | 'thumb';

/**
 * A card's button that adds a whole line, or (with `choices`) the product's line completed by
 * the chosen size: each size's data is then written once, on its option, and not again in the
 * button's line (issue 27: a category page carried every card's first size twice). Neither
 * holds what the card shows (`ShownByCard`).
 */
export type AddToCartButtonProps = AddToCartButtonLabels &
  (
    | { line: Omit<AddToCartLine, ShownByCard>; choices?: undefined }
    | { line: Omit<AddToCartProduct, ShownByCard>; choices: AddToCartChoices }
  );

interface AddToCartButtonLabels {
  /** Button text, e.g. "Add to cart". */
  label: string;
  /** Pieces to add (default 1). */
  quantity?: number;
  /** Disables the button, e.g. when the chosen variation is out of stock. */
  isDisabled?: boolean;
}

/**
 * Every text the drawers show, translated on the server: the cart namespace (placeholders
 * such as {{name}} left in, filled in on the client) plus two core strings.
 */
export type CartLabels = CartStrings & { adjusted_quantity: string; add_to_cart: string };

/** The drawers' host, rendered once at the end of every page (worker/components/cart). */
export interface CartDrawersProps {
  locale: LocaleCode;
  /** What formatMoney needs of the locale (client code does not load the locale table). */
  money: Pick<Locale, 'iso' | 'currency' | 'currencyDecimals'>;
  /** The language's product path word ("produkt", "product"…), for links to products. */
  productWord: string;
  checkoutPath: string;
  controls: CartControlLabels;
  labels: CartLabels;
}
