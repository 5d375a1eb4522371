import { describe, expect, it } from 'vitest';
import { PAGE_VIEW_DELAY_MS, schedulePageView } from './page-view';
import { startTagManager, type TagManagerWindow } from './tag-manager';

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
