import { describe, expect, it } from 'vitest';
import { PAGE_VIEW_DELAY_MS, schedulePageView } from './page-view';
import { containerIdOf, containerScriptUrl, loadContainer, startTagManager, type TagManagerWindow } from './tag-manager';

describe('tag manager stand-in', () => {
  it('announces itself and handles what was queued before it loaded', () => {
    const target: TagManagerWindow = { dataLayer: [{ event: 'page_view' }] };
    const manager = startTagManager(target, 1000);
    expect([...target.dataLayer!]).toEqual([{ event: 'page_view' }, { 'gtm.start': 1000, event: 'gtm.js' }]);
    target.dataLayer!.push({ event: 'add_to_cart' });
    expect(manager.handled).toEqual([{ event: 'page_view' }, { 'gtm.start': 1000, event: 'gtm.js' }, { event: 'add_to_cart' }]);
  });

  it('starts once', () => {
    const target: TagManagerWindow = {};
    const first = startTagManager(target, 1);
    expect(startTagManager(target, 2)).toBe(first);
    expect(target.dataLayer!.filter((e) => (e as { event?: string }).event === 'gtm.js')).toHaveLength(1);
  });
});

describe('the real container (GTM_ID)', () => {
  it.each([
    ['GTM-ABC1234', 'GTM-ABC1234'],
    [' gtm-abc1234 ', 'GTM-ABC1234'],
    ['', null],
    [undefined, null],
    ['UA-12345-1', null],
    ['GTM-', null],
    ['GTM-ABC"><script>', null],
    ['GTM-ABC1234&l=x', null],
  ])('%j is the container id %j', (value, expected) => {
    expect(containerIdOf(value)).toBe(expected);
  });

  /** Just enough of a document for the snippet: one script in the head. */
  function fakeDocument() {
    const inserted: { async: boolean; src: string }[] = [];
    const existing = { parentNode: { insertBefore: (script: { async: boolean; src: string }) => inserted.push(script) } };
    const doc = {
      querySelector: (selector: string) => (inserted.some((s) => selector.includes(s.src.split('?')[0]!)) ? inserted[0] : null),
      createElement: () => ({ async: false, src: '' }),
      getElementsByTagName: () => [existing],
      head: { appendChild: () => undefined },
    };
    return { doc: doc as unknown as Document, inserted };
  }

  it('keeps the dataLayer, pushes gtm.js with gtm.start, then adds the async script, once', () => {
    const target: TagManagerWindow = { dataLayer: [{ event: 'page_view' }] };
    const { doc, inserted } = fakeDocument();
    loadContainer(target, doc, 'GTM-ABC1234', 1000);
    loadContainer(target, doc, 'GTM-ABC1234', 2000);
    expect(target.dataLayer).toEqual([{ event: 'page_view' }, { 'gtm.start': 1000, event: 'gtm.js' }]);
    expect(inserted).toEqual([{ async: true, src: 'https://www.googletagmanager.com/gtm.js?id=GTM-ABC1234' }]);
    expect(containerScriptUrl('GTM-ABC1234')).toBe('https://www.googletagmanager.com/gtm.js?id=GTM-ABC1234');
    // The stand-in is not involved.
    expect(target.tagManager).toBeUndefined();
  });
});

describe('page_view', () => {
  it(`is pushed ${PAGE_VIEW_DELAY_MS} ms after the navigation, with the page as it is then`, () => {
    expect(PAGE_VIEW_DELAY_MS).toBe(250);
    const pushed: unknown[] = [];
    const scheduled: { run: () => void; ms: number }[] = [];
    let title = 'Loading';
    schedulePageView(
      (entry) => pushed.push(entry),
      () => ({ href: 'https://x/p', title, language: 'sv' }),
      (run, ms) => scheduled.push({ run, ms }),
    );
    expect(pushed).toEqual([]);
    expect(scheduled.map((s) => s.ms)).toEqual([250]);
    title = 'Poster | Artlane';
    scheduled[0]!.run();
    expect(pushed).toEqual([{ event: 'page_view', page_location: 'https://x/p', page_title: 'Poster | Artlane', page_language: 'sv' }]);
  });
});
