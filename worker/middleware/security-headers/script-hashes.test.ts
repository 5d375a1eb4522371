import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hashNoncedScripts } from './script-hashes';

const NONCE = 'r3nd3rN0nce+/AAAAAAAAAA==';
const bytes = (text: string) => new TextEncoder().encode(text);
const text = (body: Uint8Array) => new TextDecoder().decode(body);
/** The policy source a browser computes for an inline script whose text is `script`. */
const sourceOf = (script: string) => `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;

describe('hashNoncedScripts', () => {
  it('hashes the inline scripts that carry the render’s nonce, in page order, each once, and takes the nonce out', async () => {
    const page =
      `<head><link rel="modulepreload" href="/assets/a.js" nonce="${NONCE}"><script nonce="${NONCE}">start()</script>` +
      `<script type="application/ld+json">{"@type":"Product"}</script></head>` +
      `<body><p>Café ünïcode</p><script nonce="${NONCE}">$RC("B:0","S:0")</script><SCRIPT NONCE='${NONCE}' id=x>start()</SCRIPT></body>`;
    const hashed = await hashNoncedScripts(bytes(page), NONCE);
    expect(hashed!.hashes).toEqual([sourceOf('start()'), sourceOf('$RC("B:0","S:0")')]);
    expect(text(hashed!.body)).toBe(page.replaceAll(` nonce="${NONCE}"`, ''));
    expect(text(hashed!.body)).toContain('<p>Café ünïcode</p>');
  });

  it('never hashes a script without the render’s nonce: injected markup stays blocked', async () => {
    const page =
      `<p><script>alert(1)</script></p><script nonce="guessed">alert(2)</script>` +
      `<script data-x=">" nonce="${NONCE}x">alert(3)</script><script nonce="${NONCE}">ours()</script>`;
    const hashed = await hashNoncedScripts(bytes(page), NONCE);
    expect(hashed!.hashes).toEqual([sourceOf('ours()')]);
  });

  it('an injected script that is never closed swallows what follows, in the browser as here', async () => {
    // The browser reads everything up to the next </script> as the injected script's text.
    const page = `<p><script>steal(</p><script nonce="${NONCE}">ours()</script><script nonce="${NONCE}">more()</script>`;
    const hashed = await hashNoncedScripts(bytes(page), NONCE);
    expect(hashed!.hashes).toEqual([sourceOf('more()')]);
  });

  it('a quoted > inside an attribute does not end the tag', async () => {
    const page = `<script data-a="a>b" nonce="${NONCE}">x()</script>`;
    expect((await hashNoncedScripts(bytes(page), NONCE))!.hashes).toEqual([sourceOf('x()')]);
  });

  it('hashes the text as the browser reads it: CR LF becomes LF', async () => {
    const page = `<script nonce="${NONCE}">a()\r\nb()\rc()</script>`;
    expect((await hashNoncedScripts(bytes(page), NONCE))!.hashes).toEqual([sourceOf('a()\nb()\nc()')]);
  });

  it('a page whose script file carries the nonce is not hashed (it keeps its nonce)', async () => {
    const page = `<script type="module" src="/assets/entry.js" nonce="${NONCE}"></script>`;
    expect(await hashNoncedScripts(bytes(page), NONCE)).toBeUndefined();
  });

  it('a page without scripts has no hashes and is returned as it is', async () => {
    const body = bytes('<p>no scripts</p>');
    const hashed = await hashNoncedScripts(body, NONCE);
    expect(hashed).toEqual({ body, hashes: [] });
  });
});
