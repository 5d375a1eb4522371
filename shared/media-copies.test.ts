import { describe, expect, it } from 'vitest';
import { hasAvifCopy, jpegTwinOf, negotiatedFormat, parseNegotiatedCopyUrl } from './media-copies';

describe('jpegTwinOf', () => {
  it("names a WebP copy's JPEG twin at the same address", () => {
    expect(jpegTwinOf('/api/media/catalog/4859ca91fd9dee6b-5000x3500.jpg/1600.webp')).toBe(
      '/api/media/catalog/4859ca91fd9dee6b-5000x3500.jpg/1600.jpg',
    );
    expect(jpegTwinOf('/api/media/artists/3/posters/12/0c1d-2953x4134.png/2048.webp')).toBe(
      '/api/media/artists/3/posters/12/0c1d-2953x4134.png/2048.jpg',
    );
  });

  it('leaves every other address as it is', () => {
    for (const other of [
      '/api/media/catalog/4859ca91fd9dee6b-5000x3500.jpg/1600.jpg',
      '/api/images/p7-3.svg',
      'https://cdn.example.com/p/7/1600.webp',
      '/api/media/catalog/4859ca91fd9dee6b-5000x3500.jpg',
    ])
      expect(jpegTwinOf(other)).toBe(other);
  });
});

const PORTRAIT = 'catalog/6e375a10979278cf-3500x5000.jpg';
const CHROMIUM = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';

describe('negotiatedFormat', () => {
  it('gives AVIF where the browser takes it and the copy has one, else WebP, else JPEG', () => {
    expect(negotiatedFormat(CHROMIUM, PORTRAIT, 640)).toBe('avif');
    // Safari 16+ and Firefox name AVIF too; a browser without it gets WebP, an old one or a crawler JPEG.
    expect(negotiatedFormat('image/webp,*/*', PORTRAIT, 640)).toBe('webp');
    expect(negotiatedFormat('image/*', PORTRAIT, 640)).toBe('jpg');
    expect(negotiatedFormat('*/*', PORTRAIT, 640)).toBe('jpg');
    expect(negotiatedFormat(undefined, PORTRAIT, 640)).toBe('jpg');
    expect(negotiatedFormat('image/avif;q=0, image/webp', PORTRAIT, 640)).toBe('webp');
    expect(negotiatedFormat('IMAGE/AVIF', PORTRAIT, 640)).toBe('avif');
  });

  it('has AVIF copies only up to 1,200 px on the longest side (Cloudflare Images draws no larger AVIF)', () => {
    // A 5:7 portrait: 800 × 1143 has one, 1024 × 1463 none.
    expect(hasAvifCopy(PORTRAIT, 800)).toBe(true);
    expect(hasAvifCopy(PORTRAIT, 1024)).toBe(false);
    expect(negotiatedFormat(CHROMIUM, PORTRAIT, 1024)).toBe('webp');
    // A landscape's width is its longest side.
    expect(hasAvifCopy('catalog/4859ca91fd9dee6b-5000x3500.jpg', 1024)).toBe(true);
    expect(hasAvifCopy('catalog/4859ca91fd9dee6b-5000x3500.jpg', 1280)).toBe(false);
    expect(hasAvifCopy('catalog/no-size.jpg', 320)).toBe(false);
  });

  it('reads a negotiated address back, and nothing else', () => {
    expect(parseNegotiatedCopyUrl(`/api/media/${PORTRAIT}/640`)).toEqual({ original: PORTRAIT, width: 640 });
    for (const other of [`/api/media/${PORTRAIT}/640.webp`, `/api/media/${PORTRAIT}`, '/api/media/catalog/x/640', '/api/images/a.svg'])
      expect(parseNegotiatedCopyUrl(other), other).toBeNull();
  });
});
