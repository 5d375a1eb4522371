import type { LocaleCode } from '../shared/locales';

/**
 * Translated path words (docs/shop-rules.md "Routes": only product, product-tag and product-category paths
 * differ between languages; category paths are the translated category slugs themselves).
 * ASCII only, so URLs stay readable when copied. `designer` is the gallery-wall designer's
 * page (docs/wall-designer.md): one word per language, like the product word.
 */
export const PATH_WORDS: Record<LocaleCode, { product: string; tag: string; designer: string }> = {
  sv: { product: 'produkt', tag: 'tema', designer: 'tavelvagg' },
  da: { product: 'produkt', tag: 'tema', designer: 'billedvaeg' },
  de: { product: 'produkt', tag: 'thema', designer: 'bilderwand' },
  cs: { product: 'produkt', tag: 'tema', designer: 'galerijni-stena' },
  en: { product: 'product', tag: 'tag', designer: 'gallery-wall' },
  es: { product: 'producto', tag: 'etiqueta', designer: 'pared-galeria' },
  et: { product: 'toode', tag: 'silt', designer: 'galeriisein' },
  fi: { product: 'tuote', tag: 'aihe', designer: 'tauluseina' },
  fr: { product: 'produit', tag: 'theme', designer: 'mur-de-cadres' },
  hr: { product: 'proizvod', tag: 'oznaka', designer: 'galerijski-zid' },
  hu: { product: 'termek', tag: 'cimke', designer: 'galeriafal' },
  it: { product: 'prodotto', tag: 'tema', designer: 'parete-galleria' },
  lt: { product: 'produktas', tag: 'zyma', designer: 'galerijos-siena' },
  lv: { product: 'produkts', tag: 'birka', designer: 'galerijas-siena' },
  nl: { product: 'product', tag: 'thema', designer: 'fotowand' },
  pl: { product: 'produkt', tag: 'temat', designer: 'galeria-scienna' },
  pt: { product: 'produto', tag: 'tema', designer: 'parede-galeria' },
  ro: { product: 'produs', tag: 'eticheta', designer: 'perete-galerie' },
  sl: { product: 'izdelek', tag: 'oznaka', designer: 'galerijska-stena' },
};
