/**
 * What every page of the artist area (/my-account and below, docs/accounts.md) shares: the
 * session guard, the commerce API's artist calls with the artist's access token, the
 * area's frame (its navigation and "Sign out") and the notice when the API cannot answer.
 */
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { ReactNode } from 'react';
import * as v from 'valibot';
import { isRecord } from '../../../shared/json';
import { formatMoney } from '../../../shared/money';
import { PATHS } from '../../../shared/site-paths';
import { accessTokenOf, oidcConfigOf, sessionOf } from '../../auth';
import { returnPathOr } from '../../auth/return-path';
import { edgeCall, edgeOf } from '../../api/edge';
import type { AppEnv } from '../../context';
import { failedSignIn } from '../../auth/flow';

type AccountContext = Context<AppEnv>;

/** Where a signed-out visitor of `c`'s page goes: /login, and back here after it. */
function toLogin(c: AccountContext): Response {
  const url = new URL(c.req.url);
  const back = returnPathOr(`${url.pathname}${url.search}`);
  return c.redirect(`${PATHS.login}?${new URLSearchParams({ return: back })}`, 303);
}

/**
 * Every /my-account page needs a session: signed out → /login and back; an expired or
 * unreadable session → /login with the reason; no sign-in configured → /login (which says so).
 */
export const requireSession = createMiddleware<AppEnv>(async (c, next) => {
  if (!oidcConfigOf(c.env)) return c.redirect(PATHS.login, 303);
  const read = await sessionOf(c);
  if (read.status === 'valid') return next();
  if (read.status === 'none') return toLogin(c);
  // The commerce API could not say whether the session is still open: try again, signed in as before.
  if (read.status === 'unverified') return troublePage(c, sectionOf(c), c.var.t(SECTION_TITLES[sectionOf(c)]), 503);
  const url = new URL(c.req.url);
  const code = read.status === 'invalid' ? 'invalid' : read.status;
  return failedSignIn(c, code, returnPathOr(`${url.pathname}${url.search}`));
});

/** The access token could not be had (the refresh failed): the page sends the artist to sign in. */
export class SignedOut extends Error {}

export type MyAnswer<T> =
  | { ok: true; status: number; data: T }
  | { ok: false; status: number; error: string; field: string | null; details: Record<string, unknown> };

export interface MyCall {
  method?: 'GET' | 'POST' | 'PUT';
  query?: Record<string, string | undefined>;
  json?: unknown;
  bytes?: ArrayBuffer;
  type?: string;
}

/**
 * One artist call (`/api/my/…`) for the signed-in artist, through the same edgeCall as the
 * browser's (worker/api/artist.ts). A success is returned only when its answer passed
 * `schema`; anything else is `{ ok: false }` with the API's `error` and `field`
 * (an answer of the wrong shape is a 502).
 */
export async function myCall<T>(
  c: AccountContext,
  path: string,
  schema: v.GenericSchema<unknown, T>,
  call: MyCall = {},
): Promise<MyAnswer<T>> {
  const bearer = await accessTokenOf(c);
  if (!bearer) throw new SignedOut();
  const headers = new Headers({ accept: 'application/json' });
  let body: string | ArrayBuffer | undefined;
  if (call.json !== undefined) {
    headers.set('content-type', 'application/json');
    body = JSON.stringify(call.json);
  } else if (call.bytes) {
    headers.set('content-type', call.type || 'application/octet-stream');
    body = call.bytes;
  }
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(call.query ?? {})) if (value !== undefined && value !== '') query.set(key, value);
  const method = call.method ?? 'GET';
  const response = await edgeCall({ method, path, query, body, headers, bearer }, edgeOf(c));
  const value: unknown = await response.json().catch(() => null);
  if (response.ok) {
    const parsed = v.safeParse(schema, value);
    if (parsed.success) return { ok: true, status: response.status, data: parsed.output };
    console.error(`account: ${method} ${path} answered an unexpected shape`);
    return { ok: false, status: 502, error: 'unexpected answer', field: null, details: {} };
  }
  const details = isRecord(value) ? value : {};
  return {
    ok: false,
    status: response.status,
    error: typeof details.error === 'string' ? details.error : '',
    field: typeof details.field === 'string' ? details.field : null,
    details,
  };
}

/** A page handler of the area: a lost access token sends the artist to sign in again. */
export function areaPage(handler: (c: AccountContext) => Promise<Response>) {
  return async (c: AccountContext): Promise<Response> => {
    try {
      return await handler(c);
    } catch (error) {
      if (error instanceof SignedOut) return toLogin(c);
      throw error;
    }
  };
}

type Section = 'dashboard' | 'posters' | 'sales' | 'profile';

const SECTIONS: { section: Section; href: string; key: string }[] = [
  { section: 'dashboard', href: PATHS.myAccount, key: 'account.dashboard' },
  { section: 'posters', href: PATHS.myPosters, key: 'account.posters' },
  { section: 'sales', href: PATHS.mySales, key: 'account.sales' },
  { section: 'profile', href: PATHS.myProfileEdit, key: 'account.profile' },
];

