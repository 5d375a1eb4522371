import { useState } from 'react';
import type { Image } from '../../../../shared/types';
import type { ChosenPhoto } from '../PhotoField';
import { IMAGE_SIZES, responsiveImage } from '../../../../shared/responsive-image';

export type Picture = Pick<Image, 'url' | 'w' | 'h'>;

/** The pictures of a product the server hands the panel (worker/components/browse/purchase-props.ts productMedia). */
export interface ProductMedia {
  alt: string;
  main: Picture;
  /** The gallery strip's small picture of the print (Thumb). */
  mainThumb: Picture;
  /** Poster variants for the margin and black-and-white options. */
  margin: Picture | null;
  bw: Picture | null;
  bwMargin: Picture | null;
  /** Further pictures, each with its strip picture (GalleryThumb for the gallery picture). */
  more: (Picture & { thumb: Picture })[];
}

/**
 * The poster variant's media column (ProductPurchase): the print as chosen (margin, black
 * and white), a custom poster's texts over it, the chosen frame's overlay, a photo poster's
 * photo in place of the print, and the strip of the other pictures.
 */
export function ProductGallery({
  media,
  margin,
  blackAndWhite,
  texts,
  frameOverlay,
  photo,
  imageLabel,
  transitionName,
}: {
  media: ProductMedia;
  margin: boolean;
  blackAndWhite: boolean;
  /** A custom poster's texts as typed (trimmed and cut like the cart line). */
  texts: { key: string; text: string }[];
  frameOverlay: string | null;
  /** A photo poster's photo, drawn as the sheet of the chosen size. */
  photo: { chosen: ChosenPhoto; sheet: { width: number; height: number } | null; alt: string } | null;
  /** "Image {{n}}" filled in. */
  imageLabel: (n: number) => string;
  /** The picture's view-transition-name, the same as its listing card's (shared/view-transitions.ts). */
  transitionName?: string;
}) {
  const [shown, setShown] = useState(0);
  const poster = (blackAndWhite && (margin ? media.bwMargin : media.bw)) || (margin && media.margin) || media.main;
  const gallery: (Picture & { thumb: Picture })[] = [{ ...poster, thumb: media.mainThumb }, ...media.more];
  const picture = gallery[shown] ?? poster;
  return (
    <>
      <figure className="preview" style={transitionName ? { viewTransitionName: transitionName } : undefined}>
        {shown === 0 && photo ? (
          <PhotoPreview photo={photo.chosen} sheet={photo.sheet} margin={margin} blackAndWhite={blackAndWhite} alt={photo.alt} />
        ) : (
          <img
            {...responsiveImage(picture.url, IMAGE_SIZES.productPicture)}
            width={picture.w}
            height={picture.h}
            alt={media.alt}
            fetchPriority="high"
          />
        )}
        {shown === 0 && texts.length > 0 && (
          // The texts are the fields' own values: screen readers have them there already.
          <div className="poster-texts" aria-hidden="true" data-testid="poster-texts">
            {texts.map(({ key, text }, i) => (
              <p key={key} className={i === 0 ? 'poster-title' : undefined}>
                {text}
              </p>
            ))}
          </div>
        )}
        {shown === 0 && frameOverlay && <img className="frame-overlay" src={frameOverlay} width={picture.w} height={picture.h} alt="" />}
      </figure>
      {gallery.length > 1 && (
        <ul className="thumbs">
          {gallery.map((image, i) => (
            <li key={image.url}>
              <a
                href={image.url}
                aria-current={i === shown ? 'true' : undefined}
                onClick={(event) => {
                  event.preventDefault();
                  setShown(i);
                }}
              >
                <img
                  {...responsiveImage(image.thumb.url, IMAGE_SIZES.galleryThumb)}
                  width={image.thumb.w}
                  height={image.thumb.h}
                  alt={imageLabel(i + 1)}
                  loading="lazy"
                />
              </a>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

/**
 * The shopper's photo as the poster will look: a sheet of the chosen size's proportions,
 * the photo filling it (cropped at the edges like the print), inside a white margin and in
 * black and white when those options are chosen.
 */
function PhotoPreview({
  photo,
  sheet,
  margin,
  blackAndWhite,
  alt,
}: {
  photo: ChosenPhoto;
  sheet: { width: number; height: number } | null;
  margin: boolean;
  blackAndWhite: boolean;
  alt: string;
}) {
  const shape = sheet ?? photo;
  const classes = ['photo-sheet', margin ? 'has-margin' : '', blackAndWhite ? 'is-bw' : ''].filter(Boolean).join(' ');
  return (
    <div className={classes} style={{ aspectRatio: `${shape.width} / ${shape.height}` }} data-testid="photo-preview">
      <img src={photo.preview} width={photo.width} height={photo.height} alt={alt} />
    </div>
  );
}
