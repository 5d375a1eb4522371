import type { Context } from 'hono';
import UnsubscribeForm from '../../../client/islands/site/UnsubscribeForm';
import { Island } from '../../components/island';
import type { AppEnv } from '../../context';
import { layoutDataOf } from '../../layout-reads';

/**
 * /unsubscribe: leave the newsletter, from the e-mail's link (?token=) or by address.
 * The page is the same for everyone (the form reads the token in the browser), so it
 * may be cached; it is not indexed.
 */
export function unsubscribeRoute(c: Context<AppEnv>) {
  const { t } = c.var;
  layoutDataOf(c);
  return c.render(
    <section className="site-screen">
      <h1>{t('unsubscribe.title')}</h1>
      <Island
        name="UnsubscribeForm"
        component={UnsubscribeForm}
        props={{
          labels: {
            intro: t('unsubscribe.intro'),
            tokenIntro: t('unsubscribe.token_intro'),
            emailLabel: t('unsubscribe.email_label'),
            submit: t('unsubscribe.submit'),
            submitting: t('unsubscribe.submitting'),
            doneEmail: t('unsubscribe.done_email', { email: '{{email}}' }),
            doneToken: t('unsubscribe.done_token'),
            already: t('unsubscribe.already'),
            invalidToken: t('unsubscribe.invalid_token'),
            invalidEmail: t('newsletter.invalid_email'),
            failed: t('errors.generic'),
          },
        }}
      />
    </section>,
    { title: t('unsubscribe.title'), description: t('unsubscribe.intro'), robots: 'noindex' },
  );
}
