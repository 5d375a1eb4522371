/**
 * Props that are the same on many pages travel once, as a file of their own at an address
 * named by its content (docs/site.md "What a page weighs"): a language's frames
 * (./browse/frame-list.ts) and its cart drawers' labels (./cart/labels-file.ts), served by
 * worker/routes/props-file.ts, public and `immutable`. A changed content is a new address.
 */

/** Where the files are: `/props/{name}.{hash}.json` (the routes' patterns in worker/app.tsx). */
export const PROPS_DIRECTORY = '/props';

/** A file of shared props: its body and its address. */
export interface PropsFile {
  /** The file's body (JSON). */
  json: string;
  /** Its address: `/props/{name}.{contentHash(json)}.json`. */
  path: string;
}

/** The file `name` with the body `json`. */
export function propsFile(name: string, json: string): PropsFile {
  return { json, path: `${PROPS_DIRECTORY}/${name}.${contentHash(json)}.json` };
}

/**
 * A 64-bit FNV-1a hash of the text's UTF-8, in hex. Synchronous, so a page names a file as it
 * renders; the address only has to change when the text does (it protects nothing). The
 * 64-bit product is kept in four 16-bit limbs, each step well within a double's exact range:
 * a frames list of 15 KB is hashed in well under a millisecond.
 */
export function contentHash(text: string): string {
  // The offset basis 0xcbf29ce484222325, lowest limb first.
  let h0 = 0x2325;
  let h1 = 0x8422;
  let h2 = 0x9ce4;
  let h3 = 0xcbf2;
  for (const byte of new TextEncoder().encode(text)) {
    h0 ^= byte;
    // × the prime 0x100000001b3 = 2^40 + 0x1b3: each limb × 0x1b3, plus the low limbs shifted by 40 bits.
    const t0 = h0 * 0x1b3;
    let t1 = h1 * 0x1b3;
    let t2 = h2 * 0x1b3 + (h0 << 8);
    const t3 = h3 * 0x1b3 + (h1 << 8);
    t1 += t0 >>> 16;
    h0 = t0 & 0xffff;
    t2 += t1 >>> 16;
    h1 = t1 & 0xffff;
    h3 = (t3 + (t2 >>> 16)) & 0xffff;
    h2 = t2 & 0xffff;
  }
  return [h3, h2, h1, h0].map((limb) => limb.toString(16).padStart(4, '0')).join('');
}