const SECTION_TITLES: Record<Section, string> = {
  dashboard: 'account.overview.title',
  posters: 'account.poster_list.title',
  sales: 'account.sales_page.title',
  profile: 'account.profile_page.title',
};

/** The section a path of the area is in (the longest section path it starts with). */
function sectionOf(c: AccountContext): Section {
  const path = new URL(c.req.url).pathname;
  const matches = SECTIONS.filter((item) => path === item.href || path.startsWith(`${item.href}/`));
  return matches.sort((a, b) => b.href.length - a.href.length)[0]?.section ?? 'dashboard';
}

/** The area's frame: its navigation (the current section marked) beside the page's content. */
export function AccountFrame({ c, current, children }: { c: AccountContext; current: Section; children: ReactNode }) {
  const { t } = c.var;
  const read = c.var.auth?.read;
  const session = read?.status === 'valid' ? read.session : null;
  return (
    <div className="account-area">
      <nav className="account-nav" aria-label={t('account.nav_label')}>
        {session && (
          <p className="account-who">
            {t('account.signed_in_as', { name: session.name })}
            <br />
            <span className="hint">{session.email}</span>
          </p>
        )}
        <ul>
          {SECTIONS.map((item) => (
            <li key={item.section}>
              <a href={item.href} aria-current={item.section === current ? 'page' : undefined}>
                {t(item.key)}
              </a>
            </li>
          ))}
        </ul>
        <form method="post" action={PATHS.logout}>
          <button type="submit" className="button-link">
            {t('account.logout_button')}
          </button>
        </form>
      </nav>
      <div className="account-main">{children}</div>
    </div>
  );
}

/**
 * The API did not answer a page's read: 401/403 (the API refused this sign-in) asks to
 * sign in again; anything else says to try again (503). Never a stack trace.
 */
export function troublePage(c: AccountContext, current: Section, title: string, status: number) {
  const { t } = c.var;
  const refused = status === 401 || status === 403;
  c.status(refused ? 200 : 503);
  if (!refused) c.header('Retry-After', '30');
  return c.render(
    <AccountFrame c={c} current={current}>
      <h1>{title}</h1>
      <p className="notice notice-error" role="alert">
        {t(refused ? 'account.refused' : 'account.load_failed')}
      </p>
      {refused && (
        <form method="post" action={PATHS.login}>
          <input type="hidden" name="return" value={new URL(c.req.url).pathname} />
          <button type="submit" className="button">
            {t('account.sign_in_again')}
          </button>
        </form>
      )}
    </AccountFrame>,
    { title, robots: 'noindex', stylesheet: 'account' },
  );
}

/**
 * The account pages' Intl formatters per language, built once per isolate (as shared/money.ts
 * keeps its own): building three of them was about 1 ms of every account page's CPU in a
 * profile of /my-account (issue 27). Not request state.
 */
const formattersByLanguage = new Map<string, { day: Intl.DateTimeFormat; month: Intl.DateTimeFormat; number: Intl.NumberFormat }>();

function formattersOf(iso: string) {
  let formatters = formattersByLanguage.get(iso);
  if (!formatters) {
    formatters = {
      day: new Intl.DateTimeFormat(iso, { dateStyle: 'medium', timeZone: 'UTC' }),
      month: new Intl.DateTimeFormat(iso, { month: 'short', year: 'numeric', timeZone: 'UTC' }),
      number: new Intl.NumberFormat(iso),
    };
    formattersByLanguage.set(iso, formatters);
  }
  return formatters;
}

/**
 * Formatting in the page's language: money, dates, months, numbers, file sizes. A count in a
 * sentence goes to t() as a number (`{ count: n }`): the plural table picks the form and the
 * translator writes the digits (shared/i18n.ts).
 */
export function formatsOf(c: AccountContext) {
  const { locale } = c.var.market;
  const { day, month, number } = formattersOf(locale.iso);
  return {
    // The shop's one money format (docs/shop-rules.md "Limits and constants": sv and da whole kronor, the others 2 decimals).
    // Sales and earnings exclude VAT, but they are sums to read, not prices of the cart's
    // excl.-VAT view (2 decimals, docs/shop-rules.md "Limits and constants"): "609 kr", never "608,88 kr".
    money: (amount: number) => formatMoney(amount, locale),
    /** "2026-11-25" or an ISO time → a date. */
    day: (value: string) => day.format(new Date(value.length === 10 ? `${value}T00:00:00Z` : value)),
    /** "2026-11" → a month and year. */
    month: (value: string) => month.format(new Date(`${value}-01T00:00:00Z`)),
    number: (value: number) => number.format(value),
    bytes: (value: number) =>
      value >= 1024 * 1024 ? `${number.format(Math.round(value / 104857.6) / 10)} MB` : `${number.format(Math.ceil(value / 1024))} KB`,
  };
}
export type Formats = ReturnType<typeof formatsOf>;
