import type { Context } from 'hono';
import { Fragment } from 'react';
import * as v from 'valibot';
import { edgeCall, edgeOf } from '../../api/edge';
import { isEmbedded } from '../../api/upstream';
import type { AppEnv } from '../../context';
import type { Env } from '../../env';
import { layoutDataOf } from '../../layout-reads';
import { readBodyText } from '../../../shared/http/body';
import { notFoundPage } from '../errors';

const nullableString = v.nullable(v.string());

const outbox = v.object({
  messages: v.array(
    v.object({
      id: v.number(),
      to: v.string(),
      subject: v.string(),
      text: v.string(),
      html: nullableString,
      kind: v.string(),
      order_id: nullableString,
      send_after: nullableString,
      sent_at: nullableString,
      created_at: v.string(),
      state: v.optional(v.string(), 'waiting'),
      attempts: v.optional(v.number(), 0),
      message_id: v.optional(nullableString, null),
      failed_at: v.optional(nullableString, null),
      last_error: v.optional(nullableString, null),
      envelope: v.optional(
        v.nullable(v.object({ from: nullableString, reply_to: nullableString, headers: v.record(v.string(), v.string()) })),
        null,
      ),
    }),
  ),
});
type Message = v.InferOutput<typeof outbox>['messages'][number];

/** How a message's HTML part is shown: as a mail client would, without its scripts, forms or access to this page. */
const MAIL_FRAME_STYLE = { width: '100%', height: '32rem', border: '1px solid #ccc', background: '#fff' } as const;

function Delivery({ message }: { message: Message }) {
  if (message.state === 'sent') return <>{`sent ${message.sent_at ?? ''} (Message-ID ${message.message_id ?? '?'})`}</>;
  if (message.state === 'failed')
    return <>{`failed ${message.failed_at ?? ''} after ${message.attempts} tries: ${message.last_error ?? ''}`}</>;
  if (message.state === 'queued')
    return <>{`handed to the mail queue${message.attempts > 0 ? `, ${message.attempts} tries so far` : ''}`}</>;
  return <>{message.send_after ? `waiting until ${message.send_after}` : 'waiting'}</>;
}

/** The embedded commerce API, or the same reached through the contract proxy (Env LOCAL_COMMERCE). */
const hasLocalCommerce = (env: Env) => isEmbedded(env) || env.LOCAL_COMMERCE === '1';

/**
 * /__dev/outbox, the local inbox (README "The local inbox"): every e-mail the embedded commerce
 * API has written, newest first, as the local send_email binding (Miniflare's) was given it:
 * the envelope (From, Reply-To, To, Subject, extra headers), the HTML part in a sandboxed
 * frame as a mail client shows it, the text part, and how delivery went. It exists only while
 * the embedded API answers (no API_ORIGIN, or LOCAL_COMMERCE) and that API has its local outbox
 * (GET /api/dev/outbox, docs/checkout.md); anywhere else it is the 404 page.
 */
