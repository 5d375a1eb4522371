import type { ReactNode } from 'react';
import { IMAGE_SIZES, responsiveImage } from '../../../shared/responsive-image';
import { artistPath } from '../../../shared/routes';
import type { ArtistEntry } from '../../api/checks';

/** An artist in an `.artist-list` (the start page's artists, /artists): portrait, name, and what `children` add. */
export function ArtistItem({ artist, children }: { artist: ArtistEntry; children?: ReactNode }) {
  return (
    <li>
      <a href={artistPath(artist.slug)}>
        {artist.avatar && (
          <img
            {...responsiveImage(artist.avatar.url, IMAGE_SIZES.avatar)}
            width={artist.avatar.w}
            height={artist.avatar.h}
            alt=""
            loading="lazy"
          />
        )}
        <strong>{artist.name}</strong>
        {children}
      </a>
    </li>
  );
}
