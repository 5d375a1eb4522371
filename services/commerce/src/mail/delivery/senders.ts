import { isValidEmail } from '../../../../../shared/email';
import { DEFAULT_LOCALE, isLocaleCode, LOCALE_CODES, type LocaleCode } from '../../../../../shared/locales';

/**
 * Who each market's e-mail is from and where replies go (services/commerce/wrangler.toml
 * MAIL_FROM and MAIL_REPLY_TO, docs/operations.md "Delivery"): JSON objects of locale →
 * address, "Name <local@domain>" or "local@domain". MAIL_FROM names all 19 markets (each
 * on an onboarded sending domain); MAIL_REPLY_TO may leave one out (no Reply-To).
 */
export interface MailConfig {
  MAIL_FROM?: string;
  MAIL_REPLY_TO?: string;
}

/** An address as the send_email binding takes it. */
export interface Address {
  email: string;
  name?: string;
}

export interface Sender {
  from: Address;
  replyTo: Address | null;
}

export interface MailConfigProblem {
  key: keyof MailConfig;
  message: string;
}

export type Senders = { ok: true; byLocale: Record<LocaleCode, Sender> } | { ok: false; problems: MailConfigProblem[] };

/** "Name <local@domain>" or "local@domain"; a name without line breaks, quotes or angle brackets. */
const NAMED = /^([^<>"\r\n]*?)\s*<([^<>\s]+)>$/;

export function parseAddress(text: string): Address | null {
  const named = NAMED.exec(text.trim());
  const email = (named ? named[2] : text.trim()) ?? '';
  const name = named?.[1]?.trim() ?? '';
  if (!isValidEmail(email) || /[\r\n]/.test(text)) return null;
  return name ? { email, name } : { email };
}

/** The locale → address object of a var, or the problem with it. */
function addressesOf(key: keyof MailConfig, text: string | undefined, everyLocale: boolean) {
  const problems: MailConfigProblem[] = [];
  const addresses = new Map<LocaleCode, Address>();
  if (!text) {
    if (everyLocale)
      problems.push({ key, message: 'is not set: a JSON object of locale → sender address (services/commerce/wrangler.toml)' });
    return { addresses, problems };
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = null;
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) {
    problems.push({ key, message: 'must be a JSON object of locale → address, e.g. {"sv":"Artlane <order@artlane.se>"}' });
    return { addresses, problems };
  }
  for (const [locale, value] of Object.entries(parsed)) {
    const address = typeof value === 'string' ? parseAddress(value) : null;
    if (!isLocaleCode(locale)) problems.push({ key, message: `names ${JSON.stringify(locale)}, which is none of the shop's locales` });
    else if (!address)
      problems.push({ key, message: `${locale}: ${JSON.stringify(value)} is not an address ("Name <local@domain>" or "local@domain")` });
    else addresses.set(locale, address);
  }
  const missing = everyLocale ? LOCALE_CODES.filter((code) => !addresses.has(code) && !(code in parsed)) : [];
  if (missing.length > 0) problems.push({ key, message: `has no address for ${missing.join(', ')}` });
  return { addresses, problems };
}

/** The senders of every market, or what is wrong with the configuration. */
export function mailSenders(env: MailConfig): Senders {
  const from = addressesOf('MAIL_FROM', env.MAIL_FROM, true);
  const replyTo = addressesOf('MAIL_REPLY_TO', env.MAIL_REPLY_TO, false);
  const problems = [...from.problems, ...replyTo.problems];
  if (problems.length > 0) return { ok: false, problems };
  const byLocale = Object.fromEntries(
    LOCALE_CODES.map((code) => [code, { from: from.addresses.get(code) as Address, replyTo: replyTo.addresses.get(code) ?? null }]),
  ) as Record<LocaleCode, Sender>;
  return { ok: true, byLocale };
}

/** The sender of a message of market `locale` (a stored order's; the default market when none). */
export const senderOf = (byLocale: Record<LocaleCode, Sender>, locale: string | null): Sender =>
  byLocale[locale && isLocaleCode(locale) ? locale : DEFAULT_LOCALE];
