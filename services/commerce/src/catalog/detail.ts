import { CUSTOM_TEMPLATES, decodeValues, encodeValues, TEMPLATE_FIELDS } from '../../../../shared/custom-poster/designs';
import type { LocaleCode } from '../../../../shared/locales';
import { ProductTemplate, type ProductDetail, type Tag } from '../../../../shared/types';
import type { Store } from '../context';
import { fill } from '../translated';
import { CUSTOM_FIELD_LABELS } from './custom-field-strings';
import { loadProducts } from './products';

interface DetailRow {
  description: string;
  custom_fields: string | null;
  custom_template: string | null;
  has_margin_option: number;
  has_bw_option: number;
}

const RELATED_COUNT = 8;

/** The product page's data for a slug in the store's language, or null. */
export async function loadProductDetail(db: D1Database, store: Store, slug: string, now: Date): Promise<ProductDetail | null> {
  const found = await db
    .prepare('SELECT product_id FROM product_translations WHERE locale = ? AND slug = ?')
    .bind(store.locale, slug)
    .first<{ product_id: number }>();
  if (!found) return null;
  const id = found.product_id;
  const [detail, categories, tags, slugs, parts, related] = await db.batch([
    db
      .prepare(
        `SELECT t.description, p.custom_fields, p.custom_template, p.has_margin_option, p.has_bw_option
         FROM products p JOIN product_translations t ON t.product_id = p.id AND t.locale = ? WHERE p.id = ?`,
      )
      .bind(store.locale, id),
    db.prepare('SELECT category_id FROM product_categories WHERE product_id = ? ORDER BY category_id').bind(id),
    db
      .prepare(
        `SELECT tt.tag_id AS id, tt.name, tt.slug FROM product_tags pt
         JOIN tag_translations tt ON tt.tag_id = pt.tag_id AND tt.locale = ? WHERE pt.product_id = ? ORDER BY tt.name`,
      )
      .bind(store.locale, id),
    db.prepare('SELECT locale, slug FROM product_translations WHERE product_id = ?').bind(id),
    db.prepare('SELECT part_id FROM product_parts WHERE product_id = ? ORDER BY position').bind(id),
    // Related: products sharing the most categories with this one, most popular first.
    db
      .prepare(
        `SELECT other.product_id AS id FROM product_categories mine
         JOIN product_categories other ON other.category_id = mine.category_id AND other.product_id != mine.product_id
         JOIN products p ON p.id = other.product_id
        WHERE mine.product_id = ?
        GROUP BY other.product_id ORDER BY COUNT(*) DESC, MAX(p.popularity) DESC, other.product_id LIMIT ${RELATED_COUNT}`,
      )
      .bind(id),
  ]);
  const row = detail!.results[0] as DetailRow | undefined;
  const partIds = (parts!.results as { part_id: number }[]).map((r) => r.part_id);
  const relatedIds = (related!.results as { id: number }[]).map((r) => r.id);
  // The product, its parts and the related products in one read (one D1 batch, not three).
  const records = await loadProducts(db, store, [id, ...partIds, ...relatedIds], now);
  const summariesOf = (ids: readonly number[]) => ids.flatMap((other) => records.get(other)?.summary ?? []);
  const partSummaries = summariesOf(partIds);
  const relatedSummaries = summariesOf(relatedIds);
  const record = records.get(id);
  if (!record || !row) return null;

  const custom = record.summary.template_id === ProductTemplate.CustomPoster ? customTemplate(row, store.locale) : null;
  return {
    ...record.summary,
    description: row.description,
    discount_category: record.discountCategory,
    categories: (categories!.results as { category_id: number }[]).map((r) => r.category_id),
    tags: tags!.results as unknown as Tag[],
    options: { margin: row.has_margin_option === 1, black_and_white: row.has_bw_option === 1 },
    ...(partSummaries.length > 0 ? { parts: partSummaries } : {}),
    ...(custom ? { custom_template: custom } : {}),
    related: relatedSummaries,
    slugs: Object.fromEntries((slugs!.results as { locale: LocaleCode; slug: string }[]).map((r) => [r.locale, r.slug])),
  };
}

type CustomTemplateAnswer = NonNullable<ProductDetail['custom_template']>;

/**
 * A custom poster's template (docs/designers.md "Custom poster editor"): the column
 * `custom_template` (migration 0016, JSON `{template, start}`) names the template its
 * editor and the render route fill and the values it opens with; its fields are the
 * template's own (TEMPLATE_FIELDS), so they always match what the editor writes. A row
 * without a template (none the shop knows) keeps its stored plain fields.
 */
function customTemplate(row: DetailRow, locale: LocaleCode): CustomTemplateAnswer | null {
  const named = row.custom_template ? (JSON.parse(row.custom_template) as { template?: string; start?: unknown }) : null;
  const template = CUSTOM_TEMPLATES.find((known) => known === named?.template);
  if (template) {
    const start = decodeValues(named?.start);
    return {
      template,
      fields: TEMPLATE_FIELDS[template].map((field) => ({ ...field, label: labelOf(field.key, locale) })),
      ...(start.ok && start.design.template === template ? { start: encodeValues(start.design) } : {}),
    };
  }
  if (!row.custom_fields) return null;
  const fields = JSON.parse(row.custom_fields) as { key: string; max: number }[];
  return { fields: fields.map((field) => ({ key: field.key, max: field.max, label: labelOf(field.key, locale) })) };
}

function labelOf(key: string, locale: LocaleCode): string {
  const line = /^line(\d)$/.exec(key);
  if (line) return fill(CUSTOM_FIELD_LABELS.line[locale], { n: line[1]! });
  return CUSTOM_FIELD_LABELS[key as keyof typeof CUSTOM_FIELD_LABELS]?.[locale] ?? key;
}
