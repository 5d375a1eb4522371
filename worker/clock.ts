/**
 * The worker's clock. Production reads Date.now(); a test entry (tests/worker/clock-worker.ts)
 * passes its own clock in the env, so cache ages can be driven past max-age without waiting
 * (CONVENTIONS: the clock is passed in). The key is a symbol: no configuration value or
 * request can set it.
 */
const CLOCK = Symbol.for('artlane.clock');

type WithClock = { [CLOCK]?: () => number };

/** The clock of this env: the one a test passed in, else the system clock. */
export function clockOf(env: object): () => number {
  return (env as WithClock)[CLOCK] ?? Date.now;
}

/** A copy of `env` whose clock is `clock`. */
export function withClock<E extends object>(env: E, clock: () => number): E {
  return { ...env, [CLOCK]: clock };
}
