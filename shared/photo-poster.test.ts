import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { be32, bytes, jpeg, png } from './test-images';
import {
  PHOTO_KEY,
  PHOTO_KEY_MAX,
  PHOTO_LIMITS,
  checkPhoto,
  isHeif,
  largestSharpSize,
  photoKey,
  photoUrl,
  photoWarning,
  pixelsFor,
  printsSharply,
  sizeOfName,
} from './photo-poster';

const heic = (brand: string) => bytes(be32(24), 'ftyp', brand, be32(0), 'mif1heic');

const SIZES = ['21x30 cm', '30x40 cm', '50x70 cm', '70x100 cm'];

describe('checkPhoto', () => {
  it.each([
    ['a JPEG', jpeg(4000, 3000), { ok: true, type: 'image/jpeg', width: 4000, height: 3000 }],
    ['a PNG', png(640, 480), { ok: true, type: 'image/png', width: 640, height: 480 }],
    ['an empty file', new Uint8Array(), { ok: false, problem: 'empty' }],
    ['text named .jpg', bytes('just some text, renamed to photo.jpg'), { ok: false, problem: 'unknown_type' }],
    ['a GIF', bytes('GIF89a', [1, 0, 1, 0]), { ok: false, problem: 'unknown_type' }],
    ['an iPhone HEIC', heic('heic'), { ok: false, problem: 'heic' }],
    ['an AVIF', heic('avif'), { ok: false, problem: 'heic' }],
    ['a truncated PNG', png(640, 480).subarray(0, 40), { ok: false, problem: 'corrupt' }],
    ['a JPEG without its end', jpeg(100, 100).subarray(0, 20), { ok: false, problem: 'corrupt' }],
    ['a PNG wider than the limit', png(PHOTO_LIMITS.maxSide + 1, 10), { ok: false, problem: 'too_many_pixels' }],
  ])('%s', (_name, file, expected) => {
    expect(checkPhoto(file)).toMatchObject(expected);
  });

  it('counts the bytes of a good photo', () => {
    const file = png(10, 10);
    expect(checkPhoto(file)).toMatchObject({ ok: true, bytes: file.length });
  });

  it('refuses a file over the byte limit before reading it', () => {
    const file = new Uint8Array(PHOTO_LIMITS.maxBytes + 1);
    file.set(png(10, 10));
    expect(checkPhoto(file)).toEqual({ ok: false, problem: 'too_large' });
  });

  test.prop([fc.uint8Array({ maxLength: 200 })])('never throws, whatever the bytes', (file) => {
    expect(() => checkPhoto(file)).not.toThrow();
  });

  it('tells an ISO media file that is no HEIF (an MP4) apart', () => {
    expect(isHeif(heic('isom'))).toBe(false);
    expect(isHeif(heic('mif1'))).toBe(true);
  });
});

describe('keys', () => {
  it('a key names its random id and type, and its address drops the folder', () => {
    const key = photoKey('0f8fad5b-d9cb-469f-a165-70867728950e', 'image/webp');
    expect(key).toBe('photos/0f8fad5b-d9cb-469f-a165-70867728950e.webp');
    expect(PHOTO_KEY.test(key)).toBe(true);
    expect(key.length).toBe(PHOTO_KEY_MAX);
    expect(photoUrl(key)).toBe('/api/photos/0f8fad5b-d9cb-469f-a165-70867728950e.webp');
  });

  it.each(['photos/../secret.jpg', 'photos/0f8fad5b-d9cb-469f-a165-70867728950e.gif', 'artists/1/avatar/x.jpg', 'photos/x.jpg'])(
    '%s is no photo key',
    (key) => {
      expect(PHOTO_KEY.test(key)).toBe(false);
    },
  );
});

describe('sizes a photo prints sharply at (150 dpi)', () => {
  it.each([
    ['50x70 cm', '50x70'],
    ['21 x 30 cm', '21x30'],
    ['70×100 cm', '70x100'],
    ['One size', null],
  ])('the size of "%s" is %s', (name, size) => {
    expect(sizeOfName(name)).toBe(size);
  });

  it('50x70 needs 2953 × 4134 pixels', () => {
    expect(pixelsFor('50x70')).toEqual({ width: 2953, height: 4134 });
  });

  it.each([
    [{ width: 2953, height: 4134 }, '50x70', true],
    [{ width: 4134, height: 2953 }, '50x70', true], // a landscape photo hangs the other way
    [{ width: 2952, height: 4134 }, '50x70', false],
    [{ width: 1241, height: 1772 }, '21x30', true],
    [{ width: 1240, height: 1772 }, '21x30', false],
  ])('%o at %s: %s', (photo, size, expected) => {
    expect(printsSharply(photo, size)).toBe(expected);
  });

  it.each([
    [{ width: 4200, height: 3000 }, '50x70 cm'],
    [{ width: 4000, height: 3000 }, '30x40 cm'],
    [{ width: 6000, height: 4200 }, '70x100 cm'],
    [{ width: 1800, height: 2400 }, '30x40 cm'],
    [{ width: 800, height: 600 }, null],
  ])('%o prints sharply up to %s', (photo, largest) => {
    expect(largestSharpSize(photo, SIZES)).toBe(largest);
  });

  it('no warning when the chosen size prints sharply', () => {
    expect(photoWarning({ width: 4200, height: 3000 }, '50x70 cm', SIZES)).toBeNull();
  });

  it('a warning names what the size needs and the largest size that prints sharply', () => {
    expect(photoWarning({ width: 1800, height: 2400 }, '70x100 cm', SIZES)).toEqual({
      need: { width: 4134, height: 5906 },
      largest: '30x40 cm',
    });
    expect(photoWarning({ width: 640, height: 480 }, '21x30 cm', SIZES)).toEqual({ need: { width: 1241, height: 1772 }, largest: null });
  });

  test.prop([fc.integer({ min: 1, max: 20_000 }), fc.integer({ min: 1, max: 20_000 }), fc.constantFrom(...SIZES)])(
    'the largest sharp size never warns, and no larger size is sharp',
    (width, height, chosen) => {
      const photo = { width, height };
      const largest = largestSharpSize(photo, SIZES);
      if (largest) expect(photoWarning(photo, largest, SIZES)).toBeNull();
      const warning = photoWarning(photo, chosen, SIZES);
      if (warning) expect(warning.largest).toBe(largest);
      else expect(printsSharply(photo, sizeOfName(chosen)!)).toBe(true);
    },
  );
});
