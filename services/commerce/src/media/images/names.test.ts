import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { ImageType } from '../../../../../shared/types';
import { artImages, avatarImage, frameImages, generalImages, parseImageName, setImages, wallImages } from './names';
import { renderImage } from './render';

const nameOf = (url: string) => url.replace('/api/images/', '').replace(/\.svg$/, '');

describe('image names', () => {
  const all = [
    ...artImages('mountains', 'blue', 123456, 'p', { margin: true, bw: true, featured: true }),
    ...artImages('sea', 'any', 99, 'l', { margin: false, bw: false, featured: false }),
    ...setImages('forest', 'any', 5, 3),
    ...wallImages('green', 77),
    ...frameImages('oakwide'),
    ...generalImages('starmap', 42),
    avatarImage(7, 'Linnea Åberg'),
  ];

  it('cover every image type (shared/types.ts ImageType; docs/api.md `GET /api/images/{name}.svg`)', () => {
    expect(new Set(all.map((image) => image.t))).toEqual(new Set(Object.values(ImageType)));
  });

  it.each(all.map((image) => [nameOf(image.url), image] as const))('%s parses back to the size in its record', (name, image) => {
    const spec = parseImageName(name);
    expect(spec).not.toBeNull();
    expect([spec!.w, spec!.h]).toEqual([image.w, image.h]);
    const svg = renderImage(spec!);
    expect(svg).toMatch(new RegExp(`^<svg xmlns="http://www.w3.org/2000/svg" width="${image.w}" height="${image.h}"`));
  });

  it.each(['', 'art', 'art-mountains-blue-abc-x-nm', 'art-mountains-blue-abc-p-huge', 'frame-oak-../x', 'avatar-1-abcd', 'set-a-b-c-5-nm'])(
    'rejects %j',
    (name) => {
      expect(parseImageName(name)).toBeNull();
    },
  );

  test.prop([fc.integer({ min: 1, max: 2 ** 31 - 1 })])('the same name always draws the same picture', (seed) => {
    const name = nameOf(artImages('geometric', 'pink', seed, 's', { margin: true, bw: false, featured: false })[0]!.url);
    expect(renderImage(parseImageName(name)!)).toBe(renderImage(parseImageName(name)!));
  });
});
