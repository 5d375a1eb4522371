/**
 * The shop's app with a clock the tests move: GET /__test/clock?advance=MS moves it forward
 * and answers the offset. Built beside worker.js by global-setup; never part of the shop's
 * own build. Module state is fine here: one test file drives one instance.
 */
import { createApp } from '../../worker/app';
import { withClock } from '../../worker/clock';
import type { Env } from '../../worker/env';

const app = createApp();
let offset = 0;

export default {
  fetch(request: Request, env: Env, ctx: ExecutionContext) {
    const url = new URL(request.url);
    if (url.pathname === '/__test/clock') {
      offset += Number(url.searchParams.get('advance') ?? 0);
      return new Response(String(offset));
    }
    return app.fetch(
      request,
      withClock(env, () => Date.now() + offset),
      ctx,
    );
  },
};
