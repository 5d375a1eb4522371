/**
 * What the Worker reads from its configuration (a parsed var, a decoded secret, the
 * configuration check), made once per env object: the isolate's bindings are the same
 * object for every request it serves (tests pass others), so a request pays one WeakMap
 * lookup, never the parse. `read` gives null for "not configured", never undefined.
 */
export function oncePerEnv<E extends object, T extends NonNullable<unknown> | null>(read: (env: E) => T): (env: E) => T {
  const made = new WeakMap<E, T>();
  return (env) => {
    const known = made.get(env);
    if (known !== undefined) return known;
    const value = read(env);
    made.set(env, value);
    return value;
  };
}
