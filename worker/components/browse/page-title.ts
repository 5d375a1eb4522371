import type { Strings } from '../../../locales';
import { ProductTemplate, ProductType, type ProductSummary } from '../../../shared/types';
import type { Translate } from '../../i18n';

/**
 * Titles that say what kind of page they are (issue 22, "Findability"): a category, a theme
 * (tag), an artist and a product may share a name ("Eichenrahmen" is a category and a frame,
 * "Schwarz-Weiß" a category and a theme), and two pages with one title compete in search
 * results. So a title is "{name} – {kind}", the kind's word in the page's language
 * (locales/browse/*.json `titles`); a name that already holds the word keeps it once
 * ("Fotoposter", a photo poster). Products whose kind no word names (a set, whose name says
 * "set of 3"; a gift card or an accessory) keep their name.
 */
export type TitleKind = keyof Strings['browse']['titles'];

export function pageTitle(t: Translate, kind: TitleKind | null, name: string, page = 1): string {
  const word = kind ? t(`browse.titles.${kind}`) : '';
  const named = word && !name.toLocaleLowerCase().includes(word.toLocaleLowerCase()) ? `${name} – ${word}` : name;
  return page > 1 ? `${named} – ${t('browse.listing.page', { page })}` : named;
}

const PRODUCT_KINDS: Partial<Record<ProductTemplate, TitleKind>> = {
  [ProductTemplate.Poster]: 'poster',
  [ProductTemplate.Wall]: 'wall',
  [ProductTemplate.CustomPoster]: 'custom_poster',
  [ProductTemplate.BYOP]: 'photo_poster',
  [ProductTemplate.Frame]: 'frame',
};

/** The kind a product's title names, from its template (a set of posters: none). */
export function productTitleKind(product: Pick<ProductSummary, 'type' | 'template_id'>): TitleKind | null {
  if (product.type === ProductType.SET) return null;
  return PRODUCT_KINDS[product.template_id] ?? null;
}
