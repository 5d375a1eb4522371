import { useEffect, useState } from 'react';

/** A CMS widget's HTML (SPEC 7: content and hidden); any failure shows nothing (SPEC 8). */
export function Widget({ slug }: { slug: 'cart-header' | 'cart-footer' }) {
  const [html, setHtml] = useState<string | null>(null);
  useEffect(() => {
    // Offline the request would only fail, and the browser would log it.
    if (navigator.onLine === false) return;
    let isCurrent = true;
    fetch(`/api/widget-by-slug/${slug}`)
      .then((response) => (response.ok ? (response.json() as Promise<unknown>) : null))
      .then((widget) => {
        if (!isCurrent || typeof widget !== 'object' || widget === null) return;
        const { content, hidden } = widget as { content?: unknown; hidden?: unknown };
        if (hidden !== true && typeof content === 'string' && content.trim() !== '') setHtml(content);
      })
      .catch(() => undefined);
    return () => {
      isCurrent = false;
    };
  }, [slug]);
  // The shop's own CMS content, from its own API (as the store message and footer are).
  return html === null ? null : <div className={`cart-widget ${slug}`} dangerouslySetInnerHTML={{ __html: html }} />;
}
