import { describe, expect, it } from 'vitest';
import { badUpstream, isStorable, lifetimeOf, strategies } from './policy';

describe('isStorable', () => {
  it('only plain 200 answers are storable', () => {
    expect(isStorable(new Response('x'))).toBe(true);
    expect(isStorable(new Response('x', { status: 500 }))).toBe(false);
    expect(isStorable(new Response('x', { headers: { 'Cache-Control': 'no-store' } }))).toBe(false);
  });

  it('an answer that sets a cookie is never storable', () => {
    expect(isStorable(new Response('x', { headers: { 'Set-Cookie': 'a=1' } }))).toBe(false);
  });
});

describe('the strategies', () => {
  it('a catalog policy is kept at the edge only (s-maxage), never in the browser', () => {
    expect(strategies.catalog({ maxAge: 60, staleWhileRevalidate: 600 })).toBe(
      'public, max-age=0, s-maxage=60, stale-while-revalidate=600',
    );
    expect(lifetimeOf({ maxAge: 60, staleWhileRevalidate: 600 })).toBe(660);
  });

  it('a bad upstream is a private 502 with a JSON error', async () => {
    const answer = badUpstream('broke off');
    expect(answer.status).toBe(502);
    expect(answer.headers.get('Cache-Control')).toBe(strategies.private());
    expect(await answer.json()).toEqual({ error: 'broke off' });
  });
});
