import { expect } from 'vitest';

/**
 * The body of a fragment's answer (shared/site-paths.ts FRAGMENT_PATHS, worker/routes/fragments.ts),
 * checked as every fragment must be: a 200 of HTML without a document around it, `noindex`, public
 * (kept at the edge like a catalog page) and setting no cookie.
 */
export async function fragmentBody(answer: Response): Promise<string> {
  expect(answer.status).toBe(200);
  expect(answer.headers.get('content-type')).toMatch(/^text\/html/);
  expect(answer.headers.get('x-robots-tag')).toBe('noindex');
  expect(answer.headers.get('cache-control')).toMatch(/^public,/);
  expect(answer.headers.get('set-cookie')).toBeNull();
  const html = await answer.text();
  expect(html).not.toContain('<html');
  return html;
}
