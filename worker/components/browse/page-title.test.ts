import { describe, expect, it } from 'vitest';
import { STRINGS } from '../../../locales';
import { LOCALE_CODES } from '../../../shared/locales';
import { ProductTemplate, ProductType } from '../../../shared/types';
import { createTranslator } from '../../i18n';
import { pageTitle, productTitleKind, type TitleKind } from './page-title';

const de = createTranslator('de');
const KINDS = Object.keys(STRINGS.en.browse.titles) as TitleKind[];

describe('pageTitle', () => {
  it.each([
    ['category', 'Eichenrahmen', 'Eichenrahmen – Kategorie'],
    ['frame', 'Eichenrahmen', 'Eichenrahmen – Bilderrahmen'],
    ['tag', 'Schwarz-Weiß', 'Schwarz-Weiß – Thema'],
    ['category', 'Schwarz-Weiß', 'Schwarz-Weiß – Kategorie'],
    ['photo_poster', 'Fotoposter', 'Fotoposter'],
    ['poster', 'Schlafender Bär', 'Schlafender Bär – Poster'],
  ] as const)('de: a %s named %s is titled %s', (kind, name, title) => {
    expect(pageTitle(de, kind, name)).toBe(title);
  });

  it('adds the page number after the kind', () => {
    expect(pageTitle(de, 'category', 'Natur', 3)).toBe('Natur – Kategorie – Seite 3');
  });

  it('a product without a kind keeps its name', () => {
    expect(pageTitle(de, null, 'Geschenkkarte')).toBe('Geschenkkarte');
  });

  it.each(LOCALE_CODES)('%s: one name as every kind gives as many different titles', (code) => {
    const t = createTranslator(code);
    const titles = KINDS.map((kind) => pageTitle(t, kind, 'Aurora'));
    expect(new Set(titles).size).toBe(KINDS.length);
  });
});

describe('productTitleKind', () => {
  it.each([
    [ProductType.Standard, ProductTemplate.Poster, 'poster'],
    [ProductType.Variation, ProductTemplate.Frame, 'frame'],
    [ProductType.DynamicBundle, ProductTemplate.Wall, 'wall'],
    [ProductType.Standard, ProductTemplate.CustomPoster, 'custom_poster'],
    [ProductType.Standard, ProductTemplate.BYOP, 'photo_poster'],
    [ProductType.SET, ProductTemplate.Poster, null],
    [ProductType.GiftCard, ProductTemplate.Generic, null],
  ] as const)('type %i, template %i: %s', (type, template_id, kind) => {
    expect(productTitleKind({ type, template_id })).toBe(kind);
  });
});
