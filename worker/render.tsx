import { reactRenderer } from '@hono/react-renderer';
import type { Context } from 'hono';
import { LOCALE_CODES, type LocaleCode } from '../shared/locales';
import type { Category } from '../shared/types';
import { checkCategories } from './api/checks';
import { deferred } from './api/client';
import { Document } from './components/Document';
import type { AppEnv } from './context';
import { urlForLocale } from './markets';

declare module '@hono/react-renderer' {
  interface Props {
    title?: string;
    description?: string;
    /** Path of this page per language, when it differs between languages (product pages). */
    alternatePaths?: Partial<Record<LocaleCode, string>>;
    /** Path plus the query that identifies this page (e.g. ?page=2); default: the path. */
    canonicalPath?: string;
    /** Absolute or root-relative image for link previews. */
    image?: string;
    ogType?: 'website' | 'product';
    structuredData?: object[];
  }
}

export interface LayoutData {
  categories: Promise<Category[]>;
}

/**
 * The layout's own reads (deferred: they never throw). Started once per request, and
 * early: a route calls this before awaiting its critical data so both travel together.
 */
export function layoutDataOf(c: Context<AppEnv>): LayoutData {
  let data = c.get('layout');
  if (!data) {
    data = { categories: deferred(c.var.api.get('/api/product-categories', { v: 2 }, checkCategories), []) };
    c.set('layout', data);
  }
  return data;
}

/** Streaming React renderer: the shell is flushed before any Suspense boundary resolves. */
export const renderer = reactRenderer(
  ({ children, c, title, description, alternatePaths, canonicalPath, image, ogType, structuredData }) => {
    const ctx = c as unknown as Context<AppEnv>;
    const { market, domains, t } = ctx.var;
    const url = new URL(ctx.req.url);
    const path = canonicalPath ?? url.pathname;
    const alternates = Object.fromEntries(
      LOCALE_CODES.map((code) => [code, urlForLocale(code, alternatePaths?.[code] ?? path, market, domains)]),
    ) as Record<LocaleCode, string>;
    return (
      <Document
        t={t}
        locale={market.locale}
        title={title}
        description={description}
        alternates={alternates}
        image={image ? new URL(image, alternates[market.locale.code]).toString() : undefined}
        ogType={ogType}
        structuredData={structuredData}
        categories={layoutDataOf(ctx).categories}
        year={new Date().getUTCFullYear()}
      >
        {children}
      </Document>
    );
  },
  {
    stream: { 'Content-Type': 'text/html; charset=UTF-8' },
    readableStreamOptions: {
      onError(error: unknown) {
        // Errors inside deferred boundaries render their fallback; log for operators.
        console.error('render error', error instanceof Error ? error.message : error);
      },
    },
  },
);
