/**
 * Pinterest catalogs' data source as CSV (help.pinterest.com, "Before you get started with
 * catalogs"): a header row of Pinterest's column names, one row per variant of ./items.ts,
 * fields quoted as RFC 4180 says.
 */
import type { StockStatus } from '../../../shared/types';
import { feedMoney, type FeedItem } from './items';
import { shippingPriceOf, type ShippingOption } from './shipping';
import type { FeedSource } from './source';

/** Pinterest's availability values: "in stock", "out of stock", "preorder". */
export const PINTEREST_AVAILABILITY: Record<StockStatus, string> = {
  instock: 'in stock',
  lowstock: 'in stock',
  outofstock: 'out of stock',
  // "Available to order": printed to order, so it can be bought now.
  backorder: 'in stock',
};

export const PINTEREST_COLUMNS = [
  'id',
  'item_group_id',
  'title',
  'description',
  'link',
  'image_link',
  'additional_image_link',
  'availability',
  'price',
  'sale_price',
  'condition',
  'brand',
  'google_product_category',
  'product_type',
  'size',
  'shipping',
  'custom_label_0',
] as const;

/** One CSV field: quoted when it holds a comma, a quote or a line break, quotes doubled (RFC 4180). */
export function csvField(value: string | undefined): string {
  if (value === undefined) return '';
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** Pinterest's shipping column: `country::service:price` per method, comma-separated (free from the threshold). */
function shippingOf(item: FeedItem, options: ShippingOption[], country: string): string {
  return options
    .map((option) => `${country}::${option.service.replace(/[:,]/g, ' ')}:${feedMoney(shippingPriceOf(item, option))}`)
    .join(',');
}

export function pinterestFormat(source: FeedSource) {
  const row = (item: FeedItem) => {
    const values: Record<(typeof PINTEREST_COLUMNS)[number], string | undefined> = {
      id: item.id,
      item_group_id: item.groupId,
      title: item.title,
      description: item.description,
      link: item.link,
      image_link: item.imageLink,
      additional_image_link: item.additionalImageLinks.join(',') || undefined,
      availability: PINTEREST_AVAILABILITY[item.stock],
      price: feedMoney(item.price),
      sale_price: item.salePrice && feedMoney(item.salePrice),
      condition: 'new',
      brand: source.brand,
      google_product_category: item.googleProductCategory,
      product_type: item.productType,
      size: item.size,
      shipping: shippingOf(item, source.shipping, source.country),
      custom_label_0: item.artist,
    };
    return `${PINTEREST_COLUMNS.map((column) => csvField(values[column])).join(',')}\r\n`;
  };
  return { head: `${PINTEREST_COLUMNS.join(',')}\r\n`, item: row, tail: '' };
}
