import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { TEMPLATE_PARAM, parseTemplateValues } from '../../../shared/cart-links';
import { formatMoney } from '../../../shared/money';
import {
  clampPurchaseQuantity,
  frameAfterSizeChange,
  framesForSize,
  hasChoice,
  initialVariation,
  isBuyable,
  isPhotoMissing,
  isFrameable,
  linesTotal,
  piecePrice,
  photoPixels,
  purchaseLines,
  templateValues,
  type FrameOffer,
  type PurchaseProduct,
  type Selection,
} from '../../../shared/purchase';
import { ProductTemplate, ProductType, type Image, type StockStatus, type Variation } from '../../../shared/types';
import type { PluralForms } from '../../../shared/i18n';
import { labelsTranslator } from '../../i18n';
import { addToCart } from '../../state/cart';
import { PHOTO_INPUT_ID, PhotoField, type ChosenPhoto, type PhotoLabels } from './PhotoField';
import { FrameChoices, QuantityField, SizeChoices, TiersAndStock, UnitPrice, useQuantityText } from './PurchaseChoices';

type Picture = Pick<Image, 'url' | 'w' | 'h'>;

export interface PurchaseLabels {
  size: string;
  amount: string;
  options: string;
  margin: string;
  blackAndWhite: string;
  frame: string;
  noFrame: string;
  /** Legend note for sets: "one per poster". */
  framePerPoster: string;
  /** "{{frame}} is not available in {{size}}, so no frame is chosen." */
  frameUnavailable: string;
  texts: string;
  textsNeeded: string;
  quantity: string;
  tiers: string;
  /** "From {{count}} pieces: {{price}} each", a plural table by count (shared/i18n). */
  tier: string | PluralForms;
  /** "{{percent}}% off" */
  discount: string;
  originalPrice: string;
  /** "Total: {{price}}" */
  total: string;
  add: string;
  added: string;
  share: string;
  copied: string;
  copyLink: string;
  /** "Image {{n}}" */
  image: string;
  /**
   * Photo posters (BYOP): how it works, the resolution the chosen size needs and the photo
   * field's texts (docs/designers.md "Photo posters"). Only on such products.
   */
  byop?: {
    title: string;
    steps: string[];
    /** "For {{size}}, your photo should be at least {{width}} × {{height}} pixels." */
    resolution: string;
    photo: PhotoLabels;
  };
  stock: Record<StockStatus, string>;
}

export interface ProductPurchaseProps {
  product: PurchaseProduct;
  frames: FrameOffer[];
  media: {
    alt: string;
    main: Picture;
    /** The gallery strip's small picture of the print (Thumb). */
    mainThumb: Picture;
    /** Poster variants for the margin and black-and-white options. */
    margin: Picture | null;
    bw: Picture | null;
    bwMargin: Picture | null;
    /** Further pictures, each with its strip picture (GalleryThumb for the gallery picture). */
    more: (Picture & { thumb: Picture })[];
  };
  money: { iso: string; currency: 'SEK' | 'DKK' | 'GBP' | 'EUR'; currencyDecimals: 0 | 2 };
  labels: PurchaseLabels;
  /** Absolute URL of the page, for sharing. */
  url: string;
}

/**
 * The product page's media and purchase panel: size (or amount), options, custom texts,
 * a frame that fits the chosen size, quantity with tier prices, add to cart and share.
 * The server renders it with the first choices, so prices and options are in the HTML.
 */
