import { createMiddleware } from 'hono/factory';
import { createApi } from '../../api/client';
import { edgeOf } from '../../api/edge';
import type { AppEnv } from '../../context';
import { createTranslator } from '../../i18n';
import { parseDomains, resolveMarket, type Domains } from '../../markets';

/**
 * Resolves language, store id and currency from the Host (README.md "Configure a domain"), and creates the
 * request's translator and API client. Parsed configuration is memoised per env object
 * (configuration, not request state).
 */
const parsed = new WeakMap<object, Domains>();

export function domainsOf(env: AppEnv['Bindings']): Domains {
  let domains = parsed.get(env);
  if (!domains) {
    domains = parseDomains(env.DOMAINS);
    parsed.set(env, domains);
  }
  return domains;
}

export const market = createMiddleware<AppEnv>(async (c, next) => {
  const domains = domainsOf(c.env);
  const current = resolveMarket(new URL(c.req.url), domains);
  c.set('domains', domains);
  c.set('market', current);
  c.set('t', createTranslator(current.locale.code));
  c.set('api', createApi(edgeOf(c)));
  await next();
});
