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
 * The cart controls' texts, once per page in the drawers' block (worker/components/cart/CartSlots.tsx),
 * not on every card (issue 27): a saved heart's tooltip, the quick add's announcement, and what a
 * card's size select shows that is not the card's own (client/islands/cart/quick-add.ts).
 */
export interface CartControlLabels {
  /** A heart's tooltip while its product is saved, e.g. "Remove from wishlist". */
  remove: string;
  /** Announced after a quick add, e.g. "Added to cart". */
  added: string;
  /** A card's size select's accessible name, {{name}} the card's product name: "Size of {{name}}". */
  size: string;
  /** The same for a gift card's values: "Value of {{name}}". */
  value: string;
  /** A sold-out size's text after its name: "Out of stock" ("50x70 cm · Out of stock"). */
  sold_out: string;
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
 * What a card shows of its product, and so its quick add's line leaves out (issue 27): its name
 * (the card's heading), its slug (its link's last segment) and its thumbnail (its picture).
 * client/islands/cart/controls.ts `cardLine` reads them from the card at the click.
 */
export type ShownByCard = 'name' | 'slug' | 'thumb';

/**
 * The line fields most cards' products share (a poster: ProductType.Variation, ProductTemplate.Poster,
 * the posters' group), once per page in the drawers' block (`CartDrawersProps.cardLine`): a card
 * writes one of them only where its product's differs (issue 27).
 */
export type CardLineDefaults = Pick<AddToCartLine, 'type' | 'template_id' | 'group_id'>;

/**
 * A card's quick add as the server writes it (issue 27): a JSON data block in the card's
 * actions right before its add button (worker/components/cart/CartControls.tsx `QuickAdd`),
 * from which client/islands/cart/controls.ts `drawQuickAdds` makes the size select, the
 * button's line and its announcement at load (client/islands/cart/quick-add.ts `drawnQuickAdd`
 * derives what they show). It writes only what the card and the page do not say already:
 * its product's id and VAT, the line fields where they are not the page's `cardLine`, and each
 * size once. Not written: what the card shows (`ShownByCard`), each size's text (its name and
 * its price in the page's money format, "Out of stock" or a gift card's value), the select's
 * label (the page's `CartControlLabels` template with the card's heading), a size's variation
 * name where the product's type has none. Example (sv):
 * `{"id":1157,"vat":25,"sku":"P01157-","sizes":[["21x30","21x30 cm","1:109 3:99 10:79"],…]}`.
 */
export interface CardQuickAdd extends Partial<CardLineDefaults> {
  /** The product's id (the line's `product_id`). */
  id: number;
  vat: number;
  /** The start every size's sku shares (with several), which each size's `sku` completes: "P01157-". */
  sku?: string;
  /**
   * Each variation, sold-out ones too (shown disabled), in order; one only: no select, one click
   * adds it. Several: a product of several sizes (or a gift card's values).
   */
  sizes: CardSize[];
}

/**
 * One size of a card's quick add: the rest of its sku after the card's `sku` (the whole sku
 * when the card has none), its name ("50x70 cm"; "" for none; with one size, its variation
 * name or ""), its tiers as text (shared/pricing.ts `tiersText`), its price where it is not the
 * tiers' price of one piece (else 0), and 1 when it is sold out.
 */
export type CardSize = [sku: string, name: string, tiers: string, price?: number, soldOut?: 1];

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
  /** The line fields a card's quick add leaves out when its product has these (`CardQuickAdd`). */
  cardLine: CardLineDefaults;
  labels: CartLabels;
}
