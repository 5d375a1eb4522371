import { useEffect, useState } from 'react';
import { otherEntries, parseHistory, pushHistory, type HistoryEntry } from '../../../shared/history';

export interface RecentlyViewedProps {
  /** This page, added to the list once shown. */
  current: HistoryEntry;
  title: string;
}

/** Its own key: the history is a convenience, not part of the persisted shop state (h057). */
export const HISTORY_KEY = 'h057-history';

function readHistory(): HistoryEntry[] {
  try {
    return parseHistory(JSON.parse(localStorage.getItem(HISTORY_KEY) ?? '[]'));
  } catch {
    return [];
  }
}

/**
 * Recently viewed products (SPEC 4 history list). Empty on the server (the list is the
 * shopper's, so cached HTML never holds it); filled from storage after hydration.
 */
export default function RecentlyViewed({ current, title }: RecentlyViewedProps) {
  const [items, setItems] = useState<HistoryEntry[]>([]);
  useEffect(() => {
    const list = readHistory();
    setItems(otherEntries(list, current.to));
    const next = pushHistory(list, current);
    if (next === list) return;
    try {
      localStorage.setItem(HISTORY_KEY, JSON.stringify(next));
    } catch {
      // Storage may be full or disabled; the list then starts afresh next time.
    }
  }, [current]);
  if (items.length === 0) return null;
  return (
    <section className="recently-viewed" aria-labelledby="recently-viewed-title">
      <h2 id="recently-viewed-title">{title}</h2>
      <ul>
        {items.map((item) => (
          <li key={item.to}>
            <a href={item.to}>
              {item.thumb && <img src={item.thumb} width={80} height={80} alt="" loading="lazy" />}
              <span>{item.name}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
