import { renderToReadableStream } from 'react-dom/server.edge';
import { afterEach, describe, expect, it } from 'vitest';
import { Island } from './island';
import { forgetPrerendered } from './prerendered';

afterEach(forgetPrerendered);

async function page(body: React.ReactNode): Promise<string> {
  const stream = await renderToReadableStream(
    <html>
      <head />
      <body>{body}</body>
    </html>,
  );
  await stream.allReady;
  return new Response(stream).text();
}

let renders = 0;
function Picture({ src, loading }: { src: string; loading: 'lazy' | 'eager' }) {
  renders++;
  return (
    <figure>
      <img src={src} alt="" loading={loading} fetchPriority={loading === 'eager' ? 'high' : undefined} />
      <figcaption>{src}</figcaption>
    </figure>
  );
}

describe('Island', () => {
  it('is rendered once per props and reused, byte for byte the same', async () => {
    renders = 0;
    const island = <Island name="ProductPurchase" component={Picture} props={{ src: '/a.svg', loading: 'lazy' as const }} />;
    const first = await page(island);
    const second = await page(island);
    expect(second).toBe(first);
    expect(first).toContain('<figure><img src="/a.svg" alt="" loading="lazy"/><figcaption>/a.svg</figcaption></figure>');
    expect(renders).toBe(1);
  });

  it('with an image React preloads, is rendered in place, so the page keeps the preload', async () => {
    const html = await page(<Island name="ProductPurchase" component={Picture} props={{ src: '/b.svg', loading: 'eager' as const }} />);
    expect(html).toMatch(/<head><link rel="preload" as="image" href="\/b.svg" fetchPriority="high"\/>/);
    expect(await page(<Island name="ProductPurchase" component={Picture} props={{ src: '/b.svg', loading: 'eager' as const }} />)).toBe(
      html,
    );
  });
});
