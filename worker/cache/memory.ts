/**
 * A small per-isolate LRU in front of the Workers Cache API: a hit costs a Map lookup
 * instead of a cache subrequest. Entries are bounded in count and bytes and carry the
 * time they were stored, so the same ttl/stale-while-revalidate rules apply to both levels.
 * It holds only what the shared cache may hold (worker/cache decides), never request state.
 */
export interface StoredAnswer {
  status: number;
  headers: [string, string][];
  body: Uint8Array<ArrayBuffer>;
  storedAt: number;
  /** Last moment (ms) the entry may be served at all (ttl + swr after storedAt). */
  expiresAt: number;
  /** When this isolate last knew the entry to be the one the Cache API holds (worker/cache MEMORY_TRUST_MS). */
  checkedAt?: number;
  /** A background refresh is under way (one per entry per isolate). */
  isRefreshing?: boolean;
}

export class MemoryCache {
  private readonly entries = new Map<string, StoredAnswer>();
  private bytes = 0;

  constructor(
    private readonly maxEntries = 500,
    private readonly maxBytes = 16 * 1024 * 1024,
  ) {}

  get(key: string, now: number): StoredAnswer | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    if (entry.expiresAt < now) {
      this.bytes -= entry.body.byteLength;
      return undefined;
    }
    this.entries.set(key, entry); // most recently used last
    return entry;
  }

  set(key: string, entry: StoredAnswer): void {
    if (entry.body.byteLength > this.maxBytes / 8) return; // one large answer must not flush the rest
    this.delete(key);
    this.entries.set(key, entry);
    this.bytes += entry.body.byteLength;
    for (const [oldest, old] of this.entries) {
      if (this.entries.size <= this.maxEntries && this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= old.body.byteLength;
    }
  }

  /** Forgets the entry under `key` (only if it is still `only`, when given). */
  delete(key: string, only?: StoredAnswer): void {
    const entry = this.entries.get(key);
    if (!entry || (only && entry !== only)) return;
    this.entries.delete(key);
    this.bytes -= entry.body.byteLength;
  }

  get size(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.bytes };
  }
}
