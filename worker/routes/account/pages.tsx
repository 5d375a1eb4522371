/**
 * The account screens' pages (docs/accounts.md): sign-in, sign-out and the signed-in
 * landing page /my-account. All private and `noindex`; forms post to the same path, and the
 * cross-site guard (worker/middleware/cross-site) checks every POST.
 */
import type { Context } from 'hono';
import type { AppEnv } from '../../context';
import type { Session } from '../../auth';
import type { AuthErrorCode } from '../../auth/provider';
import { PATHS } from '../../../shared/site-paths';

const ERROR_CODES: readonly AuthErrorCode[] = ['unavailable', 'mismatch', 'expired', 'ended', 'invalid', 'denied'];

export function isAuthErrorCode(value: string | null): value is AuthErrorCode {
  return ERROR_CODES.includes(value as AuthErrorCode);
}

/** GET /login: the "Sign in" button (a form: a prefetch or a crawler never starts a flow). */
export function loginPage(c: Context<AppEnv>, { error, returnPath }: { error: AuthErrorCode | null; returnPath: string | null }) {
  const { t } = c.var;
  return c.render(
    <section className="site-screen account-screen">
      <h1>{t('account.login_title')}</h1>
      {error && (
        <p className="form-error" role="alert">
          {t(`account.errors.${error}`)}
        </p>
      )}
      <p>{t('account.login_intro')}</p>
      <form method="post" action={PATHS.login}>
        {returnPath && <input type="hidden" name="return" value={returnPath} />}
        <button type="submit" className="button">
          {t('account.login_button')}
        </button>
      </form>
    </section>,
    { title: t('account.login_title'), description: t('account.login_intro'), robots: 'noindex' },
  );
}

/** /login without OIDC configuration: a 503 page that says so (never a 500). */
export function notAvailablePage(c: Context<AppEnv>) {
  const { t } = c.var;
  c.status(503);
  return c.render(
    <section className="site-screen account-screen">
      <h1>{t('account.login_title')}</h1>
      <p role="alert">{t('account.not_available')}</p>
      <p>
        <a href="/">{t('account.to_start')}</a>
      </p>
    </section>,
    { title: t('account.login_title'), robots: 'noindex' },
  );
}

/** A "Sign out" form (POST /logout: a link never signs out). */
export function SignOutForm({ label }: { label: string }) {
  return (
    <form method="post" action={PATHS.logout}>
      <button type="submit" className="button">
        {label}
      </button>
    </form>
  );
}

/** GET /logout. */
export function logoutPage(c: Context<AppEnv>, session: Session | null) {
  const { t } = c.var;
  return c.render(
    <section className="site-screen account-screen">
      <h1>{t('account.logout_title')}</h1>
      {session ? (
        <>
          <p>{t('account.logout_intro')}</p>
          <SignOutForm label={t('account.logout_button')} />
        </>
      ) : (
        <>
          <p>{t('account.signed_out')}</p>
          <p>
            <a href="/">{t('account.to_start')}</a>
          </p>
        </>
      )}
    </section>,
    { title: t('account.logout_title'), robots: 'noindex' },
  );
}
