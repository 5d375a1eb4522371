import type { LocaleCode } from '../shared/locales';

/**
 * Translated path words (SPEC 2: only product, product-tag and product-category paths
 * differ between languages; category paths are the translated category slugs themselves).
 * ASCII only, so URLs stay readable when copied.
 */
export const PATH_WORDS: Record<LocaleCode, { product: string; tag: string }> = {
  sv: { product: 'produkt', tag: 'tema' },
  da: { product: 'produkt', tag: 'tema' },
  de: { product: 'produkt', tag: 'thema' },
  cs: { product: 'produkt', tag: 'tema' },
  en: { product: 'product', tag: 'tag' },
  es: { product: 'producto', tag: 'etiqueta' },
  et: { product: 'toode', tag: 'silt' },
  fi: { product: 'tuote', tag: 'aihe' },
  fr: { product: 'produit', tag: 'theme' },
  hr: { product: 'proizvod', tag: 'oznaka' },
  hu: { product: 'termek', tag: 'cimke' },
  it: { product: 'prodotto', tag: 'tema' },
  lt: { product: 'produktas', tag: 'zyma' },
  lv: { product: 'produkts', tag: 'birka' },
  nl: { product: 'product', tag: 'thema' },
  pl: { product: 'produkt', tag: 'temat' },
  pt: { product: 'produto', tag: 'tema' },
  ro: { product: 'produs', tag: 'eticheta' },
  sl: { product: 'izdelek', tag: 'oznaka' },
};
