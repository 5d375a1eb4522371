/**
 * The daily sweep of photo posters' photos (docs/designers.md "Photo posters"). A shopper
 * uploads the photo before it is in the cart (POST /api/photos), so many photos are never
 * ordered: chosen and then dropped, or tried in several versions. A photo that no order line
 * names is deleted from R2 once it is PHOTO_RETENTION_DAYS old; a photo an order names is
 * kept (the print shop reads it, and the order keeps the reference). A deleted photo's small
 * pictures (kept once drawn, ./photo-thumb.ts) are deleted with it. A cart that still holds
 * a deleted photo is told at checkout to upload it again (../checkout/quote.ts).
 */
import type { CommerceBindings } from '../context';
import { photoThumbKeys } from './photo-thumb';

/** Longer than a cart is left waiting in practice; the cart keeps only the key. */
export const PHOTO_RETENTION_DAYS = 30;
/** The sweep runs once a day, in the scheduled minute at this hour and minute 0 (UTC). */
export const PHOTO_SWEEP_HOUR_UTC = 3;
/** R2 lists and deletes at most 1000 keys per call. */
const PAGE = 1000;
/** A bound on one run's work (a run past it goes on the next day): 50,000 photos listed. */
const MAX_PAGES = 50;

const DAY_MS = 24 * 60 * 60 * 1000;

export function isPhotoSweepDue(at: Date): boolean {
  return at.getUTCHours() === PHOTO_SWEEP_HOUR_UTC && at.getUTCMinutes() === 0;
}

export interface PhotoSweep {
  listed: number;
  deleted: number;
  keptForOrders: number;
}

/** Deletes the photos older than the retention that no order line names. */
export async function sweepPhotos(
  env: Pick<CommerceBindings, 'DB' | 'MEDIA'>,
  now: Date,
  retentionDays = PHOTO_RETENTION_DAYS,
): Promise<PhotoSweep> {
  const result: PhotoSweep = { listed: 0, deleted: 0, keptForOrders: 0 };
  const bucket = env.MEDIA;
  if (!bucket) return result;
  const cutoff = now.getTime() - retentionDays * DAY_MS;
  let cursor: string | undefined;
  for (let page = 0; page < MAX_PAGES; page++) {
    const listing = await bucket.list({ prefix: 'photos/', limit: PAGE, ...(cursor ? { cursor } : {}) });
    result.listed += listing.objects.length;
    const old = listing.objects.filter((object) => object.uploaded.getTime() < cutoff).map((object) => object.key);
    if (old.length > 0) {
      const ordered = await env.DB.prepare(
        // The expression of the index order_lines_photo (migration 0015).
        "SELECT DISTINCT json_extract(metadata, '$.photo.key') AS key FROM order_lines WHERE metadata IS NOT NULL AND json_extract(metadata, '$.photo.key') IN (SELECT value FROM json_each(?))",
      )
        .bind(JSON.stringify(old))
        .all<{ key: string }>();
      const kept = new Set(ordered.results.map((row) => row.key));
      const unordered = old.filter((key) => !kept.has(key));
      // Their small pictures first (./photo-thumb.ts): a photo is never gone while its small picture is still served.
      const thumbs = unordered.flatMap(photoThumbKeys);
      for (let at = 0; at < thumbs.length; at += PAGE) await bucket.delete(thumbs.slice(at, at + PAGE));
      if (unordered.length > 0) await bucket.delete(unordered);
      result.deleted += unordered.length;
      result.keptForOrders += kept.size;
    }
    if (!listing.truncated) break;
    cursor = listing.cursor;
  }
  return result;
}
