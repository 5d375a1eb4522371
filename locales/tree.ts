/** A strings file as read from JSON: nested objects whose leaves should be strings. */
export type Tree = { [key: string]: unknown };

/** Every leaf as "a.b.c" → value (the value may be a non-string, which a test then reports). */
export function flatten(tree: Tree, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
      for (const [p, v] of flatten(value as Tree, path)) out.set(p, v);
    } else {
      out.set(path, value);
    }
  }
  return out;
}

/** The {{placeholders}} of a string, sorted, each once. */
export function placeholders(value: string): string[] {
  return [...new Set([...value.matchAll(/{{\s*([^{}\s]+)\s*}}/g)].map((m) => m[1]!))].sort();
}
