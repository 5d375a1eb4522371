import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { pageCount } from '../../../shared/filters';
import { ARTISTS_PATH, artistPath } from '../../../shared/routes';
import { htmlToParagraphs, htmlToText } from '../../../shared/text';
import { checkArtist, checkArtistList, type ArtistEntry } from '../../api/checks';
import { Breadcrumbs } from '../../components/browse/Breadcrumbs';
import { Pagination } from '../../components/browse/Pagination';
import type { AppEnv } from '../../context';
import { layoutDataOf } from '../../layout-reads';
import { Listing, attributesOf, failure, loadListing, pagePath, readListingState } from './listing';
import { pageTitle } from '../../components/browse/page-title';
import { ArtistItem } from '../../components/browse/ArtistItem';
import { IMAGE_SIZES, responsiveImage } from '../../../shared/responsive-image';

const ARTISTS_PER_PAGE = 48;

/** /artists: every artist with their avatar and number of posters, paged. */
export async function artistsRoute(c: Context<AppEnv>) {
  const { api, t } = c.var;
  const { page } = readListingState(c);
  layoutDataOf(c);
  let list;
  try {
    list = await api.list('/api/artists', { page, per_page: ARTISTS_PER_PAGE }, checkArtistList);
  } catch (error) {
    throw failure(error);
  }
  const pages = pageCount(list.records, ARTISTS_PER_PAGE);
  if (page > 1 && (list.data.length === 0 || page > pages)) throw new HTTPException(404);
  const title = t('browse.artists.title');
  return c.render(
    <section className="artists-page">
      <h1>{title}</h1>
      <ul className="artist-list" id="grid">
        {list.data.map((artist) => (
          <ArtistItem key={artist.id} artist={artist}>
            <span className="muted">{t('browse.artists.posters', { count: artist.product_count })}</span>
          </ArtistItem>
        ))}
      </ul>
      <Pagination page={page} pages={pages} hrefOf={(n) => pagePath(ARTISTS_PATH, n)} t={t} />
    </section>,
    {
      title: page > 1 ? `${title} – ${t('browse.listing.page', { page })}` : title,
      description: t('browse.artists.description'),
      canonicalPath: pagePath(ARTISTS_PATH, page),
    },
  );
}

/** /artists/{slug}: the artist, their bio and their posters (sortable, filterable, paged). */
export async function artistRoute(c: Context<AppEnv>, slug: string) {
  const { api, t, market } = c.var;
  const state = readListingState(c);
  layoutDataOf(c);
  const attributes = attributesOf(c);
  const artistRead = api.get(`/api/artists/${encodeURIComponent(slug)}`, {}, checkArtist);
  const listingRead = attributes.then((list) => loadListing(c, { artist: slug }, state, list));
  let artist: ArtistEntry;
  try {
    artist = await artistRead;
  } catch (error) {
    listingRead.catch(() => undefined);
    throw failure(error);
  }
  const listing = await listingRead;
  const path = artistPath(artist.slug);
  const crumbs = [
    { name: t('browse.artists.title'), to: ARTISTS_PATH },
    { name: artist.name, to: path },
  ];
  return c.render(
    <section className="artist-page">
      <Breadcrumbs crumbs={crumbs} label={t('browse.breadcrumbs')} origin={market.origin} />
      <div className="artist-head">
        {artist.avatar && (
          <img {...responsiveImage(artist.avatar.url, IMAGE_SIZES.avatar)} width={artist.avatar.w} height={artist.avatar.h} alt="" />
        )}
        <div>
          <h1>{artist.name}</h1>
          {htmlToParagraphs(artist.bio ?? '').map((paragraph, i) => (
            <p key={i}>{paragraph}</p>
          ))}
          {artist.links && artist.links.length > 0 && (
            <ul className="artist-links">
              {artist.links.map((link) => (
                <li key={link.url}>
                  <a href={link.url} rel="nofollow ugc noopener">
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
      <h2>{t('browse.artists.artist_posters', { name: artist.name })}</h2>
      <Listing c={c} listing={listing} path={path} empty={t('browse.listing.empty')} headingLevel={3} />
    </section>,
    {
      title: pageTitle(t, 'artist', artist.name, state.page),
      description: htmlToText(artist.bio ?? '', 160) || t('browse.artists.artist_posters', { name: artist.name }),
      canonicalPath: pagePath(path, state.page),
      ...(artist.avatar ? { image: artist.avatar.url } : {}),
      structuredData: [
        {
          '@context': 'https://schema.org',
          '@type': 'Person',
          name: artist.name,
          url: new URL(path, market.origin).toString(),
          ...(artist.avatar ? { image: new URL(artist.avatar.url, market.origin).toString() } : {}),
        },
      ],
    },
  );
}
