import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { AppEnv } from '../context';

/** 404 for any unknown route or a page whose data fails validation (SPEC 2 and 8). */
export function notFoundPage(c: Context<AppEnv>) {
  const { t } = c.var;
  c.status(404);
  return c.render(<ErrorMessage message={t('errors.not_found')} homeLabel={t('errors.go_home')} />, { title: t('errors.not_found') });
}

/** Route errors: the error page with the error's status, else 500 (SPEC 8). */
export function errorPage(error: Error, c: Context<AppEnv>) {
  const status = error instanceof HTTPException ? error.status : 500;
  if (status === 404) return notFoundPage(c);
  if (status >= 500) console.error('route error', error.message, (error as { cause?: unknown }).cause);
  const t = c.var.t;
  if (!t) return c.text('Internal error', 500);
  const message =
    status === 503 ? t('errors.unavailable') : error instanceof HTTPException && error.message ? error.message : t('errors.generic');
  c.status(status);
  try {
    return c.render(<ErrorMessage message={message} homeLabel={t('errors.go_home')} />, { title: message });
  } catch {
    // An error inside the error page: a plain message and a link home (SPEC 8).
    return c.html(`<!doctype html><p>${t('errors.generic')}</p><p><a href="/">${t('errors.go_home')}</a></p>`, status as 500);
  }
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
