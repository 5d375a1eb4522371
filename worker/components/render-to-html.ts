import type { ReactNode } from 'react';
import { prerender } from 'react-dom/static.edge';

/**
 * The HTML of `node`, rendered to its end as a string by react-dom's edge server build: the
 * build that streams every page (`renderToReadableStream`, worker/render.tsx), and the only
 * one in the storefront's bundle (docs/site.md, "One server renderer").
 *
 * react-dom's `renderToString` is another build of the renderer (react-dom-server-legacy,
 * about 250 KB); scripts/lib/build.mjs resolves `react-dom/server` to the edge build alone,
 * so it is not there. `prerender` (react-dom/static.edge) is that same edge build: it
 * finishes everything (nothing inside waits for a Suspense boundary's data here) before the
 * first byte, so the HTML is what the page's renderer writes for the same elements.
 */
export async function renderToHtml(node: ReactNode): Promise<string> {
  const { prelude } = await prerender(node);
  // Read in JavaScript, not by `new Response(prelude).text()`, which in workerd takes turns
  // of the runtime's event loop: a page whose component waits for this part (prerendered.tsx)
  // then streams more of itself after the shell (seen on a product page's first render).
  const reader = prelude.getReader();
  const decoder = new TextDecoder();
  let html = '';
  for (let read = await reader.read(); !read.done; read = await reader.read()) html += decoder.decode(read.value, { stream: true });
  return html + decoder.decode();
}
