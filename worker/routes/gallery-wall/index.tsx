import { Hono, type Context } from 'hono';
import WallDesigner from '../../../client/islands/designer/WallDesigner';
import { PATH_WORDS } from '../../../locales/paths';
import { STRINGS } from '../../../locales';
import { LOCALE_CODES, type LocaleCode } from '../../../shared/locales';
import { designerPath } from '../../../shared/routes';
import { Island } from '../../components/island';
import type { AppEnv } from '../../context';
import { layoutDataOf } from '../../layout-reads';
import { catalogPage } from '../../cache/route-policy';

/**
 * The gallery-wall designer (issue 14, docs/wall-designer.md) at `/{designer word}` of the
 * language (locales/paths.ts); any other language's word leads there. The page is the same for every shopper: the server renders
 * the island's intro, and the browser reads the stored wall and the `wall` / `poster`
 * parameters (browser-only, shared/page-params.ts), so the page cache keeps one copy.
 */
export const galleryWallRoutes = new Hono<AppEnv>();

/** Every language's word (ASCII letters and hyphens), so no other address meets this route's cache declaration. */
const DESIGNER_WORDS = [...new Set(Object.values(PATH_WORDS).map((words) => words.designer))];

// The group keeps each word whole: a bare alternation matched any path containing a word (/x-bilderwand/y).
galleryWallRoutes.get(`/:word{(?:${DESIGNER_WORDS.join('|')})}`, catalogPage, (c) => {
  const { code } = c.var.market.locale;
  if (c.req.param('word') === PATH_WORDS[code].designer) return designerRoute(c);
  // Another language's word: a link made on another domain (a shared wall, a poster's
  // "Try it on a wall"). This domain's own page opens it, with its parameters (wall, poster).
  return c.redirect(`${designerPath(code)}${new URL(c.req.url).search}`, 301);
});

/** The page in every language (hreflang): the same for every request, so made once. */
const ALTERNATE_PATHS = Object.fromEntries(LOCALE_CODES.map((code) => [code, designerPath(code)])) as Record<LocaleCode, string>;

export function designerRoute(c: Context<AppEnv>) {
  const { t, market } = c.var;
  const { locale } = market;
  layoutDataOf(c);
  return c.render(
    <section className="designer-page">
      <h1>{t('designer.nav')}</h1>
      <Island
        name="WallDesigner"
        component={WallDesigner}
        props={{
          money: { iso: locale.iso, currency: locale.currency, currencyDecimals: locale.currencyDecimals },
          labels: STRINGS[locale.code].designer,
        }}
      />
    </section>,
    {
      title: t('designer.title'),
      description: t('designer.description'),
      alternatePaths: ALTERNATE_PATHS,
      canonicalPath: designerPath(locale.code),
      stylesheet: 'designer',
    },
  );
}
