import type { Context } from 'hono';
import type { AppEnv } from '../../context';
import { edgeCall, edgeOf } from '../../api/edge';
import { layoutDataOf } from '../../layout-reads';

/**
 * /newsletter/confirm?token=…: the link of the newsletter's confirmation e-mail (double
 * opt-in, docs/site.md "Newsletter"). Opening the link shows a button; only pressing it
 * confirms (POST, the page's own form), so a mail scanner that follows links cannot
 * subscribe someone. No script: the form posts to the page's own address, token included.
 * Personal (a link of one mailbox): private, never stored, not indexed.
 */
export function newsletterConfirmPage(c: Context<AppEnv>) {
  const { t } = c.var;
  layoutDataOf(c);
  return c.render(
    <section className="site-screen">
      <h1>{t('newsletter_confirm.title')}</h1>
      <p>{t('newsletter_confirm.intro')}</p>
      <form method="post">
        <button type="submit" className="button">
          {t('newsletter_confirm.submit')}
        </button>
      </form>
    </section>,
    { title: t('newsletter_confirm.title'), description: t('newsletter_confirm.intro'), robots: 'noindex' },
  );
}

/** The commerce API's answer to the confirmation: its status, or why it is refused. */
const MESSAGES = { confirmed: 'newsletter_confirm.done', already_confirmed: 'newsletter_confirm.already' } as const;

/** POST /newsletter/confirm?token=…: the button pressed; the answer says what happened, as a page. */
export async function newsletterConfirmAnswer(c: Context<AppEnv>) {
  const { t } = c.var;
  layoutDataOf(c);
  const upstream = await edgeCall(
    { method: 'POST', path: '/api/newsletter/confirm', body: JSON.stringify({ token: c.req.query('token') ?? '' }) },
    edgeOf(c),
  );
  const answer = (await upstream.json().catch(() => null)) as { status?: string } | null;
  const key = upstream.ok && answer?.status && answer.status in MESSAGES ? MESSAGES[answer.status as keyof typeof MESSAGES] : null;
  // A link that names no sign-up (or a malformed one) is the shopper's 4xx; anything else failed on our side.
  const status = key ? 200 : upstream.status === 400 || upstream.status === 404 ? upstream.status : 502;
  c.status(status);
  return c.render(
    <section className="site-screen">
      <h1>{t('newsletter_confirm.title')}</h1>
      <p role="status">{t(key ?? (status === 502 ? 'errors.generic' : 'newsletter_confirm.invalid'))}</p>
    </section>,
    { title: t('newsletter_confirm.title'), description: t('newsletter_confirm.intro'), robots: 'noindex' },
  );
}
