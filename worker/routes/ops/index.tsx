/**
 * The operator view (issue 13; docs/operations.md "The operator view"): /__ops (HTML) and
 * /__ops/status (JSON), the paste-a-token form (POST /__ops/session), sign-out and the purge
 * form (POST /__ops/purge). Open only to a verified operator token (./access.ts), read from
 * `Authorization: Bearer`, Cloudflare Access's `Cf-Access-Jwt-Assertion` header, the view's
 * own cookie (Path=/__ops) or Access's `CF_Authorization` cookie, in that order. A shopper's
 * or artist's session cookie is never read here.
 *
 * Registered before the page cache (worker/app.tsx): nothing here is ever stored; every
 * answer is `private, no-store` and `noindex`. Cross-site form posts are refused by
 * worker/middleware/cross-site before they get here, and the cookie is SameSite=Strict
 * (OWASP CSRF cheat sheet: defence in depth).
 */
import { Hono, type Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { ReactElement } from 'react';
import { readBodyText } from '../../../shared/http/body';
import { setCacheControl, strategies } from '../../cache/policy';
import { PurgeInputError, purgeTwice, readPurgeRequest } from '../../cache/purge';
import { clockOf } from '../../clock';
import { renderToHtml } from '../../components/render-to-html';
import type { AppEnv } from '../../context';
import { domainsOf } from '../../middleware/market';
import { pageCacheKey } from '../../middleware/page-cache';
import { NOT_CONFIGURED, opsAccessConfigOf, verifyOpsToken, type Operator, type OpsVerdict } from '../../auth/ops-access';
import { signArtistOutEverywhere } from './artist-sessions';
import { ArtistSessionsPage, NotConfiguredPage, OPS_PATH, PurgePage, SignInPage, StatusPage, type PurgeState } from './pages';
import { EMPTY_PURGE_FORM, isJsonRequest, readPurgeBody } from './purge-form';
import { opsStatus } from './status';
import { printFileRoute } from './print-file';
import { acceptsJson, keyOnlyAction, listParams, readOrder, readOrderList, refundOrder, type KeyOnlyAction } from './orders';
import { OrderListPage } from './orders-list';
import { OrderPage, OrderProblemPage } from './orders-pages';
import { ORDERS_PATH } from './orders-parts';
import { MAIL_PATH, mailPage, resendMail } from './mail';
import { API_REFERENCE_PATH, apiReferencePage } from './api-reference';
import { privatePage } from '../../cache/route-policy';

type OpsContext = Context<AppEnv>;

export const opsRoutes = new Hono<AppEnv>();

/** Every answer under /__ops (the view itself too): never stored, never indexed. */
opsRoutes.use(`${OPS_PATH}/*`, async (c, next) => {
  await next();
  setCacheControl(c.res.headers, strategies.private());
  c.res.headers.set('X-Robots-Tag', 'noindex');
});

/** http://localhost and its subdomains, 127.0.0.1: the only places the cookie is not Secure (browsers keep it there). */
function isLocalHttp(c: OpsContext): boolean {
  const url = new URL(c.req.url);
  return url.protocol === 'http:' && /(^|\.)localhost$|^127\.0\.0\.1$|^\[::1\]$/.test(url.hostname);
}

/** The view's cookie: `__Secure-` (RFC 6265bis 4.1.3.1) wherever it is Secure; not `__Host-`, which needs Path=/. */
const cookieName = (c: OpsContext) => (isLocalHttp(c) ? 'ops-token' : '__Secure-ops-token');
const cookieOptions = (c: OpsContext) => ({ path: OPS_PATH, httpOnly: true, secure: !isLocalHttp(c), sameSite: 'Strict' as const });

/** The request's operator token, or null when it carries none. */
function tokenOf(c: OpsContext): string | null {
  const bearer = /^Bearer\s+(\S+)\s*$/i.exec(c.req.header('authorization') ?? '')?.[1];
  return bearer ?? c.req.header('cf-access-jwt-assertion') ?? getCookie(c, cookieName(c)) ?? getCookie(c, 'CF_Authorization') ?? null;
}

type Verified = OpsVerdict | { ok: false; status: 401; message: null };

async function verify(c: OpsContext, token: string | null): Promise<Verified> {
  const config = opsAccessConfigOf(c.env);
  if (!config) return { ok: false, status: 503, message: NOT_CONFIGURED };
  if (token === null || token.trim() === '') return { ok: false, status: 401, message: null };
  return verifyOpsToken(token.trim(), config, { now: clockOf(c.env)() });
}

async function html(
  c: OpsContext,
  page: ReactElement,
  status: 200 | 400 | 401 | 403 | 404 | 409 | 422 | 502 | 503 = 200,
): Promise<Response> {
  const body = await renderToHtml(page);
  return c.html(body.startsWith('<!DOCTYPE') ? body : `<!DOCTYPE html>${body}`, status);
}

/** A refused request: JSON for scripts and /__ops/status, else the paste form (or the not-configured page). */
function refusal(c: OpsContext, verdict: Exclude<Verified, { ok: true }>, asJson: boolean): Promise<Response> | Response {
  if (verdict.status === 401) c.header('WWW-Authenticate', 'Bearer realm="artlane-ops"');
  if (verdict.status === 503) c.header('Retry-After', '300');
  if (asJson) return c.json({ error: verdict.message ?? 'An operator token is required (Authorization: Bearer <token>)' }, verdict.status);
  if (verdict.status === 503) return html(c, <NotConfiguredPage message={verdict.message} />, 503);
  return html(c, <SignInPage message={verdict.message} />, verdict.status);
}

/** A handler for a verified operator; anyone else gets the refusal (JSON when `asJson` says so). */
const forOperator =
  (asJson: (c: OpsContext) => boolean, handler: (c: OpsContext, operator: Operator) => Promise<Response>) =>
  async (c: OpsContext): Promise<Response> => {
    const verdict = await verify(c, tokenOf(c));
    if (!verdict.ok) return refusal(c, verdict, asJson(c));
    return handler(c, verdict.operator);
  };

const configuredHosts = (c: OpsContext) => [...domainsOf(c.env).byHost.keys()];

opsRoutes.get(
  OPS_PATH,
  privatePage,
  forOperator(
    () => false,
    async (c, operator) =>
      html(c, <StatusPage status={await opsStatus(c, operator)} purge={{ typed: EMPTY_PURGE_FORM, hosts: configuredHosts(c) }} />),
  ),
);

// A paid order's custom poster line drawn at print size (./print-file.ts): operators and fulfilment only.
opsRoutes.get(
  `${OPS_PATH}/orders/:id{[A-Za-z0-9_-]{1,64}}/lines/:position{[0-9]{1,4}}/print.png`,
  privatePage,
  forOperator(
    () => true,
    (c) => printFileRoute(c),
  ),
);

opsRoutes.get(
  `${OPS_PATH}/status`,
  privatePage,
  forOperator(
    () => true,
    async (c, operator) => c.json(await opsStatus(c, operator)),
  ),
);

/** The paste form: a token that verifies goes into the view's cookie, which expires with it. */
opsRoutes.post(`${OPS_PATH}/session`, async (c) => {
  const type = (c.req.header('content-type') ?? '').toLowerCase();
  const text = type.startsWith('application/x-www-form-urlencoded') ? await readBodyText(c.req.raw, 16 * 1024) : null;
  const token = text === null ? null : new URLSearchParams(text).get('token');
  if (token === null || token.trim() === '') {
    const config = opsAccessConfigOf(c.env);
    if (!config) return refusal(c, { ok: false, status: 503, message: NOT_CONFIGURED }, false);
    return html(c, <SignInPage message="Paste an operator token into the form (npm run ops-token prints one locally)" />, 400);
  }
  const verdict = await verify(c, token);
  if (!verdict.ok) return refusal(c, verdict, false);
  const maxAge = verdict.operator.expiresAt - Math.floor(clockOf(c.env)() / 1000);
  setCookie(c, cookieName(c), token.trim(), { ...cookieOptions(c), maxAge: Math.max(1, maxAge) });
  return c.redirect(OPS_PATH, 303);
});

opsRoutes.post(`${OPS_PATH}/sign-out`, (c) => {
  deleteCookie(c, cookieName(c), cookieOptions(c));
  return c.redirect(OPS_PATH, 303);
});

/** Purge by tag, address or domain (worker/cache/purge.ts): the form's answer is the form again, with the outcome or the problem. */
opsRoutes.post(
  `${OPS_PATH}/purge`,
  forOperator(isJsonRequest, async (c, operator) => {
    const asJson = isJsonRequest(c);
    const hosts = configuredHosts(c);
    let state: PurgeState = { typed: EMPTY_PURGE_FORM, hosts };
    try {
      const { request, typed } = await readPurgeBody(c);
      state = { ...state, typed };
      const checked = readPurgeRequest(request, new Set(hosts));
      const outcome = await purgeTwice(
        c.env,
        checked,
        (url) => [pageCacheKey(new URL(url))],
        clockOf(c.env),
        (promise) => c.executionCtx.waitUntil(promise),
      );
      if (outcome.problems.length > 0) console.error(`ops: purge by ${operator.name} had problems: ${outcome.problems.join('; ')}`);
      if (asJson) return c.json(outcome);
      return html(c, <PurgePage state={{ ...state, outcome }} />);
    } catch (error) {
      if (!(error instanceof PurgeInputError)) throw error;
      if (asJson) return c.json({ error: error.message }, 400);
      return html(c, <PurgePage state={{ ...state, error: error.message }} />, 400);
    }
  }),
);

/** Sign an artist out everywhere (./artist-sessions.ts): the outcome and the form again, or JSON for a script. */
opsRoutes.post(
  `${OPS_PATH}/artist-sessions`,
  forOperator(isJsonRequest, async (c, operator) => {
    const state = await signArtistOutEverywhere(c);
    const { outcome } = state;
    if (outcome?.ok) console.log(`ops: ${operator.name} signed artist ${outcome.artistId} out everywhere (${outcome.ended} sessions)`);
    const status = outcome && !outcome.ok ? outcome.status : 200;
    if (isJsonRequest(c)) {
      return outcome?.ok ? c.json({ artist_id: outcome.artistId, ended: outcome.ended }) : c.json({ error: outcome?.message }, status);
    }
    return html(c, <ArtistSessionsPage state={state} />, status);
  }),
);

/** The orders (./orders.ts): the list, found by ?query= and paged by ?page=; JSON for `Accept: application/json`. */
opsRoutes.get(
  ORDERS_PATH,
  privatePage,
  forOperator(acceptsJson, async (c) => {
    const read = await readOrderList(c);
    if (acceptsJson(c)) return read.ok ? c.json(read.data) : c.json({ error: read.message }, read.status);
    const { query } = listParams(c);
    if (read.ok) return html(c, <OrderListPage query={query} list={read.data} problem={null} />);
    return html(c, <OrderListPage query={query} list={null} problem={read.message} />, read.status);
  }),
);

/** One order: its lines, totals, payment, events, e-mails, gift cards and the operator actions. */
opsRoutes.get(
  `${ORDERS_PATH}/:id{[A-Za-z0-9_-]{1,64}}`,
  privatePage,
  forOperator(acceptsJson, async (c) => {
    const read = await readOrder(c, c.req.param('id') ?? '');
    if (acceptsJson(c)) return read.ok ? c.json(read.data) : c.json({ error: read.message }, read.status);
    return read.ok
      ? html(c, <OrderPage answer={read.data} actionKey={crypto.randomUUID()} />)
      : html(c, <OrderProblemPage message={read.message} />, read.status);
  }),
);

/** What the order page says after an action went through. */
const DONE: Record<'refund' | KeyOnlyAction, string> = {
  refund: 'Refunded.',
  cancel: 'Cancelled: its holds are released and its payment session cancelled.',
  resend: 'The confirmation e-mail is in the outbox again.',
};

/**
 * An action from the order page's forms (./orders.ts): refund, cancel (an unpaid order) or
 * resend (the confirmation e-mail). The order again with the outcome, or JSON for a script.
 */
opsRoutes.post(
  `${ORDERS_PATH}/:id{[A-Za-z0-9_-]{1,64}}/:action{refund|cancel|resend}`,
  forOperator(isJsonRequest, async (c, operator) => {
    const id = c.req.param('id') ?? '';
    const action = c.req.param('action') as 'refund' | KeyOnlyAction;
    const outcome = action === 'refund' ? await refundOrder(c, id, operator) : await keyOnlyAction(c, id, action, operator);
    if (outcome.status === 200) console.log(`ops: ${operator.name} did ${action} on order ${id}`);
    if (isJsonRequest(c)) return c.json(outcome.body, outcome.status);
    const error = 'error' in outcome.body && typeof outcome.body.error === 'string' ? outcome.body.error : null;
    const notice =
      outcome.status === 200 ? { ok: true, message: DONE[action] } : { ok: false, message: error ?? `Not done (${outcome.status})` };
    const read = await readOrder(c, id);
    if (!read.ok)
      return html(
        c,
        <OrderProblemPage message={notice.ok ? read.message : notice.message} />,
        outcome.status === 200 ? read.status : outcome.status,
      );
    return html(
      c,
      <OrderPage answer={read.data} actionKey={crypto.randomUUID()} notice={notice} />,
      outcome.status === 200 ? 200 : outcome.status,
    );
  }),
);

// E-mail delivery (./mail.tsx): the failed and waiting e-mails, and "Send again".
opsRoutes.get(
  MAIL_PATH,
  privatePage,
  forOperator(
    () => false,
    async (c) => html(c, await mailPage(c)),
  ),
);

opsRoutes.post(
  `${MAIL_PATH}/:id/resend`,
  forOperator(isJsonRequest, async (c, operator) => {
    const outcome = await resendMail(c, c.req.param('id') ?? '');
    if (outcome.ok) console.log(`ops: ${operator.name} sent e-mail ${outcome.mail.id} (${outcome.mail.kind}) again`);
    if (isJsonRequest(c)) return outcome.ok ? c.json({ mail: outcome.mail }) : c.json({ error: outcome.message }, outcome.status);
    return html(c, await mailPage(c, outcome), outcome.ok ? 200 : outcome.status === 409 ? 400 : outcome.status);
  }),
);

// The commerce API's reference (./api-reference.tsx): its OpenAPI document as a page.
opsRoutes.get(
  API_REFERENCE_PATH,
  privatePage,
  forOperator(
    () => false,
    async (c) => html(c, await apiReferencePage(c)),
  ),
);

// Anything else under /__ops is none of the shop's pages.
opsRoutes.all(`${OPS_PATH}/*`, (c) => {
  const isKnown = [
    OPS_PATH,
    `${OPS_PATH}/status`,
    `${OPS_PATH}/session`,
    `${OPS_PATH}/sign-out`,
    `${OPS_PATH}/purge`,
    `${OPS_PATH}/artist-sessions`,
    MAIL_PATH,
    API_REFERENCE_PATH,
  ].includes(c.req.path);
  return isKnown ? c.json({ error: 'Method not allowed' }, 405) : c.json({ error: 'Not found' }, 404);
});
