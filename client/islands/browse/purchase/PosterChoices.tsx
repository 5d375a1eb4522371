import type { ReactNode } from 'react';
import type { PluralForms } from '../../../../shared/i18n';
import { activeTiers } from '../../../../shared/pricing';
import { frameOfferPrice, hasChoice, isBuyable, piecePrice } from '../../../../shared/purchase';
import type { FrameOffer, PiecePrice, PurchaseProduct } from '../../../../shared/purchase';
import type { StockStatus, Variation } from '../../../../shared/types';
import { labelsTranslator } from '../../../i18n';
import type { PosterChoice, QuantityText } from './poster-choice';
import type { PanelLabels } from './PurchasePanel';

/**
 * The rows of the purchase panel (./PurchasePanel.tsx) that the poster variants share
 * (ProductPurchase, CustomPosterPurchase): the price, the size choice, the frames that fit
 * the chosen size, the tiers and stock of that size, and the quantity field. The variant
 * keeps the state (./poster-choice.ts); these only draw it.
 */

/** The words of the poster variants' shared rows. */
export interface PosterLabels extends PanelLabels {
  size: string;
  frame: string;
  noFrame: string;
  /** Legend note for sets: "one per poster". */
  framePerPoster: string;
  /** "{{frame}} is not available in {{size}}, so no frame is chosen." */
  frameUnavailable: string;
  quantity: string;
  tiers: string;
  /** "From {{count}} pieces: {{price}} each", a plural table by count (shared/i18n). */
  tier: string | PluralForms;
  /** "{{percent}}% off" */
  discount: string;
  originalPrice: string;
  /** "Total: {{price}}" */
  total: string;
  stock: Record<StockStatus, string>;
}

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
 * The size, what the variant asks between (options, texts, the photo), the frames that fit
 * the chosen size, and that size's tiers and stock.
 */
export function PosterChoices({
  product,
  choice,
  labels,
  iso,
  price,
  sizeLegend = labels.size,
  isGiftCard,
  children,
}: {
  product: PurchaseProduct;
  /** The variant's choice (./poster-choice.ts), whatever it adds. */
  choice: Pick<PosterChoice<object>, 'selection' | 'variation' | 'fitting' | 'choose' | 'chooseSize'>;
  labels: PosterLabels;
  iso: string;
  price: Price;
  /** A gift card sold as a poster product's amounts ("Amount"). */
  sizeLegend?: string;
  isGiftCard?: boolean;
  children?: ReactNode;
}) {
  const text = labelsTranslator(labels, iso);
  const { variation, selection } = choice;
  return (
    <>
      {hasChoice(product) && (
        <SizeChoices
          variations={product.variations}
          chosenId={variation?.id}
          legend={sizeLegend}
          isGiftCard={isGiftCard}
          price={price}
          onChoose={choice.chooseSize}
        />
      )}
      {children}
      {choice.fitting.length > 0 && (
        <FrameChoices
          product={product}
          fitting={choice.fitting}
          sizeName={variation?.name}
          frameId={selection.frameId}
          quantity={selection.quantity}
          labels={labels}
          price={price}
          onChoose={(frameId) => choice.choose({ frameId })}
        />
      )}
      {variation && (
        <TiersAndStock
          variation={variation}
          price={price}
          tiersLabel={labels.tiers}
          tierText={(count, each) => text('tier', { count, price: each })}
          stockLabels={labels.stock}
        />
      )}
    </>
  );
}

/** The price of one piece at the quantity chosen (the campaign's beside the original), when the size has one. */
export function PosterPrice({
  unit,
  labels,
  iso,
  price,
}: {
  unit: PiecePrice | undefined;
  labels: PosterLabels;
  iso: string;
  price: Price;
}) {
  if (!unit) return null;
  const text = labelsTranslator(labels, iso);
  return <UnitPrice unit={unit} price={price} originalLabel={labels.originalPrice} discount={text('discount', { percent: unit.d ?? 0 })} />;
}

/** The quantity field of a panel (useQuantityText holds its text). */
export function QuantityField({ label, quantity }: { label: string; quantity: QuantityText }) {
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
