/**
 * The operator view's HTML (/__ops): server-rendered, no scripts, in English (operators, not
 * shoppers: no market strings). Tables have captions and header cells; every field a label;
 * messages are announced (role="alert" / "status").
 */
import type { ReactNode } from 'react';
import type { PurgeOutcome } from '../../cache/purge';
import type { ArtistSessionsState } from './artist-sessions';
import type { PurgeFormValues } from './purge-form';
import type { OpsStatus } from './status';
import { ClientErrorList, DomainTable, PageCacheTable } from './status-tables';

export const OPS_PATH = '/__ops';

const STYLE = `
body{font-family:system-ui,sans-serif;margin:0 auto;max-width:80rem;padding:1rem 1.5rem 3rem;color:#1b1b1f;line-height:1.45}
h1{font-size:1.5rem}h2{font-size:1.2rem;margin-top:2rem;border-bottom:1px solid #ccc}
table{border-collapse:collapse;font-size:.875rem;margin:.5rem 0;display:block;overflow-x:auto;max-width:100%}caption{text-align:left;font-weight:600;padding:.25rem 0;position:sticky;left:0;max-width:calc(100vw - 3rem)}
th,td{border:1px solid #ccc;padding:.25rem .5rem;text-align:left;vertical-align:top}td{max-width:40rem;overflow-wrap:break-word}td.n{text-align:right;font-variant-numeric:tabular-nums}
.notice{padding:.5rem .75rem;border-left:4px solid #888;background:#f4f4f6}.error{border-color:#b00020;background:#fdecee}
.ok{border-color:#1b7f3a;background:#eaf6ee}label{display:block;font-weight:600;margin-top:.75rem}
textarea,input[type=password]{width:100%;max-width:48rem;font:inherit;font-family:ui-monospace,monospace}
fieldset{margin-top:.75rem;max-width:48rem}fieldset label{display:inline-block;font-weight:normal;margin:.15rem 1rem .15rem 0}
button{margin-top:.75rem;font:inherit;padding:.35rem .9rem}header{display:flex;justify-content:space-between;align-items:baseline;gap:1rem;flex-wrap:wrap}
code,pre{font-family:ui-monospace,monospace;font-size:.8125rem}.scroll{overflow-x:auto;max-width:100%}pre{white-space:pre-wrap;max-width:60rem}.hint{color:#555;font-size:.875rem}`;

export function OpsDocument({ title, children }: { title: string; children: ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex, nofollow" />
        <title>{`${title} – Artlane operators`}</title>
        <style>{STYLE}</style>
      </head>
      <body>
        <main>{children}</main>
      </body>
    </html>
  );
}

/** No (valid) token: the form to paste one (docs/operations.md: `npm run ops-token`). */
export function SignInPage({ message }: { message: string | null }) {
  return (
    <OpsDocument title="Operator sign-in">
      <h1>Artlane operator view</h1>
      {message && (
        <p className="notice error" role="alert">
          {message}
        </p>
      )}
      <form method="post" action={`${OPS_PATH}/session`}>
        <label htmlFor="ops-token">Operator token</label>
        <input id="ops-token" name="token" type="password" autoComplete="off" required spellCheck={false} />
        <button type="submit">Open the operator view</button>
      </form>
      <p className="hint">
        Locally: <code>npm run ops-token</code> prints a token. In production Cloudflare Access signs you in before this page. Scripts send{' '}
        <code>Authorization: Bearer &lt;token&gt;</code> instead.
      </p>
    </OpsDocument>
  );
}

/** Neither OPS_TOKEN_KEY nor Cloudflare Access is configured (503). */
export function NotConfiguredPage({ message }: { message: string }) {
  return (
    <OpsDocument title="Not configured">
      <h1>Artlane operator view</h1>
      <p className="notice error" role="alert">
        {message}
      </p>
      <p className="hint">See docs/operations.md, “The operator view”.</p>
    </OpsDocument>
  );
}

export interface PurgeState {
  typed: PurgeFormValues;
  hosts: string[];
  outcome?: PurgeOutcome;
  error?: string;
}

