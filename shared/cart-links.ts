/**
 * Links from a cart line to its product page (SPEC 2): a custom poster's line carries its
 * template values in the query, so the product page can show the poster as it was made.
 * Kept apart from query-params (read on every page) because only the drawers and the
 * product page need it.
 */
import { decodeBase64 } from './query-params';
import type { CartLineMetadata } from './types';

/** The query parameter on a custom poster's product link that holds its template values (SPEC 2). */
export const TEMPLATE_PARAM = 'template';
/** The API's limits for template values (docs/api.md, sync-cart metadata). */
const MAX_TEMPLATE_FIELDS = 20;
const MAX_TEMPLATE_KEY = 40;
const MAX_TEMPLATE_VALUE = 200;

function isTemplateEntry(entry: [string, unknown]): entry is [string, string] {
  const [key, value] = entry;
  return key.length >= 1 && key.length <= MAX_TEMPLATE_KEY && typeof value === 'string' && value.length <= MAX_TEMPLATE_VALUE;
}

/** A custom poster's template values as one URL-safe query value: base64url of their JSON. */
export function encodeTemplateValues(values: Readonly<Record<string, string>>): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(JSON.stringify(values))) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The inverse of encodeTemplateValues; null unless it is an object of at most 20 short strings. */
export function parseTemplateValues(value: string | null | undefined): Record<string, string> | null {
  if (!value || value.length > 10_000) return null;
  const text = decodeBase64(value);
  if (text === null) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return null;
  const entries = Object.entries(parsed);
  if (entries.length > MAX_TEMPLATE_FIELDS || !entries.every(isTemplateEntry)) return null;
  return Object.fromEntries(entries as [string, string][]);
}

/** A product's page; a custom poster's carries its template values. */
export function productHref(productWord: string, slug: string, metadata?: Readonly<CartLineMetadata> | null): string {
  const path = `/${productWord}/${encodeURIComponent(slug)}`;
  const values = metadata?.template?.values;
  return values && Object.keys(values).length > 0 ? `${path}?${TEMPLATE_PARAM}=${encodeTemplateValues(values)}` : path;
}
