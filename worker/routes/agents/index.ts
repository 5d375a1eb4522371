import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { PATH_WORDS } from '../../../locales/paths';
import { decodePathPart } from '../../../shared/http/path';
import { AGENT_PATHS } from '../../../shared/site-paths';
import { catalogPage } from '../../cache/route-policy';
import type { AppEnv } from '../../context';
import { categoryMarkdownRoute } from './category-markdown';
import { contentMarkdownRoute } from './content-markdown';
import { llmsTxtRoute } from './llms-txt';
import { productMarkdownRoute } from './product-markdown';
import { manifestRoute } from './manifest';

/**
 * What the shop offers agents and installing browsers (docs/browse.md "Agents" and
 * "Markdown pages", docs/site.md "Installing the shop"): /llms.txt, a markdown copy of
 * product, category and content pages at their address plus `.md`, and the market's web
 * app manifest. Catalog pages as far as caching goes: kept by the page cache under their
 * own address, so no answer varies by a request header (docs/browse.md "Markdown pages"
 * says why a `.md` address was chosen over `Accept: text/markdown`).
 */
export const agentRoutes = new Hono<AppEnv>();

agentRoutes.get(AGENT_PATHS.llmsTxt, catalogPage, llmsTxtRoute);
agentRoutes.get(AGENT_PATHS.manifest, catalogPage, manifestRoute);

/** `/{path}.md`: the page at `/{path}` as markdown; registered before the product and category routes. */
agentRoutes.get('/:path{.+\\.md}', catalogPage, async (c) => {
  // As the category route reads a path: decoded once, without a trailing slash.
  const path = decodePathPart(new URL(c.req.url).pathname.slice(0, -'.md'.length))?.replace(/\/+$/, '');
  if (!path) throw new HTTPException(404);
  const [, word, slug, ...rest] = path.split('/');
  if (word === PATH_WORDS[c.var.market.locale.code].product && slug && rest.length === 0) return productMarkdownRoute(c, slug);
  const page = (await categoryMarkdownRoute(c, path)) ?? (await contentMarkdownRoute(c, path));
  if (!page) throw new HTTPException(404);
  return page;
});
