import { createMiddleware } from 'hono/factory';
import { isRecord } from '../../../shared/json';
import { objectVarOr } from '../../config/object-var';
import { oncePerEnv } from '../../config/per-env';
import type { AppEnv } from '../../context';
import { hostName } from '../../markets';

/**
 * The operator's redirects (README "Configure a domain"; checked in worker/config/validate.ts):
 * HOST_REDIRECTS sends a whole host to another (`www.artlane.se` → `artlane.se`, path and
 * query kept), PATH_REDIRECTS an old path of a host (or of every host, "*") to a new one.
 * Both are 301 with a short browser lifetime, so a changed redirect takes effect within
 * the hour; they come before everything else of a page, so a moved path needs no code.
 */
interface Redirects {
  hosts: Map<string, string>;
  paths: Map<string, Map<string, string>>;
}

const redirectsOf = oncePerEnv((env: AppEnv['Bindings']): Redirects => {
  const hosts = new Map<string, string>();
  for (const [from, to] of Object.entries(objectVarOr(env.HOST_REDIRECTS)))
    if (typeof to === 'string') hosts.set(from.toLowerCase(), to.toLowerCase());
  const paths = new Map<string, Map<string, string>>();
  for (const [host, table] of Object.entries(objectVarOr(env.PATH_REDIRECTS))) {
    if (!isRecord(table)) continue;
    paths.set(
      host.toLowerCase(),
      new Map(Object.entries(table).filter((entry): entry is [string, string] => typeof entry[1] === 'string')),
    );
  }
  return { hosts, paths };
});

/** A 301 browsers keep for an hour (never longer: the operator may change it). */
function moved(target: URL): Response {
  return new Response(null, { status: 301, headers: { Location: target.toString(), 'Cache-Control': 'public, max-age=3600' } });
}

export const redirects = createMiddleware<AppEnv>(async (c, next) => {
  const { hosts, paths } = redirectsOf(c.env);
  if (hosts.size === 0 && paths.size === 0) return next();
  const url = new URL(c.req.url);
  const host = hostName(url.host);
  const toHost = hosts.get(host);
  if (toHost) {
    const target = new URL(url);
    target.hostname = toHost;
    return moved(target);
  }
  // A trailing slash is the same path ("/old/" as "/old").
  const path = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, '') : url.pathname;
  const to = paths.get(host)?.get(path) ?? paths.get('*')?.get(path);
  if (!to) return next();
  const target = new URL(to, url);
  if (to.startsWith('/'))
    for (const [key, value] of url.searchParams) if (!target.searchParams.has(key)) target.searchParams.append(key, value);
  return moved(target);
});
