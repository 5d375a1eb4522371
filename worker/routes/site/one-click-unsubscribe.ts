import type { Context } from 'hono';
import { readBodyText } from '../../../shared/http/body';
import { edgeCall, edgeOf } from '../../api/edge';
import { strategies } from '../../cache/policy';
import type { AppEnv } from '../../context';

/** A one-click body is one short field; anything longer is not one. */
const MAX_BODY_BYTES = 4096;

/**
 * POST /unsubscribe?token=…: the one-click unsubscribe of RFC 8058. Every newsletter mail's
 * List-Unsubscribe header names this address, with List-Unsubscribe-Post:
 * List-Unsubscribe=One-Click; the recipient's mail provider then POSTs that field here from
 * its own servers: no browser, no cookies, no Origin of this shop. So this route comes before
 * the cross-site guard (worker/app.tsx): the token in the address (128 random bits, only in
 * that mailbox) is what authorises it, as the link does on the page. It sets no cookie and
 * is never stored. GET /unsubscribe stays the page that asks first.
 *
 * Answers JSON: 200 { status: "unsubscribed" | "already_unsubscribed" }, 400 when the body is
 * not the one-click field or the token is malformed, 404 for an unknown token.
 */
export async function oneClickUnsubscribe(c: Context<AppEnv>) {
  const refuse = (status: 400 | 413, error: string) => c.json({ error }, status, { 'Cache-Control': strategies.private() });
  const text = await readBodyText(c.req.raw, MAX_BODY_BYTES).catch(() => null);
  if (text === null) return refuse(413, `A one-click unsubscribe body is at most ${MAX_BODY_BYTES} bytes`);
  if (!(await isOneClick(text, c.req.header('content-type') ?? ''))) {
    return refuse(400, 'Send List-Unsubscribe=One-Click (RFC 8058) as a form body');
  }
  const upstream = await edgeCall(
    { method: 'POST', path: '/api/unsubscribe', body: JSON.stringify({ token: c.req.query('token') ?? '' }) },
    edgeOf(c),
  );
  return new Response(await upstream.text(), {
    status: upstream.status,
    headers: { 'Content-Type': 'application/json; charset=UTF-8', 'Cache-Control': strategies.private() },
  });
}

/** Whether the form body (urlencoded or multipart, RFC 8058 section 3.1) holds List-Unsubscribe=One-Click. */
async function isOneClick(text: string, contentType: string): Promise<boolean> {
  if (!/^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i.test(contentType)) return false;
  const form = await new Request('https://body.invalid/', { method: 'POST', body: text, headers: { 'Content-Type': contentType } })
    .formData()
    .catch(() => null);
  return form?.get('List-Unsubscribe') === 'One-Click';
}
