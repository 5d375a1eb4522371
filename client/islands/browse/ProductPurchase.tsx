import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { TEMPLATE_PARAM, parseTemplateValues } from '../../../shared/cart-links';
import { formatMoney } from '../../../shared/money';
import {
  frameOverlay,
  isBuyable,
  isPhotoMissing,
  linesTotal,
  photoPixels,
  purchaseLines,
  templateValues,
  type FrameOffer,
  type Selection,
} from '../../../shared/purchase';
import { ProductTemplate, ProductType } from '../../../shared/types';
import { labelsTranslator } from '../../i18n';
import { PHOTO_INPUT_ID, PhotoField, type ChosenPhoto, type PhotoLabels } from './PhotoField';
import { usePosterChoice } from './purchase/poster-choice';
import { PosterChoices, PosterPrice, QuantityField, type PosterLabels } from './purchase/PosterChoices';
import { ProductGallery, type ProductMedia } from './purchase/ProductGallery';
import { productPictureTransition } from '../../../shared/view-transitions';
import { addPurchase, PurchasePanel, type PanelProps } from './purchase/PurchasePanel';

export interface PurchaseLabels extends PosterLabels {
  /** A gift card's amounts legend, where a gift card is sold as a plain product (another upstream). */
  amount: string;
  options: string;
  margin: string;
  blackAndWhite: string;
  texts: string;
  textsNeeded: string;
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
}

export interface ProductPurchaseProps extends PanelProps<PurchaseLabels> {
  frames: FrameOffer[];
  media: ProductMedia;
  /** Absolute URL of the page, for sharing. */
  url: string;
}

type Extra = Pick<Selection, 'margin' | 'blackAndWhite' | 'values'>;

/**
 * The purchase panel's poster variant (./purchase/PurchasePanel.tsx): size (or amount),
 * options, custom texts, a photo poster's photo, a frame that fits the chosen size,
 * quantity with tier prices, add to cart and share. The server renders it with the first
 * choices, so prices and options are in the HTML.
 */
export default function ProductPurchase({ product, frames, media, money, labels, url }: ProductPurchaseProps) {
  const text = useMemo(() => labelsTranslator(labels, money.iso), [labels, money.iso]);
  const choice = usePosterChoice<Extra>({
    product,
    frames,
    extra: { margin: false, blackAndWhite: false, values: {} },
    frameUnavailable: (frame, size) => text('frameUnavailable', { frame, size }),
  });
  const { selection, choose, variation, fitting } = choice;
  const [isCopyShown, setCopyShown] = useState(false);
  /** A photo poster's chosen photo (its preview and, once uploaded, its reference) and whether adding was refused for want of it. */
  const [chosenPhoto, setChosenPhoto] = useState<ChosenPhoto | null>(null);
  const [isPhotoDemanded, setPhotoDemanded] = useState(false);
  const price = (amount: number) => formatMoney(amount, money);

  // A custom poster opened from its cart line shows the texts it was made with (docs/designers.md "How the values travel");
  // the island hydrates at load for such an address (client/islands/browse/index.ts).
  useEffect(() => {
    if (product.fields.length === 0) return;
    const values = parseTemplateValues(new URLSearchParams(location.search).get(TEMPLATE_PARAM));
    if (values) choice.setSelection((current) => ({ ...current, values: { ...values, ...current.values } }));
    // Once per page view.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const frame = fitting.find((f) => f.frame.id === selection.frameId && isBuyable(f.variation.stock_status));
  const isPhotoPoster = product.template_id === ProductTemplate.BYOP && labels.byop !== undefined;
  const photoSelection = { ...selection, photo: chosenPhoto?.photo ?? null };
  const isPhotoNeeded = isPhotoPoster && isPhotoMissing(product, photoSelection);
  const lines = purchaseLines(product, frames, photoSelection);
  const isGiftCard = product.type === ProductType.GiftCard;
  // A custom poster's preview shows the texts as typed (trimmed and cut like the cart line).
  const typedTexts = templateValues(product.fields, selection.values);
  const texts = product.fields.flatMap((field) => (typedTexts[field.key] ? [{ key: field.key, text: typedTexts[field.key]! }] : []));
  const pixels = product.template_id === ProductTemplate.BYOP && variation ? photoPixels(variation.name) : null;

  function add(event: FormEvent) {
    event.preventDefault();
    const quantity = choice.quantity.settle();
    if (isPhotoNeeded) {
      // Refused until the photo is uploaded: the field says so (role=alert) and takes the focus.
      setPhotoDemanded(true);
      document.getElementById(PHOTO_INPUT_ID)?.focus();
      return;
    }
    if (addPurchase(purchaseLines(product, frames, { ...photoSelection, quantity }))) choice.setMessage(labels.added);
  }

  async function share() {
    if (typeof navigator.share === 'function') {
      // Cancelling the share sheet rejects; there is nothing to report then.
      await navigator.share({ title: product.name, url }).catch(() => undefined);
      return;
    }
    try {
      await navigator.clipboard.writeText(url);
      choice.setMessage(labels.copied);
    } catch {
      setCopyShown(true);
    }
  }

  const gallery = (
    <ProductGallery
      media={media}
      margin={selection.margin}
      blackAndWhite={selection.blackAndWhite}
      texts={texts}
      frameOverlay={frame ? frameOverlay(frame.frame, media.main) : null}
      photo={
        chosenPhoto && labels.byop
          ? { chosen: chosenPhoto, sheet: variation ? photoPixels(variation.name) : null, alt: labels.byop.photo.preview }
          : null
      }
      imageLabel={(n) => text('image', { n })}
      transitionName={productPictureTransition(product.id)}
    />
  );
  return (
    <PurchasePanel
      media={gallery}
      onAdd={add}
      quantity={<QuantityField label={labels.quantity} quantity={choice.quantity} />}
      addLabel={labels.add}
      isAddDisabled={lines.length === 0 && !isPhotoNeeded}
      notes={
        <>
          {lines.length > 1 && <p className="total">{text('total', { price: price(linesTotal(lines)) })}</p>}
          {product.fields.length > 0 && lines.length === 0 && <p className="muted">{labels.textsNeeded}</p>}
        </>
      }
      status={choice.message}
      after={
        <>
          <button type="button" className="button button-secondary share" onClick={() => void share()}>
            {labels.share}
          </button>
          {isCopyShown && (
            <label className="copy-link">
              {labels.copyLink}
              <input readOnly value={url} onFocus={(e) => e.target.select()} />
            </label>
          )}
        </>
      }
    >
      <PosterPrice unit={choice.unit} labels={labels} iso={money.iso} price={price} />
      <PosterChoices
        product={product}
        choice={choice}
        labels={labels}
        iso={money.iso}
        price={price}
        sizeLegend={isGiftCard ? labels.amount : labels.size}
        isGiftCard={isGiftCard}
      >
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
      </PosterChoices>
    </PurchasePanel>
  );
}
