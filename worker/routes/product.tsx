import type { Context } from 'hono';
import { categoryCrumbs, deepestTrail } from '../../shared/breadcrumbs';
import { initialVariation, isFrameable, piecePrice, variationNameOf, type PurchaseProduct } from '../../shared/purchase';
import { LOCALE_CODES } from '../../shared/locales';
import { artistPath, productPath, translatedPaths } from '../../shared/routes';
import { htmlToText } from '../../shared/text';
import { ProductTemplate, type Category } from '../../shared/types';
import { Breadcrumbs } from '../components/browse/Breadcrumbs';
import { FrameSwatches, ProductAbout } from '../components/browse/ProductAbout';
import { purchasePanel } from '../components/browse/purchase-panel';
import { mainImage, purchaseProduct, thumbOf } from '../components/browse/purchase-props';
import { frameListOf } from '../components/browse/frame-list';
import { Island, islandMarkup } from '../components/island';
import { WishlistHeart } from '../components/ProductCard';
import { Await } from '../components/later';
import type { AppEnv } from '../context';
import { layoutDataOf, markBuiltOnFallback, shellLayoutOf } from '../layout-reads';
import { readPageProduct } from './product-read';
import { relatedPath } from './related';
import { productStructuredData } from './structured-data/product';
import { pageTitle, productTitleKind } from '../components/browse/page-title';

/** view_item (docs/shop-rules.md "Analytics events"), GA4 shape: the size the page opens with, one piece. */
function viewItemEvent(product: PurchaseProduct, currency: string): object[] {
  const first = initialVariation(product.variations);
  if (!first) return [];
  const { price } = piecePrice(first.prices, 1);
  // The same item as the cart's events describe (client/state/cart.ts): a variant only where the line has one.
  const variant = variationNameOf(product, first);
  const item = { item_id: first.sku, item_name: product.name, ...(variant ? { item_variant: variant } : {}), price, quantity: 1 };
  return [{ event: 'view_item', ecommerce: { currency, value: price, items: [item] } }];
}

/**
 * Product page. The product is critical (its absence is a 404), so it is the one round
 * trip owed before the first byte. The frames list (read at start with the layout, docs/browse.md "Screens")
 * travels beside it: the purchase panel is rendered once, with the frames that fit, rather
 * than twice; it never throws and falls back to no frames. The layout's reads stream in
 * later if they are slow, with the breadcrumbs. The related products are a fragment of their
 * own that the browser fetches as the shopper nears them (./related.tsx).
 */
export async function productRoute(c: Context<AppEnv>, slug: string) {
  const { api, t, market } = c.var;
  const code = market.locale.code;
  const layout = layoutDataOf(c);
  const product = await readPageProduct(api, slug);
  // The slug of this language (what the API names in `slugs`) is the page's address.
  const pageSlug = product.slugs?.[code] ?? product.slug;
  const path = productPath(code, pageSlug);
  const url = new URL(path, market.origin).toString();
  const image = mainImage(product);
  const isFrame = product.template_id === ProductTemplate.Frame;
  const framesRead = isFrame || isFrameable(product) ? await layout.frames() : { frames: [], hasFailed: false };
  if (framesRead.hasFailed) markBuiltOnFallback(c);
  // The frames travel once per language, at their own address (worker/components/browse/frame-list.ts).
  const frameList = framesRead.frames.length > 0 && !isFrame ? frameListOf(framesRead.frames, t, code) : null;

  const thumb = thumbOf(product);
  const purchase = purchaseProduct(product);
  // The purchase panel's variant for this product, and its props (docs/browse.md "Product page").
  const panel = purchasePanel({ product, frames: frameList, locale: market.locale, t, url, now: new Date() });
  // The panel is prerendered (worker/components/island.tsx); the head names the picture
  // React would have preloaded for it.
  const purchaseMarkup = panel && islandMarkup(panel.name, panel.component, panel.props, panel.shared);

  function Purchase() {
    if (!panel) return null;
    return (
      <Island
        name={panel.name}
        component={panel.component}
        props={panel.props}
        shared={panel.shared}
        markup={purchaseMarkup ?? undefined}
      />
    );
  }
  // The category tree was read beside the product (the layout's read, from the edge cache): the
  // breadcrumbs are written in place when it is here after the shell's wait, else they stream in.
  const { categories: tree } = await shellLayoutOf(c);
  function Crumbs({ tree }: { tree: Category[] }) {
    const trail = deepestTrail(tree, product.categories ?? []) ?? ([] as Category[]);
    const crumbs = [...categoryCrumbs(trail), { name: product.name, to: path }];
    return <Breadcrumbs crumbs={crumbs} label={t('browse.breadcrumbs')} origin={market.origin} />;
  }
  return c.render(
    <article className="product-page">
      <div className="product-crumbs">
        <Await value={tree}>{(categoryTree) => <Crumbs tree={categoryTree} />}</Await>
      </div>
      <header className="product-head">
        <div className="title-row">
          <h1>{product.name}</h1>
          <WishlistHeart product={product} t={t} />
        </div>
        {product.artist && (
          <p className="artist">
            <a href={artistPath(product.artist.slug)}>{t('product.by_artist', { name: product.artist.name })}</a>
          </p>
        )}
      </header>
      <Purchase />
      <div className="product-about">
        {isFrame && <FrameSwatches frames={framesRead.frames} current={product.id} locale={market.locale} t={t} />}
        <ProductAbout product={product} locale={market.locale} t={t} />
      </div>
      {/* Filled in by the browser as it nears the viewport (./related.tsx). */}
      <div className="related-slot" data-related={relatedPath(pageSlug)} />
      <div className="product-history">
        {/* The shopper's own list: filled in by client/islands/browse/recently-viewed.ts. */}
        <section
          className="recently-viewed"
          aria-labelledby="recently-viewed-title"
          data-recently-viewed={JSON.stringify({ to: path, name: product.name, thumb: thumb?.url ?? '' })}
          hidden
        >
          <h2 id="recently-viewed-title">{t('browse.product.recently_viewed')}</h2>
          <ul />
        </section>
      </div>
    </article>,
    {
      title: pageTitle(t, productTitleKind(product), product.name),
      description: htmlToText(product.description ?? '', 160),
      alternatePaths: translatedPaths(product.slugs ?? {}, productPath, LOCALE_CODES),
      canonicalPath: path,
      ogType: 'product',
      hasMarkdown: true,
      image: image?.url,
      structuredData: [
        productStructuredData(product, {
          locale: market.locale,
          t,
          url,
          imageUrl: (imagePath) => new URL(imagePath, market.origin).toString(),
        }),
      ],
      pageEvents: viewItemEvent(purchase, market.locale.currency),
      ...(purchaseMarkup ? { preloadImages: purchaseMarkup.preloads } : {}),
    },
  );
}
