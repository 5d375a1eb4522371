import type { Context } from 'hono';
import { accessTokenOf, sessionOf } from '../auth';
import { setCacheControl, strategies } from '../cache/policy';
import type { AppEnv } from '../context';
import { edgeCall, edgeOf } from './edge';
import { passedOn } from './pass-through';

/**
 * The commerce API's artist calls (`/api/my/*`, docs/accounts.md and docs/api.md "Artist
 * calls"), forwarded for the signed-in artist with their access token as
 * `Authorization: Bearer`; the token never reaches the browser. Signed out (or the token
 * could not be refreshed): 401 with a message. JSON bodies and image uploads (PUT with the
 * image's bytes) pass through as they are; every answer is private.
 */
export async function artistCall(c: Context<AppEnv>): Promise<Response> {
  const method = c.req.method;
  if (method !== 'GET' && method !== 'POST' && method !== 'PUT') {
    return privateAnswer(c.json({ error: 'Method not allowed' }, 405, { Allow: 'GET, POST, PUT' }));
  }
  // The session's record could not be asked (the commerce API is away): not a sign-out.
  if ((await sessionOf(c)).status === 'unverified') {
    return privateAnswer(c.json({ error: 'The sign-in could not be checked just now; try again' }, 503, { 'Retry-After': '30' }));
  }
  const bearer = await accessTokenOf(c);
  if (!bearer) return privateAnswer(c.json({ error: 'Sign in to continue' }, 401));
  const url = new URL(c.req.url);
  const body = method === 'GET' ? undefined : await c.req.arrayBuffer();
  const headers = new Headers();
  const type = c.req.header('content-type');
  if (type) headers.set('content-type', type);
  headers.set('accept', c.req.header('accept') ?? 'application/json');
  const upstream = await passedOn(
    await edgeCall({ method, path: url.pathname, query: url.searchParams, body, headers, bearer }, edgeOf(c)),
  );
  const answer = new Response(upstream.body, { status: upstream.status, headers: passedHeaders(upstream.headers) });
  return privateAnswer(answer);
}

/** What the browser may see of the API's answer headers. */
function passedHeaders(from: Headers): Headers {
  const headers = new Headers();
  for (const name of ['content-type', 'content-disposition', 'www-authenticate']) {
    const value = from.get(name);
    if (value) headers.set(name, value);
  }
  return headers;
}

function privateAnswer(response: Response): Response {
  setCacheControl(response.headers, strategies.private());
  return response;
}
