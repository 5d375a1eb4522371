import { LOCALE_CODES, LOCALES, DEFAULT_LOCALE, type Locale, type LocaleCode } from '../../shared/locales';

export interface SeoProps {
  siteName: string;
  title: string;
  description: string;
  locale: Locale;
  /** Absolute URL of this page per language (its own domain, translated path). */
  alternates: Record<LocaleCode, string>;
  /** Absolute image URL for link previews. */
  image?: string | undefined;
  type?: 'website' | 'product' | undefined;
  /** schema.org objects, each rendered as one JSON-LD script. */
  structuredData?: object[] | undefined;
}

/** JSON for a <script> element: "<" escaped so data can never close the element. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** Canonical URL, hreflang alternates for all 19 languages plus x-default, Open Graph, JSON-LD. */
export function Seo({ siteName, title, description, locale, alternates, image, type = 'website', structuredData = [] }: SeoProps) {
  const canonical = alternates[locale.code];
  return (
    <>
      <link rel="canonical" href={canonical} />
      {LOCALE_CODES.map((code) => (
        <link key={code} rel="alternate" hrefLang={LOCALES[code].iso} href={alternates[code]} />
      ))}
      <link rel="alternate" hrefLang="x-default" href={alternates[DEFAULT_LOCALE]} />
      <meta property="og:site_name" content={siteName} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={canonical} />
      <meta property="og:type" content={type} />
      <meta property="og:locale" content={locale.iso.replace('-', '_')} />
      {image && <meta property="og:image" content={image} />}
      {structuredData.map((data, i) => (
        <script key={i} type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonForScript(data) }} />
      ))}
    </>
  );
}
