import { LOCALE_CODES, type LocaleCode } from '../../../../../shared/locales';
import type { PriceTier, ProductTemplate, ProductType, StockStatus } from '../../../../../shared/types';
import { CURRENCIES, type Currency, type Orientation } from '../../catalog/constants';
import { searchRowid } from '../../catalog/search-index';
import { slugify, type Translated } from '../../translated';
import { TABLE_ORDER, type Tables } from '../tables';
import type { ArtistInfo } from './artists';
import type { Taxonomy } from './taxonomy';

export type PriceSet = Record<Currency, PriceTier[]>;

export interface NewProduct {
  sku: string;
  type: ProductType;
  template: ProductTemplate;
  group: number;
  discountCategory: string | null;
  artist: ArtistInfo | null;
  theme: string;
  palette?: string;
  seed: number;
  orientation?: Orientation;
  motifCount?: number;
  margin?: boolean;
  bw?: boolean;
  customFields?: { key: string; max: number }[];
  /** CustomPoster: the template its editor fills and the values it opens with (migration 0016). */
  customTemplate?: { template: string; start: Record<string, string> };
  popularity: number;
  publishedAt: string;
  name: Translated;
  description: Translated;
  /** Category codes (leaves); ancestors are implied by the closure table. */
  categories: string[];
  tags: string[];
  /** [attribute code, value code] pairs. */
  attributes: [string, string][];
}

export interface NewVariation {
  sku: string;
  sizeCode: string | null;
  stock: { status: StockStatus; quantity: number | null };
  prices: PriceSet;
  campaign?: { id: number; prices: PriceSet };
}

const ROMAN = ['', '', ' II', ' III', ' IV', ' V', ' VI', ' VII', ' VIII', ' IX', ' X'];

/**
 * Turns product descriptions into table rows: ids, translated names made unique
 * (a repeated name gets a roman numeral, in every language alike), slugs unique
 * per language, category/tag/attribute links and the full-text search row.
 */
export class CatalogWriter {
  private nextProductId = 1;
  private nextVariationId = 1;
  private readonly nameCounts = new Map<string, number>();
  private readonly variationCounts = new Map<number, number>();
  /** product id -> currency -> lowest single-piece normal price (the price sorts' key). */
  private readonly fromPrices = new Map<number, Map<Currency, number>>();
  /** "product id:campaign id" -> currency -> lowest single-piece campaign price. */
  private readonly campaignFromPrices = new Map<string, Map<Currency, number>>();
  private readonly slugsByLocale = new Map<LocaleCode, Set<string>>(LOCALE_CODES.map((code) => [code, new Set<string>()]));

  private productsInBatch = 0;
  /** language/base slug -> the last number appended to it. */
  private readonly lastSuffix = new Map<string, number>();

  constructor(
    private readonly tables: Tables,
    private readonly taxonomy: Taxonomy,
    /** Receives every row written so far, each `batchSize` products (large catalogs). */
    private readonly onBatch?: (tables: Tables) => void,
    private readonly batchSize = 500,
  ) {}

  /** Hands the rows over and starts the tables afresh: a product's rows are complete once the next one starts. */
  private flush(): void {
    if (!this.onBatch) return;
    const batch = {} as Tables;
    for (const name of TABLE_ORDER) {
      batch[name] = this.tables[name];
      this.tables[name] = [];
    }
    this.productsInBatch = 0;
    this.onBatch(batch);
  }

  /** The name with " II", " III"… appended when the same name was used before. */
  uniqueName(name: Translated): Translated {
    const suffix = this.repeatSuffix(name.en);
    return Object.fromEntries(LOCALE_CODES.map((code) => [code, `${name[code]}${suffix}`])) as Translated;
  }

  /** "" the first time a key is seen, then " II", " III"… (same in every language). */
  repeatSuffix(key: string): string {
    const count = (this.nameCounts.get(key) ?? 0) + 1;
    this.nameCounts.set(key, count);
    return ROMAN[count] ?? ` ${count}`;
  }

  /** The id the next addProduct call will use (products' skus are built from it). */
  peekProductId(): number {
    return this.nextProductId;
  }

