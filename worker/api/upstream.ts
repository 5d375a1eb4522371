import type { Env } from '../env';
import type { Market } from '../markets';
import { LOCALES, isLocaleCode, type Locale } from '../../shared/locales';

/**
 * The one way the worker talks to the commerce API, for the /api proxy and for page
 * loaders alike. With API_ORIGIN set it calls that upstream over HTTP; without it, the
 * embedded commerce API, its own Worker (services/commerce), answers through the COMMERCE
 * service binding. Nothing else of the storefront knows which it is. Either way every call
 * carries `locale` and `sid` (docs/api.md "Conventions for every call"), set here from the market, never from the client.
 */
export interface UpstreamCall {
  method: 'GET' | 'POST' | 'PUT';
  /** Path starting with "/", e.g. "/api/products". */
  path: string;
  query?: URLSearchParams;
  /** JSON text, or the bytes of an upload (the artist calls' images). */
  body?: string | ArrayBuffer;
  headers?: Headers;
  /** The signed-in artist's access token (worker/auth accessTokenOf), sent as `Authorization: Bearer`. */
  bearer?: string;
}

/**
 * Request headers passed to the upstream; cookies and credentials are never forwarded.
 * x-order-token, x-checkout-key and x-client-key are set by the storefront itself for the
 * checkout calls (api/checkout.ts: from the HttpOnly order and checkout key cookies, and the
 * client the abuse limits count); artlane-signature (the local provider's) or
 * stripe-signature (Stripe's, PAYMENTS_PROVIDER "stripe") signs a payment provider's webhook
 * (POST /api/payments/webhook).
 */
const FORWARDED_HEADERS = [
  'accept',
  'accept-language',
  'content-type',
  'user-agent',
  'x-request-id',
  'x-order-token',
  'x-checkout-key',
  'x-client-key',
  'artlane-signature',
  'stripe-signature',
];

const DEFAULT_TIMEOUT_MS = 8000;

export function upstreamUrl(base: string, call: UpstreamCall, market: Market): URL {
  const url = new URL(call.path, base);
  for (const [key, value] of call.query ?? []) {
    if (key !== 'locale' && key !== 'sid') url.searchParams.append(key, value);
  }
  const requested = requestedLocale(call.query);
  url.searchParams.set('locale', requested?.code ?? market.locale.code);
  url.searchParams.set('sid', String(requested?.storeID ?? market.locale.storeID));
  return url;
}

/**
 * A caller that already names a consistent locale and sid (another shop using this one
 * as its upstream API, docs/api.md "Conventions for every call") keeps them; anything else gets the host's market.
 */
function requestedLocale(query: URLSearchParams | undefined): Locale | undefined {
  const code = query?.get('locale');
  if (!isLocaleCode(code)) return undefined;
  return query?.get('sid') === String(LOCALES[code].storeID) ? LOCALES[code] : undefined;
}

export function isEmbedded(env: Env): boolean {
  return !env.API_ORIGIN;
}

export async function callUpstream(call: UpstreamCall, env: Env, market: Market): Promise<Response> {
  const headers = new Headers();
  for (const name of FORWARDED_HEADERS) {
    const value = call.headers?.get(name);
    if (value) headers.set(name, value);
  }
  if (call.body !== undefined && !headers.has('content-type')) headers.set('content-type', 'application/json');
  // The host with its port, as the shopper used it: links the API writes (e-mails) point back here.
  headers.set('x-forwarded-host', new URL(market.origin).host);
  if (call.bearer) headers.set('authorization', `Bearer ${call.bearer}`);

  if (isEmbedded(env)) {
    const url = upstreamUrl('https://embedded.origin', call, market);
    const request = new Request(url, { method: call.method, headers, body: call.body ?? null });
    if (!env.COMMERCE) throw new Error('Neither API_ORIGIN nor the COMMERCE service binding is configured');
    return env.COMMERCE.fetch(request);
  }

  const url = upstreamUrl(env.API_ORIGIN!, call, market);
  const timeoutMs = Number(env.API_TIMEOUT_MS) || DEFAULT_TIMEOUT_MS;
  try {
    const response = await fetch(url, {
      method: call.method,
      headers,
      body: call.body ?? null,
      signal: AbortSignal.timeout(timeoutMs),
      redirect: 'manual',
    });
    return response;
  } catch (error) {
    const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
    return Response.json(
      { error: timedOut ? 'The commerce API did not answer in time' : 'The commerce API could not be reached' },
      { status: timedOut ? 504 : 502 },
    );
  }
}
