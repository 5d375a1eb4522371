import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { readImageHeader } from './image-header';
import { realJpeg, realPng } from '../tests/fixtures/images';
import { bytes, jpeg, le32, png, webp } from './test-images';

describe('readImageHeader', () => {
  it.each([
    ['PNG', png(640, 480), 'image/png', 640, 480],
    ['JPEG', jpeg(1200, 800), 'image/jpeg', 1200, 800],
    ['WebP lossy', webp('VP8 ', [0, 0, 0, 0x9d, 0x01, 0x2a, 0x80, 0x02, 0xe0, 0x01, 0, 0]), 'image/webp', 640, 480],
    ['WebP lossless', webp('VP8L', [0x2f, ...le32(((480 - 1) << 14) | (640 - 1)), 0]), 'image/webp', 640, 480],
    ['WebP extended', webp('VP8X', [0, 0, 0, 0, 0x7f, 0x02, 0x00, 0xdf, 0x01, 0x00]), 'image/webp', 640, 480],
  ])('reads a %s size', (_name, file, type, width, height) => {
    expect(readImageHeader(file)).toEqual({ ok: true, type, width, height });
  });

  it.each([
    ['text', bytes('hello world, not an image')],
    ['GIF', bytes('GIF89a', [1, 0, 1, 0])],
    ['empty', new Uint8Array()],
  ])('%s is of an unknown type', (_name, file) => {
    expect(readImageHeader(file)).toEqual({ ok: false, problem: 'unknown_type' });
  });

  it.each([
    ['a truncated PNG', png(640, 480).slice(0, 40)],
    ['a PNG with a wrong IHDR checksum', (() => { const f = png(640, 480); f[17] = f[17]! ^ 1; return f; })()], // prettier-ignore
    ['a JPEG without EOI', jpeg(10, 10).slice(0, -2)],
    ['a JPEG with no frame header', bytes([0xff, 0xd8, 0xff, 0xda, 0, 2, 1, 0xff, 0xd9])],
    ['a WebP whose RIFF size is wrong', (() => { const f = webp('VP8X', [0, 0, 0, 0, 1, 0, 0, 1, 0, 0]); f[4] = 99; return f; })()], // prettier-ignore
    ['a zero-sized PNG', png(0, 480)],
  ])('%s is corrupt', (_name, file) => {
    expect(readImageHeader(file)).toEqual({ ok: false, problem: 'corrupt' });
  });

  describe('real files as cameras, phones and print tools write them (issue 22)', () => {
    /** A phone's motion photo: the picture, then its short video (an MP4 `ftyp` box and data) after EOI. */
    const withVideo = (picture: Uint8Array) =>
      new Uint8Array([...picture, ...bytes([0, 0, 0, 0x18], 'ftypmp42', [0, 0, 0, 0], 'isommp42', [0xff, 0xd9, 0xff, 0xd8, 1, 2, 3])]);

    it('a baseline and a progressive JPEG with EXIF, and a PNG, several MB each, are read whole', async () => {
      const jpeg = await realJpeg(2953, 4134);
      expect(jpeg.length).toBeGreaterThan(2 * 1024 * 1024);
      expect(readImageHeader(jpeg)).toEqual({ ok: true, type: 'image/jpeg', width: 2953, height: 4134 });
      const progressive = await realJpeg(1800, 1200, { progressive: true });
      expect(readImageHeader(progressive)).toEqual({ ok: true, type: 'image/jpeg', width: 1800, height: 1200 });
      const png = await realPng(2953, 4134);
      expect(png.length).toBeGreaterThan(2 * 1024 * 1024);
      expect(readImageHeader(png)).toEqual({ ok: true, type: 'image/png', width: 2953, height: 4134 });
    });

    it('a JPEG with bytes after its EOI (a motion photo’s video) is whole; the same cut short is not', async () => {
      const photo = await realJpeg(2000, 1500);
      expect(readImageHeader(withVideo(photo))).toEqual({ ok: true, type: 'image/jpeg', width: 2000, height: 1500 });
      for (const cut of [photo.length - 2, Math.floor(photo.length / 2), 4096]) {
        expect(readImageHeader(photo.slice(0, cut)), `cut at ${cut}`).toEqual({ ok: false, problem: 'corrupt' });
      }
      const progressive = await realJpeg(1800, 1200, { progressive: true });
      expect(readImageHeader(progressive.slice(0, Math.floor(progressive.length * 0.9)))).toEqual({ ok: false, problem: 'corrupt' });
    });

    it('a prefix of a real print file is not whole (a form must check the whole file)', async () => {
      const png = await realPng(2953, 4134);
      expect(readImageHeader(png.slice(0, 512 * 1024))).toEqual({ ok: false, problem: 'corrupt' });
    });
  });

  test.prop([fc.uint8Array({ maxLength: 200 })])('never throws on any bytes', (file) => {
    expect(() => readImageHeader(file)).not.toThrow();
  });

  test.prop([fc.uint8Array({ maxLength: 64 })])('never throws on bytes after a PNG or JPEG signature', (tail) => {
    expect(() => readImageHeader(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...tail]))).not.toThrow();
    expect(() => readImageHeader(new Uint8Array([0xff, 0xd8, 0xff, ...tail]))).not.toThrow();
  });
});
