import { createMiddleware } from 'hono/factory';
import { createApi, type Api } from '../../api/client';
import { edgeOf } from '../../api/edge';
import { oncePerEnv } from '../../config/per-env';
import type { AppEnv } from '../../context';
import { createTranslator, type Translate } from '../../i18n';
import { parseDomains, resolveMarket, type Domains, type Market } from '../../markets';

declare module 'hono' {
  interface ContextVariableMap {
    /** This request's language, store and currency (from its host). */
    market: Market;
    /** The configured host -> language map. */
    domains: Domains;
    /** This request's translator. */
    t: Translate;
    /** This request's API client (the page loaders' reads). */
    api: Api;
  }
}

/**
 * Resolves language, store id and currency from the Host (README.md "Configure a domain"), and creates the
 * request's translator and API client. Parsed configuration is memoised per env object
 * (configuration, not request state).
 */
export const domainsOf = oncePerEnv((env: AppEnv['Bindings']): Domains => parseDomains(env.DOMAINS));

export const market = createMiddleware<AppEnv>(async (c, next) => {
  const domains = domainsOf(c.env);
  const current = resolveMarket(new URL(c.req.url), domains);
  c.set('domains', domains);
  c.set('market', current);
  c.set('t', createTranslator(current.locale.code));
  c.set('api', createApi(edgeOf(c)));
  await next();
});
