/**
 * Markdown for agents (docs/browse.md "Markdown pages"): text escaped so data never becomes
 * markup, links with absolute addresses, and the answer every markdown page shares.
 */
import type { Context } from 'hono';
import type { AppEnv } from '../../context';

/**
 * CommonMark's punctuation that could start markup inside a line, escaped; line breaks and
 * runs of spaces folded into one (the no-break spaces of formatted prices kept).
 */
export function mdText(text: string): string {
  return text
    .replace(/[^\S\u00a0\u202f]+/g, ' ')
    .trim()
    .replace(/[\\`*_[\]<>#|~]/g, (ch) => `\\${ch}`);
}

/** A link whose text is escaped and whose address cannot end the link early (spaces, parentheses). */
export function mdLink(text: string, url: string): string {
  return `[${mdText(text)}](${url.replace(/[ ()]/g, (ch) => encodeURIComponent(ch))})`;
}

/** The markdown address of an HTML page's path: `.md` before the query (`/posters.md?page=2`). */
export function markdownPath(path: string): string {
  const query = path.indexOf('?');
  return query === -1 ? `${path}.md` : `${path.slice(0, query)}.md${path.slice(query)}`;
}

/**
 * A markdown page: `text/markdown` (RFC 7763), and a canonical link to its HTML page, so
 * search engines index the page rather than this copy of it (RFC 6596 in a Link header).
 */
export function markdownAnswer(c: Context<AppEnv>, lines: readonly string[], htmlUrl: string): Response {
  return c.body(
    `${lines
      .join('\n')
      .replace(/\n{3,}/g, '\n\n')
      .trim()}\n`,
    200,
    {
      'Content-Type': 'text/markdown; charset=utf-8',
      Link: `<${htmlUrl}>; rel="canonical"`,
    },
  );
}
