import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { newsletterBannerText, parseContentPage, parseFooterColumns, splitEmails, storeMessageText } from './widgets';

const widget = (content: string, hidden = false) => ({ content, hidden });

describe('store message (docs/site.md "Layout": not hidden and longer than 20 characters)', () => {
  it.each([
    [widget('<p>Free delivery this week on all frames!</p>'), ['Free delivery this week on all frames!']],
    [widget('<p>12345678901234567890</p>'), null],
    [widget('<p>123456789012345678901</p>'), ['123456789012345678901']],
    [widget('<p><b>Short</b></p>            '), null],
    [widget('<p>Free delivery this week on all frames!</p>', true), null],
    [null, null],
  ])('%j → %j', (value, expected) => {
    expect(storeMessageText(value)).toEqual(expected);
  });

  test.prop([fc.string({ maxLength: 60 })])('whatever is shown is longer than 20 characters and holds no markup', (text) => {
    const shown = storeMessageText(widget(`<p>${text}</p>`));
    if (shown) {
      expect(shown.join(' ').length).toBeGreaterThan(20);
      for (const line of shown) expect(line).not.toMatch(/<[a-z/]/i);
    }
  });
});

describe('newsletter banner', () => {
  it('takes the heading as title and the rest as text', () => {
    expect(newsletterBannerText(widget('<h2>Get 10 % off</h2><p>New art every week.</p>'))).toEqual({
      title: 'Get 10 % off',
      text: ['New art every week.'],
    });
  });
  it.each([[widget('<h2>x</h2>', true)], [widget('   ')], [null]])('shows nothing for %j', (value) => {
    expect(newsletterBannerText(value)).toBeNull();
  });
});

describe('footer columns', () => {
  const json = (columns: unknown) => widget(JSON.stringify({ columns }));
  it('reads the columns of the widget', () => {
    const columns = [
      {
        title: 'Customer service',
        links: [
          { label: 'Contact', url: '/contact' },
          { label: 'Blog', url: 'https://blog.example.com/' },
        ],
      },
    ];
    expect(parseFooterColumns(json(columns))).toEqual(columns);
  });

  it.each([
    ['unreadable JSON', widget('{columns:')],
    ['no columns', widget('{"rows": []}')],
    ['a hidden widget', { ...json([{ title: 'A', links: [{ label: 'B', url: '/b' }] }]), hidden: true }],
    ['a column without a title', json([{ links: [{ label: 'B', url: '/b' }] }])],
    [
      'only unsafe links',
      json([
        {
          title: 'A',
          links: [
            { label: 'x', url: 'javascript:alert(1)' },
            { label: 'y', url: '//evil.example' },
          ],
        },
      ]),
    ],
    ['null', null],
  ])('%s gives no columns', (_name, value) => {
    expect(parseFooterColumns(value)).toEqual([]);
  });

  it('drops the bad links of a column and keeps the good ones', () => {
    const columns = parseFooterColumns(
      json([
        {
          title: 'A',
          links: [
            { label: 'ok', url: '/ok' },
            { label: 'bad', url: 'data:text/html,x' },
            { label: 5, url: '/n' },
          ],
        },
      ]),
    );
    expect(columns).toEqual([{ title: 'A', links: [{ label: 'ok', url: '/ok' }] }]);
  });

  test.prop([fc.jsonValue()])('never throws, whatever JSON arrives', (value) => {
    expect(() => parseFooterColumns(widget(JSON.stringify(value)))).not.toThrow();
  });
});

describe('content pages (page-<slug> widgets)', () => {
  const json = (value: unknown, hidden = false) => widget(JSON.stringify(value), hidden);
  const page = {
    title: 'Contact us',
    description: 'How to reach us.',
    sections: [{ paragraphs: ['Write to hello@artlane.example.'] }, { heading: 'Opening hours', paragraphs: ['Monday to Friday.'] }],
  };

  it('reads title, description and sections', () => {
    expect(parseContentPage(json(page))).toEqual(page);
  });

  it('drops empty sections and paragraphs, and uses the title when there is no description', () => {
    const value = {
      title: 'About',
      sections: [
        { heading: 'Empty', paragraphs: ['  '] },
        { heading: 3, paragraphs: ['Kept', 7] },
      ],
    };
    expect(parseContentPage(json(value))).toEqual({ title: 'About', description: 'About', sections: [{ paragraphs: ['Kept'] }] });
  });

  it.each([
    ['a hidden widget', json(page, true)],
    ['unreadable JSON', widget('{"title":')],
    ['no title', json({ ...page, title: ' ' })],
    ['no sections', json({ title: 'About' })],
    ['only empty sections', json({ title: 'About', sections: [{ paragraphs: [] }] })],
    ['JSON null', widget('null')],
    ['no widget', null],
  ])('%s is not a page', (_, value) => {
    expect(parseContentPage(value)).toBeNull();
  });
});

describe('e-mail addresses in page text', () => {
  it('are split out to be linked', () => {
    expect(splitEmails('Write to hello@artlane.example and we answer.')).toEqual([
      { text: 'Write to ', isEmail: false },
      { text: 'hello@artlane.example', isEmail: true },
      { text: ' and we answer.', isEmail: false },
    ]);
    expect(splitEmails('No address here.')).toEqual([{ text: 'No address here.', isEmail: false }]);
  });

  test.prop([fc.string()])('joining the parts gives the text back', (value) => {
    expect(
      splitEmails(value)
        .map((part) => part.text)
        .join(''),
    ).toBe(value);
  });
});
