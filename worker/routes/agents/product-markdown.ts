/**
 * A product page as markdown (docs/browse.md "Markdown pages"): what an agent shopping for
 * someone needs to choose and buy: name, artist, description, every size (or amount) with
 * its price and availability, what delivery costs. The prices and delivery are the product
 * page's structured data and the merchant feeds' (the same items, worker/routes/feeds).
 */
import type { Context } from 'hono';
import { EMAIL_DELIVERY } from '../../../shared/delivery';
import { formatMoney } from '../../../shared/money';
import { artistPath, productPath, tagPath } from '../../../shared/routes';
import { htmlToParagraphs } from '../../../shared/text';
import { ProductType } from '../../../shared/types';
import { deferred } from '../../api/client';
import type { AppEnv } from '../../context';
import { variantItems, type FeedItem } from '../feeds/items';
import { readDeliveryMethods, shippingOptionsOf } from '../feeds/shipping';
import { readPageProduct } from '../product-read';
import { deliveryLine } from './delivery-line';
import { markdownAnswer, mdLink, mdText } from './markdown';

export async function productMarkdownRoute(c: Context<AppEnv>, slug: string): Promise<Response> {
  c.set('pageKind', 'product');
  const { api, market, t } = c.var;
  const code = market.locale.code;
  const delivery = deferred(readDeliveryMethods(api, market.locale), []);
  const product = await readPageProduct(api, slug);
  const absolute = (path: string) => new URL(path, market.origin).toString();
  const url = absolute(productPath(code, product.slugs?.[code] ?? product.slug));
  const isGiftCard = product.type === ProductType.GiftCard;
  const items = variantItems(product, { locale: market.locale, productUrl: () => url, imageUrl: absolute, categories: [] });
  const shipping = shippingOptionsOf(isGiftCard ? [EMAIL_DELIVERY] : await delivery, market.locale, t);
  const hasSizes = items.length > 1 || items[0]?.size !== undefined;
  return markdownAnswer(
    c,
    [
      `# ${mdText(product.name)}`,
      '',
      product.artist ? `${mdLink(t('product.by_artist', { name: product.artist.name }), absolute(artistPath(product.artist.slug)))}\n` : '',
      items[0]?.imageLink ? `![${mdText(product.name)}](${items[0].imageLink})\n` : '',
      ...htmlToParagraphs(product.description ?? '').map((paragraph) => `${mdText(paragraph)}\n`),
      `## ${mdText(hasSizes ? t(isGiftCard ? 'browse.product.amount' : 'product.choose_size') : t('browse.product.quantity'))}`,
      '',
      ...items.map((item) => `- ${variantLine(c, item, hasSizes)}`),
      '',
      ...(shipping.length > 0
        ? [`## ${mdText(t('checkout.delivery_title'))}`, '', ...shipping.map((option) => `- ${deliveryLine(c, option)}`), '']
        : []),
      ...(product.tags.length > 0
        ? [
            `## ${mdText(t('browse.product.tags'))}`,
            '',
            product.tags.map((tag) => mdLink(tag.name, absolute(tagPath(code, tag.slug)))).join(', '),
            '',
          ]
        : []),
      `${mdLink(product.name, url)}`,
    ],
    url,
  );
}

/** "50x70 cm: 249 kr (Original price 299 kr), In stock". */
function variantLine(c: Context<AppEnv>, item: FeedItem, hasSizes: boolean): string {
  const { t, market } = c.var;
  const paid = formatMoney((item.salePrice ?? item.price).amount, market.locale);
  const was = item.salePrice ? ` (${t('browse.product.original_price')} ${formatMoney(item.price.amount, market.locale)})` : '';
  const label = hasSizes ? `${mdText(item.size ?? item.title)}: ` : '';
  return `${label}${mdText(paid + was)}, ${mdText(t(`stock_status.${item.stock}`))} (SKU ${mdText(item.id)})`;
}
