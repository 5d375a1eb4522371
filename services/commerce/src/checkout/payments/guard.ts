import { createMiddleware } from 'hono/factory';
import type { ApiEnv, CommerceBindings } from '../../context';
import { paymentsConfigProblems, type PaymentsConfigProblem } from './config';

/**
 * A deployment whose payment configuration is wrong (./config.ts: Stripe without its
 * secrets, a market kind Stripe cannot serve, an unknown PAYMENTS_PROVIDER) answers every
 * call 503 with Retry-After, the storefront's pattern (worker/middleware/config-guard),
 * and logs what is wrong once per env object (the isolate's): never a checkout that takes
 * the order and then cannot charge it. Shoppers see "try again", the operator's log the
 * problems.
 */
const checked = new WeakMap<object, readonly PaymentsConfigProblem[]>();

export function paymentsProblemsOf(env: CommerceBindings): readonly PaymentsConfigProblem[] {
  let problems = checked.get(env);
  if (!problems) {
    problems = paymentsConfigProblems(env);
    checked.set(env, problems);
    if (problems.length > 0)
      console.error(
        `payments configuration: every call answers 503 until this is fixed:\n${problems.map((p) => `  ${p.key}: ${p.message}`).join('\n')}`,
      );
  }
  return problems;
}

export const paymentsConfigGuard = createMiddleware<ApiEnv>(async (c, next) => {
  if (paymentsProblemsOf(c.env).length === 0) return next();
  return c.json({ error: 'The shop is being updated; try again in a few minutes' }, 503, {
    'Cache-Control': 'private, no-store',
    'Retry-After': '300',
  });
});
