// The embedded shop's Worker names and local constants, shared by the start (./shop.mjs) and the
// databases (./shop-data.mjs).

/** The Workers' names under Miniflare (the storefront first: dispatchFetch goes to it). */
export const STOREFRONT = 'storefront';
export const COMMERCE = 'commerce';
/** `npm start`'s key for the commerce API's operator calls (OPS_TOKEN), a local constant, never a production value. */
export const LOCAL_OPS_TOKEN = 'local-ops-token';
/**
 * The storefront's local key for operator view tokens (OPS_TOKEN_KEY, HS256; base64url of
 * 41 bytes): `npm run ops-token` signs with it. A local constant, never a production value.
 */
export const LOCAL_OPS_TOKEN_KEY = 'YXJ0bGFuZS1sb2NhbC1vcHMta2V5LW5ldmVyLWluLXByb2R1Y3Rpb24';
/** The catalog webhook's key in the embedded shop (both Workers), a local constant, never a production value. */
export const LOCAL_CATALOG_WEBHOOK_SECRET = 'local-catalog-webhook-secret';
/** The local payment provider (services/payments), embedded shops only. */
export const PAYMENTS = 'payments';
/** The embedded shop's D1 databases by the name of the Worker that binds them (as DB): what the gateway serves. */
/** The commerce Worker's R2 bucket of images (binding MEDIA): artists' uploads and the seed's catalog art. */
export const MEDIA_BUCKET = 'artlane-media';
export const EMBEDDED_DATABASES = { [COMMERCE]: 'artlane-catalog', [PAYMENTS]: 'artlane-payments' };

/**
 * The local payment provider's credentials, the same in the commerce Worker (which calls it and
 * checks its webhooks) and the provider (PAYMENTS_API_KEY, PAYMENTS_WEBHOOK_SECRET).
 */
export const LOCAL_PAYMENTS = { apiKey: 'local-payments-key', webhookSecret: 'local-webhook-secret' };
