import type { Env } from './env';
import type { Domains, Market } from './markets';
import type { Translate } from './i18n';
import type { Api } from './api/client';
import type { LayoutData } from './render';

/** Per-request values set by middleware (never kept at module scope). */
export interface AppEnv {
  Bindings: Env;
  Variables: {
    market: Market;
    domains: Domains;
    t: Translate;
    api: Api;
    /** Set on first use by layoutDataOf (pages only). */
    layout?: LayoutData;
    /** The nonce of this render's scripts (worker/render.tsx; worker/middleware/security-headers). */
    scriptNonce?: string;
    /** What this request's route declared about caching (worker/routes/cache-policy.ts); unset: never stored. */
    pageCachePolicy?: import('./routes/cache-policy').PageCachePolicy;
    /** The kind of catalog page this is, for its own cache policy (CATALOG_CACHE start, category, product, content). */
    pageKind?: import('./cache').PageKind;
    /** The session as read for this request, when read (worker/auth: personal pages, /api/session). */
    auth?: import('./auth').RequestAuth;
    /**
     * Origins this page's forms may lead to besides its own (CSP form-action, which also
     * covers a form's redirects): the identity provider on the sign-in and sign-out pages.
     */
    formActionOrigins?: string[];
  };
}
