import { Hono } from 'hono';
import type { OriginBindings } from '../context';
import { badRequest, readJsonBody } from '../http';
import { isEmail, objectWith, optionalString, string } from '../validation';

/** Newsletter sign-up and client error reports. */
export const formRoutes = new Hono<OriginBindings>();

/** Letters and digits without look-alikes (0/O, 1/I), for codes people type. */
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

function newCode(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(8));
  return `NEWS-${[...bytes].map((byte) => CODE_ALPHABET[byte % CODE_ALPHABET.length]).join('')}`;
}

/**
 * POST /api/subscribe { email } → { code }. Signing up again with the same address
 * returns the code it already has. The code works as a coupon (docs/api.md).
 */
formRoutes.post('/api/subscribe', async (c) => {
  const body = objectWith(await readJsonBody(c.req.raw), 'body', ['email']);
  const email = string(body.email, 'email', { max: 254 }).trim();
  if (!isEmail(email)) throw badRequest('email is not a valid e-mail address');
  const key = email.toLowerCase();
  const db = c.env.DB;
  // Insert-or-keep: a second sign-up leaves the first row (and its code) untouched.
  await db
    .prepare('INSERT INTO newsletter_subscribers (email, code, locale, created_at) VALUES (?, ?, ?, ?) ON CONFLICT (email) DO NOTHING')
    .bind(key, newCode(), c.var.store.locale, new Date().toISOString())
    .run();
  const row = await db.prepare('SELECT code FROM newsletter_subscribers WHERE email = ?').bind(key).first<{ code: string }>();
  return c.json({ code: row!.code });
});

/** The captured errors kept; older ones are dropped so a noisy client cannot fill D1. */
const MAX_STORED_ERRORS = 10_000;
const CAPTUERR_LIMIT = 8 * 1024;

/** POST /captuerr { error, level, stack, userAgent, url } → 204 (body at most 8 KB). */
formRoutes.post('/captuerr', async (c) => {
  const body = objectWith(await readJsonBody(c.req.raw, CAPTUERR_LIMIT), 'body', ['error', 'level', 'stack', 'userAgent', 'url']);
  const error = string(body.error, 'error', { min: 1, max: 2000 });
  const level = optionalString(body.level, 'level', { max: 20 }) ?? 'error';
  const stack = optionalString(body.stack, 'stack', { max: 8000 }) ?? null;
  const userAgent = optionalString(body.userAgent, 'userAgent', { max: 500 }) ?? null;
  const url = optionalString(body.url, 'url', { max: 2000 }) ?? null;
  const db = c.env.DB;
  await db.batch([
    db
      .prepare('INSERT INTO client_errors (created_at, locale, level, error, stack, user_agent, url) VALUES (?, ?, ?, ?, ?, ?, ?)')
      .bind(new Date().toISOString(), c.var.store.locale, level, error, stack, userAgent, url),
    db.prepare(`DELETE FROM client_errors WHERE id <= (SELECT MAX(id) FROM client_errors) - ${MAX_STORED_ERRORS}`),
  ]);
  return c.body(null, 204);
});
