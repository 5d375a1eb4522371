import { otherEntries, parseHistory, pushHistory, type HistoryEntry } from '../../../shared/history';

/** Its own key: the history is a convenience, not part of the persisted shop state (h057). */
const HISTORY_KEY = 'h057-history';

function readHistory(storage: Storage): HistoryEntry[] {
  try {
    return parseHistory(JSON.parse(storage.getItem(HISTORY_KEY) ?? '[]'));
  } catch {
    return [];
  }
}

function entryElement(item: HistoryEntry): HTMLLIElement {
  const li = document.createElement('li');
  const link = li.appendChild(document.createElement('a'));
  link.href = item.to;
  if (item.thumb) {
    const img = link.appendChild(document.createElement('img'));
    Object.assign(img, { src: item.thumb, width: 80, height: 80, alt: '', loading: 'lazy' });
  }
  link.appendChild(document.createElement('span')).textContent = item.name;
  return li;
}

/**
 * Recently viewed products (docs/browse.md "Product page") on a product page: the server renders
 * the section empty and hidden (the list is the shopper's, so cached HTML never holds
 * it); here, at load, the other entries are shown and this page is added to the list.
 */
export function showRecentlyViewed(section: HTMLElement, storage: Storage = localStorage): void {
  let current: HistoryEntry;
  try {
    current = JSON.parse(section.dataset.recentlyViewed ?? '') as HistoryEntry;
  } catch {
    return;
  }
  const list = readHistory(storage);
  const items = otherEntries(list, current.to);
  section.querySelector('ul')?.replaceChildren(...items.map(entryElement));
  section.hidden = items.length === 0;
  const next = pushHistory(list, current);
  if (next === list) return;
  try {
    storage.setItem(HISTORY_KEY, JSON.stringify(next));
  } catch {
    // Storage may be full or disabled; the list then starts afresh next time.
  }
}
