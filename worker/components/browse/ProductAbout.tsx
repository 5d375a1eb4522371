import type { Locale } from '../../../shared/locales';
import { artistPath, designerPath, designerPathWithPoster, productPath, tagPath } from '../../../shared/routes';
import { htmlToParagraphs } from '../../../shared/text';
import { ImageType, ProductTemplate, ProductType, type ProductDetail, type ProductSummary } from '../../../shared/types';
import type { Translate } from '../../i18n';
import { ProductGrid } from '../ProductCard';

/**
 * "Try it on a wall" (docs/wall-designer.md): a poster opens the gallery-wall designer
 * with itself in the first slot; a gallery wall, a set or a frame opens the designer.
 * Other products (gift cards, custom and photo posters) have no link.
 */
export function tryOnWallPath(product: Pick<ProductDetail, 'id' | 'type' | 'template_id'>, code: Locale['code']): string | null {
  if (product.template_id === ProductTemplate.Poster && product.type !== ProductType.SET) return designerPathWithPoster(code, product.id);
  const isWall = product.template_id === ProductTemplate.Wall || product.type === ProductType.DynamicBundle;
  return isWall || product.type === ProductType.SET || product.template_id === ProductTemplate.Frame ? designerPath(code) : null;
}

/** Description, the parts of a set or gallery wall, tags and the artist (server-only, no JS). */
export function ProductAbout({ product, locale, t }: { product: ProductDetail; locale: Locale; t: Translate }) {
  const paragraphs = htmlToParagraphs(product.description ?? '');
  const parts = product.parts ?? [];
  const tags = product.tags ?? [];
  const tryOnWall = tryOnWallPath(product, locale.code);
  return (
    <>
      {tryOnWall && (
        <p className="try-on-wall">
          {/* A poster's link carries its id (?poster=): one designer page under many addresses,
              not for crawlers (its canonical is the plain page, in the sitemap; robots.txt too). */}
          <a href={tryOnWall} className="button button-secondary" {...(tryOnWall.includes('?') ? { rel: 'nofollow' } : {})}>
            {t('designer.try_on_wall')}
          </a>
        </p>
      )}
      {paragraphs.length > 0 && (
        <section className="description">
          <h2>{t('browse.product.description')}</h2>
          {paragraphs.map((paragraph, i) => (
            <p key={i}>{paragraph}</p>
          ))}
        </section>
      )}
      {parts.length > 0 && (
        <section className="parts">
          <h2>
            {product.type === ProductType.DynamicBundle
              ? t('browse.product.wall_parts')
              : t('browse.product.set_parts', { count: parts.length })}
          </h2>
          {product.type === ProductType.DynamicBundle && <p className="muted">{t('browse.product.wall_frames')}</p>}
          <ProductGrid products={parts} locale={locale} t={t} />
        </section>
      )}
      {(tags.length > 0 || product.artist) && (
        <dl className="product-facts">
          {product.artist && (
            <>
              <dt>{t('browse.product.artist')}</dt>
              <dd>
                <a href={artistPath(product.artist.slug)}>{product.artist.name}</a>
              </dd>
            </>
          )}
          {tags.length > 0 && (
            <>
              <dt>{t('browse.product.tags')}</dt>
              <dd>
                <ul className="tag-list">
                  {tags.map((tag) => (
                    <li key={tag.id}>
                      <a href={tagPath(locale.code, tag.slug)}>{tag.name}</a>
                    </li>
                  ))}
                </ul>
              </dd>
            </>
          )}
        </dl>
      )}
    </>
  );
}

/** A frame's page shows every frame's swatch, so the finishes are one click apart. */
export function FrameSwatches({ frames, current, locale, t }: { frames: ProductSummary[]; current: number; locale: Locale; t: Translate }) {
  const swatches = frames.flatMap((frame) => {
    const swatch = frame.images.find((image) => image.t === ImageType.FrameSwatch);
    return swatch ? [{ frame, swatch }] : [];
  });
  if (swatches.length === 0) return null;
  return (
    <section className="swatches">
      <h2>{t('browse.product.finishes')}</h2>
      <ul>
        {swatches.map(({ frame, swatch }) => (
          <li key={frame.id}>
            <a href={productPath(locale.code, frame.slug)} aria-current={frame.id === current ? 'page' : undefined} title={frame.name}>
              <img src={swatch.url} width={56} height={56} alt="" loading="lazy" />
              <span>{frame.name}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
