import type { ComponentType } from 'react';
import CustomPosterPurchase from '../../../client/islands/browse/CustomPosterPurchase';
import GiftCardPurchase from '../../../client/islands/browse/GiftCardPurchase';
import ProductPurchase from '../../../client/islands/browse/ProductPurchase';
import type { IslandName } from '../../../client/islands/names';
import { openingValues } from '../../../shared/custom-poster/editor';
import { GIFT_CARD_LIMITS, todayOf } from '../../../shared/gift-card';
import type { FrameOffer } from '../../../shared/purchase';
import type { Locale } from '../../../shared/locales';
import { ProductTemplate, ProductType, type ProductDetail } from '../../../shared/types';
import type { Translate } from '../../i18n';
import type { SharedProps } from '../island';
import type { FrameList } from './frame-list';
import { customPosterLabels, giftCardPurchaseLabels, moneyOf, productMedia, purchaseLabels, purchaseProduct } from './purchase-props';

/**
 * Which variant of the purchase panel a product page shows (client/islands/browse/purchase/
 * PurchasePanel.tsx), and its props: the first variant in PANELS that is for the product.
 * Each variant is an island of its own, so a page loads only its own.
 */
export interface PurchasePanelChoice {
  name: IslandName;
  component: ComponentType<object>;
  props: object;
  /** Props sent once per language at their own address (the frames: ./frame-list.ts). */
  shared?: SharedProps<object>;
}

/** What the product page knows when it picks its panel. */
export interface PanelContext {
  product: ProductDetail;
  /** The frames the layout read, as their file (none for a product that cannot be framed). */
  frames: FrameList | null;
  locale: Locale;
  t: Translate;
  /** The page's absolute address, for sharing. */
  url: string;
  now: Date;
}

/** A variant with its props; the props are checked against the component here, once. */
const choice = <P extends object>(
  name: IslandName,
  component: ComponentType<P>,
  props: P | null,
  shared?: SharedProps<P>,
): PurchasePanelChoice | null =>
  props && { name, component: component as ComponentType<object>, props, ...(shared ? { shared: shared as SharedProps<object> } : {}) };

/**
 * The frames a panel offers, and where they travel: the language's file when there are any
 * (./frame-list.ts), else the empty list in the page. With `withTexts` (a panel whose texts are
 * the poster panel's) the file's texts travel with them, and so are the panel's `labels`.
 */
function offeredFrames(
  list: FrameList | null,
  withTexts = false,
): { frames: FrameOffer[]; labels?: FrameList['props']['labels']; shared?: { path: string; keys: readonly (keyof FrameList['props'])[] } } {
  if (!list || list.props.frames.length === 0) return { frames: [] };
  const { frames, labels } = list.props;
  if (!withTexts) return { frames, shared: { path: list.path, keys: ['frames'] } };
  return { frames, labels, shared: { path: list.path, keys: ['frames', 'labels'] } };
}

const PANELS: { isFor: (product: ProductDetail) => boolean; panel: (context: PanelContext) => PurchasePanelChoice | null }[] = [
  // A gift card: the recipient, a message, the day it is e-mailed (docs/checkout.md "Gift cards").
  {
    isFor: (product) => product.type === ProductType.GiftCard,
    panel: ({ product, locale, t, now }) => {
      const media = productMedia(product);
      return choice(
        'GiftCardPurchase',
        GiftCardPurchase,
        media && {
          product: purchaseProduct(product),
          media: { alt: media.alt, ...media.main },
          money: moneyOf(locale),
          limits: GIFT_CARD_LIMITS[locale.currency],
          today: todayOf(now),
          labels: giftCardPurchaseLabels(t),
        },
      );
    },
  },
  // A custom poster whose template the editor knows: the design, its live preview, size and
  // frame (docs/designers.md "Custom poster editor"). It opens with the product's start values
  // when they are a whole design, else the template's default (shared/custom-poster/editor.ts
  // openingValues). A product of another upstream without a known template keeps the poster
  // variant's plain text fields.
  {
    isFor: (product) => product.template_id === ProductTemplate.CustomPoster && Boolean(product.custom_template?.template),
    panel: ({ product, frames, locale, t }) => {
      const template = product.custom_template!.template!;
      const offered = offeredFrames(frames);
      return choice(
        'CustomPosterPurchase',
        CustomPosterPurchase,
        {
          product: purchaseProduct(product),
          frames: offered.frames,
          template,
          start: openingValues(template, product.custom_template!.start),
          money: moneyOf(locale),
          labels: customPosterLabels(t),
        },
        offered.shared,
      );
    },
  },
  // Everything else: posters, sets, photo posters and frames (a frame is offered no frame).
  {
    isFor: () => true,
    panel: ({ product, frames, locale, t, url }) => {
      const media = productMedia(product);
      // A frame is offered no frame. The poster panel's texts travel with the frames; a photo
      // poster's have more (its upload's), so they stay in its page.
      const offered = offeredFrames(
        product.template_id === ProductTemplate.Frame ? null : frames,
        product.template_id !== ProductTemplate.BYOP,
      );
      return choice(
        'ProductPurchase',
        ProductPurchase,
        media && {
          product: purchaseProduct(product),
          frames: offered.frames,
          media,
          money: moneyOf(locale),
          labels: offered.labels ?? purchaseLabels(t, locale.code, product.template_id),
          url,
        },
        offered.shared,
      );
    },
  },
];

/** The product's panel; none for a product without a picture to show (a custom poster's is its preview). */
export function purchasePanel(context: PanelContext): PurchasePanelChoice | null {
  return PANELS.find((variant) => variant.isFor(context.product))!.panel(context);
}
