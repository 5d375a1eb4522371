import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AppEnv } from '../../context';
import { createTranslator } from '../../i18n';
import { errorPage, notFoundPage } from '../errors';

/**
 * docs/site.md "Client resilience": an error inside the error page shows a message and a link home. The layout's
 * render is made to fail, so worker/routes/errors.tsx takes its fallback branch.
 */
function contextWhoseRenderFails(code: 'de' | 'en') {
  let status = 200;
  const c = {
    var: { t: createTranslator(code), market: { locale: { code } } },
    // The renderer ran (its script nonce is set): the page's own render is what fails.
    get: (key: string) => (key === 'scriptNonce' ? 'nonce' : undefined),
    status: (value: number) => void (status = value),
    render: vi.fn(() => Promise.reject(new Error('the layout broke'))),
    html: (html: string, code?: number) =>
      new Response(html, { status: code ?? status, headers: { 'Content-Type': 'text/html; charset=UTF-8' } }),
    text: (text: string, code?: number) => new Response(text, { status: code ?? status }),
  };
  return c as unknown as Context<AppEnv> & { render: ReturnType<typeof vi.fn> };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('an error inside the error page', () => {
  it('gives a plain page with the message and a link home, with the route error’s status', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const c = contextWhoseRenderFails('de');
    const response = await errorPage(new HTTPException(503), c);
    expect(c.render).toHaveBeenCalled();
    expect(response.status).toBe(503);
    const html = await response.text();
    expect(html).toMatch(/^<!doctype html><html lang="de">/);
    expect(html).toContain('<h1>Etwas ist schiefgelaufen</h1>');
    expect(html).toContain('<p>Der Shop kann den Katalog gerade nicht erreichen. Bitte versuchen Sie es gleich noch einmal.</p>');
    expect(html).toContain('<a href="/">Zur Startseite</a>');
    expect(html).not.toContain('the layout broke');
  });

  it('for a 404 too: the not-found message and the way home', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const response = await notFoundPage(contextWhoseRenderFails('en'));
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain('<p>This page could not be found</p>');
    expect(html).toContain('<a href="/">Go to the start page</a>');
  });
});
