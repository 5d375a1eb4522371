/** Catalog products for the designer's tests (posters and frames as GET /api/products lists them). */
import { ImageType, ProductTemplate, ProductType, type ProductSummary, type Variation } from '../types';

const SIZES = ['21x30', '30x40', '50x70', '70x100', '30x30', '50x50'];

function variation(id: number, sku: string, size: string, price: number, isFrame: boolean): Variation {
  return {
    id,
    sku,
    name: `${size} cm`,
    prices: {
      n: [
        { q: 1, p: price },
        { q: 3, p: price - 2 },
      ],
    },
    stock_status: 'instock',
    ...(isFrame ? { size: `${size} cm` } : {}),
  };
}

/** A poster sold in `sizes` (each costing 100 + its index × 10), with a margin image. */
export function posterProduct(id: number, name: string, sizes: readonly string[] = ['30x40', '50x70']): ProductSummary {
  return {
    id,
    sku: `P${id}`,
    name,
    slug: name.toLowerCase().replace(/\W+/g, '-'),
    type: ProductType.Variation,
    template_id: ProductTemplate.Poster,
    images: [
      { t: ImageType.NoMargin, url: `/img/${id}-nm.svg`, w: 700, h: 1000 },
      { t: ImageType.Margin, url: `/img/${id}-m.svg`, w: 700, h: 1000 },
      { t: ImageType.Thumb, url: `/img/${id}-thumb.svg`, w: 280, h: 400 },
    ],
    variations: sizes.map((size, index) => variation(id * 100 + index, `P${id}-${size}`, size, 100 + index * 10, false)),
    group_id: 1,
    prices: { n: [{ q: 1, p: 100 }] },
    vat: 25,
    stock_status: 'instock',
  };
}

/** A frame with a variation for every poster size (each costing 50 + its index × 5). */
export function frameProduct(id: number, name: string, sizes: readonly string[] = SIZES): ProductSummary {
  return {
    id,
    sku: `F${id}`,
    name,
    slug: name.toLowerCase().replace(/\W+/g, '-'),
    type: ProductType.Variation,
    template_id: ProductTemplate.Frame,
    images: [
      { t: ImageType.Thumb, url: `/img/f${id}-thumb.svg`, w: 400, h: 400 },
      { t: ImageType.FrameSwatch, url: `/img/f${id}-swatch.svg`, w: 120, h: 120 },
    ],
    variations: sizes.map((size, index) => variation(id * 100 + index, `F${id}-${size}`, size, 50 + index * 5, true)),
    group_id: 2,
    prices: { n: [{ q: 1, p: 50 }] },
    vat: 25,
    stock_status: 'instock',
  };
}

export const catalogOf = (...products: ProductSummary[]) => new Map(products.map((product) => [product.id, product]));
