/**
 * The web app manifest of a market (docs/site.md "Installing the shop"): the shop installs
 * in the market's language, opening on its start page, with its icons and colours.
 * Linked from every page's head (worker/components/Document.tsx).
 */
import type { Context } from 'hono';
import type { AppEnv } from '../../context';
import { ASSETS_PATH } from '../../static-assets/headers-file';
import { APP_ICONS } from '../../static-assets/app-icons';
import { BRAND_COLOURS } from '../static-images';

export function manifestRoute(c: Context<AppEnv>): Response {
  const { t, market } = c.var;
  const manifest = {
    id: '/',
    name: `${t('site.name')} – ${t('site.description')}`,
    short_name: t('site.name'),
    description: t('home.hero_text'),
    lang: market.locale.iso,
    // Every language of the shop is written left to right.
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: BRAND_COLOURS.theme,
    background_color: '#ffffff',
    categories: ['shopping'],
    icons: [
      ...APP_ICONS.map((icon) => ({
        src: `${ASSETS_PATH}${icon.name}`,
        sizes: `${icon.size}x${icon.size}`,
        type: 'image/png',
        purpose: icon.purpose,
      })),
      { src: `${ASSETS_PATH}favicon.svg`, sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
    ],
  };
  // The media type the W3C Web Application Manifest registers.
  return c.body(JSON.stringify(manifest), 200, { 'Content-Type': 'application/manifest+json; charset=utf-8' });
}
