import { DEFAULT_LOCALE, LOCALES, isLocaleCode, type Locale, type LocaleCode } from '../shared/locales';
import { readObjectVar } from './config/object-var';

/**
 * Host -> market resolution. The host map is deployment configuration (wrangler.toml
 * vars.DOMAINS); this module only interprets it. No I/O.
 */
export interface Market {
  locale: Locale;
  /** The host the request came in on, without port, lower-case. */
  host: string;
  /** The origin (scheme, host, port) the shopper used, for absolute URLs. */
  origin: string;
}

export interface Domains {
  byHost: ReadonlyMap<string, LocaleCode>;
  /** The first host configured for each language: where links to that language point. */
  primaryHost: Partial<Record<LocaleCode, string>>;
}

/** Parses vars.DOMAINS (an object, or its JSON text). Throws on a misconfiguration. */
export function parseDomains(raw: unknown): Domains {
  const read = readObjectVar(raw);
  if (!read.ok) throw new Error('DOMAINS must map host names to language codes');
  const value = read.value;
  const byHost = new Map<string, LocaleCode>();
  const primaryHost: Partial<Record<LocaleCode, string>> = {};
  for (const [host, code] of Object.entries(value)) {
    if (!isLocaleCode(code)) throw new Error(`DOMAINS: "${host}" maps to unknown language "${String(code)}"`);
    const key = host.toLowerCase();
    byHost.set(key, code);
    // Bare "localhost"/IPs serve sv locally but should not be where other languages link.
    if (!primaryHost[code] && key.includes('.') && !/^\d+\.\d+\.\d+\.\d+$/.test(key)) primaryHost[code] = key;
  }
  return { byHost, primaryHost };
}

/** Strips the port and a trailing dot; lower-cases. */
export function hostName(hostHeader: string): string {
  const withoutPort = hostHeader.startsWith('[') ? hostHeader.slice(0, hostHeader.indexOf(']') + 1) : hostHeader.split(':')[0]!;
  return withoutPort.replace(/\.$/, '').toLowerCase();
}

/**
 * The market for a request URL. A host that is not configured gets the default
 * language (sv), so a preview or health-check host still renders a shop.
 */
export function resolveMarket(url: URL, domains: Domains): Market {
  const host = hostName(url.host);
  const code = domains.byHost.get(host) ?? DEFAULT_LOCALE;
  return { locale: LOCALES[code], host, origin: url.origin };
}

/** Absolute URL of `path` on the domain of language `code`, keeping the scheme and port in use. */
export function urlForLocale(code: LocaleCode, path: string, current: Market, domains: Domains): string {
  return localeUrls(current, domains)(code, path);
}

/**
 * `urlForLocale` for many links of one request (a page links itself in every language
 * twice): the request's origin is parsed once.
 */
export function localeUrls(current: Market, domains: Domains): (code: LocaleCode, path: string) => string {
  const here = new URL(current.origin);
  const port = here.port ? `:${here.port}` : '';
  return (code, path) => {
    const host = domains.primaryHost[code];
    return host ? `${here.protocol}//${host}${port}${path}` : new URL(path, current.origin).toString();
  };
}
