/**
 * POST /__ops/purge (docs/operations.md "The operator view"): the operator's purge by tag,
 * by address or by domain, from the view's form (urlencoded: `tags` and `urls` as text, one
 * or more per line, `hosts` once per ticked domain) or from a script (JSON
 * `{ tags?, urls?, hosts? }`). What was sent is checked by worker/cache/purge.ts.
 */
import type { Context } from 'hono';
import { readBodyText } from '../../../shared/http/body';
import { PurgeInputError, type PurgeRequest } from '../../cache/purge';

/** What the form shows again: the text as typed and the ticked domains. */
export interface PurgeFormValues {
  tags: string;
  urls: string;
  hosts: string[];
}

export const EMPTY_PURGE_FORM: PurgeFormValues = { tags: '', urls: '', hosts: [] };

const BODY_LIMIT = 32 * 1024;

/** Whether the request (or its answer) is JSON: a script's purge. */
export function isJsonRequest(c: Context): boolean {
  return (c.req.header('content-type') ?? '').toLowerCase().startsWith('application/json');
}

/** Tags and domains may be separated by commas too; addresses only by white space (a query may hold commas). */
const words = (text: string) => text.split(/[\s,]+/).filter(Boolean);
const lines = (text: string) => text.split(/\s+/).filter(Boolean);

/** The purge request of the body, and what to show again; throws PurgeInputError for a body that is none. */
export async function readPurgeBody(c: Context): Promise<{ request: PurgeRequest; typed: PurgeFormValues }> {
  const text = await readBodyText(c.req.raw, BODY_LIMIT);
  if (text === null) throw new PurgeInputError(`The request body is larger than ${BODY_LIMIT} bytes`);
  if (isJsonRequest(c)) {
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      throw new PurgeInputError('The request body is not JSON: send { "tags": [], "urls": [], "hosts": [] }');
    }
    if (!body || typeof body !== 'object' || Array.isArray(body)) {
      throw new PurgeInputError('The request body must be an object: { "tags": [], "urls": [], "hosts": [] }');
    }
    const { tags, urls, hosts, ...rest } = body as Record<string, unknown>;
    const unknown = Object.keys(rest)[0];
    if (unknown !== undefined) throw new PurgeInputError(`"${unknown.slice(0, 40)}" is not a purge field (tags, urls, hosts)`);
    const request = { tags, urls, hosts } as PurgeRequest;
    const shown = (value: unknown) => (Array.isArray(value) ? value.filter((item) => typeof item === 'string') : []);
    return { request, typed: { tags: shown(tags).join('\n'), urls: shown(urls).join('\n'), hosts: shown(hosts) } };
  }
  const type = (c.req.header('content-type') ?? '').toLowerCase();
  if (!type.startsWith('application/x-www-form-urlencoded')) {
    throw new PurgeInputError('Send the purge form (application/x-www-form-urlencoded) or JSON { tags, urls, hosts }');
  }
  const form = new URLSearchParams(text);
  const typed: PurgeFormValues = { tags: form.get('tags') ?? '', urls: form.get('urls') ?? '', hosts: form.getAll('hosts') };
  const request: PurgeRequest = { tags: words(typed.tags), urls: lines(typed.urls), hosts: typed.hosts.flatMap(words) };
  return { request, typed };
}
