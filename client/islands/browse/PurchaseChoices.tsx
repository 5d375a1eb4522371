import { useState } from 'react';
import { clampPurchaseQuantity, frameOfferPrice, isBuyable, piecePrice, typedQuantity } from '../../../shared/purchase';
import type { FrameOffer, PiecePrice, PurchaseProduct } from '../../../shared/purchase';
import { activeTiers } from '../../../shared/pricing';
import type { StockStatus, Variation } from '../../../shared/types';

/**
 * The parts of a product's purchase panel that the poster panels share (ProductPurchase,
 * CustomPosterPurchase): the price, the size choice, the frames that fit the chosen size
 * and the quantity field. Each panel keeps its own state; these only draw it.
 */

type Price = (amount: number) => string;

/** The price of one piece: the campaign's next to the struck-through original. */
export function UnitPrice({
  unit,
  price,
  originalLabel,
  discount,
}: {
  unit: PiecePrice;
  price: Price;
  originalLabel: string;
  discount: string;
}) {
  return (
    <p className="price">
      {unit.o !== undefined && (
        <del>
          <span className="visually-hidden">{originalLabel} </span>
          {price(unit.o)}
        </del>
      )}{' '}
      <strong data-testid="unit-price">{price(unit.price)}</strong>
      {unit.d !== undefined && <span className="discount">{discount}</span>}
    </p>
  );
}

/** The chosen size's quantity prices (when it has more than one tier) and its stock. */
export function TiersAndStock({
  variation,
  price,
  tiersLabel,
  tierText,
  stockLabels,
}: {
  variation: Variation;
  price: Price;
  tiersLabel: string;
  tierText: (count: number, price: string) => string;
  stockLabels: Record<StockStatus, string>;
}) {
  const tiers = activeTiers(variation.prices);
  return (
    <>
      {tiers.length > 1 && (
        <div className="tiers">
          <p>{tiersLabel}</p>
          <ul>
            {tiers.map((tier) => (
              <li key={tier.q}>{tierText(tier.q, price(tier.p))}</li>
            ))}
          </ul>
        </div>
      )}
      <p className={`stock stock-${variation.stock_status}`}>{stockLabels[variation.stock_status]}</p>
    </>
  );
}

/** The sizes (or a gift card's amounts) as radios, each with its price; sold-out ones disabled. */
export function SizeChoices({
  variations,
  chosenId,
  legend,
  isGiftCard = false,
  price,
  onChoose,
}: {
  variations: readonly Variation[];
  chosenId: number | undefined;
  legend: string;
  isGiftCard?: boolean;
  price: Price;
  onChoose: (variation: Variation) => void;
}) {
  return (
    <fieldset className="choices">
      <legend>{legend}</legend>
      {variations.map((v) => (
        <label key={v.id} className="choice">
          <input
            type="radio"
            name="variation"
            value={v.id}
            checked={v.id === chosenId}
            disabled={!isBuyable(v.stock_status)}
            onChange={() => onChoose(v)}
          />
          {/* A gift card's amount is its price: written like every other price on the page. */}
          <span>{isGiftCard ? price(piecePrice(v.prices, 1).price) : v.name}</span>
          {!isGiftCard && <span className="choice-price">{price(piecePrice(v.prices, 1).price)}</span>}
        </label>
      ))}
    </fieldset>
  );
}

/** "No frame" and the frames that fit the chosen size, each with what it costs with this choice. */
export function FrameChoices({
  product,
  fitting,
  sizeName,
  frameId,
  quantity,
  labels,
  price,
  onChoose,
}: {
  product: Pick<PurchaseProduct, 'pieces'>;
  fitting: readonly { frame: FrameOffer; variation: Variation }[];
  sizeName: string | undefined;
  frameId: number | null;
  quantity: number;
  labels: { frame: string; noFrame: string; framePerPoster: string };
  price: Price;
  onChoose: (frameId: number | null) => void;
}) {
  return (
    <fieldset className="frames">
      <legend>
        {labels.frame}{' '}
        <span className="muted">
          ({sizeName}
          {product.pieces > 1 && `, ${labels.framePerPoster}`})
        </span>
      </legend>
      <label className="frame-choice">
        <input type="radio" name="frame" value="" checked={frameId === null} onChange={() => onChoose(null)} />
        <span className="swatch none" aria-hidden="true" />
        <span>{labels.noFrame}</span>
      </label>
      {fitting.map(({ frame: offer, variation: size }) => (
        <label key={offer.id} className="frame-choice">
          <input
            type="radio"
            name="frame"
            value={offer.id}
            checked={frameId === offer.id}
            disabled={!isBuyable(size.stock_status)}
            onChange={() => onChoose(offer.id)}
          />
          {offer.swatch && <img className="swatch" src={offer.swatch} width={40} height={40} alt="" loading="lazy" />}
          <span>{offer.name}</span>
          <FramePrice {...frameOfferPrice(product, size, quantity)} price={price} />
        </label>
      ))}
    </fieldset>
  );
}

/** A frame's price as charged: "£15.95", or "3 × £14.95" when the choice brings several. */
function FramePrice({ count, each, price }: { count: number; each: number; price: Price }) {
  return <span className="choice-price">{count > 1 ? `${count} × ${price(each)}` : price(each)}</span>;
}

/**
 * The quantity field's own text, so it can be emptied and retyped: `onQuantity` hears
 * each whole number typed, and `settle` (on leaving the field, or adding) puts the text
 * within 1..5000 (empty: 1) and returns it.
 */
export function useQuantityText(quantity: number, onQuantity: (quantity: number) => void) {
  const [text, setText] = useState('1');
  const change = (typed: string) => {
    setText(typed);
    const whole = typedQuantity(typed);
    if (whole !== null) onQuantity(whole);
  };
  const settle = (): number => {
    const settled = clampPurchaseQuantity(typedQuantity(text) ?? 1);
    setText(String(settled));
    if (settled !== quantity) onQuantity(settled);
    return settled;
  };
  return { text, change, settle };
}

/** The quantity field of a panel (useQuantityText holds its text). */
export function QuantityField({ label, quantity }: { label: string; quantity: ReturnType<typeof useQuantityText> }) {
  return (
    <label>
      {label}
      <input
        type="number"
        name="quantity"
        inputMode="numeric"
        min={1}
        max={5000}
        value={quantity.text}
        onChange={(e) => quantity.change(e.target.value)}
        onBlur={quantity.settle}
      />
    </label>
  );
}
