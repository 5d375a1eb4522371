import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { htmlToParagraphs, htmlToText } from './text';

describe('htmlToParagraphs', () => {
  it.each([
    ['<p>One.</p><p>Two &amp; three.</p>', ['One.', 'Two & three.']],
    ['Line<br>next<br/>last', ['Line', 'next', 'last']],
    ['<p>Safe<script>alert(1)</script> text</p>', ['Safe text']],
    ['<img src=x onerror=alert(1)>Caption', ['Caption']],
    ['&lt;b&gt; is shown, &#8364; &#x20AC;', ['<b> is shown, € €']],
    ['', []],
  ])('%s', (html, paragraphs) => {
    expect(htmlToParagraphs(html)).toEqual(paragraphs);
  });

  test.prop([fc.string().filter((s) => !s.includes('&'))])('no markup survives (without entities, which may spell < as text)', (html) => {
    for (const paragraph of htmlToParagraphs(html)) expect(paragraph).not.toMatch(/<[^>]*>/);
  });
});

describe('htmlToText', () => {
  it('shortens to the limit with an ellipsis', () => {
    expect(htmlToText('<p>abcdef</p>', 4)).toBe('abc…');
    expect(htmlToText('<p>abc</p>', 4)).toBe('abc');
  });
});
