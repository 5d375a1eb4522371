import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { escapeHtml } from './escape-html';
import { htmlToText } from './text';

describe('escapeHtml', () => {
  it('writes the five characters that end text or an attribute as entities, everything else as it is', () => {
    expect(escapeHtml(`<a href="x" title='y'>Tom & Jerry</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;Tom &amp; Jerry&lt;/a&gt;',
    );
    expect(escapeHtml('Fjäll 50×70 — “Nord”')).toBe('Fjäll 50×70 — “Nord”');
    expect(escapeHtml('&amp;')).toBe('&amp;amp;');
  });

  test.prop([fc.string()])('leaves no markup and reads back as the same text', (text) => {
    const escaped = escapeHtml(text);
    expect(escaped).not.toMatch(/[<>"']/);
    expect(escaped.replace(/&(amp|lt|gt|quot|#39);/g, '')).not.toContain('&');
    // The storefront reads such HTML back as text (shared/text.ts): it is the text given.
    const lines = text.split('\n').map((line) => line.replace(/\s+/g, ' ').trim());
    expect(htmlToText(`<p>${escaped}</p>`)).toBe(lines.filter(Boolean).join(' '));
  });
});
