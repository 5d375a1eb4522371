import { Hono } from 'hono';
import { IMAGE_LIMITS, profileBody } from '../../../../shared/schemas/artist';
import type { LocaleCode } from '../../../../shared/locales';
import { HttpError } from '../http/errors';
import { avatarImage } from '../media/images/names';
import type { ArtistEnv, ArtistContext } from './context';
import { readArtistBody } from './body';
import {
  avatarFromKey,
  mediaBucket,
  decodeImageUpload,
  newMediaKey,
  readImageUpload,
  storeThenWrite,
  UPLOAD_REFUSALS,
} from '../media/uploads';
import { described } from '../http/openapi/describe';
import { profileAnswer } from '../../../../shared/schemas/artist-answers';

/** GET/PUT /api/my/profile and PUT /api/my/profile/avatar: the caller's own artist only. */
export const profileRoutes = new Hono<ArtistEnv>();

interface ProfileRow {
  id: number;
  slug: string;
  name: string;
  art_seed: number;
  links: string;
  avatar_key: string | null;
}

async function loadProfile(c: ArtistContext) {
  const db = c.env.DB;
  const artistId = c.var.artist.id;
  const [rows, bios] = await db.batch([
    db.prepare('SELECT id, slug, name, art_seed, links, avatar_key FROM artists WHERE id = ?').bind(artistId),
    db.prepare('SELECT locale, bio FROM artist_bios WHERE artist_id = ? ORDER BY locale').bind(artistId),
  ]);
  const row = rows!.results[0] as ProfileRow | undefined;
  if (!row) throw new HttpError(404, 'No such artist');
  return {
    artist_id: row.id,
    slug: row.slug,
    name: row.name,
    bio: Object.fromEntries((bios!.results as { locale: LocaleCode; bio: string }[]).map((b) => [b.locale, b.bio])),
    links: JSON.parse(row.links) as { label: string; url: string }[],
    avatar: row.avatar_key ? avatarFromKey(row.avatar_key).url : null,
    /** The image the public page shows (the generated one until an avatar is uploaded). */
    avatar_image: row.avatar_key ? avatarFromKey(row.avatar_key) : avatarImage(row.art_seed, row.name),
    avatar_key: row.avatar_key,
  };
}

const answer = ({ avatar_key: _key, ...profile }: Awaited<ReturnType<typeof loadProfile>>) => profile;

profileRoutes.get(
  '/api/my/profile',
  described({
    tag: 'artists',
    auth: 'artist',
    summary: 'The artist’s public profile: name, bio per language, links, avatar',
    answers: { 200: { description: 'the profile', schema: profileAnswer } },
  }),
  async (c) => c.json(answer(await loadProfile(c))),
);

/** Name, bios (the given languages replace all: an empty or omitted one is removed) and links. */
profileRoutes.put(
  '/api/my/profile',
  described({
    tag: 'artists',
    auth: 'artist',
    summary: 'Changes the profile',
    body: profileBody,
    answers: { 200: { description: 'the profile', schema: profileAnswer } },
    errors: { 422: 'a field breaks its rule (field names it)' },
  }),
  async (c) => {
    const body = await readArtistBody(c.req.raw, profileBody);
    const db = c.env.DB;
    const artistId = c.var.artist.id;
    const bios = Object.entries(body.bio).filter(([, bio]) => bio !== '');
    await db.batch([
      db.prepare('UPDATE artists SET name = ?, links = ? WHERE id = ?').bind(body.name, JSON.stringify(body.links), artistId),
      db.prepare('DELETE FROM artist_bios WHERE artist_id = ?').bind(artistId),
      ...bios.map(([locale, bio]) =>
        db.prepare('INSERT INTO artist_bios (artist_id, locale, bio) VALUES (?, ?, ?)').bind(artistId, locale, bio),
      ),
    ]);
    return c.json(answer(await loadProfile(c)));
  },
);

/** The avatar's bytes: ≤ 5 MB, ≥ 200×200 px, JPEG/PNG/WebP by content. */
profileRoutes.put(
  '/api/my/profile/avatar',
  described({
    tag: 'artists',
    auth: 'artist',
    summary: 'The avatar (at most 5 MB, at least 200×200 pixels)',
    body: {
      media: ['image/jpeg', 'image/png', 'image/webp', 'application/octet-stream'],
      description: 'the image’s bytes (what it is is read from them)',
    },
    answers: { 200: { description: 'the profile', schema: profileAnswer } },
    errors: { 413: 'larger than 5 MB', 415: UPLOAD_REFUSALS[415], 422: `fewer than 200×200 pixels; ${UPLOAD_REFUSALS[422]}` },
  }),
  async (c) => {
    const image = await readImageUpload(c.req.raw, IMAGE_LIMITS.avatarBytes);
    const min = IMAGE_LIMITS.avatarMinPixels;
    if (image.width < min || image.height < min) {
      throw new HttpError(422, `The avatar must be at least ${min}×${min} pixels (this one is ${image.width}×${image.height})`, {
        field: 'image',
      });
    }
    const artistId = c.var.artist.id;
    const previous = (await loadProfile(c)).avatar_key;
    const key = newMediaKey(`artists/${artistId}/avatar`, image);
    const decoded = await decodeImageUpload(c.env, image, key);
    await storeThenWrite(
      mediaBucket(c.env),
      key,
      decoded,
      () => c.env.DB.prepare('UPDATE artists SET avatar_key = ? WHERE id = ?').bind(key, artistId).run(),
      previous,
    );
    return c.json(answer(await loadProfile(c)));
  },
);
