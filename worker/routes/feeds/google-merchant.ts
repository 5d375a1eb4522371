/**
 * Google Merchant Center's product data in RSS 2.0 with the `g:` namespace
 * (support.google.com/merchants/answer/7052112): one <item> per variant of ./items.ts.
 */
import type { StockStatus } from '../../../shared/types';
import { escapeXml } from '../browse/sitemap';
import { feedMoney, type FeedItem } from './items';
import { shippingPriceOf, type ShippingOption } from './shipping';
import type { FeedSource } from './source';

export const GOOGLE_NAMESPACE = 'http://base.google.com/ns/1.0';

/** Google's availability values (English, underscored). */
export const GOOGLE_AVAILABILITY: Record<StockStatus, string> = {
  instock: 'in_stock',
  lowstock: 'in_stock',
  outofstock: 'out_of_stock',
  // Printed to order: "Available to order" on the page; Google wants a date with it.
  backorder: 'backorder',
};

/**
 * How long after the feed a variant on backorder is expected to ship, for Google's
 * availability_date (required with backorder): the catalog states no date of its own.
 */
export const BACKORDER_DAYS = 14;

/** Characters XML 1.0 does not allow anywhere (C0 controls but tab, LF, CR; U+FFFE/F): dropped from texts. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point: XML 1.0 refuses them
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

const text = (value: string) => escapeXml(value.replace(NOT_XML, ''));
const element = (name: string, value: string | undefined) =>
  value === undefined || value === '' ? '' : `<g:${name}>${text(value)}</g:${name}>`;

/** One <g:shipping> per delivery method of the market. */
function shippingOf(item: FeedItem, options: ShippingOption[], country: string): string {
  return options
    .map((option) => {
      const price = shippingPriceOf(item, option);
      return (
        `<g:shipping>${element('country', country)}${element('service', option.service)}${element('price', feedMoney(price))}` +
        `${element('min_transit_time', String(option.leadDays[0]))}${element('max_transit_time', String(option.leadDays[1]))}</g:shipping>`
      );
    })
    .join('');
}

export function googleMerchantFormat(source: FeedSource, now: Date) {
  // ISO 8601 to the minute, in UTC, as Google's examples write it.
  const backorderDate = `${new Date(now.getTime() + BACKORDER_DAYS * 86_400_000).toISOString().slice(0, 16)}Z`;
  const head =
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    `<rss version="2.0" xmlns:g="${GOOGLE_NAMESPACE}">\n<channel>\n` +
    `<title>${text(source.brand)}</title>\n<link>${text(source.shopUrl)}</link>\n<description>${text(source.brand)}</description>\n`;
  const item = (entry: FeedItem) =>
    '<item>' +
    element('id', entry.id) +
    element('item_group_id', entry.groupId) +
    element('title', entry.title) +
    element('description', entry.description) +
    element('link', entry.link) +
    element('image_link', entry.imageLink) +
    entry.additionalImageLinks.map((link) => element('additional_image_link', link)).join('') +
    element('availability', GOOGLE_AVAILABILITY[entry.stock]) +
    (entry.stock === 'backorder' ? element('availability_date', backorderDate) : '') +
    element('price', feedMoney(entry.price)) +
    element('sale_price', entry.salePrice && feedMoney(entry.salePrice)) +
    element('condition', 'new') +
    element('brand', source.brand) +
    // Prints of the shop's own: no GTIN or MPN exists for them.
    element('identifier_exists', 'no') +
    element('google_product_category', entry.googleProductCategory) +
    element('product_type', entry.productType) +
    element('size', entry.size) +
    // The artist, for campaigns by artist (Google has no attribute of its own for it).
    element('custom_label_0', entry.artist?.slice(0, 100)) +
    shippingOf(entry, source.shipping, source.country) +
    '</item>\n';
  return { head, item, tail: '</channel>\n</rss>\n' };
}