export default function ProductPurchase({ product, frames, media, money, labels, url }: ProductPurchaseProps) {
  const text = useMemo(() => labelsTranslator(labels, money.iso), [labels, money.iso]);
  const first = initialVariation(product.variations);
  const [selection, setSelection] = useState<Selection>({
    variationId: first?.id ?? 0,
    frameId: null,
    quantity: 1,
    margin: false,
    blackAndWhite: false,
    values: {},
  });
  const [shown, setShown] = useState(0);
  /** What the status line says (added, copied, a frame dropped for the new size). */
  const [message, setMessage] = useState('');
  const [isCopyShown, setCopyShown] = useState(false);
  /** A photo poster's chosen photo (its preview and, once uploaded, its reference) and whether adding was refused for want of it. */
  const [chosenPhoto, setChosenPhoto] = useState<ChosenPhoto | null>(null);
  const [isPhotoDemanded, setPhotoDemanded] = useState(false);
  const price = (amount: number) => formatMoney(amount, money);
  const variation = product.variations.find((v) => v.id === selection.variationId) ?? first;
  const choose = (change: Partial<Selection>) => {
    setSelection((current) => ({ ...current, ...change }));
    setMessage('');
  };
  // The selection keeps the last whole number typed; leaving the field (or adding) puts it within 1..5000.
  const quantityText = useQuantityText(selection.quantity, (quantity) => choose({ quantity }));
  // A new size keeps the chosen frame when that frame can be bought in it; otherwise the
  // choice falls back to "No frame", visibly, and the status line says why.
  const chooseSize = (size: Variation) => {
    const frameId = frameAfterSizeChange(frames, selection.frameId, size.name);
    const dropped = selection.frameId !== null && frameId === null ? frames.find((f) => f.id === selection.frameId) : undefined;
    choose({ variationId: size.id, frameId });
    if (dropped) setMessage(text('frameUnavailable', { frame: dropped.name, size: size.name }));
  };

  // A custom poster opened from its cart line shows the texts it was made with (SPEC 2);
  // the island hydrates at load for such an address (client/islands/browse/index.ts).
  useEffect(() => {
    if (product.fields.length === 0) return;
    const values = parseTemplateValues(new URLSearchParams(location.search).get(TEMPLATE_PARAM));
    if (values) setSelection((current) => ({ ...current, values: { ...values, ...current.values } }));
    // Once per page view.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const fitting = variation && isFrameable(product) ? framesForSize(frames, variation.name) : [];
  const frame = fitting.find((f) => f.frame.id === selection.frameId && isBuyable(f.variation.stock_status));
  const isPhotoPoster = product.template_id === ProductTemplate.BYOP && labels.byop !== undefined;
  const photoSelection = { ...selection, photo: chosenPhoto?.photo ?? null };
  const isPhotoNeeded = isPhotoPoster && isPhotoMissing(product, photoSelection);
  const lines = purchaseLines(product, frames, photoSelection);
  const unit = variation ? piecePrice(variation.prices, clampPurchaseQuantity(selection.quantity)) : undefined;
  const poster =
    (selection.blackAndWhite && (selection.margin ? media.bwMargin : media.bw)) || (selection.margin && media.margin) || media.main;
  const gallery: (Picture & { thumb: Picture })[] = [{ ...poster, thumb: media.mainThumb }, ...media.more];
  const picture = gallery[shown] ?? poster;
  const isGiftCard = product.type === ProductType.GiftCard;
  // A custom poster's preview shows the texts as typed (trimmed and cut like the cart line).
  const typedTexts = templateValues(product.fields, selection.values);
  const texts = product.fields.flatMap((field) => (typedTexts[field.key] ? [{ key: field.key, text: typedTexts[field.key]! }] : []));
  const pixels = product.template_id === ProductTemplate.BYOP && variation ? photoPixels(variation.name) : null;

  function add(event: FormEvent) {
    event.preventDefault();
    const quantity = quantityText.settle();
    if (isPhotoNeeded) {
      // Refused until the photo is uploaded: the field says so (role=alert) and takes the focus.
      setPhotoDemanded(true);
      document.getElementById(PHOTO_INPUT_ID)?.focus();
      return;
    }
    const added = purchaseLines(product, frames, { ...photoSelection, quantity });
    added.forEach((line, i) => addToCart(line, { openDrawer: i === added.length - 1 }));
    if (added.length > 0) setMessage(labels.added);
  }

  async function share() {
    if (typeof navigator.share === 'function') {
      // Cancelling the share sheet rejects; there is nothing to report then.
      await navigator.share({ title: product.name, url }).catch(() => undefined);
      return;
    }
    try {
      await navigator.clipboard.writeText(url);
      setMessage(labels.copied);
    } catch {
      setCopyShown(true);
    }
  }

  return (
    <>
      <div className="product-media">
        <figure className="preview">
          {shown === 0 && chosenPhoto && labels.byop ? (
            <PhotoPreview
              photo={chosenPhoto}
              sheet={variation ? photoPixels(variation.name) : null}
              margin={selection.margin}
              blackAndWhite={selection.blackAndWhite}
              alt={labels.byop.photo.preview}
            />
          ) : (
            <img src={picture.url} width={picture.w} height={picture.h} alt={media.alt} fetchPriority="high" />
          )}
          {shown === 0 && texts.length > 0 && (
            // The texts are the fields' own values: screen readers have them there already.
            <div className="poster-texts" aria-hidden="true" data-testid="poster-texts">
              {texts.map(({ key, text }, i) => (
                <p key={key} className={i === 0 ? 'poster-title' : undefined}>
                  {text}
                </p>
              ))}
            </div>
          )}
          {shown === 0 && frame?.frame.overlay && (
            <img className="frame-overlay" src={frame.frame.overlay} width={picture.w} height={picture.h} alt="" />
          )}
        </figure>
        {gallery.length > 1 && (
          <ul className="thumbs">
            {gallery.map((image, i) => (
              <li key={image.url}>
                <a
                  href={image.url}
                  aria-current={i === shown ? 'true' : undefined}
                  onClick={(event) => {
                    event.preventDefault();
                    setShown(i);
                  }}
                >
                  <img
                    src={image.thumb.url}
                    width={image.thumb.w}
                    height={image.thumb.h}
                    alt={text('image', { n: i + 1 })}
                    loading="lazy"
                  />
                </a>
              </li>
            ))}
          </ul>
        )}
      </div>
      <form className="purchase" onSubmit={add}>
        {unit && (
          <UnitPrice unit={unit} price={price} originalLabel={labels.originalPrice} discount={text('discount', { percent: unit.d ?? 0 })} />
        )}
        {hasChoice(product) && (
          <SizeChoices
            variations={product.variations}
            chosenId={variation?.id}
            legend={isGiftCard ? labels.amount : labels.size}
            isGiftCard={isGiftCard}
            price={price}
            onChoose={chooseSize}
          />
        )}
        {labels.byop && product.template_id === ProductTemplate.BYOP && (
          <section className="byop" aria-labelledby="byop-title">
            <h2 id="byop-title">{labels.byop.title}</h2>
            <ol>
              {labels.byop.steps.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
            {pixels && variation && (
              <p className="muted">{text('byop.resolution', { size: variation.name, width: pixels.width, height: pixels.height })}</p>
            )}
            <PhotoField
              labels={labels.byop.photo}
              size={variation?.name ?? ''}
              sizes={product.variations.filter((v) => isBuyable(v.stock_status)).map((v) => v.name)}
              isDemanded={isPhotoDemanded}
              onChange={(chosen) => {
                setChosenPhoto(chosen);
                setPhotoDemanded(false);
              }}
            />
          </section>
        )}
        {(product.options.margin || product.options.black_and_white) && (
          <fieldset className="options">
            <legend>{labels.options}</legend>
            {product.options.margin && (
              <label>
                <input type="checkbox" name="margin" checked={selection.margin} onChange={(e) => choose({ margin: e.target.checked })} />{' '}
                {labels.margin}
              </label>
            )}
            {product.options.black_and_white && (
              <label>
                <input
                  type="checkbox"
                  name="black_and_white"
                  checked={selection.blackAndWhite}
                  onChange={(e) => choose({ blackAndWhite: e.target.checked })}
                />{' '}
                {labels.blackAndWhite}
              </label>
            )}
          </fieldset>
        )}
        {product.fields.length > 0 && (
          <fieldset className="texts">
            <legend>{labels.texts}</legend>
            {product.fields.map((field) => (
              <label key={field.key}>
                {field.label}
                <input
                  name={`text-${field.key}`}
                  maxLength={field.max}
                  value={selection.values[field.key] ?? ''}
                  onChange={(e) => choose({ values: { ...selection.values, [field.key]: e.target.value } })}
                />
              </label>
            ))}
          </fieldset>
        )}
        {fitting.length > 0 && (
          <FrameChoices
            product={product}
            fitting={fitting}
            sizeName={variation?.name}
            frameId={selection.frameId}
            quantity={selection.quantity}
            labels={labels}
            price={price}
            onChoose={(frameId) => choose({ frameId })}
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
        <div className="buy">
          <QuantityField label={labels.quantity} quantity={quantityText} />
          <button type="submit" className="add-to-cart" disabled={lines.length === 0 && !isPhotoNeeded}>
            {labels.add}
          </button>
        </div>
        {lines.length > 1 && <p className="total">{text('total', { price: price(linesTotal(lines)) })}</p>}
        {product.fields.length > 0 && lines.length === 0 && <p className="muted">{labels.textsNeeded}</p>}
        <p role="status" className="purchase-status">
          {message}
        </p>
        <button type="button" className="share" onClick={() => void share()}>
          {labels.share}
        </button>
        {isCopyShown && (
          <label className="copy-link">
            {labels.copyLink}
            <input readOnly value={url} onFocus={(e) => e.target.select()} />
          </label>
        )}
      </form>
    </>
  );
}

/**
 * The shopper's photo as the poster will look: a sheet of the chosen size's proportions,
 * the photo filling it (cropped at the edges like the print), inside a white margin and in
 * black and white when those options are chosen.
 */
function PhotoPreview({
  photo,
  sheet,
  margin,
  blackAndWhite,
  alt,
}: {
  photo: ChosenPhoto;
  sheet: { width: number; height: number } | null;
  margin: boolean;
  blackAndWhite: boolean;
  alt: string;
}) {
  const shape = sheet ?? photo;
  const classes = ['photo-sheet', margin ? 'has-margin' : '', blackAndWhite ? 'is-bw' : ''].filter(Boolean).join(' ');
  return (
    <div className={classes} style={{ aspectRatio: `${shape.width} / ${shape.height}` }} data-testid="photo-preview">
      <img src={photo.preview} width={photo.width} height={photo.height} alt={alt} />
    </div>
  );
}
