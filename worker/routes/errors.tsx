import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { escapeHtml } from '../../shared/escape-html';
import type { AppEnv } from '../context';

/** 404 for any unknown route or a page whose data fails validation (docs/shop-rules.md "Error texts"). */
export function notFoundPage(c: Context<AppEnv>) {
  const { t } = c.var;
  c.status(404);
  return renderError(c, t('errors.not_found'), 404);
}

/** Route errors: the error page with the error's status, else 500 (docs/shop-rules.md "Error texts"). */
export function errorPage(error: Error, c: Context<AppEnv>) {
  const status = error instanceof HTTPException ? error.status : 500;
  if (status === 404) return notFoundPage(c);
  // With LOG_REQUESTS the request's log line carries the error and its cause (worker/middleware/request-log).
  if (status >= 500 && c.env?.LOG_REQUESTS !== 'true') console.error('route error', error.message, (error as { cause?: unknown }).cause);
  const t = c.var.t;
  if (!t) return c.text('Internal error', 500);
  // The error's own message when it has one meant for shoppers, else the generic text.
  const message =
    status === 503 ? t('errors.unavailable') : error instanceof HTTPException && error.message ? error.message : t('errors.generic');
  c.status(status as 500);
  return renderError(c, message, status);
}

/**
 * The error page inside the layout; if rendering that fails too (its shell throws), a
 * plain page with the message and a link home (docs/site.md "Client resilience": an error inside the error page).
 */
async function renderError(c: Context<AppEnv>, message: string, status: number): Promise<Response> {
  const { t, market } = c.var;
  const homeLabel = t('errors.go_home');
  const plainPage = (title: string) => c.html(plainErrorPage({ lang: market.locale.code, title, message, homeLabel }), status as 500);
  // Thrown before the renderer ran (the API proxy, picture copies, the hooks, the operator
  // view): no layout to render into (c.render would print the element as "[object Object]").
  // A call gets the API's JSON error, anything else the plain page.
  if (!c.get('scriptNonce')) return c.req.path.startsWith('/api/') ? c.json({ error: message }, status as 500) : plainPage(message);
  try {
    return await c.render(<ErrorMessage message={message} homeLabel={homeLabel} />, { title: message, findability: 'error' });
  } catch (error) {
    console.error('error page failed', error instanceof Error ? error.message : error);
    return plainPage(t('errors.error_page_failed'));
  }
}

/** A complete, self-contained error page (no layout, no data, no scripts). */
export function plainErrorPage({
  lang,
  title,
  message,
  homeLabel,
}: {
  lang: string;
  title: string;
  message: string;
  homeLabel: string;
}): string {
  return (
    `<!doctype html><html lang="${escapeHtml(lang)}"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head>` +
    `<body><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p><p><a href="/">${escapeHtml(homeLabel)}</a></p></main></body></html>`
  );
}

function ErrorMessage({ message, homeLabel }: { message: string; homeLabel: string }) {
  return (
    <section className="error-page">
      <h1>{message}</h1>
      <p>
        <a href="/">{homeLabel}</a>
      </p>
    </section>
  );
}
