import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { isCompressible, varyByEncoding, withAcceptEncoding } from './index';

const app = new Hono();
app.use(varyByEncoding);
app.get('/html', (c) => c.html('<p>hi</p>'));
app.get('/json', (c) => c.json({ a: 1 }, 200, { Vary: 'Origin' }));
app.get('/png', (c) => c.body(new Uint8Array([137, 80]), 200, { 'Content-Type': 'image/png' }));
app.get('/svg-304', () => new Response(null, { status: 304, headers: { 'Content-Type': 'image/svg+xml', ETag: '"x"' } }));
app.get('/empty', () => new Response(null, { status: 204, headers: { 'Content-Type': 'text/plain' } }));
app.get('/immutable', async () => {
  // As fetch() gives it: headers that may not be changed.
  const response = await fetch('data:text/plain,hello');
  return response;
});

describe('varyByEncoding', () => {
  it.each([
    ['/html', 'Accept-Encoding'],
    ['/json', 'Origin, Accept-Encoding'],
    ['/svg-304', 'Accept-Encoding'],
    ['/immutable', 'Accept-Encoding'],
    ['/png', null],
    ['/empty', null],
  ])('%s: Vary is %s', async (path, vary) => {
    const response = await app.request(path);
    expect(response.headers.get('vary')).toBe(vary);
  });

  it.each([
    ['text/html; charset=UTF-8', true],
    ['application/json', true],
    ['application/xml; charset=utf-8', true],
    ['application/javascript', true],
    ['image/svg+xml', true],
    ['image/x-icon', true],
    ['application/manifest+json', true],
    ['image/png', false],
    ['image/jpeg', false],
    ['application/octet-stream', false],
  ])('%s compressible: %s', (type, compressible) => {
    expect(isCompressible(type)).toBe(compressible);
  });

  it.each([
    [null, 'Accept-Encoding'],
    ['', 'Accept-Encoding'],
    ['Origin', 'Origin, Accept-Encoding'],
    ['accept-encoding', 'accept-encoding'],
    ['Origin, Accept-Encoding', 'Origin, Accept-Encoding'],
    ['*', '*'],
  ])('Vary %j becomes %j', (vary, expected) => {
    expect(withAcceptEncoding(vary)).toBe(expected);
  });
});
