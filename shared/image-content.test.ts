import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { carriesMarkup, claimsOtherType } from './image-content';

const bytes = (text: string) => new TextEncoder().encode(text);

describe('claimsOtherType', () => {
  it.each([
    ['image/png', 'image/jpeg', true],
    ['image/gif', 'image/jpeg', true],
    ['IMAGE/JPEG; charset=binary', 'image/jpeg', false],
    ['application/octet-stream', 'image/png', false],
    ['', 'image/webp', false],
  ] as const)('%s for a file that is %s: %s', (declared, actual, expected) => {
    expect(claimsOtherType(declared, actual)).toBe(expected);
  });
});

describe('carriesMarkup', () => {
  it.each(['<html>', '<!DOCTYPE html>', '<SCRIPT src=x>', '<iframe/src=x>', '<?php echo', '<body\n', '<Object data=x>'])(
    'finds %j',
    (markup) => {
      expect(carriesMarkup(new Uint8Array([0x89, 0x50, ...bytes(`abc${markup}def`)]))).toBe(true);
    },
  );

  it('leaves alone what pictures hold: XMP packets, words that only start like markup', () => {
    const xmp = '<?xpacket begin="" id="W5M0MpCehiHzreSzNTczkc9d"?><x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF></rdf:RDF></x:xmpmeta>';
    expect(carriesMarkup(bytes(xmp))).toBe(false);
    expect(carriesMarkup(bytes('<htmlx <scripted <bodyguard <head'))).toBe(false);
  });

  it('finds nothing in 25 MB of random bytes (compressed pixels), and reads them quickly', () => {
    const noise = new Uint8Array(randomBytes(25 * 1024 * 1024));
    const started = performance.now();
    expect(carriesMarkup(noise)).toBe(false);
    console.info(`carriesMarkup: 25 MB in ${Math.round(performance.now() - started)} ms`);
  });
});
