/**
 * The operator view's mail (docs/operations.md "Delivery"): /__ops/mail lists the e-mails that
 * failed (every try refused, or a consumer stopped mid-send so the outcome is unknown) and
 * those still waiting, from the commerce API's GET /api/ops/mail with COMMERCE_OPS_TOKEN; each
 * failed one has a "Send again" form (POST /__ops/mail/{id}/resend → POST /api/ops/mail/{id}/resend).
 * Recipients and subjects are shown, never a message's contents.
 */
import type { Context } from 'hono';
import * as v from 'valibot';
import { opsMailAnswer, resendAnswer, type OpsMailRow } from '../../../shared/schemas/mail';
import type { AppEnv } from '../../context';
import { OPS_PATH, OpsDocument } from './pages';
import { timedCall } from './status';

type OpsContext = Context<AppEnv>;

export const MAIL_PATH = `${OPS_PATH}/mail`;

type Listed = { ok: true; mails: OpsMailRow[] } | { ok: false; message: string };
export type ResendOutcome = { ok: true; mail: OpsMailRow } | { ok: false; status: 400 | 404 | 409 | 502 | 503; message: string };

const NOT_CONFIGURED = 'Not configured: set COMMERCE_OPS_TOKEN to the commerce API’s OPS_TOKEN';

async function listMail(c: OpsContext, state: 'failed' | 'waiting'): Promise<Listed> {
  const bearer = c.env.COMMERCE_OPS_TOKEN;
  if (!bearer) return { ok: false, message: NOT_CONFIGURED };
  const query = new URLSearchParams({ state, limit: '100' });
  const { response, error } = await timedCall(c, { method: 'GET', path: '/api/ops/mail', query, bearer });
  if (!response) return { ok: false, message: `The commerce API could not be reached: ${error}` };
  const parsed = v.safeParse(opsMailAnswer, await response.json().catch(() => null));
  if (!response.ok || !parsed.success) return { ok: false, message: `The commerce API answered ${response.status}` };
  return { ok: true, mails: parsed.output.mails };
}

/** Hands a failed e-mail to the queue again; never throws: a failure is the outcome, in words. */
export async function resendMail(c: OpsContext, idText: string): Promise<ResendOutcome> {
  if (!/^[1-9]\d{0,15}$/.test(idText)) return { ok: false, status: 400, message: 'The e-mail id is a whole number (from the list)' };
  const bearer = c.env.COMMERCE_OPS_TOKEN;
  if (!bearer) return { ok: false, status: 503, message: NOT_CONFIGURED };
  const { response, error } = await timedCall(c, {
    method: 'POST',
    path: `/api/ops/mail/${idText}/resend`,
    body: '{}',
    headers: new Headers({ accept: 'application/json', 'content-type': 'application/json' }),
    bearer,
  });
  if (!response) return { ok: false, status: 502, message: `The commerce API could not be reached: ${error}` };
  const body: unknown = await response.json().catch(() => null);
  if (response.status === 404 || response.status === 409) {
    const message =
      body && typeof body === 'object' && 'error' in body ? String(body.error) : `The commerce API answered ${response.status}`;
    return { ok: false, status: response.status, message };
  }
  const parsed = v.safeParse(resendAnswer, body);
  if (!response.ok || !parsed.success) return { ok: false, status: 502, message: `The commerce API answered ${response.status}` };
  return { ok: true, mail: parsed.output.mail };
}

function MailTable({ caption, mails, canResend }: { caption: string; mails: OpsMailRow[]; canResend: boolean }) {
  if (mails.length === 0) return <p>{`${caption}: none.`}</p>;
  return (
    <div className="scroll">
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Id</th>
            <th scope="col">Kind</th>
            <th scope="col">To</th>
            <th scope="col">Subject</th>
            <th scope="col">Order</th>
            <th scope="col">Written</th>
            <th scope="col">Tries</th>
            <th scope="col">{canResend ? 'Failed' : 'Due'}</th>
            <th scope="col">Last error</th>
            {canResend && <th scope="col">Action</th>}
          </tr>
        </thead>
        <tbody>
          {mails.map((mail) => (
            <tr key={mail.id} data-mail-id={mail.id}>
              <td className="n">{mail.id}</td>
              <td>{mail.kind}</td>
              <td>{mail.recipient}</td>
              <td>{mail.subject}</td>
              <td>{mail.order_id ?? ''}</td>
              <td>{mail.created_at}</td>
              <td className="n">{mail.attempts}</td>
              <td>{(canResend ? mail.failed_at : mail.send_after) ?? 'now'}</td>
              <td>{mail.last_error ?? ''}</td>
              {canResend && (
                <td>
                  <form method="post" action={`${MAIL_PATH}/${mail.id}/resend`}>
                    <button type="submit" aria-label={`Send e-mail ${mail.id} to ${mail.recipient} again`}>
                      Send again
                    </button>
                  </form>
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Listing({ caption, listed, canResend }: { caption: string; listed: Listed; canResend: boolean }) {
  if (!listed.ok)
    return (
      <p className="notice error" role="alert">
        {`${caption}: ${listed.message}`}
      </p>
    );
  return <MailTable caption={caption} mails={listed.mails} canResend={canResend} />;
}

function MailPage({ failed, waiting, outcome }: { failed: Listed; waiting: Listed; outcome?: ResendOutcome }) {
  return (
    <OpsDocument title="E-mail">
      <p>
        <a href={OPS_PATH}>Back to the operator view</a>
      </p>
      <h1>E-mail delivery</h1>
      {outcome && !outcome.ok && (
        <p className="notice error" role="alert">
          {outcome.message}
        </p>
      )}
      {outcome?.ok && (
        <p className="notice ok" role="status">
          {`E-mail ${outcome.mail.id} to ${outcome.mail.recipient} is handed to the mail queue again.`}
        </p>
      )}
      <p className="hint">
        Failed: every try was refused (the last error says why), or a consumer stopped while sending, so it may have gone out: ask the
        recipient before sending it again. Sent e-mails are not listed; docs/operations.md “Delivery” says how long they are kept.
      </p>
      <Listing caption="Failed e-mails, newest first" listed={failed} canResend />
      <Listing caption="Waiting to be sent (gift cards before their day, retries)" listed={waiting} canResend={false} />
    </OpsDocument>
  );
}

/** The page: both lists, and after a "Send again" its outcome. */
export async function mailPage(c: OpsContext, outcome?: ResendOutcome) {
  const [failed, waiting] = await Promise.all([listMail(c, 'failed'), listMail(c, 'waiting')]);
  return <MailPage failed={failed} waiting={waiting} {...(outcome ? { outcome } : {})} />;
}
