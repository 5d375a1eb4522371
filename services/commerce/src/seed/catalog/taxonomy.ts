import { LOCALE_CODES, type LocaleCode } from '../../../../../shared/locales';
import { ALL_SIZES, sizeLabel } from '../../catalog/constants';
import { slugify, type Translated } from '../../translated';
import { CATEGORY_TREE, type CategoryNode } from '../words/categories';
import { ATTRIBUTE_NAMES, COLOURS, ORIENTATIONS, STYLES, TAGS } from '../words/taxonomy';
import type { Tables } from '../tables';

export interface CategoryInfo {
  id: number;
  name: Translated;
  /** Names from the root down, per locale. */
  hierarchy: Record<LocaleCode, string[]>;
  uri: Translated;
}

export interface Taxonomy {
  categories: Map<string, CategoryInfo>;
  tags: Map<string, { id: number; name: Translated }>;
  /** attribute code -> value code -> value id */
  attributeValues: Map<string, Map<string, number>>;
}

/** Writes categories (with closure and per-language uris), tags and attributes. */
export function buildTaxonomy(tables: Tables): Taxonomy {
  return {
    categories: buildCategories(tables),
    tags: buildTags(tables),
    attributeValues: buildAttributes(tables),
  };
}

function buildCategories(tables: Tables): Map<string, CategoryInfo> {
  const byCode = new Map<string, CategoryInfo>();
  let nextId = 1;
  const visit = (node: CategoryNode, parent: CategoryInfo | null, ancestors: number[], depth: number, position: number) => {
    const id = nextId++;
    const hierarchy = {} as Record<LocaleCode, string[]>;
    const uri = {} as Translated;
    for (const locale of LOCALE_CODES) {
      hierarchy[locale] = [...(parent?.hierarchy[locale] ?? []), node.name[locale]];
      const slug = slugify(node.name[locale]);
      uri[locale] = `${parent?.uri[locale] ?? ''}/${slug}`;
      tables.category_translations.push({ category_id: id, locale, name: node.name[locale], slug, uri: uri[locale] });
    }
    const info: CategoryInfo = { id, name: node.name, hierarchy, uri };
    if (byCode.has(node.code)) throw new Error(`Duplicate category code ${node.code}`);
    byCode.set(node.code, info);
    tables.categories.push({
      id,
      parent_id: parent?.id ?? null,
      depth,
      position,
      show_in_menu: node.showInMenu ? 1 : 0,
      show_in_main_menu: node.showInMainMenu ? 1 : 0,
    });
    for (const ancestor of [...ancestors, id]) tables.category_closure.push({ ancestor_id: ancestor, descendant_id: id });
    node.children.forEach((child, index) => visit(child, info, [...ancestors, id], depth + 1, index + 1));
  };
  CATEGORY_TREE.forEach((root, index) => visit(root, null, [], 0, index + 1));
  return byCode;
}

function buildTags(tables: Tables): Map<string, { id: number; name: Translated }> {
  const tags = new Map<string, { id: number; name: Translated }>();
  Object.entries(TAGS).forEach(([code, name], index) => {
    const id = index + 1;
    tags.set(code, { id, name });
    tables.tags.push({ id, code });
    for (const locale of LOCALE_CODES) {
      tables.tag_translations.push({ tag_id: id, locale, name: name[locale], slug: slugify(name[locale]) });
    }
  });
  return tags;
}

/** Sizes are the same words everywhere ("50x70 cm"); the other values are translated. */
function buildAttributes(tables: Tables): Map<string, Map<string, number>> {
  const sizeNames = Object.fromEntries(ALL_SIZES.map((code) => [code, sameInAllLanguages(sizeLabel(code))]));
  const attributes: [string, Record<string, Translated>][] = [
    ['size', sizeNames],
    ['orientation', ORIENTATIONS],
    ['colour', COLOURS],
    ['style', STYLES],
  ];
  const result = new Map<string, Map<string, number>>();
  let valueId = 1;
  attributes.forEach(([code, values], index) => {
    const attributeId = index + 1;
    tables.attributes.push({ id: attributeId, code, position: index + 1 });
    const names = ATTRIBUTE_NAMES[code as keyof typeof ATTRIBUTE_NAMES];
    for (const locale of LOCALE_CODES) {
      tables.attribute_translations.push({ attribute_id: attributeId, locale, name: names[locale], slug: slugify(names[locale]) });
    }
    const valueIds = new Map<string, number>();
    Object.entries(values).forEach(([valueCode, name], position) => {
      const id = valueId++;
      valueIds.set(valueCode, id);
      tables.attribute_values.push({ id, attribute_id: attributeId, code: valueCode, position: position + 1 });
      for (const locale of LOCALE_CODES) {
        // Size slugs are the codes themselves ("50x70"), so filter URLs read naturally.
        const slug = code === 'size' ? valueCode : slugify(name[locale]);
        tables.attribute_value_translations.push({ value_id: id, locale, attribute_id: attributeId, name: name[locale], slug });
      }
    });
    result.set(code, valueIds);
  });
  return result;
}

function sameInAllLanguages(text: string): Translated {
  return Object.fromEntries(LOCALE_CODES.map((locale) => [locale, text])) as Translated;
}
