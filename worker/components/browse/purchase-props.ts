import type { CustomPosterLabels } from '../../../client/islands/browse/CustomPosterPurchase';
import type { GiftCardPurchaseLabels } from '../../../client/islands/browse/GiftCardPurchase';
import type { PurchaseLabels } from '../../../client/islands/browse/ProductPurchase';
import type { PhotoLabels } from '../../../client/islands/browse/PhotoField';
import type { PosterLabels } from '../../../client/islands/browse/purchase/PosterChoices';
import type { ProductMedia } from '../../../client/islands/browse/purchase/ProductGallery';
import type { PanelMoney } from '../../../client/islands/browse/purchase/PurchasePanel';
import { PHOTO_LIMITS } from '../../../shared/photo-poster';
import type { Locale, LocaleCode } from '../../../shared/locales';
import { formatNumber } from '../../../shared/i18n';
import type { FrameOffer, PurchaseProduct } from '../../../shared/purchase';
import { ImageType, ProductTemplate, ProductType, type Image, type ProductDetail, type ProductSummary } from '../../../shared/types';
import type { Translate } from '../../i18n';

type Picture = { url: string; w: number; h: number };
const picture = (image: Image | undefined): Picture | null => (image ? { url: image.url, w: image.w, h: image.h } : null);
const find = (images: readonly Image[], ...types: ImageType[]) =>
  types.map((t) => images.find((image) => image.t === t)).find((image) => image !== undefined);

/** The image a product is shown by: the print itself, else its general or gallery picture. */
export function mainImage(product: Pick<ProductSummary, 'images' | 'template_id' | 'type'>): Image | undefined {
  const { images } = product;
  if (product.template_id === 6) return find(images, ImageType.Gallery, ImageType.Thumb) ?? images[0];
  if (product.type === ProductType.DynamicBundle) return find(images, ImageType.Featured, ImageType.Gallery) ?? images[0];
  return find(images, ImageType.NoMargin, ImageType.General, ImageType.Gallery, ImageType.Featured, ImageType.Thumb) ?? images[0];
}

export function thumbOf(product: Pick<ProductSummary, 'images'>): Image | undefined {
  return find(product.images, ImageType.Thumb, ImageType.GalleryThumb) ?? product.images[0];
}

/** The small picture a gallery strip shows for an image type (Thumb, GalleryThumb: docs/browse.md "Product page"). */
const THUMB_OF: Partial<Record<ImageType, ImageType>> = {
  [ImageType.NoMargin]: ImageType.Thumb,
  [ImageType.General]: ImageType.Thumb,
  [ImageType.Gallery]: ImageType.GalleryThumb,
};

/**
 * The product page's gallery: the print (with its option variants) and the other pictures
 * worth showing, each with the small picture its thumbnail shows (Thumb for the print,
 * GalleryThumb for the gallery picture; the picture itself when the product has none).
 */
export function productMedia(product: ProductDetail): ProductMedia | null {
  const main = mainImage(product);
  if (!main) return null;
  const shown = new Set([main.url]);
  const more = [ImageType.Gallery, ImageType.Featured, ImageType.General]
    .map((t) => product.images.find((image) => image.t === t))
    .filter((image): image is Image => image !== undefined && !shown.has(image.url) && Boolean(shown.add(image.url)));
  const thumbOfImage = (image: Image): Picture => {
    const type = THUMB_OF[image.t as ImageType];
    return picture(type === undefined ? undefined : find(product.images, type)) ?? picture(image)!;
  };
  return {
    alt: product.name,
    main: picture(main)!,
    mainThumb: thumbOfImage(main),
    margin: picture(find(product.images, ImageType.Margin)),
    bw: picture(find(product.images, ImageType.BWNoMargin)),
    bwMargin: picture(find(product.images, ImageType.BWMargin)),
    more: more.map((image) => ({ ...picture(image)!, thumb: thumbOfImage(image) })),
  };
}

