import { LOCALE_CODES, LOCALES, DEFAULT_LOCALE, type Locale, type LocaleCode } from '../../shared/locales';

export interface SeoProps {
  siteName: string;
  title: string;
  description: string;
  locale: Locale;
  /** Absolute URL of this page on its own domain; null for none (error pages). */
  canonical: string | null;
  /**
   * Absolute URL of this page per language where it exists (its own domain, translated
   * path); null for no hreflang at all. Every URL named must name this page back.
   */
  hreflang: Partial<Record<LocaleCode, string>> | null;
  /** Absolute image URL for link previews. */
  image?: string | undefined;
  type?: 'website' | 'product' | undefined;
  /** schema.org objects, each rendered as one JSON-LD script. */
  structuredData?: object[] | undefined;
}

/** JSON for a <script> element: "<" escaped so data can never close the element. */
export function jsonForScript(value: unknown): string {
  return scriptSafeJson(JSON.stringify(value));
}

/** JSON text made safe inside a <script> element (jsonForScript for JSON already written). */
export function scriptSafeJson(json: string): string {
  return json
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * Canonical URL, hreflang alternates (the languages the page exists in, plus x-default:
 * the default language's version, when there is one), Open Graph, JSON-LD.
 */
export function Seo({ siteName, title, description, locale, canonical, hreflang, image, type = 'website', structuredData = [] }: SeoProps) {
  const xDefault = hreflang?.[DEFAULT_LOCALE];
  return (
    <>
      {canonical && <link rel="canonical" href={canonical} />}
      {hreflang &&
        LOCALE_CODES.map((code) => {
          const href = hreflang[code];
          return href ? <link key={code} rel="alternate" hrefLang={LOCALES[code].iso} href={href} /> : null;
        })}
      {xDefault && <link rel="alternate" hrefLang="x-default" href={xDefault} />}
      <meta property="og:site_name" content={siteName} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      {canonical && <meta property="og:url" content={canonical} />}
      <meta property="og:type" content={type} />
      <meta property="og:locale" content={locale.iso.replace('-', '_')} />
      {image && <meta property="og:image" content={image} />}
      {structuredData.map((data, i) => (
        <script key={i} type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonForScript(data) }} />
      ))}
    </>
  );
}
