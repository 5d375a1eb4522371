import { Hono } from 'hono';
import type { LocaleCode } from '../../../../shared/locales';
import type { Artist, TagDetail } from '../../../../shared/types';
import type { ApiEnv } from '../context';
import { badRequest, notFound } from '../http/errors';
import { avatarFromKey } from '../media/uploads';
import { avatarImage } from '../media/images/names';
import { intParam } from '../http/query';
import { described, queryParam } from '../http/openapi/describe';
import { artist, artistList, tagDetail, tagList } from '../../../../shared/schemas/catalog';

/** Artist list and pages, and tag pages. */
export const artistAndTagRoutes = new Hono<ApiEnv>();

interface ArtistRow {
  id: number;
  name: string;
  slug: string;
  art_seed: number;
  product_count: number;
  avatar_key: string | null;
  links: string;
  bio?: string;
}

const ARTIST_COLUMNS = `a.id, a.name, a.slug, a.art_seed, a.avatar_key, a.links, (SELECT COUNT(*) FROM products p WHERE p.artist_id = a.id) AS product_count`;

/** An artist with the links and avatar they edited (docs/accounts.md); the generated avatar until one is uploaded. */
function toArtist(row: ArtistRow): Artist & { links: { label: string; url: string }[] } {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    avatar: row.avatar_key ? avatarFromKey(row.avatar_key) : avatarImage(row.art_seed, row.name),
    product_count: row.product_count,
    links: JSON.parse(row.links) as { label: string; url: string }[],
    ...(row.bio !== undefined ? { bio: row.bio } : {}),
  };
}

/** GET /api/artists?page=&per_page=&query= → { artists } by name; x-records = total. */
artistAndTagRoutes.get(
  '/api/artists',
  described({
    tag: 'catalog',
    summary: 'Artists by name, a page at a time',
    query: {
      page: queryParam.int('the page, from 1', 1, 100_000),
      per_page: queryParam.int('artists per page (default 24)', 1, 100),
      query: queryParam.text('part of the name', 100),
    },
    answers: { 200: { description: 'the artists', schema: artistList, headers: { 'x-records': 'how many artists match' } } },
  }),
  async (c) => {
    const page = intParam(c.req.query('page'), 'page', 1, 100_000) ?? 1;
    const perPage = intParam(c.req.query('per_page'), 'per_page', 1, 100) ?? 24;
    const query = (c.req.query('query') ?? '').trim();
    if (query.length > 100) throw badRequest('query may be at most 100 characters');
    // Name search: a substring match, case-insensitive for ASCII letters (as LIKE was). instr()
    // rather than LIKE: D1 refuses LIKE patterns over 50 bytes (a 500 for 49 characters,
    // issue 9), and instr() needs no escaping of % and _.
    const db = c.env.DB;
    const [count, rows] = await db.batch([
      db.prepare('SELECT COUNT(*) AS total FROM artists a WHERE instr(lower(a.name), lower(?)) > 0').bind(query),
      db
        .prepare(`SELECT ${ARTIST_COLUMNS} FROM artists a WHERE instr(lower(a.name), lower(?)) > 0 ORDER BY a.name, a.id LIMIT ? OFFSET ?`)
        .bind(query, perPage, (page - 1) * perPage),
    ]);
    c.header('x-records', String((count!.results[0] as { total: number }).total));
    return c.json({ artists: (rows!.results as ArtistRow[]).map(toArtist) });
  },
);

/** GET /api/artists/:slug → the artist with a bio in the store's language (English when it has none). */
artistAndTagRoutes.get(
  '/api/artists/:slug',
  described({
    tag: 'catalog',
    summary: 'An artist’s page: the artist with a bio in the store’s language',
    answers: { 200: { description: 'the artist', schema: artist } },
    errors: { 404: 'no artist has this slug' },
  }),
  async (c) => {
    const row = await c.env.DB.prepare(
      // The bio in the store's language, else the English one, else none: an artist edits their
      // bios (PUT /api/my/profile) and may leave languages out.
      `SELECT ${ARTIST_COLUMNS},
            COALESCE(b.bio, (SELECT bio FROM artist_bios WHERE artist_id = a.id AND locale = 'en'), '') AS bio
       FROM artists a LEFT JOIN artist_bios b ON b.artist_id = a.id AND b.locale = ? WHERE a.slug = ?`,
    )
      .bind(c.var.store.locale, c.req.param('slug'))
      .first<ArtistRow>();
    if (!row) throw notFound('No artist has this slug');
    return c.json(toArtist(row));
  },
);

/** GET /api/tags → { tags }: every tag in this language (by name) with its slugs and product count. */
artistAndTagRoutes.get(
  '/api/tags',
  described({
    tag: 'catalog',
    summary: 'Every tag with its slug in every language and its number of products (the sitemap)',
    answers: { 200: { description: 'the tags', schema: tagList } },
  }),
  async (c) => {
    const db = c.env.DB;
    const [tags, slugs, counts] = await db.batch([
      db.prepare('SELECT tag_id AS id, name, slug FROM tag_translations WHERE locale = ? ORDER BY name, tag_id').bind(c.var.store.locale),
      db.prepare('SELECT tag_id, locale, slug FROM tag_translations'),
      db.prepare('SELECT tag_id, COUNT(*) AS total FROM product_tags GROUP BY tag_id'),
    ]);
    const slugsById = new Map<number, Partial<Record<LocaleCode, string>>>();
    for (const row of slugs!.results as { tag_id: number; locale: LocaleCode; slug: string }[]) {
      slugsById.set(row.tag_id, { ...slugsById.get(row.tag_id), [row.locale]: row.slug });
    }
    const countById = new Map((counts!.results as { tag_id: number; total: number }[]).map((row) => [row.tag_id, row.total]));
    const list: TagDetail[] = (tags!.results as { id: number; name: string; slug: string }[]).map((tag) => ({
      ...tag,
      slugs: slugsById.get(tag.id) ?? {},
      product_count: countById.get(tag.id) ?? 0,
    }));
    return c.json({ tags: list });
  },
);

/** GET /api/tags/:slug → the tag in this language with its slug in every language. */
artistAndTagRoutes.get(
  '/api/tags/:slug',
  described({
    tag: 'catalog',
    summary: 'A tag page: the tag in this language with its slug in every language',
    answers: { 200: { description: 'the tag', schema: tagDetail } },
    errors: { 404: 'no tag has this slug in this language' },
  }),
  async (c) => {
    const db = c.env.DB;
    const tag = await db
      .prepare('SELECT tag_id AS id, name, slug FROM tag_translations WHERE locale = ? AND slug = ?')
      .bind(c.var.store.locale, c.req.param('slug'))
      .first<{ id: number; name: string; slug: string }>();
    if (!tag) throw notFound('No tag has this slug in this language');
    const [slugs, count] = await db.batch([
      db.prepare('SELECT locale, slug FROM tag_translations WHERE tag_id = ?').bind(tag.id),
      db.prepare('SELECT COUNT(*) AS total FROM product_tags WHERE tag_id = ?').bind(tag.id),
    ]);
    const detail: TagDetail = {
      ...tag,
      slugs: Object.fromEntries((slugs!.results as { locale: LocaleCode; slug: string }[]).map((r) => [r.locale, r.slug])),
      product_count: (count!.results[0] as { total: number }).total,
    };
    return c.json(detail);
  },
);
