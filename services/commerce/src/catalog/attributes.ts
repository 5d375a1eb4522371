import type { LocaleCode } from '../../../../shared/locales';
import type { ProductAttribute } from '../../../../shared/types';

/** An attribute as the API shows it, plus its language-neutral codes for filtering. */
export interface AttributeIndexEntry extends ProductAttribute {
  code: string;
  values: (ProductAttribute['values'][number] & { code: string })[];
}

interface Row {
  attribute_id: number;
  attribute_code: string;
  attribute_name: string;
  attribute_slug: string;
  value_id: number;
  value_code: string;
  value_name: string;
  value_slug: string;
}

/** All attributes with their values in one language, in display order. */
export async function loadAttributes(db: D1Database, locale: LocaleCode): Promise<AttributeIndexEntry[]> {
  const { results } = await db
    .prepare(
      `SELECT a.id AS attribute_id, a.code AS attribute_code, at.name AS attribute_name, at.slug AS attribute_slug,
              v.id AS value_id, v.code AS value_code, vt.name AS value_name, vt.slug AS value_slug
         FROM attributes a
         JOIN attribute_translations at ON at.attribute_id = a.id AND at.locale = ?1
         JOIN attribute_values v ON v.attribute_id = a.id
         JOIN attribute_value_translations vt ON vt.value_id = v.id AND vt.locale = ?1
        ORDER BY a.position, v.position`,
    )
    .bind(locale)
    .all<Row>();
  const byId = new Map<number, AttributeIndexEntry>();
  for (const row of results) {
    const entry = byId.get(row.attribute_id) ?? {
      id: row.attribute_id,
      code: row.attribute_code,
      name: row.attribute_name,
      slug: row.attribute_slug,
      values: [],
    };
    entry.values.push({ id: row.value_id, code: row.value_code, name: row.value_name, slug: row.value_slug });
    byId.set(row.attribute_id, entry);
  }
  return [...byId.values()];
}

/** Public shape (without the internal codes). */
export function publicAttribute(entry: AttributeIndexEntry): ProductAttribute {
  return { id: entry.id, name: entry.name, slug: entry.slug, values: entry.values.map(({ id, name, slug }) => ({ id, name, slug })) };
}

/**
 * Value ids for a filter. The attribute may be named by its code (size, colour…) or its
 * slug in the language; values by slug, code or id. Unknown values match nothing.
 * Returns undefined when the attribute itself is unknown.
 */
export function resolveAttributeFilter(index: AttributeIndexEntry[], key: string, values: string[]): number[] | undefined {
  const attribute = index.find((entry) => entry.code === key || entry.slug === key);
  if (!attribute) return undefined;
  return values.flatMap((value) => {
    const match = attribute.values.find((v) => v.slug === value || v.code === value || String(v.id) === value);
    return match ? [match.id] : [];
  });
}