export function purchaseProduct(product: ProductDetail): PurchaseProduct {
  return {
    id: product.id,
    sku: product.sku,
    name: product.name,
    slug: product.slug,
    thumb: thumbOf(product)?.url ?? '',
    type: product.type,
    template_id: product.template_id,
    vat: product.vat,
    group_id: product.group_id,
    discount_category: product.discount_category ?? null,
    categories: product.categories ?? [],
    variations: product.variations,
    pieces: product.type === ProductType.SET ? Math.max(1, product.parts?.length ?? 1) : 1,
    options: { margin: product.options?.margin === true, black_and_white: product.options?.black_and_white === true },
    fields: product.custom_template?.fields ?? [],
  };
}

/**
 * The frames as the panel offers them: the same on every product page of a language (each
 * size, both overlays; the panel picks the product's), so they travel once per language at
 * their own address (./frame-list.ts), not in every page's props.
 */
export function frameOffers(frames: readonly ProductSummary[]): FrameOffer[] {
  return frames
    .map((frame) => ({
      id: frame.id,
      name: frame.name,
      slug: frame.slug,
      thumb: thumbOf(frame)?.url ?? '',
      swatch: find(frame.images, ImageType.FrameSwatch)?.url ?? null,
      overlays: {
        portrait: find(frame.images, ImageType.FrameOverlayPortrait)?.url ?? null,
        landscape: find(frame.images, ImageType.FrameOverlayLandscape)?.url ?? null,
      },
      group_id: frame.group_id,
      vat: frame.vat,
      variations: frame.variations.filter((v) => v.size !== undefined),
    }))
    .filter((frame) => frame.variations.length > 0);
}

/** The texts of a photo poster's photo field, the limits filled in (client/islands/browse/PhotoField.tsx). */
function photoLabels(t: Translate, code: LocaleCode): PhotoLabels {
  const mb = Math.round(PHOTO_LIMITS.maxBytes / 1024 / 1024);
  const pixels = { width: '{{width}}', height: '{{height}}' };
  return {
    label: t('browse.product.photo_label'),
    hint: t('browse.product.photo_hint', { mb }),
    type: t('browse.product.photo_type'),
    heic: t('browse.product.photo_heic'),
    large: t('browse.product.photo_large', { mb }),
    damaged: t('browse.product.photo_damaged'),
    huge: t('browse.product.photo_huge', { max: formatNumber(code, PHOTO_LIMITS.maxSide) }),
    megapixels: t('browse.product.photo_megapixels', { max: PHOTO_LIMITS.maxPixels / 1_000_000 }),
    mismatch: t('browse.product.photo_mismatch'),
    uploading: t('browse.product.photo_uploading'),
    uploaded: t('browse.product.photo_uploaded', pixels),
    failed: t('browse.product.photo_failed'),
    low: t('browse.product.photo_low', { ...pixels, size: '{{size}}', largest: '{{largest}}' }),
    lowNone: t('browse.product.photo_low_none', { ...pixels, size: '{{size}}', needWidth: '{{needWidth}}', needHeight: '{{needHeight}}' }),
    needed: t('browse.product.photo_needed'),
    preview: t('browse.product.photo_preview'),
  };
}

/** The words of the poster variants' shared rows: size, frames, tiers, stock, quantity and the add button. */
function posterLabels(t: Translate): PosterLabels {
  return {
    size: t('product.choose_size'),
    frame: t('browse.product.frame'),
    noFrame: t('browse.product.no_frame'),
    framePerPoster: t('browse.product.frame_per_poster'),
    frameUnavailable: t('browse.product.frame_unavailable', { frame: '{{frame}}', size: '{{size}}' }),
    quantity: t('browse.product.quantity'),
    tiers: t('product.tiers'),
    tier: t.raw('product.tier') ?? t('product.tier'),
    discount: t('product.campaign', { percent: '{{percent}}' }),
    originalPrice: t('browse.product.original_price'),
    total: t('browse.product.total', { price: '{{price}}' }),
    add: t('product.add_to_cart'),
    added: t('browse.product.added'),
    stock: {
      instock: t('stock_status.instock'),
      lowstock: t('stock_status.lowstock'),
      outofstock: t('stock_status.outofstock'),
      backorder: t('stock_status.backorder'),
    },
  };
}

