/** Smallest image files of each kind the shop reads (shared/image-header.ts), for tests. */
import { crc32 } from './image-header';

export const bytes = (...parts: (number[] | string)[]) =>
  new Uint8Array(parts.flatMap((part) => (typeof part === 'string' ? [...part].map((c) => c.charCodeAt(0)) : part)));
export const be32 = (n: number) => [(n >>> 24) & 0xff, (n >>> 16) & 0xff, (n >>> 8) & 0xff, n & 0xff];
export const le32 = (n: number) => [n & 0xff, (n >>> 8) & 0xff, (n >>> 16) & 0xff, (n >>> 24) & 0xff];

export function png(width: number, height: number): Uint8Array {
  const ihdr = bytes('IHDR', be32(width), be32(height), [8, 0, 0, 0, 0]);
  const chunk = (body: Uint8Array) => [...be32(body.length - 4), ...body, ...be32(crc32(body))];
  return new Uint8Array([
    0x89,
    0x50,
    0x4e,
    0x47,
    0x0d,
    0x0a,
    0x1a,
    0x0a,
    ...chunk(ihdr),
    ...chunk(bytes('IDAT', [1, 2])),
    ...chunk(bytes('IEND')),
  ]);
}

export function webp(chunk: string, body: number[]): Uint8Array {
  const payload = bytes('WEBP', chunk, le32(body.length), body);
  return bytes('RIFF', le32(payload.length), [...payload]);
}

export const jpeg = (width: number, height: number) =>
  bytes(
    [0xff, 0xd8, 0xff, 0xc0, 0x00, 0x0b, 8, height >> 8, height & 0xff, width >> 8, width & 0xff, 1, 1, 0x11, 0],
    [0xff, 0xda, 0, 2],
    [1, 2, 3],
    [0xff, 0xd9],
  );
