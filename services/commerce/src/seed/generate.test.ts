import { fc, test } from '@fast-check/vitest';
import { beforeAll, describe, expect, it } from 'vitest';
import { LOCALE_CODES } from '../../../../shared/locales';
import { ProductTemplate, ProductType } from '../../../../shared/types';
import { ARTIST_POSTER_SKU } from '../artists/review';
import { createRandom } from '../random';
import { slugify } from '../translated';
import { sampleOf } from './catalog/sets';
import { generateCatalog, MIN_PRODUCTS } from './generate';
import { insertStatements, sqlLiteral } from './sql';
import type { Row, Tables } from './tables';

let catalog: Tables;
beforeAll(() => {
  catalog = generateCatalog(createRandom(20240901), { products: 2000 });
});

const column = (rows: Row[], name: string) => rows.map((row) => row[name]);

describe('the generated catalog', () => {
  it('is the same for the same seed, and different for another', () => {
    const again = generateCatalog(createRandom(20240901), { products: 2000 });
    expect(again.products.slice(0, 50)).toEqual(catalog.products.slice(0, 50));
    expect(again.product_translations.slice(0, 200)).toEqual(catalog.product_translations.slice(0, 200));
    expect(again.variation_prices.slice(-100)).toEqual(catalog.variation_prices.slice(-100));
    const other = generateCatalog(createRandom(7), { products: 2000 });
    expect(other.products.slice(100, 150)).not.toEqual(catalog.products.slice(100, 150));
  });

  it('handed over in batches, it is the same catalog, parents always before children', () => {
    const batches: Tables[] = [];
    const rest = generateCatalog(createRandom(20240901), { products: 2000, onBatch: (tables) => batches.push(tables), batchSize: 300 });
    expect(batches.length).toBe(6);
    const seen = new Set<unknown>();
    for (const batch of [...batches, rest]) {
      for (const row of batch.products) seen.add(row.id);
      for (const row of batch.product_translations) expect(seen.has(row.product_id)).toBe(true);
      for (const row of batch.product_parts) expect(seen.has(row.part_id)).toBe(true);
    }
    for (const name of Object.keys(catalog) as (keyof Tables)[]) {
      expect(
        [...batches, rest].flatMap((batch) => batch[name]),
        name,
      ).toEqual(catalog[name]);
    }
  });

  it("leaves the artists' posters' skus free: an artist's poster of any id can be published", () => {
    const skus = [...catalog.products.map((row) => row.sku), ...catalog.variations.map((row) => row.sku)] as string[];
    expect(skus.filter((sku) => ARTIST_POSTER_SKU.test(sku.replace(/-.*$/, '')))).toEqual([]);
    // The accessories (hangers, kits, strips) are there, under their own letter.
    expect(skus.filter((sku) => sku.startsWith('H')).length).toBeGreaterThan(0);
  });

  it('holds exactly the requested number of products', () => {
    expect(catalog.products).toHaveLength(2000);
    expect(generateCatalog(createRandom(1), { products: MIN_PRODUCTS }).products).toHaveLength(MIN_PRODUCTS);
    expect(() => generateCatalog(createRandom(1), { products: MIN_PRODUCTS - 1 })).toThrow();
  });

  it.each(Object.entries(ProductType))('has products of type %s', (_name, type) => {
    expect(catalog.products.some((p) => p.type === type)).toBe(true);
  });

  it.each(Object.entries(ProductTemplate))('has products with template %s', (_name, template) => {
    expect(catalog.products.some((p) => p.template_id === template)).toBe(true);
  });

  it.each(['instock', 'lowstock', 'outofstock', 'backorder'])('has variations %s', (status) => {
    expect(catalog.variations.some((v) => v.stock_status === status)).toBe(true);
  });

  it('names every product, category and tag in all 19 languages', () => {
    expect(catalog.product_translations).toHaveLength(2000 * 19);
    for (const rows of [catalog.product_translations, catalog.category_translations, catalog.tag_translations]) {
      expect(rows.every((row) => typeof row.name === 'string' && row.name.trim().length > 0)).toBe(true);
    }
    const poster = catalog.product_translations.filter((row) => row.product_id === 100);
    expect(new Set(column(poster, 'locale'))).toEqual(new Set(LOCALE_CODES));
    expect(new Set(column(poster, 'name')).size).toBeGreaterThan(10);
  });

  it.each([
    ['product', 'product_translations', ['locale', 'slug']],
    ['category path', 'category_translations', ['locale', 'uri']],
    ['tag', 'tag_translations', ['locale', 'slug']],
  ] as const)('%s slugs are unique per language and plain ASCII', (_name, table, key) => {
    const rows = catalog[table];
    const keys = rows.map((row) => key.map((k) => row[k]).join('|'));
    expect(new Set(keys).size).toBe(keys.length);
    for (const row of rows) expect(String(row[key[1]])).toMatch(/^\/?[a-z0-9]+(-[a-z0-9]+)*(\/[a-z0-9]+(-[a-z0-9]+)*)*$/);
  });

  it('a repeated name gets the first free number, as plain counting from 2 would give', () => {
    const taken = new Map<unknown, Set<string>>();
    for (const row of catalog.product_translations) {
      const slugs = taken.get(row.locale) ?? new Set<string>();
      taken.set(row.locale, slugs);
      const base = slugify(String(row.name)) || 'product';
      let slug = base;
      for (let n = 2; slugs.has(slug); n++) slug = `${base}-${n}`;
      slugs.add(slug);
      expect(row.slug).toBe(slug);
    }
  });

  it('categories form trees at most three levels deep', () => {
    expect(Math.max(...catalog.categories.map((c) => Number(c.depth)))).toBe(2);
    const sv = catalog.category_translations.filter((row) => row.locale === 'sv');
    expect(column(sv, 'uri')).toContain('/affischer/natur/berg');
  });

  it('has 50+ artists with a bio in every language', () => {
    expect(catalog.artists.length).toBeGreaterThanOrEqual(50);
    expect(catalog.artist_bios).toHaveLength(catalog.artists.length * 19);
  });

  it('prices every variation in all four currencies, tiers getting cheaper', () => {
    const byVariation = new Map<unknown, Row[]>();
    for (const row of catalog.variation_prices)
      if (row.campaign_id === 0) byVariation.set(row.variation_id, [...(byVariation.get(row.variation_id) ?? []), row]);
    expect(byVariation.size).toBe(catalog.variations.length);
    for (const rows of byVariation.values()) {
      expect(new Set(column(rows, 'currency'))).toEqual(new Set(['SEK', 'DKK', 'GBP', 'EUR']));
      const sek = rows.filter((r) => r.currency === 'SEK').sort((a, b) => Number(a.q) - Number(b.q));
      for (let i = 1; i < sek.length; i++) expect(Number(sek[i]!.p)).toBeLessThan(Number(sek[i - 1]!.p));
    }
  });

  it('writes SQL that D1 accepts: statements under 100 KB, one per line', () => {
    const statements = insertStatements(catalog);
    const bytes = new TextEncoder();
    for (const statement of statements) {
      expect(bytes.encode(statement).length).toBeLessThan(100_000);
      expect(statement).not.toMatch(/\n/);
    }
    expect(sqlLiteral("l'été\nà Paris")).toBe("'l''été à Paris'");
  });
});

describe('sampleOf', () => {
  test.prop([fc.integer({ min: 1, max: 2 ** 31 - 1 }), fc.integer({ min: 0, max: 40 }), fc.integer({ min: 0, max: 8 })])(
    'chooses exactly what random.sample chooses',
    (seed, length, k) => {
      const items = Array.from({ length }, (_, i) => i);
      expect(sampleOf(createRandom(seed), items, k)).toEqual(createRandom(seed).sample(items, k));
    },
  );
});
