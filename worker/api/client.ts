import { entryOf } from '../cache/entries';
import { tagsOfHeaders } from '../cache/purge';
import { checkedAnswer } from './answers';
import { catalogTags, takeChecked } from './catalog-reads';
import { edgeCall, type EdgeContext } from './edge';

/** An error answer from the commerce API, with its status (404, 502, 504, ...). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** The commerce API's own 404: a definitive answer, not a failure. */
class NotFound extends ApiError {
  constructor(message: string) {
    super(404, message);
  }
}

/** Checks that an answer has the shape a page needs; returns it typed or throws. */
export type Check<T> = (value: unknown) => T;

export interface Api {
  /** GET a catalog resource as JSON, through the edge cache. Throws ApiError. */
  get<T>(path: string, query: Record<string, string | number | undefined>, check: Check<T>): Promise<T>;
  /** True once any read of this request failed (a page built on fallbacks is not cached). */
  hasFailed(): boolean;
  /** Like get, but also returns the x-records count header. */
  list<T>(path: string, query: Record<string, string | number | undefined>, check: Check<T>): Promise<{ data: T; records: number }>;
  /** The cache tags of everything read so far (shared/cache-tags.ts): what a page made of these reads shows. */
  tags(): string[];
  /**
   * Tags a page shows beyond its reads through this client: the merchant feeds read the
   * catalog past it (worker/routes/feeds) and name what they show here.
   */
  show(tags: readonly string[]): void;
}

/**
 * The page loaders' API client: the same edgeCall path the /api proxy uses, so a
 * deployment pointed at a real upstream renders the same pages with no other change.
 */
export function createApi(edge: EdgeContext): Api {
  let failed = false;
  const shown = new Set<string>();
  /**
   * Reads not answered from a stored entry (personal requests, answers the cache keeps out):
   * their tags are worked out only if a page made from them is stored (`tags()`), not per read.
   */
  const unstored: [path: string, query: URLSearchParams, json: unknown][] = [];
  async function request<T>(path: string, query: Record<string, string | number | undefined>, check: Check<T>) {
    try {
      return await read(path, query, check);
    } catch (error) {
      // An upstream that answers 404 has answered: a page without that part is complete
      // (an upstream without /api/artists or /api/tags still gets its pages cached).
      // Timeouts, 5xx and data that fails its check are failures.
      if (!(error instanceof NotFound)) failed = true;
      throw error;
    }
  }
  async function read<T>(path: string, query: Record<string, string | number | undefined>, check: Check<T>) {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, String(value));
    const response = await edgeCall({ method: 'GET', path, query: params }, edge);
    if (!response.ok) {
      await response.body?.cancel();
      const message = `${path} answered ${response.status}`;
      throw response.status === 404 ? new NotFound(message) : new ApiError(response.status, message);
    }
    const records = Number(response.headers.get('x-records') ?? 0);
    // An answer from the edge cache is the same bytes until it is replaced: what this read
    // makes of it is kept with the entry and reused (./answers.ts).
    const entry = entryOf(response);
    if (entry) {
      for (const tag of tagsOfHeaders(entry.headers)) shown.add(tag);
      await response.body?.cancel();
      return checkedAnswer(entry, check, () => {
        // Loaded just now, the bytes were parsed and checked by the edge cache already (./catalog-reads.ts).
        const known = takeChecked(entry.body, check);
        return { data: known ? (known.value as T) : checked(path, () => JSON.parse(new TextDecoder().decode(entry.body)), check), records };
      });
    }
    let json: unknown;
    try {
      json = await response.json();
    } catch {
      throw new ApiError(502, `${path} answered with invalid JSON`);
    }
    unstored.push([path, params, json]);
    return { data: checked(path, () => json, check), records };
  }
  function checked<T>(path: string, parse: () => unknown, check: Check<T>): T {
    let json: unknown;
    try {
      json = parse();
    } catch {
      throw new ApiError(502, `${path} answered with invalid JSON`);
    }
    try {
      return check(json);
    } catch (error) {
      // Data that fails validation is treated as absent (docs/browse.md "404 rules": validation failure is a 404).
      throw new ApiError(404, `${path}: ${(error as Error).message}`);
    }
  }
  return {
    get: async (path, query, check) => (await request(path, query, check)).data,
    list: request,
    hasFailed: () => failed,
    show: (tags) => {
      for (const tag of tags) shown.add(tag);
    },
    tags: () => {
      for (const [path, query, json] of unstored.splice(0))
        for (const tag of catalogTags({ method: 'GET', path, query }, json)) shown.add(tag);
      return [...shown];
    },
  };
}

/** A deferred read never throws: on failure it resolves to `fallback` (CONVENTIONS: deferred data). */
export function deferred<T>(promise: Promise<T>, fallback: T): Promise<T> {
  return promise.catch(() => fallback);
}