/** The poster variant's texts; a photo poster (BYOP) also gets its how-it-works texts and its photo field's (`code`: the page's language). */
export function purchaseLabels(t: Translate, code: LocaleCode, templateId?: ProductTemplate): PurchaseLabels {
  return {
    ...(templateId === ProductTemplate.BYOP
      ? {
          byop: {
            title: t('browse.product.byop_title'),
            steps: [t('browse.product.byop_step_upload'), t('browse.product.byop_step_order'), t('browse.product.byop_step_check')],
            resolution: t('browse.product.byop_resolution', { size: '{{size}}', width: '{{width}}', height: '{{height}}' }),
            photo: photoLabels(t, code),
          },
        }
      : {}),
    ...posterLabels(t),
    amount: t('browse.product.amount'),
    options: t('browse.product.options'),
    margin: t('browse.product.margin'),
    blackAndWhite: t('browse.product.black_and_white'),
    texts: t('browse.product.texts'),
    textsNeeded: t('browse.product.texts_needed'),
    share: t('browse.product.share'),
    copied: t('browse.product.copied'),
    copyLink: t('browse.product.copy_link'),
    image: t('browse.product.image', { n: '{{n}}' }),
  };
}

export function moneyOf(locale: Locale): PanelMoney {
  return { iso: locale.iso, currency: locale.currency, currencyDecimals: locale.currencyDecimals };
}

/** The gift card panel's texts (client/islands/browse/GiftCardPurchase.tsx). */
export function giftCardPurchaseLabels(t: Translate): GiftCardPurchaseLabels {
  const range = { min: '{{min}}', max: '{{max}}' };
  return {
    amount: t('browse.product.amount'),
    otherAmount: t('browse.gift_card.other_amount'),
    amountHint: t('browse.gift_card.amount_hint', range),
    recipientName: t('browse.gift_card.recipient_name'),
    recipientEmail: t('browse.gift_card.recipient_email'),
    message: t('browse.gift_card.message'),
    sendOn: t('browse.gift_card.send_on'),
    sendOnHint: t('browse.gift_card.send_on_hint'),
    add: t('product.add_to_cart'),
    added: t('browse.product.added'),
    errors: {
      amount: t('browse.gift_card.error_amount', range),
      recipient_name: t('browse.gift_card.error_recipient_name'),
      recipient_email: t('browse.gift_card.error_recipient_email'),
      message: t('browse.gift_card.error_message'),
      send_on: t('browse.gift_card.error_send_on', range),
    },
  };
}

/** The custom poster editor's texts (client/islands/browse/CustomPosterPurchase.tsx, locales/browse custom_poster). */
export function customPosterLabels(t: Translate): CustomPosterLabels {
  const word = (key: string, params?: Record<string, string>) => t(`browse.custom_poster.${key}`, params);
  return {
    ...posterLabels(t),
    design: word('design'),
    lines: word('lines'),
    line: word('line', { n: '{{n}}' }),
    addLine: word('add_line'),
    removeLine: word('remove_line', { n: '{{n}}' }),
    font: word('font'),
    layout: word('layout'),
    layouts: { centered: word('layout_centered'), left: word('layout_left'), bottom: word('layout_bottom') },
    foreground: word('foreground'),
    background: word('background'),
    otherColour: word('other_colour'),
    colours: {
      ink: word('colour_ink'),
      white: word('colour_white'),
      cream: word('colour_cream'),
      navy: word('colour_navy'),
      rust: word('colour_rust'),
    },
    place: word('place'),
    date: word('date'),
    latitude: word('latitude'),
    longitude: word('longitude'),
    coordinatesHint: word('coordinates_hint'),
    caption: word('caption'),
    previewTypography: word('preview_typography', { text: '{{text}}' }),
    previewStarMap: word('preview_star_map', { place: '{{place}}', date: '{{date}}' }),
    previewUpdated: word('preview_updated', { description: '{{description}}' }),
    previewFailed: word('preview_failed'),
    invalid: word('invalid'),
    errors: {
      characters: word('error_characters'),
      empty: word('error_empty'),
      long: word('error_long', { max: '{{max}}' }),
      colour: word('error_colour'),
      date: word('error_date'),
      range: word('error_range', { min: '{{min}}', max: '{{max}}' }),
      decimals: word('error_decimals'),
      choice: word('error_choice'),
      lines: word('error_lines'),
    },
  };
}
