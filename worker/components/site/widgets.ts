import { htmlToParagraphs } from '../../../shared/text';
import type { Widget } from '../../../shared/types';

/**
 * What the layout shows of its widgets. Widget HTML is shown as plain text (see
 * shared/text.ts: an upstream can never inject markup into pages).
 */

/** docs/site.md "Layout": the store message shows only when not hidden and longer than 20 characters. */
export const STORE_MESSAGE_MIN_LENGTH = 21;

export function storeMessageText(widget: Widget | null): string[] | null {
  if (!widget || widget.hidden) return null;
  const paragraphs = htmlToParagraphs(widget.content);
  return paragraphs.join(' ').length >= STORE_MESSAGE_MIN_LENGTH ? paragraphs : null;
}

/** The newsletter banner's title (its first block, the widget's <h2>) and text. */
export function newsletterBannerText(widget: Widget | null): { title: string; text: string[] } | null {
  if (!widget || widget.hidden) return null;
  const [title, ...text] = htmlToParagraphs(widget.content);
  return title ? { title, text } : null;
}

/** The cookie alert's text (docs/site.md "Cookies"): its widget as plain text; null without one (then no alert shows). */
export function cookieAlertText(widget: Widget | null): string | null {
  const text = widget ? htmlToParagraphs(widget.content).join(' ') : '';
  return text === '' ? null : text;
}

export interface FooterLink {
  label: string;
  url: string;
}

export interface FooterColumn {
  title: string;
  links: FooterLink[];
}

/** Root-relative paths, or http(s) URLs; anything else (javascript:, data:) is dropped. */
const SAFE_URL = /^(\/(?!\/)|https?:\/\/)/i;

/**
 * The footer-columns widget's content is JSON text:
 * { "columns": [{ "title", "links": [{ "label", "url" }] }] }. Anything malformed is left
 * out (a column without links, a link without a safe URL); unreadable JSON gives none.
 */
export function parseFooterColumns(widget: Widget | null): FooterColumn[] {
  if (!widget || widget.hidden) return [];
  let value: unknown;
  try {
    value = JSON.parse(widget.content);
  } catch {
    return [];
  }
  const columns = (value as { columns?: unknown } | null)?.columns;
  if (!Array.isArray(columns)) return [];
  return columns.flatMap((column: unknown): FooterColumn[] => {
    const { title, links } = (column ?? {}) as { title?: unknown; links?: unknown };
    if (typeof title !== 'string' || !title.trim() || !Array.isArray(links)) return [];
    const safe = links.flatMap((link: unknown): FooterLink[] => {
      const { label, url } = (link ?? {}) as { label?: unknown; url?: unknown };
      return typeof label === 'string' && label.trim() && typeof url === 'string' && SAFE_URL.test(url) ? [{ label, url }] : [];
    });
    return safe.length > 0 ? [{ title, links: safe }] : [];
  });
}

export interface ContentPage {
  title: string;
  description: string;
  sections: { heading?: string; paragraphs: string[] }[];
}

const text = (value: unknown): value is string => typeof value === 'string' && value.trim().length > 0;

/**
 * A generic content page (/about, /contact, ...): the page-<slug> widget, whose content is
 * JSON text { "title", "description", "sections": [{ "heading"?, "paragraphs": [string] }] }.
 * Plain text only. Null when hidden or malformed: the page is then a 404 (docs/browse.md "404 rules": a page
 * whose validation fails is not found).
 */
export function parseContentPage(widget: Widget | null): ContentPage | null {
  if (!widget || widget.hidden) return null;
  let value: unknown;
  try {
    value = JSON.parse(widget.content);
  } catch {
    return null;
  }
  const { title, description, sections } = (value ?? {}) as { title?: unknown; description?: unknown; sections?: unknown };
  if (!text(title) || !Array.isArray(sections)) return null;
  const valid = sections.flatMap((section: unknown): ContentPage['sections'] => {
    const { heading, paragraphs } = (section ?? {}) as { heading?: unknown; paragraphs?: unknown };
    const kept = Array.isArray(paragraphs) ? paragraphs.filter(text) : [];
    if (kept.length === 0) return [];
    return [text(heading) ? { heading, paragraphs: kept } : { paragraphs: kept }];
  });
  if (valid.length === 0) return null;
  return { title, description: text(description) ? description : title, sections: valid };
}

/** Splits text around e-mail addresses, so a page can link them (mailto:). */
export function splitEmails(value: string): { text: string; isEmail: boolean }[] {
  return value
    .split(/([\w.+-]+@[\w-]+(?:\.[\w-]+)+)/)
    .filter(Boolean)
    .map((part) => ({ text: part, isEmail: /^[\w.+-]+@[\w-]+(?:\.[\w-]+)+$/.test(part) }));
}
