import { CLIENT_ICONS } from 'virtual:client-manifest';
import type { LocaleCode } from '../../../shared/locales';
import { ASSETS_PATH } from '../../static-assets/headers-file';

/**
 * The symbols of the icon sprite, client/icons.svg (tests/worker/icon-sprite.test.ts checks
 * that it has each of them): the shop's icons and one flag per language.
 */
export type IconName =
  | 'menu'
  | 'close'
  | 'pause'
  | 'play'
  | 'previous'
  | 'next'
  | 'quality'
  | 'delivery'
  | 'artists'
  | 'account'
  | 'checkout'
  | 'secure'
  | 'heart'
  | 'cart'
  | `flag-${LocaleCode}`;

/** Where a symbol of the sprite is: a content-hashed static asset, immutable (ADR 0015), fetched once for every page. */
export const iconHref = (name: IconName) => `${ASSETS_PATH}${CLIENT_ICONS}#${name}`;

/**
 * An icon drawn from the sprite (docs/site.md "Icons and flags"): a few dozen bytes in the page
 * instead of its paths, on every page that shows it. Decorative: the button or link around it
 * carries the text. `width` and `height` stay in the markup so the icon has its size before
 * the stylesheet or the sprite arrive (no layout shift). `fill` is inherited by the symbol's
 * shapes that set none (the heart, filled by client/islands/cart/controls.ts).
 */
export function Icon({
  name,
  size = 20,
  height = size,
  className,
  fill,
}: {
  name: IconName;
  size?: number;
  height?: number;
  className?: string;
  fill?: 'none';
}) {
  return (
    <svg width={size} height={height} className={className} fill={fill} aria-hidden="true">
      <use href={iconHref(name)} />
    </svg>
  );
}
