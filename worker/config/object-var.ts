/**
 * A configuration var that is an object: a table in wrangler.toml, or its JSON text where the
 * dashboard holds text. Empty (unset, null, blank text) is an empty object. The readers of
 * DOMAINS, CATALOG_CACHE, UPSTREAM_MAX_BYTES and the redirects use this; the configuration
 * check (./validate.ts) turns a `problem` into its message. No imports: the build bundles it.
 */
export type ObjectVar = { ok: true; value: Record<string, unknown> } | { ok: false; problem: 'json' | 'shape' };

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

export function readObjectVar(raw: unknown): ObjectVar {
  if (raw === undefined || raw === null) return { ok: true, value: {} };
  let value = raw;
  if (typeof raw === 'string') {
    if (raw.trim() === '') return { ok: true, value: {} };
    try {
      value = JSON.parse(raw);
    } catch {
      return { ok: false, problem: 'json' };
    }
  }
  return isObject(value) ? { ok: true, value } : { ok: false, problem: 'shape' };
}

/** The object, or an empty one when the var is not one (the running Worker: the configuration check has refused it already). */
export function objectVarOr(raw: unknown): Record<string, unknown> {
  const read = readObjectVar(raw);
  return read.ok ? read.value : {};
}
