/**
 * A stored page's scripts as hashes (ADR 0021): when the page cache keeps a rendered page, the
 * inline scripts its renderer wrote (those carrying the render's nonce) are hashed once, the
 * nonce is taken out of the stored bytes, and every later answer of that page is its stored
 * bytes under a policy that names those hashes (`'sha256-…' 'strict-dynamic'`) instead of a
 * fresh nonce written into every body.
 *
 * Only scripts carrying the render's nonce are hashed: that nonce is 128 random bits no one
 * outside the Worker has seen before the page is complete, so markup injected into the page
 * (a `<script>` in a product text the renderer failed to escape) cannot carry it, and its
 * hash is never named: as with a nonce, no inline script runs that the page did not put there.
 */

/** The header a stored page names its scripts' hashes in: the Worker's own note, never sent. */
export const SCRIPT_HASHES_HEADER = 'X-Script-Hashes';

/** A page's bytes ready to be stored, and the policy sources of its scripts. */
export interface HashedPage {
  body: Uint8Array<ArrayBuffer>;
  /** `'sha256-…'` sources, one per distinct script, in the order of the page. */
  hashes: string[];
}

// The page read as windows-1252 text, one character per byte: offsets in the text are byte offsets.
const bytesAsText = new TextDecoder('windows-1252');
const SCRIPT_START = /<script(?=[\s/>])/gi;
const SCRIPT_END = /<\/script(?=[\s/>])/gi;
const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/y;

/**
 * The page's bytes with the render's `nonce` taken out and the hashes of the inline scripts
 * that carried it; undefined when the page cannot be served by hashes (a script file, not an
 * inline script, carries the nonce: a hash would not let it load in every browser), and it
 * is stored with its nonce, swapped on every answer as before.
 */
export async function hashNoncedScripts(body: Uint8Array<ArrayBuffer>, nonce: string): Promise<HashedPage | undefined> {
  const text = bytesAsText.decode(body);
  const scripts: Uint8Array<ArrayBuffer>[] = [];
  SCRIPT_START.lastIndex = 0;
  for (let start = SCRIPT_START.exec(text); start; start = SCRIPT_START.exec(text)) {
    const tag = readTag(text, start.index + start[0].length);
    if (!tag) break;
    SCRIPT_END.lastIndex = tag.end;
    const end = SCRIPT_END.exec(text);
    const contentEnd = end ? end.index : text.length;
    SCRIPT_START.lastIndex = end ? end.index + end[0].length : text.length;
    if (tag.attributes.get('nonce') !== nonce) continue;
    if (tag.attributes.has('src')) return undefined;
    scripts.push(body.subarray(tag.end, contentEnd));
  }
  const hashes = [...new Set(await Promise.all(scripts.map(sha256Source)))];
  return { body: withoutNonce(body, text, nonce), hashes };
}

/** The attributes of a start tag from `from` (just after its name) to its `>`, and where the tag ends. */
function readTag(text: string, from: number): { attributes: Map<string, string>; end: number } | undefined {
  const attributes = new Map<string, string>();
  let at = from;
  while (at < text.length) {
    const char = text[at]!;
    if (char === '>') return { attributes, end: at + 1 };
    if (/[\s/]/.test(char)) {
      at += 1;
      continue;
    }
    ATTRIBUTE.lastIndex = at;
    const match = ATTRIBUTE.exec(text);
    if (!match) return undefined;
    const name = match[1]!.toLowerCase();
    // The first of a repeated attribute counts, as in the HTML parser.
    if (!attributes.has(name)) attributes.set(name, match[2] ?? match[3] ?? match[4] ?? '');
    at = ATTRIBUTE.lastIndex;
  }
  return undefined;
}

/**
 * `'sha256-…'` of a script's text as the browser hashes it: its UTF-8 bytes after the HTML
 * parser's newline normalisation (CR LF and CR become LF).
 */
async function sha256Source(content: Uint8Array<ArrayBuffer>): Promise<string> {
  const normalised = content.includes(13) ? new TextEncoder().encode(new TextDecoder().decode(content).replace(/\r\n?/g, '\n')) : content;
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', normalised));
  return `'sha256-${btoa(String.fromCharCode(...digest))}'`;
}

/** The page without ` nonce="…"` of the render's nonce (scripts and preloads alike). */
function withoutNonce(body: Uint8Array<ArrayBuffer>, text: string, nonce: string): Uint8Array<ArrayBuffer> {
  const attribute = ` nonce="${nonce}"`;
  const kept: [number, number][] = [];
  let read = 0;
  for (let at = text.indexOf(attribute); at !== -1; at = text.indexOf(attribute, read)) {
    kept.push([read, at]);
    read = at + attribute.length;
  }
  if (kept.length === 0) return body;
  kept.push([read, body.length]);
  const out = new Uint8Array(body.length - (kept.length - 1) * attribute.length);
  let write = 0;
  for (const [from, to] of kept) {
    out.set(body.subarray(from, to), write);
    write += to - from;
  }
  return out;
}
