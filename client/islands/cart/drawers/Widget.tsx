import { useEffect, useState } from 'react';
import { htmlToParagraphs } from '../../../../shared/text';

/**
 * A CMS widget (content and hidden, docs/api.md "GET /api/widget-by-slug/{slug}"); any
 * failure shows nothing (docs/shop-rules.md "Error texts"). Like every other widget of
 * the shop (docs/site.md), its text is shown as plain paragraphs,
 * never as markup: a compromised or careless upstream cannot put script or tracking
 * images into the cart (OWASP ASVS 5.2.1).
 */
export function Widget({ slug }: { slug: 'cart-header' | 'cart-footer' }) {
  const [paragraphs, setParagraphs] = useState<string[]>([]);
  useEffect(() => {
    // Offline the request would only fail, and the browser would log it.
    if (navigator.onLine === false) return;
    let isCurrent = true;
    fetch(`/api/widget-by-slug/${slug}`)
      .then((response) => (response.ok ? (response.json() as Promise<unknown>) : null))
      .then((widget) => {
        if (!isCurrent || typeof widget !== 'object' || widget === null) return;
        const { content, hidden } = widget as { content?: unknown; hidden?: unknown };
        if (hidden !== true && typeof content === 'string') setParagraphs(htmlToParagraphs(content));
      })
      .catch(() => undefined);
    return () => {
      isCurrent = false;
    };
  }, [slug]);
  if (paragraphs.length === 0) return null;
  return (
    <div className={`cart-widget ${slug}`}>
      {paragraphs.map((text, index) => (
        <p key={index}>{text}</p>
      ))}
    </div>
  );
}
