/** A content page (about, delivery, returns, …) as markdown (docs/browse.md "Markdown pages"). */
import type { Context } from 'hono';
import type { AppEnv } from '../../context';
import { contentSlugOf, readContentPage } from '../site/content-page';
import { markdownAnswer, mdText } from './markdown';

/** The content page at `path` as markdown, or null when there is none. */
export async function contentMarkdownRoute(c: Context<AppEnv>, path: string): Promise<Response | null> {
  const slug = contentSlugOf(path);
  const page = slug ? await readContentPage(c, slug) : null;
  if (!page) return null;
  return markdownAnswer(
    c,
    [
      `# ${mdText(page.title)}`,
      '',
      ...page.sections.flatMap((section) => [
        ...(section.heading ? [`## ${mdText(section.heading)}`, ''] : []),
        ...section.paragraphs.flatMap((paragraph) => [mdText(paragraph), '']),
      ]),
    ],
    new URL(`/${slug}`, c.var.market.origin).toString(),
  );
}
