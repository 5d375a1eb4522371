import type { Context, Handler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { ApiError } from '../../api/client';
import { checkWidget } from '../../api/checks';
import { parseContentPage, splitEmails, type ContentPage } from '../../components/site/widgets';
import type { AppEnv } from '../../context';
import { layoutDataOf } from '../../layout-reads';

/** A content page's path: one segment of lowercase letters, digits and hyphens (/about, /contact). */
const PAGE_PATH = /^\/([a-z0-9][a-z0-9-]{0,59})\/?$/;

/**
 * The last of the routes (docs/shop-rules.md "Routes"): wraps the wildcard category route
 * so that a path it does not know (404) is tried as a generic content page, the
 * commerce API's page-<slug> widget (docs/api.md). Neither: the 404 stands.
 */
export function orContentPage(route: Handler<AppEnv>): Handler<AppEnv> {
  return async (c, next) => {
    try {
      return await route(c, next);
    } catch (error) {
      if (!(error instanceof HTTPException && error.status === 404)) throw error;
      const page = await contentPageRoute(c);
      if (page) return page;
      throw error;
    }
  };
}

/** The content page a path names (/about → about), or null when it cannot be one. */
export function contentSlugOf(pathname: string): string | null {
  return PAGE_PATH.exec(pathname)?.[1] ?? null;
}

/**
 * The content page `slug` from the commerce API (marking the request a content page, for
 * its cache policy); null when the API has none or an unreadable one, 503 when it fails.
 */
export async function readContentPage(c: Context<AppEnv>, slug: string): Promise<ContentPage | null> {
  c.set('pageKind', 'content');
  try {
    return parseContentPage(await c.var.api.get(`/api/widget-by-slug/page-${slug}`, {}, checkWidget));
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw new HTTPException(503, { message: c.var.t('errors.unavailable'), cause: error });
  }
}

/** Renders the content page at this path, or null when the API has none (or an unreadable one). */
export async function contentPageRoute(c: Context<AppEnv>): Promise<Response | null> {
  const slug = contentSlugOf(new URL(c.req.url).pathname);
  if (!slug) return null;
  layoutDataOf(c);
  const page = await readContentPage(c, slug);
  if (!page) return null;
  return c.render(<ContentPageView page={page} />, {
    title: page.title,
    description: page.description,
    canonicalPath: `/${slug}`,
    hasMarkdown: true,
  });
}

function ContentPageView({ page }: { page: ContentPage }) {
  return (
    <article className="site-screen content-page">
      <h1>{page.title}</h1>
      {page.sections.map((section, index) => (
        <section key={index}>
          {section.heading && <h2>{section.heading}</h2>}
          {section.paragraphs.map((paragraph, i) => (
            <p key={i}>
              {splitEmails(paragraph).map((part, j) =>
                part.isEmail ? (
                  <a key={j} href={`mailto:${part.text}`}>
                    {part.text}
                  </a>
                ) : (
                  part.text
                ),
              )}
            </p>
          ))}
        </section>
      ))}
    </article>
  );
}
