import type { Context } from 'hono';
import { CLIENT_ASSETS } from 'virtual:client-assets';
import { LOCALE_CODES, LOCALES } from '../../shared/locales';
import { setCacheControl, strategies } from '../cache';
import { paymentLogo, favicon } from './static-images';

const STATIC: Record<string, () => string> = {
  'favicon.svg': favicon,
  ...Object.fromEntries(
    [...new Set(LOCALE_CODES.flatMap((code) => LOCALES[code].paymentMethods.map((m) => m.name)))].map((name) => [
      `pay-${name}.svg`,
      () => paymentLogo(name),
    ]),
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

/** A static text answer of the requested size (1 B to 1 MB), for the benchmark's baseline. */
export function benchStatic(c: Context) {
  const bytes = Number(c.req.param('bytes'));
  if (!Number.isInteger(bytes) || bytes < 1 || bytes > 1_000_000) return c.text('bytes must be 1..1000000', 400);
  const headers = new Headers({ 'Content-Type': 'text/html; charset=UTF-8' });
  setCacheControl(headers, strategies.private());
  return new Response('x'.repeat(bytes), { headers });
}
