import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from '../context';
import { errorPage, plainErrorPage } from './errors';

describe('the page shown when the error page itself fails (docs/site.md "Client resilience")', () => {
  it('has a message and a link home in the language', () => {
    const html = plainErrorPage({
      lang: 'sv',
      title: 'Något gick fel',
      message: 'Sidan kunde inte hittas',
      homeLabel: 'Gå till startsidan',
    });
    expect(html).toMatch(/^<!doctype html><html lang="sv">/);
    expect(html).toContain('<title>Något gick fel</title>');
    expect(html).toContain('<p>Sidan kunde inte hittas</p>');
    expect(html).toContain('<a href="/">Gå till startsidan</a>');
  });

  it.each([
    ['<script>alert(1)</script>', '&lt;script&gt;alert(1)&lt;/script&gt;'],
    ['"quoted" & \'single\'', '&quot;quoted&quot; &amp; &#39;single&#39;'],
  ])('escapes %j', (message, escaped) => {
    const html = plainErrorPage({ lang: 'en', title: 'Error', message, homeLabel: 'Home' });
    expect(html).toContain(`<p>${escaped}</p>`);
    expect(html).not.toContain('<script>');
  });
});

describe('an error thrown before the renderer ran (the API proxy, picture copies, hooks, the operator view)', () => {
  // What the market middleware gives every request: its strings and language.
  const t = (key: string) => ({ 'errors.generic': 'Something went wrong', 'errors.go_home': 'Go to the start page' })[key] ?? key;
  function app() {
    const app = new Hono<AppEnv>();
    app.use((c, next) => {
      c.set('t', t as never);
      c.set('market', { locale: { code: 'en' } } as never);
      return next();
    });
    app.get('/api/products', () => {
      throw new Error('Neither API_ORIGIN nor the COMMERCE service binding is configured');
    });
    app.get('/__ops', () => {
      throw new HTTPException(503, { message: 'Not configured' });
    });
    app.onError(errorPage);
    return app;
  }

  it('answers a call with the JSON error the API gives, not the page printed as "[object Object]"', async () => {
    const response = await app().request('/api/products');
    expect(response.status).toBe(500);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await response.json()).toEqual({ error: 'Something went wrong' });
  });

  it('answers anything else with the plain error page, its status kept', async () => {
    const response = await app().request('/__ops');
    expect(response.status).toBe(503);
    const html = await response.text();
    expect(html).toMatch(/^<!doctype html><html lang="en">/);
    expect(html).toContain('<a href="/">Go to the start page</a>');
    expect(html).not.toContain('[object Object]');
  });
});
