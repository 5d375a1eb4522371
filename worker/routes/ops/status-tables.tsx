/**
 * The operator view's status tables (./pages.tsx StatusPage): each domain's cache policies,
 * the page cache's hit ratios per kind, and the latest client error reports.
 */
import { STATS_KINDS } from '../../cache/stats';
import type { DomainRow, OpsStatus } from './status';

const seconds = (policy: { maxAge: number; staleWhileRevalidate: number }) =>
  policy.maxAge === 0 ? 'not kept' : `${policy.maxAge} s / ${policy.staleWhileRevalidate} s`;
const POLICY_COLUMNS = ['catalog', 'start', 'category', 'product', 'content'] as const;

export function DomainTable({ domains }: { domains: DomainRow[] }) {
  return (
    <div className="scroll" role="region" aria-label="Domains and cache policies" tabIndex={0}>
      <table>
        <caption>
          {`${domains.length} hosts.`} Cache: fresh (max-age) / served stale while refreshed; “catalog” is the API’s catalog reads and the
          pages without a kind of their own.
        </caption>
        <thead>
          <tr>
            <th scope="col">Host</th>
            <th scope="col">Language</th>
            <th scope="col">Store id</th>
            <th scope="col">Currency</th>
            {POLICY_COLUMNS.map((kind) => (
              <th scope="col" key={kind}>{`Cache: ${kind}`}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {domains.map((row) => (
            <tr key={row.host}>
              <th scope="row">{row.isPrimary ? row.host : `${row.host} (alias)`}</th>
              <td>{row.language}</td>
              <td className="n">{row.storeId}</td>
              <td>{row.currency}</td>
              {POLICY_COLUMNS.map((kind) => (
                <td key={kind}>{seconds(row.cache[kind])}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

const percent = (ratio: number | null) => (ratio === null ? '–' : `${(ratio * 100).toFixed(1)} %`);

export function PageCacheTable({ stats }: { stats: OpsStatus['pageCache'] }) {
  return (
    <>
      <div className="scroll" role="region" aria-label="Page cache" tabIndex={0}>
        <table>
          <caption>{`Page cache of this isolate since ${stats.since}: hit ratio = (hit + stale) ÷ (hit + stale + miss)`}</caption>
          <thead>
            <tr>
              <th scope="col">Page kind</th>
              <th scope="col">Hit</th>
              <th scope="col">Stale</th>
              <th scope="col">Miss</th>
              <th scope="col">Bypass</th>
              <th scope="col">Hit ratio</th>
            </tr>
          </thead>
          <tbody>
            {STATS_KINDS.map((kind) => {
              const row = stats.kinds[kind];
              return (
                <tr key={kind}>
                  <th scope="row">{kind}</th>
                  <td className="n">{row.hit}</td>
                  <td className="n">{row.stale}</td>
                  <td className="n">{row.miss}</td>
                  <td className="n">{row.bypass}</td>
                  <td className="n">{percent(row.hitRatio)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <p>{cacheWork(stats)}</p>
    </>
  );
}

/** What the edge cache did besides answering: its refreshes, where its lookups were answered, what its memory holds. */
function cacheWork({ refreshes, lookups, memory }: OpsStatus['pageCache']): string {
  return (
    `Background refreshes (pages and API reads): ${refreshes.started} started, ${refreshes.stored} stored, ` +
    `${refreshes.failed} failed, ${refreshes.postponed} postponed. Lookups: ${lookups.memory} from this isolate's memory, ` +
    `${lookups.shared} asked of the Cache API (not in memory), ${lookups.checks} checked against it. ` +
    `Memory level: ${memory.entries} entries, ${(memory.bytes / 1_048_576).toFixed(1)} MB.`
  );
}

export function ClientErrorList({ errors }: { errors: OpsStatus['clientErrors'] }) {
  if (errors.state !== 'ok') return <p className="notice error">{errors.message}</p>;
  if (errors.errors.length === 0) return <p className="notice">No client errors reported.</p>;
  return (
    <div className="scroll" role="region" aria-label="Client errors" tabIndex={0}>
      <table>
        <caption>{`The newest ${errors.errors.length} reports to /captuerr, newest first`}</caption>
        <thead>
          <tr>
            <th scope="col">When (UTC)</th>
            <th scope="col">Language</th>
            <th scope="col">Level</th>
            <th scope="col">Error</th>
            <th scope="col">Page</th>
            <th scope="col">Browser</th>
          </tr>
        </thead>
        <tbody>
          {errors.errors.map((row) => (
            <tr key={row.id}>
              <td>{row.created_at}</td>
              <td>{row.locale}</td>
              <td>{row.level}</td>
              <td>
                {row.error}
                {row.stack && (
                  <details>
                    <summary>Stack</summary>
                    <pre>{row.stack}</pre>
                  </details>
                )}
              </td>
              <td>{row.url ?? '–'}</td>
              <td>{row.user_agent ?? '–'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
