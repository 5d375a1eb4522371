/**
 * Plain text from the small HTML fragments the commerce API sends (descriptions, widget
 * texts). Rendering them as text, never as markup, keeps a compromised or careless
 * upstream from injecting script into pages (OWASP ASVS 5.2.1: sanitise untrusted HTML).
 */
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (match, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : match;
    }
    return ENTITIES[name.toLowerCase()] ?? match;
  });
}

/** Paragraphs of plain text: block ends and <br> separate them, tags are dropped. */
export function htmlToParagraphs(html: string): string[] {
  return html
    .replace(/<\s*(script|style)[^>]*>[\s\S]*?<\s*\/\s*\1\s*>/gi, '')
    .replace(/<\s*br\s*\/?>|<\s*\/\s*(p|div|li|h[1-6])\s*>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .split('\n')
    .map((line) => decodeEntities(line).replace(/\s+/g, ' ').trim())
    .filter(Boolean);
}

/** One line of plain text, at most `max` characters (for meta descriptions). */
export function htmlToText(html: string, max = Infinity): string {
  const text = htmlToParagraphs(html).join(' ');
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
}