function PurgeOutcomeNotice({ outcome }: { outcome: PurgeOutcome }) {
  const purged = [
    ...outcome.tags.map((tag) => `tag ${tag}`),
    ...outcome.urls.map((url) => `address ${url}`),
    ...outcome.hosts.map((host) => `domain ${host}`),
  ];
  return (
    <div className={`notice ${outcome.problems.length > 0 ? 'error' : 'ok'}`} role="status">
      <p>{`Purged ${purged.join(', ')} ${outcome.edge === 'cloudflare' ? 'here and at Cloudflare’s edge' : 'in this isolate (no edge purge configured)'}.`}</p>
      {outcome.problems.length > 0 && (
        <ul>
          {outcome.problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      )}
    </div>
  );
}

export function PurgeSection({ state }: { state: PurgeState }) {
  return (
    <section aria-labelledby="purge">
      <h2 id="purge">Purge the cache</h2>
      {state.error && (
        <p className="notice error" role="alert">
          {state.error}
        </p>
      )}
      {state.outcome && <PurgeOutcomeNotice outcome={state.outcome} />}
      <form method="post" action={`${OPS_PATH}/purge`}>
        <label htmlFor="purge-tags">Tags</label>
        <textarea id="purge-tags" name="tags" rows={2} defaultValue={state.typed.tags} aria-describedby="purge-tags-hint" />
        <p className="hint" id="purge-tags-hint">
          One or more, by spaces or lines: <code>product:123</code>, <code>category:7</code>, <code>artist:4</code>,{' '}
          <code>content:categories</code>, <code>listing</code>.
        </p>
        <label htmlFor="purge-urls">Addresses</label>
        <textarea id="purge-urls" name="urls" rows={2} defaultValue={state.typed.urls} aria-describedby="purge-urls-hint" />
        <p className="hint" id="purge-urls-hint">
          Whole page addresses on a configured domain, one per line, e.g. <code>https://artlane.de/poster/sleepy-bear</code>.
        </p>
        <fieldset>
          <legend>Domains (everything of each ticked one)</legend>
          {state.hosts.map((host) => (
            <label key={host}>
              <input type="checkbox" name="hosts" value={host} defaultChecked={state.typed.hosts.includes(host)} />
              {` ${host}`}
            </label>
          ))}
        </fieldset>
        <button type="submit">Purge</button>
      </form>
    </section>
  );
}

/** Sign an artist out on every browser and device (docs/operations.md). */
export function ArtistSessionsSection({ state }: { state: ArtistSessionsState }) {
  const { outcome } = state;
  return (
    <section aria-labelledby="artist-sessions">
      <h2 id="artist-sessions">Sign an artist out everywhere</h2>
      {outcome && !outcome.ok && (
        <p className="notice error" role="alert">
          {outcome.message}
        </p>
      )}
      {outcome?.ok && (
        <p className="notice ok" role="status">
          {`Artist ${outcome.artistId}: ${outcome.ended === 1 ? '1 session' : `${outcome.ended} sessions`} ended. Every browser signed in as them is signed out at its next request.`}
        </p>
      )}
      <form method="post" action={`${OPS_PATH}/artist-sessions`}>
        <label htmlFor="artist-id">Artist id</label>
        <input
          id="artist-id"
          name="artist"
          inputMode="numeric"
          pattern="[1-9][0-9]*"
          required
          defaultValue={state.typed}
          aria-describedby="artist-id-hint"
        />
        <p className="hint" id="artist-id-hint">
          For a lost phone or a shared computer: ends every open session of the artist (the commerce API’s{' '}
          <code>POST /api/ops/artists/&#123;id&#125;/sessions/end</code>). They sign in again to continue.
        </p>
        <button type="submit">Sign out everywhere</button>
      </form>
    </section>
  );
}

/**
 * The answer to one of the operator view's forms on a page of its own: a way back (to the
 * operator view unless `back` says where the form was), then the form's section.
 */
export function FormAnswerPage({
  title,
  back = { href: OPS_PATH, label: 'Back to the operator view' },
  children,
}: {
  title: string;
  back?: { href: string; label: string };
  children: ReactNode;
}) {
  return (
    <OpsDocument title={title}>
      <p>
        <a href={back.href}>{back.label}</a>
      </p>
      {children}
    </OpsDocument>
  );
}

/** The answer to the form: its outcome and the form again. */
export function ArtistSessionsPage({ state }: { state: ArtistSessionsState }) {
  return (
    <FormAnswerPage title="Sign an artist out everywhere">
      <ArtistSessionsSection state={state} />
    </FormAnswerPage>
  );
}

/** The whole view for a verified operator; `purge` holds the form's state after a purge. */
export function StatusPage({ status, purge }: { status: OpsStatus; purge: PurgeState }) {
  const { upstream } = status;
  return (
    <OpsDocument title="Operator view">
      <header>
        <h1>Artlane operator view</h1>
        <form method="post" action={`${OPS_PATH}/sign-out`}>
          <span>{`${status.operator.name} (${status.operator.via === 'access' ? 'Cloudflare Access' : 'local key'}) `}</span>
          <button type="submit">Sign out</button>
        </form>
      </header>
      <p>
        Build <code>{status.build}</code>
        {`, at ${status.generatedAt}. The same as JSON: `}
        <a href={`${OPS_PATH}/status`}>{`${OPS_PATH}/status`}</a>
      </p>
      <p>
        <a href={`${OPS_PATH}/orders`}>Orders</a>: find an order by id, e-mail or day.
      </p>
      <h2>Upstream</h2>
      <p className={`notice ${upstream.error ? 'error' : 'ok'}`}>
        {`${upstream.api}: `}
        <code>{upstream.call}</code>
        {` answered ${upstream.status ?? 'nothing'} in ${upstream.ms} ms${upstream.error ? ` (${upstream.error})` : ''}`}
      </p>
      <h2>Domains and cache policies</h2>
      <DomainTable domains={status.domains} />
      <h2>Page cache</h2>
      <PageCacheTable stats={status.pageCache} />
      <h2>Client errors</h2>
      <ClientErrorList errors={status.clientErrors} />
      <p>
        <a href={`${OPS_PATH}/mail`}>E-mail delivery: failed e-mails, send one again</a>
      </p>
      <p>
        <a href={`${OPS_PATH}/api`}>Commerce API reference</a>: every call of the commerce API, from its OpenAPI document.
      </p>
      <PurgeSection state={purge} />
      <ArtistSessionsSection state={{ typed: '' }} />
    </OpsDocument>
  );
}

/** The answer to a purge from the form: its outcome or what was wrong, and the form again. */
export function PurgePage({ state }: { state: PurgeState }) {
  return (
    <FormAnswerPage title="Purge">
      <PurgeSection state={state} />
    </FormAnswerPage>
  );
}
