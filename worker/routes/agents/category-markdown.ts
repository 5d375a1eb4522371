/**
 * A category page as markdown (docs/browse.md "Markdown pages"): its name, subcategories and
 * one page of its products (the HTML page's own listing read, `?page=N` and `?sort=` alike),
 * each with its markdown address and price, and the neighbouring pages.
 */
import type { Context } from 'hono';
import { formatMoney } from '../../../shared/money';
import { productPath } from '../../../shared/routes';
import { derivePrice } from '../../../shared/pricing';
import type { ProductSummary } from '../../../shared/types';
import { lowestPrice } from '../../components/ProductCard';
import { isListed } from '../../components/site/CategoryNav';
import type { AppEnv } from '../../context';
import { categoryTrailAt, loadListing, pagePath, readListingState } from '../browse/listing';
import { markdownAnswer, markdownPath, mdLink, mdText } from './markdown';

/** The category at `path` as markdown, or null when no category has that path. */
export async function categoryMarkdownRoute(c: Context<AppEnv>, path: string): Promise<Response | null> {
  const { market, t } = c.var;
  const state = readListingState(c);
  const category = (await categoryTrailAt(c, path))?.at(-1);
  if (!category) return null;
  c.set('pageKind', 'category');
  const listing = await loadListing(c, { category: category.id }, state, null);
  const absolute = (to: string) => new URL(to, market.origin).toString();
  const children = category.children.filter(isListed);
  const pageOf = (page: number) => absolute(markdownPath(pagePath(category.uri, page)));
  return markdownAnswer(
    c,
    [
      `# ${mdText(category.name)}`,
      '',
      mdText(t('browse.category.description', { name: category.name })),
      '',
      ...(children.length > 0
        ? [
            `## ${mdText(t('browse.category.subcategories'))}`,
            '',
            ...children.map((child) => `- ${mdLink(child.name, absolute(markdownPath(child.uri)))}`),
            '',
          ]
        : []),
      `## ${mdText(t('browse.listing.count', { count: listing.records }))}${listing.pages > 1 ? `, ${mdText(t('browse.listing.page', { page: state.page }))}` : ''}`,
      '',
      ...(listing.products.length > 0
        ? listing.products.map((product) => `- ${productLine(c, product)}`)
        : [mdText(t('browse.listing.none_yet'))]),
      '',
      ...(state.page > 1 ? [`${mdLink(t('browse.listing.previous'), pageOf(state.page - 1))}`] : []),
      ...(state.page < listing.pages ? [`${mdLink(t('browse.listing.next'), pageOf(state.page + 1))}`] : []),
    ],
    absolute(pagePath(category.uri, state.page)),
  );
}

/** "[Misty lake](…/product/misty-lake.md): From 149 kr, by Astrid Lindqvist". */
function productLine(c: Context<AppEnv>, product: ProductSummary): string {
  const { t, market } = c.var;
  const amount = formatMoney(lowestPrice(product).price, market.locale);
  const hasRange = new Set(product.variations.map((variation) => derivePrice(variation.prices).price)).size > 1;
  const price = hasRange ? t('product.from_price', { price: amount }) : amount;
  const by = product.artist ? `, ${t('product.by_artist', { name: product.artist.name })}` : '';
  const url = new URL(markdownPath(productPath(market.locale.code, product.slug)), market.origin).toString();
  return `${mdLink(product.name, url)}: ${mdText(price + by)}`;
}
