import type { FeedProduct } from '../../../shared/schemas/catalog';
import { feedItems, type FeedItem } from './items';
import type { FeedSource } from './source';

/**
 * A feed as a byte stream, written a catalog page at a time as the reader asks for it:
 * `head`, the text of each page's items, `tail`. The next page is read only when the reader
 * has taken the last one (pull with a high-water mark of one page), so a slow reader
 * never makes the Worker hold more than a page or two of a 100,000-product catalog. A read
 * that fails after the head errors the stream: the feed breaks off, it never ends as if
 * complete (and the page cache keeps no broken feed).
 */
/** A feed's format: what comes before the items, each item's text, what comes after. */
export interface FeedFormat {
  head: string;
  item: (item: FeedItem) => string;
  tail: string;
}

export function feedStream(source: FeedSource, format: FeedFormat): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let headSent = false;
  const pageText = (products: FeedProduct[]) =>
    products
      .flatMap((product) => feedItems(product, source.context))
      .map(format.item)
      .join('');
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        if (!headSent) {
          headSent = true;
          controller.enqueue(encoder.encode(format.head));
          return;
        }
        // A pull must enqueue something or end the stream (a pending read waits on it): a
        // page without items (all gift cards, or all listed already) reads the next one.
        for (;;) {
          let page: IteratorResult<FeedProduct[]>;
          try {
            page = await source.pages.next();
          } catch (error) {
            console.error(
              'feeds: a catalog read failed mid-feed, the feed breaks off:',
              error instanceof Error ? error.message : String(error),
            );
            throw error;
          }
          if (page.done) {
            controller.enqueue(encoder.encode(format.tail));
            controller.close();
            return;
          }
          const text = pageText(page.value);
          if (text) return controller.enqueue(encoder.encode(text));
        }
      },
      async cancel() {
        await source.pages.return(undefined);
      },
    },
    { highWaterMark: 1 },
  );
}
