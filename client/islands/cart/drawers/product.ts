/**
 * What the wishlist can add to the cart: a product page's answer (GET /api/products/{slug})
 * read defensively, one line per variation that is not out of stock.
 */
import { activeTiers, unitPrice } from '../../../../shared/pricing';
import type { PriceTier, Prices, ProductTemplate, ProductType } from '../../../../shared/types';
import { isRecord } from '../../../../shared/json';
import { listOf, stringOr } from '../../../state/validate';
import type { AddToCartLine } from '../contracts';

const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 0;
const isAmount = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value >= 0;

function parseTiers(value: unknown): PriceTier[] {
  return listOf(value, (tier) => (isRecord(tier) && isCount(tier.q) && isAmount(tier.p) ? { q: tier.q, p: tier.p } : null));
}

function parsePrices(value: unknown): Prices | null {
  if (!isRecord(value)) return null;
  const n = parseTiers(value.n);
  const c = parseTiers(value.c);
  return n.length === 0 ? null : c.length > 0 ? { n, c } : { n };
}

export function buyableLines(product: unknown): AddToCartLine[] {
  if (!isRecord(product) || !isCount(product.id) || typeof product.sku !== 'string') return [];
  const base = {
    product_id: product.id,
    name: stringOr(product.name, ''),
    slug: stringOr(product.slug, ''),
    thumb: '',
    type: (isCount(product.type) ? product.type : 1) as ProductType,
    template_id: (isCount(product.template_id) ? product.template_id : 1) as ProductTemplate,
    vat: isAmount(product.vat) ? product.vat : 0,
    group_id: isCount(product.group_id) ? product.group_id : 0,
    discount_category: stringOr(product.discount_category, null),
    categories: listOf(product.categories, (id) => (isCount(id) ? id : null)),
  };
  const line = (sku: string, prices: Prices, variationName: string | null): AddToCartLine => {
    const pricing = activeTiers(prices);
    return { ...base, sku, pricing, price: unitPrice(pricing, 1), ordinary_price: unitPrice(prices.n, 1), variation_name: variationName };
  };
  const variations = Array.isArray(product.variations) ? product.variations : [];
  if (variations.length === 0) {
    const prices = parsePrices(product.prices);
    return prices && product.stock_status !== 'outofstock' ? [line(product.sku, prices, null)] : [];
  }
  return listOf(variations, (variation) => {
    if (!isRecord(variation) || typeof variation.sku !== 'string' || variation.stock_status === 'outofstock') return null;
    const prices = parsePrices(variation.prices);
    return prices && line(variation.sku, prices, stringOr(variation.name, null));
  });
}