export async function devOutboxRoute(c: Context<AppEnv>, notice?: Notice) {
  if (!hasLocalCommerce(c.env)) return notFoundPage(c);
  const upstream = await edgeCall({ method: 'GET', path: '/api/dev/outbox' }, edgeOf(c));
  const parsed = upstream.ok ? v.safeParse(outbox, await upstream.json().catch(() => null)) : null;
  if (!parsed?.success) return notFoundPage(c);
  layoutDataOf(c);
  const messages = parsed.output.messages;
  return c.render(
    <section className="dev-outbox">
      <h1>Local inbox ({messages.length})</h1>
      <p className="hint">
        E-mails the embedded commerce API has written and handed to the local send_email binding (Miniflare’s), newest first. Local
        development only: a deployment sends them through Cloudflare Email Service.
      </p>
      {notice && (
        <p className={`notice ${notice.ok ? 'ok' : 'error'}`} role={notice.ok ? 'status' : 'alert'}>
          {notice.message}
        </p>
      )}
      <form method="post" action={`${DEV_OUTBOX_PATH}/mail-sweep`}>
        <label>
          Move the clock: run the mail cron as of (UTC) <input type="datetime-local" name="at" required data-testid="mail-sweep-at" />
        </label>{' '}
        <button type="submit">Run the mail cron</button>
        <span className="hint">
          {' '}
          Hands what is due then to the local queue, e.g. a gift card on its day. Unpaid orders are not touched.
        </span>
      </form>
      <ol className="outbox-list">
        {messages.map((message) => (
          <li key={message.id} data-outbox-kind={message.kind} data-outbox-state={message.state}>
            <h2>{message.subject}</h2>
            <dl>
              <dt>From</dt>
              <dd data-testid="outbox-from">{message.envelope?.from ?? 'not configured (MAIL_FROM)'}</dd>
              {message.envelope?.reply_to && (
                <>
                  <dt>Reply-To</dt>
                  <dd>{message.envelope.reply_to}</dd>
                </>
              )}
              <dt>To</dt>
              <dd data-testid="outbox-to">{message.to}</dd>
              {Object.entries(message.envelope?.headers ?? {}).map(([name, value]) => (
                <Fragment key={name}>
                  <dt>{name}</dt>
                  <dd>{value}</dd>
                </Fragment>
              ))}
              <dt>Kind</dt>
              <dd>{message.kind}</dd>
              {message.order_id && (
                <>
                  <dt>Order</dt>
                  <dd>{message.order_id}</dd>
                </>
              )}
              <dt>Written</dt>
              <dd>{message.created_at}</dd>
              <dt>Delivery</dt>
              <dd data-testid="outbox-delivery">
                <Delivery message={message} />
              </dd>
            </dl>
            {message.html !== null && (
              <iframe
                title={`HTML part of “${message.subject}”`}
                srcDoc={message.html}
                sandbox="allow-popups allow-popups-to-escape-sandbox"
                loading="lazy"
                style={MAIL_FRAME_STYLE}
              />
            )}
            <pre aria-label="Text part">{message.text}</pre>
          </li>
        ))}
      </ol>
    </section>,
    { title: 'Local inbox', robots: 'noindex, nofollow', findability: 'unlisted', stylesheet: 'checkout' },
  );
}

export const DEV_OUTBOX_PATH = '/__dev/outbox';

interface Notice {
  ok: boolean;
  message: string;
}

/** "YYYY-MM-DDTHH:MM" of the form's datetime-local field, read as UTC. */
const FORM_TIME = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})(:\d{2})?$/;

/**
 * POST /__dev/outbox/mail-sweep (the local clock control, ADR 0019): the commerce API's
 * POST /api/dev/mail-sweep as of the form's time, then the inbox again with what it did.
 */
export async function devMailSweepRoute(c: Context<AppEnv>) {
  if (!hasLocalCommerce(c.env)) return notFoundPage(c);
  const text = (await readBodyText(c.req.raw, 1024)) ?? '';
  const typed = new URLSearchParams(text).get('at') ?? '';
  const match = FORM_TIME.exec(typed.trim());
  if (!match) {
    c.status(400);
    return devOutboxRoute(c, { ok: false, message: 'Give a date and time, e.g. 2027-03-14T08:00' });
  }
  const at = `${match[1]}T${match[2]}${match[3] ?? ':00'}.000Z`;
  const upstream = await edgeCall(
    {
      method: 'POST',
      path: '/api/dev/mail-sweep',
      body: JSON.stringify({ at }),
      headers: new Headers({ 'content-type': 'application/json' }),
    },
    edgeOf(c),
  );
  const answer = (await upstream.json().catch(() => null)) as { handedOff?: number; error?: string } | null;
  if (!upstream.ok) {
    c.status(400);
    return devOutboxRoute(c, { ok: false, message: answer?.error ?? `The commerce API answered ${upstream.status}` });
  }
  return devOutboxRoute(c, {
    ok: true,
    message: `The mail cron ran as of ${at}: ${answer?.handedOff ?? 0} e-mail(s) handed to the queue.`,
  });
}
