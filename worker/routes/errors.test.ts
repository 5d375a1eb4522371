import { describe, expect, it } from 'vitest';
import { plainErrorPage } from './errors';

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
