import { describe, expect, it } from 'vitest';
import { jpegTwinOf } from './media-copies';

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
