/**
 * Telling the storefront what changed in the catalog (docs/operations.md "Refresh on change").
 *
 * A change is written to catalog_changes in the same D1 batch as the change itself, so none
 * is lost if the Worker stops; it is then posted, signed, to CATALOG_WEBHOOK_URL (the
 * storefront's /__hooks/catalog) at once, and the every-minute cron posts again whatever was
 * not delivered, with growing pauses, for a day. Without a URL and secret nothing is posted
 * (the rows stay, undelivered, and are trimmed after a week).
 */
import { tags as tagOf } from '../../../../shared/cache-tags';
import { signatureHeader } from '../../../../shared/http/signature';
import type { CatalogChange } from '../../../../shared/schemas/catalog-change';
import type { CommerceBindings } from '../context';

/** The embedded storefront's address through the STOREFRONT service binding. */
export const LOCAL_STOREFRONT_ORIGIN = 'http://storefront.internal';

const TIMEOUT_MS = 5_000;
/** Deliveries tried at most this often (the first at once, then by the cron). */
const MAX_ATTEMPTS = 12;
const KEEP_DAYS = 7;

/** Each category's tag and its ancestors' (a category's list shows its subcategories' products too). */
export async function categoryTags(db: D1Database, categoryIds: number[]): Promise<string[]> {
  if (categoryIds.length === 0) return [];
  const { results } = await db
    .prepare('SELECT DISTINCT ancestor_id AS id FROM category_closure WHERE descendant_id IN (SELECT value FROM json_each(?))')
    .bind(JSON.stringify(categoryIds))
    .all<{ id: number }>();
  return [...new Set([...categoryIds, ...results.map((row) => row.id)])].map((id) => tagOf.category(id));
}

/** The tags a change of this product purges: the product, its categories and their ancestors, its artist. */
export async function productTags(db: D1Database, productId: number): Promise<string[]> {
  const [categories, product] = await db.batch([
    db
      .prepare(
        `SELECT DISTINCT cc.ancestor_id AS id FROM product_categories pc
           JOIN category_closure cc ON cc.descendant_id = pc.category_id
          WHERE pc.product_id = ?`,
      )
      .bind(productId),
    db.prepare('SELECT artist_id FROM products WHERE id = ?').bind(productId),
  ]);
  const artist = (product!.results[0] as { artist_id: number | null } | undefined)?.artist_id;
  return [
    tagOf.product(productId),
    ...(categories!.results as { id: number }[]).map((row) => tagOf.category(row.id)),
    ...(artist ? [tagOf.artist(artist)] : []),
  ];
}

/** The statement that records a change (put it in the batch that makes the change). */
export function recordChange(db: D1Database, change: CatalogChange, now: Date): D1PreparedStatement {
  return db
    .prepare('INSERT INTO catalog_changes (id, reason, tags, created_at) VALUES (?, ?, ?, ?)')
    .bind(change.id, change.reason, JSON.stringify(change.tags), now.toISOString());
}

export function newChange(reason: string, tags: string[]): CatalogChange {
  return { id: crypto.randomUUID(), reason, tags: [...new Set(tags)].slice(0, 100) };
}

function webhookOf(env: CommerceBindings): { url: string; secret: string; fetcher: Fetcher | null } | null {
  const url = env.CATALOG_WEBHOOK_URL || '';
  const secret = env.CATALOG_WEBHOOK_SECRET || '';
  if (!url || !secret) return null;
  const viaBinding = env.STOREFRONT && new URL(url).origin === LOCAL_STOREFRONT_ORIGIN;
  return { url, secret, fetcher: viaBinding ? env.STOREFRONT! : null };
}

/** Posts one change; true once the storefront took it (2xx) or refused it for good (4xx). */
async function post(env: CommerceBindings, change: CatalogChange, now: Date): Promise<{ done: boolean; error: string | null }> {
  const hook = webhookOf(env);
  if (!hook) return { done: false, error: 'CATALOG_WEBHOOK_URL or CATALOG_WEBHOOK_SECRET is not set' };
  const body = JSON.stringify(change);
  const request = new Request(hook.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'artlane-signature': await signatureHeader(hook.secret, body, now) },
    body,
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  try {
    const response = hook.fetcher ? await hook.fetcher.fetch(request) : await fetch(request);
    const text = await response.text().catch(() => '');
    if (response.ok) return { done: true, error: null };
    // A 4xx will not change by sending again (a wrong secret or body): kept, not retried.
    return { done: response.status < 500 && response.status !== 429, error: `${response.status} ${text.slice(0, 200)}` };
  } catch (error) {
    return { done: false, error: error instanceof Error ? error.message : String(error) };
  }
}

async function deliver(env: CommerceBindings, change: CatalogChange, now: Date): Promise<boolean> {
  const { done, error } = await post(env, change, now);
  await env.DB.prepare(
    `UPDATE catalog_changes SET attempts = attempts + 1, last_error = ?,
            delivered_at = CASE WHEN ? THEN ? ELSE delivered_at END WHERE id = ?`,
  )
    .bind(error, done && !error ? 1 : 0, now.toISOString(), change.id)
    .run();
  if (done && error) await env.DB.prepare('UPDATE catalog_changes SET attempts = ? WHERE id = ?').bind(MAX_ATTEMPTS, change.id).run();
  return done && !error;
}

/** Delivers a change just recorded (call it after the batch, through ctx.waitUntil). */
export async function announce(env: CommerceBindings, change: CatalogChange, now = new Date()): Promise<boolean> {
  if (!webhookOf(env)) return false;
  return deliver(env, change, now);
}

/**
 * The cron's part: posts again what is undelivered, oldest first, each after a pause that
 * doubles with its attempts (1, 2, 4 … minutes), at most MAX_ATTEMPTS times; trims old rows.
 */
export async function deliverPending(env: CommerceBindings, now: Date): Promise<number> {
  await env.DB.prepare('DELETE FROM catalog_changes WHERE created_at < ?')
    .bind(new Date(now.getTime() - KEEP_DAYS * 86_400_000).toISOString())
    .run();
  if (!webhookOf(env)) return 0;
  const { results } = await env.DB.prepare(
    `SELECT id, reason, tags, created_at, attempts FROM catalog_changes
      WHERE delivered_at IS NULL AND attempts < ? ORDER BY created_at LIMIT 50`,
  )
    .bind(MAX_ATTEMPTS)
    .all<{ id: string; reason: string; tags: string; created_at: string; attempts: number }>();
  let delivered = 0;
  for (const row of results) {
    const due = Date.parse(row.created_at) + 60_000 * (2 ** row.attempts - 1);
    if (row.attempts > 0 && due > now.getTime()) continue;
    if (await deliver(env, { id: row.id, reason: row.reason, tags: JSON.parse(row.tags) as string[] }, now)) delivered++;
  }
  return delivered;
}
