import type { Context } from 'hono';
import { CLIENT_ASSETS } from 'virtual:client-assets';
import { LOCALE_CODES, LOCALES } from '../../shared/locales';
import { setCacheControl, strategies } from '../cache';
import { paymentLogo, favicon } from './static-images';

const STATIC: Record<string, () => string> = {
  'favicon.svg': favicon,
  ...Object.fromEntries(
    [...new Set(LOCALE_CODES.flatMap((code) => LOCALES[code].paymentMethods.map((m) => m.name)))].map((name) => [`pay-${name}.svg`, () => paymentLogo(name)]),
  ),
};

/** Fingerprinted client bundles and small generated images; immutable or long-lived. */
export function assetRoute(c: Context) {
  const name = c.req.param('name') ?? '';
  const asset = CLIENT_ASSETS[name];
  const headers = new Headers();
  if (asset) {
    headers.set('Content-Type', asset.type);
    setCacheControl(headers, strategies.immutable());
    return new Response(asset.body, { headers });
  }
  const image = STATIC[name];
  if (image) {
    headers.set('Content-Type', 'image/svg+xml');
    setCacheControl(headers, strategies.immutable());
    return new Response(image(), { headers });
  }
  return c.text('Not found', 404);
}
