import { renderToReadableStream } from 'react-dom/server.edge';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Island, islandMarkup, renderIslandMarkup, type ImagePreload } from './island';
import { forgetPrerendered, prerenderedSize } from './prerendered';

afterEach(forgetPrerendered);

async function page(body: React.ReactNode, preloads: ImagePreload[] = []): Promise<string> {
  const stream = await renderToReadableStream(
    <html>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width" />
        {/* As worker/components/Document.tsx writes them. */}
        {preloads.map(({ href, fetchPriority }) => (
          <link key={href} rel="preload" as="image" href={href} fetchPriority={fetchPriority} />
        ))}
        <title>Page</title>
        <link rel="icon" href="/icon.svg" />
      </head>
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
  it('is rendered in place on its first page, then once per props and reused, byte for byte the same', async () => {
    const props = { src: '/a.svg', loading: 'lazy' as const };
    const island = <Island name="ProductPurchase" component={Picture} props={props} />;
    const first = await page(island); // in place; its markup is rendered meanwhile
    expect(first).toContain('<figure><img src="/a.svg" alt="" loading="lazy"/><figcaption>/a.svg</figcaption></figure>');
    expect((await renderIslandMarkup('ProductPurchase', Picture, props)).html).not.toBe('');
    renders = 0;
    expect(await page(island)).toBe(first);
    expect(await page(island)).toBe(first);
    expect(renders).toBe(0);
  });

  it('has its markup rendered by the first islandMarkup that does not find it', async () => {
    const props = { src: '/c.svg', loading: 'lazy' as const };
    renders = 0;
    expect(islandMarkup('ProductPurchase', Picture, props)).toEqual({ json: JSON.stringify(props), html: '', preloads: [] });
    await vi.waitFor(() => expect(prerenderedSize().parts).toBe(1));
    expect(islandMarkup('ProductPurchase', Picture, props).html).toBe(
      '<figure><img src="/c.svg" alt="" loading="lazy"/><figcaption>/c.svg</figcaption></figure>',
    );
    expect(renders).toBe(1);
  });

  it('with an image React preloads, is rendered in place, so the page keeps the preload', async () => {
    const html = await page(<Island name="ProductPurchase" component={Picture} props={{ src: '/b.svg', loading: 'eager' as const }} />);
    expect(html).toContain(
      '<meta name="viewport" content="width=device-width"/><link rel="preload" as="image" href="/b.svg" fetchPriority="high"/>',
    );
    expect(await page(<Island name="ProductPurchase" component={Picture} props={{ src: '/b.svg', loading: 'eager' as const }} />)).toBe(
      html,
    );
  });

  it('written from its markup, with the head naming its preloads, gives the page React gives with it in place', async () => {
    function Gallery({ src }: { src: string }) {
      return (
        <div>
          <img src={src} alt="" fetchPriority="high" />
          <img src="/second.svg?a=1&b=2" alt="" />
          <img src="/lazy.svg" alt="" loading="lazy" />
        </div>
      );
    }
    const props = { src: '/main "one".svg' };
    const inPlace = await page(<Island name="ProductPurchase" component={Gallery} props={props} />);
    const markup = await renderIslandMarkup('ProductPurchase', Gallery, props);
    expect(markup.preloads).toEqual([{ href: '/main "one".svg', fetchPriority: 'high' }, { href: '/second.svg?a=1&b=2' }]);
    expect(await page(<Island name="ProductPurchase" component={Gallery} props={props} markup={markup} />, markup.preloads)).toBe(inPlace);
  });

  it('with anything else React moves to the head, is rendered in place', async () => {
    const WithTitle = () => <title>Moved</title>;
    expect((await renderIslandMarkup('ProductPurchase', WithTitle, {})).html).toBe('');
    expect(islandMarkup('ProductPurchase', WithTitle, {}).html).toBe('');
  });
});
