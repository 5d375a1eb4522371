import type { Context } from 'hono';
import * as v from 'valibot';
import { edgeCall, edgeOf } from '../../api/edge';
import { isEmbedded } from '../../api/upstream';
import type { AppEnv } from '../../context';
import { layoutDataOf } from '../../layout-reads';
import { notFoundPage } from '../errors';

const outbox = v.object({
  messages: v.array(
    v.object({
      id: v.number(),
      to: v.string(),
      subject: v.string(),
      text: v.string(),
      kind: v.string(),
      order_id: v.nullable(v.string()),
      send_after: v.nullable(v.string()),
      sent_at: v.nullable(v.string()),
      created_at: v.string(),
    }),
  ),
});

/**
 * /__dev/outbox: the e-mails the embedded commerce API has written (order confirmations,
 * gift cards), newest first, for whoever runs the shop locally. It exists only while the
 * embedded API answers (no API_ORIGIN) and that API has its local outbox
 * (GET /api/dev/outbox, docs/checkout.md); anywhere else it is the 404 page.
 */
export async function devOutboxRoute(c: Context<AppEnv>) {
  if (!isEmbedded(c.env)) return notFoundPage(c);
  const upstream = await edgeCall({ method: 'GET', path: '/api/dev/outbox' }, edgeOf(c));
  const parsed = upstream.ok ? v.safeParse(outbox, await upstream.json().catch(() => null)) : null;
  if (!parsed?.success) return notFoundPage(c);
  layoutDataOf(c);
  const messages = parsed.output.messages;
  return c.render(
    <section className="dev-outbox">
      <h1>Outbox ({messages.length})</h1>
      <p className="hint">
        E-mails the embedded commerce API has written. Local development only: a real deployment sends them with its mail service.
      </p>
      <ol className="outbox-list">
        {messages.map((message) => (
          <li key={message.id} data-outbox-kind={message.kind}>
            <h2>{message.subject}</h2>
            <dl>
              <dt>To</dt>
              <dd data-testid="outbox-to">{message.to}</dd>
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
              {message.send_after && (
                <>
                  <dt>Send from</dt>
                  <dd>{message.send_after}</dd>
                </>
              )}
              <dt>Sent</dt>
              <dd>{message.sent_at ?? 'waiting'}</dd>
            </dl>
            <pre>{message.text}</pre>
          </li>
        ))}
      </ol>
    </section>,
    { title: 'Outbox', robots: 'noindex, nofollow', findability: 'unlisted' },
  );
}