  addProduct(product: NewProduct): number {
    if (this.onBatch && ++this.productsInBatch > this.batchSize) {
      this.flush();
      this.productsInBatch = 1;
    }
    const id = this.nextProductId++;
    this.tables.products.push({
      id,
      sku: product.sku,
      type: product.type,
      template_id: product.template,
      group_id: product.group,
      discount_category: product.discountCategory,
      artist_id: product.artist?.id ?? null,
      theme: product.theme,
      palette: product.palette ?? 'any',
      art_seed: product.seed,
      orientation: product.orientation ?? 'portrait',
      motif_count: product.motifCount ?? 1,
      has_margin_option: product.margin ? 1 : 0,
      has_bw_option: product.bw ? 1 : 0,
      custom_fields: product.customFields ? JSON.stringify(product.customFields) : null,
      custom_template: product.customTemplate ? JSON.stringify(product.customTemplate) : null,
      popularity: product.popularity,
      published_at: product.publishedAt,
    });
    const categories = [...new Set(product.categories)].map((code) => {
      const category = this.taxonomy.categories.get(code);
      if (!category) throw new Error(`Unknown category ${code}`);
      this.tables.product_categories.push({ product_id: id, category_id: category.id });
      return category;
    });
    const tags = [...new Set(product.tags)].map((code) => {
      const tag = this.taxonomy.tags.get(code);
      if (!tag) throw new Error(`Unknown tag ${code}`);
      this.tables.product_tags.push({ product_id: id, tag_id: tag.id });
      return tag;
    });
    const valueIds = new Set<number>();
    for (const [attribute, value] of product.attributes) {
      const valueId = this.taxonomy.attributeValues.get(attribute)?.get(value);
      if (valueId === undefined) throw new Error(`Unknown attribute value ${attribute}=${value}`);
      valueIds.add(valueId);
    }
    for (const valueId of valueIds) this.tables.product_attribute_values.push({ product_id: id, value_id: valueId });

    for (const locale of LOCALE_CODES) {
      const name = product.name[locale];
      this.tables.product_translations.push({
        product_id: id,
        locale,
        name,
        slug: this.claimSlug(locale, name),
        description: product.description[locale],
      });
      const keywords = [
        ...categories.flatMap((category) => category.hierarchy[locale]),
        ...tags.map((tag) => tag.name[locale]),
        product.artist?.name ?? '',
      ];
      this.tables.product_search.push({
        rowid: searchRowid(locale, product.popularity, id),
        product_id: id,
        locale,
        name,
        keywords: [...new Set(keywords)].join(' ').trim(),
      });
    }
    return id;
  }

  addVariation(productId: number, variation: NewVariation): number {
    const id = this.nextVariationId++;
    const position = (this.variationCounts.get(productId) ?? 0) + 1;
    this.variationCounts.set(productId, position);
    this.tables.variations.push({
      id,
      product_id: productId,
      sku: variation.sku,
      position,
      size_code: variation.sizeCode,
      stock_status: variation.stock.status,
      stock_quantity: variation.stock.quantity,
    });
    this.addPrices(id, 0, variation.prices);
    lowerFromPrice(this.fromPrices, productId, variation.prices);
    if (variation.campaign) {
      this.addPrices(id, variation.campaign.id, variation.campaign.prices);
      lowerFromPrice(this.campaignFromPrices, `${productId}:${variation.campaign.id}`, variation.campaign.prices);
    }
    return id;
  }

  addParts(productId: number, partIds: number[]): void {
    partIds.forEach((partId, index) => this.tables.product_parts.push({ product_id: productId, part_id: partId, position: index + 1 }));
  }

  private addPrices(variationId: number, campaignId: number, prices: PriceSet): void {
    for (const currency of CURRENCIES) {
      for (const tier of prices[currency]) {
        this.tables.variation_prices.push({ variation_id: variationId, currency, campaign_id: campaignId, q: tier.q, p: tier.p });
      }
    }
  }

  /** Writes the derived rows (the price sorts' keys, docs/browse.md) once every product is added. */
  finish(): void {
    for (const [productId, prices] of this.fromPrices) {
      for (const [currency, price] of prices) this.tables.product_sort_prices.push({ product_id: productId, currency, price });
    }
    for (const [key, prices] of this.campaignFromPrices) {
      const [productId, campaignId] = key.split(':').map(Number);
      for (const [currency, price] of prices) {
        this.tables.campaign_sort_prices.push({ product_id: productId!, currency, campaign_id: campaignId!, price });
      }
    }
  }

  /**
   * A slug unique within its language: the name's slug, or with -2, -3… appended. The
   * search for a free number resumes after the last one given to that base (every number
   * below it is taken), so a name repeated thousands of times costs no more than once.
   */
  private claimSlug(locale: LocaleCode, name: string): string {
    const taken = this.slugsByLocale.get(locale)!;
    const base = slugify(name) || 'product';
    let slug = base;
    if (taken.has(slug)) {
      const key = `${locale}/${base}`;
      let n = (this.lastSuffix.get(key) ?? 1) + 1;
      for (slug = `${base}-${n}`; taken.has(slug); n++) slug = `${base}-${n + 1}`;
      this.lastSuffix.set(key, n);
    }
    taken.add(slug);
    return slug;
  }
}

/** Lowers `key`'s from-prices to the single-piece prices of `prices` where they are lower. */
function lowerFromPrice<K>(fromPrices: Map<K, Map<Currency, number>>, key: K, prices: PriceSet): void {
  const current = fromPrices.get(key) ?? new Map<Currency, number>();
  for (const currency of CURRENCIES) {
    const single = prices[currency].find((tier) => tier.q === 1);
    if (single && (current.get(currency) ?? Infinity) > single.p) current.set(currency, single.p);
  }
  fromPrices.set(key, current);
}
