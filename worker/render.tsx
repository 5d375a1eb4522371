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
  }
}

/** Starts the layout's own (deferred) reads; call before awaiting a page's critical data. */
export function startLayoutData(c: Context<AppEnv>): { categories: Promise<Category[]> } {
  return { categories: deferred(c.var.api.get('/api/product-categories', { v: 2 }, checkCategories), []) };
}

const layoutData = new WeakMap<Context, { categories: Promise<Category[]> }>();

export function layoutDataOf(c: Context<AppEnv>) {
  let data = layoutData.get(c);
  if (!data) {
    data = startLayoutData(c);
    layoutData.set(c, data);
  }
  return data;
}

/** Streaming React renderer: the shell is flushed before any Suspense boundary resolves. */
export const renderer = reactRenderer(
  ({ children, c, title, description, alternatePaths }) => {
    const ctx = c as unknown as Context<AppEnv>;
    const { market, domains, t } = ctx.var;
    const url = new URL(ctx.req.url);
    const path = url.pathname;
    const alternates = Object.fromEntries(
      LOCALE_CODES.map((code) => [code, urlForLocale(code, alternatePaths?.[code] ?? path, market, domains)]),
    ) as Record<LocaleCode, string>;
    return (
      <Document
        t={t}
        locale={market.locale}
        title={title}
        description={description}
        canonical={new URL(path, market.origin).toString()}
        alternates={alternates}
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
