import type { Context } from 'hono';
import { createContext, useContext } from 'react';
import type { AppEnv } from '../context';

/** The request a page is rendered for (worker/render.tsx), to the components that read it: its market, nonce, sign-in. */
export const RequestContext = createContext<Context<AppEnv> | null>(null);

export function useRequestContext(): Context<AppEnv> {
  const c = useContext(RequestContext);
  if (!c) throw new Error('A page component was rendered outside the page renderer');
  return c;
}
