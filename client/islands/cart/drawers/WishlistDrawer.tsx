import { useId, useMemo, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import { formatMoney } from '../../../../shared/money';
import { unitPrice } from '../../../../shared/pricing';
import type { PriceTier, WishlistItem } from '../../../../shared/types';
import { addToCart } from '../../../state/cart';
import { closeWishlist, removeFromWishlist, state as wishlist } from '../../../state/wishlist';
import { toIncomingLine } from '../lines';
import type { AddToCartLine, CartDrawersProps } from '../contracts';
import { Drawer } from './Drawer';
import { productHref } from '../../../../shared/cart-links';
import { labelsTranslator } from '../../../i18n';
import { buyableLines } from './product';
import { useFocusAfterRemoval } from './focus';
import { IMAGE_SIZES, responsiveImage } from '../../../../shared/responsive-image';

/**
 * The wishlist sidebar (docs/cart.md "The drawers"): saved products, each with a link, remove and add to cart.
 * Removing the entry that holds keyboard focus hands focus to the same control of the next
 * entry (or the one before), and to the heading when the list is empty (./focus).
 */
export default function WishlistDrawer(props: CartDrawersProps) {
  const { items, isOpen } = useSnapshot(wishlist);
  const { labels } = props;
  const heading = useRef<HTMLHeadingElement>(null);
  const idList = items.map((item) => item.id).join(' ');
  const ids = useMemo(() => (idList === '' ? [] : idList.split(' ')), [idList]);
  const onLineFocus = useFocusAfterRemoval(ids, heading, isOpen);
  return (
    <Drawer
      id="wishlist-drawer"
      className="wishlist-drawer"
      title={labels.wishlist_title}
      closeLabel={labels.close}
      isOpen={isOpen}
      onClose={closeWishlist}
      fallbackFocus="[data-wishlist-toggle]"
      headingRef={heading}
    >
      {items.length === 0 ? (
        <p className="drawer-empty">{labels.wishlist_empty}</p>
      ) : (
        <ul className="wishlist-lines" onFocus={onLineFocus}>
          {items.map((item) => (
            <WishlistLine key={item.id} item={item} {...props} />
          ))}
        </ul>
      )}
    </Drawer>
  );
}

type Status =
  { kind: 'idle' } | { kind: 'loading' } | { kind: 'unavailable' } | { kind: 'added' } | { kind: 'choose'; options: AddToCartLine[] };

/** The product's own answer tells what can be bought (sizes, prices); the wishlist only knows its id. */
async function buyableVariants(slug: string): Promise<AddToCartLine[]> {
  if (slug === '' || navigator.onLine === false) return [];
  try {
    const response = await fetch(`/api/products/${encodeURIComponent(slug)}`);
    return response.ok ? buyableLines(await response.json()) : [];
  } catch {
    return [];
  }
}

function WishlistLine({ item, labels, money, productWord }: CartDrawersProps & { item: Readonly<WishlistItem> }) {
  const text = labelsTranslator(labels);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const [chosen, setChosen] = useState(0);
  const selectId = useId();
  const name = item.name ?? '';

  const add = (line: AddToCartLine) => {
    addToCart(toIncomingLine({ ...line, thumb: line.thumb || (item.thumb ?? '') }, 1));
    setStatus({ kind: 'added' });
  };

  const start = async () => {
    if (status.kind === 'choose') {
      const option = status.options[chosen];
      if (option) add(option);
      return;
    }
    setStatus({ kind: 'loading' });
    const options = await buyableVariants(item.slug ?? '');
    if (options.length === 0) setStatus({ kind: 'unavailable' });
    else if (options.length === 1) add(options[0]!);
    else setStatus({ kind: 'choose', options });
  };

  const price = (tiers: readonly PriceTier[]) => formatMoney(unitPrice(tiers, 1), money);

  return (
    <li className="wishlist-line" data-focus-item={item.id}>
      {item.thumb ? (
        <img {...responsiveImage(item.thumb, IMAGE_SIZES.line)} alt="" width={64} height={80} loading="lazy" />
      ) : (
        <span className="cart-line-thumb" />
      )}
      <div className="cart-line-info">
        <a className="cart-line-name" data-focus="name" href={productHref(productWord, item.slug ?? '')}>
          {name}
        </a>
        {status.kind === 'choose' && (
          <p className="wishlist-size">
            <label htmlFor={selectId} className="visually-hidden">
              {text('choose_size', { name })}
            </label>
            <select id={selectId} value={chosen} onChange={(event) => setChosen(Number(event.target.value))}>
              {status.options.map((option, index) => (
                <option key={option.sku} value={index}>
                  {option.variation_name ?? option.name} – {price(option.pricing)}
                </option>
              ))}
            </select>
          </p>
        )}
        <p role="status" className={status.kind === 'unavailable' ? 'alert alert-warning' : 'wishlist-status'}>
          {status.kind === 'added' ? labels.added : status.kind === 'unavailable' ? labels.unavailable : ''}
        </p>
      </div>
      <div className="cart-line-actions">
        <button
          type="button"
          className="button button-small"
          data-focus="add"
          disabled={status.kind === 'loading'}
          onClick={() => void start()}
        >
          {labels.add_to_cart}
        </button>
        <button type="button" className="button-link" data-focus="remove" onClick={() => removeFromWishlist(item.id)}>
          {text('wishlist_remove_item', { name })}
        </button>
      </div>
    </li>
  );
}
