/**
 * Uncaught client errors are posted to /captuerr (docs/site.md "Client resilience") as
 * { error, level, stack, userAgent, url }. Reports are cut to the endpoint's field limits
 * and to less than its 8 KB body limit, repeats of one error are sent once, and a page
 * sends at most a handful, so a loop of errors cannot flood the endpoint (which also
 * rate-limits per client). Loaded on the first error (client/site/boot.ts listens).
 */
export interface ErrorReport {
  error: string;
  level: 'error' | 'warning';
  stack?: string;
  userAgent: string;
  url: string;
}

/** The body limit of /captuerr, and the per-field limits of the embedded API. */
export const CAPTUERR_MAX_BYTES = 8 * 1024;
const FIELD_LIMITS = { error: 2000, stack: 8000, userAgent: 500, url: 2000 } as const;
export const MAX_REPORTS_PER_PAGE = 5;

export function describeError(value: unknown): { message: string; stack?: string } {
  if (value instanceof Error) return { message: `${value.name}: ${value.message}`, ...(value.stack ? { stack: value.stack } : {}) };
  if (typeof value === 'string') return { message: value };
  try {
    return { message: JSON.stringify(value) ?? String(value) };
  } catch {
    return { message: String(value) };
  }
}

const bytes = (value: unknown) => new TextEncoder().encode(JSON.stringify(value)).length;

/** A report that fits the endpoint: fields cut to their limits, the stack shortened first. */
export function buildReport(input: ErrorReport, maxBytes = CAPTUERR_MAX_BYTES): ErrorReport {
  const cut = (text: string, max: number) => (text.length > max ? text.slice(0, max) : text);
  const report: ErrorReport = {
    error: cut(input.error, FIELD_LIMITS.error) || 'Unknown error',
    level: input.level,
    ...(input.stack ? { stack: cut(input.stack, FIELD_LIMITS.stack) } : {}),
    userAgent: cut(input.userAgent, FIELD_LIMITS.userAgent),
    url: cut(input.url, FIELD_LIMITS.url),
  };
  // Multi-byte text can exceed the byte limit within the character limits: drop from the stack, then the rest.
  for (const field of ['stack', 'url', 'userAgent', 'error'] as const) {
    while (bytes(report) > maxBytes && (report[field]?.length ?? 0) > 1) {
      const value = report[field]!;
      report[field] = value.slice(0, Math.floor(value.length / 2));
    }
  }
  return report;
}

/** Sends each distinct error once and at most `max` per page; returns whether it sent. */
export function createReporter(send: (report: ErrorReport) => void, max = MAX_REPORTS_PER_PAGE) {
  const seen = new Set<string>();
  return (report: ErrorReport): boolean => {
    const key = `${report.error}\n${report.stack?.split('\n')[1] ?? ''}`;
    if (seen.has(key) || seen.size >= max) return false;
    seen.add(key);
    try {
      send(buildReport(report));
    } catch {
      // Reporting must never raise an error of its own.
    }
    return true;
  };
}

export type Report = (error: unknown, level?: ErrorReport['level']) => void;

/** The browser's reporter: posts to /captuerr with `send` (fetch without the progress bar). */
export function createBrowserReporter(send: typeof fetch): Report {
  const reporter = createReporter((report) => {
    void send('/captuerr', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(report),
      keepalive: true,
    }).catch(() => undefined);
  });
  return (error, level = 'error') => {
    const { message, stack } = describeError(error);
    reporter({ error: message, level, ...(stack ? { stack } : {}), userAgent: navigator.userAgent, url: location.href });
  };
}
