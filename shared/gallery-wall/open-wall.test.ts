import { describe, expect, it } from 'vitest';
import { catalogOf, frameProduct, posterProduct } from './fixtures';
import { designerProductOf, layoutForPoster, openSharedWall, sharedProductIds } from './open-wall';
import { decodeWall, encodeWall, shareFromDesigner, type SharedWall } from './share-link';

const lake = posterProduct(11, 'Bergsee');
const dunes = posterProduct(12, 'Dünen');
const oak = frameProduct(21, 'Eichenrahmen');
const slot = (productId: number | null, frameId: number | null = null, frameIndex = 0, margin = false) => ({
  productId,
  sku: null,
  frameId,
  frameIndex,
  margin,
  blackAndWhite: false,
});
const shared: SharedWall = {
  environment: 'bedroom-sage',
  layout: 'row-of-3-50x70',
  slots: [slot(11), slot(12, 21, 3, true), slot(99, 98)],
};

describe('opening a shared wall', () => {
  it('names every product once for one lookup', () => {
    expect(sharedProductIds(shared)).toEqual([11, 12, 21, 99, 98]);
  });

  it('rebuilds the wall with the products of this domain, in its language', () => {
    const { wall } = openSharedWall(shared, catalogOf(lake, dunes, oak));
    expect(wall.environment).toBe('bedroom-sage');
    expect(wall.layout).toBe('row-of-3-50x70');
    expect(
      wall.posters.map((poster) => [poster.product?.name ?? null, poster.frame?.name ?? null, poster.frameIndex, poster.margin ?? false]),
    ).toEqual([
      ['Bergsee', null, 0, false],
      ['Dünen', 'Eichenrahmen', 3, true],
      [null, null, 0, false],
    ]);
  });

  it('reports what this domain does not sell instead of dropping it silently', () => {
    expect(openSharedWall(shared, catalogOf(lake, dunes, oak)).missing).toEqual([
      { slot: 3, kind: 'poster' },
      { slot: 3, kind: 'frame' },
    ]);
  });

  it('reports a poster sold here but not in the slot size', () => {
    const small = posterProduct(11, 'Bergsee', ['21x30']);
    expect(openSharedWall(shared, catalogOf(small, dunes, oak)).missing).toContainEqual({ slot: 1, kind: 'poster' });
  });

  it('survives the round trip designer → link → designer', () => {
    const { wall } = openSharedWall(shared, catalogOf(lake, dunes, oak));
    const link = encodeWall(shareFromDesigner(wall)!);
    const decoded = decodeWall(link);
    expect(decoded.ok && openSharedWall(decoded.wall, catalogOf(lake, dunes, oak)).wall).toEqual(wall);
  });
});

describe('a poster opened with "Try it on a wall"', () => {
  it('keeps the current layout when its first slot fits the poster', () => {
    expect(layoutForPoster(lake, 'row-of-3-50x70')?.id).toBe('row-of-3-50x70');
  });

  it('else takes the first layout (fewest frames first) whose first slot fits', () => {
    expect(layoutForPoster(lake, null)?.id).toBe('pair-50x70');
    expect(layoutForPoster(posterProduct(5, 'Square', ['30x30']), 'row-of-3-50x70')?.id).toBe('grid-3x3-30x30');
  });

  it('has none for a poster in no layout size', () => {
    expect(layoutForPoster(posterProduct(6, 'Tiny', ['13x18']), null)).toBeNull();
  });

  it('keeps what the designer needs of the product', () => {
    expect(designerProductOf(lake)).toEqual({ id: 11, sku: 'P11', name: 'Bergsee', slug: 'bergsee', thumb: '/img/11-thumb.svg' });
  });
});
