import { Hono } from 'hono';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AppEnv } from '../../context';
import { loggedPath, requestLog, type RequestLogLine } from './index';

function appWith() {
  const app = new Hono<AppEnv>();
  app.use(requestLog);
  app.get('/:word/:slug', (c) => c.text('product', 200, { 'x-edge-cache': 'HIT' }));
  app.get('/checkout/confirmation/:id', (c) => c.text('order'));
  app.get('/boom', () => {
    throw new Error('broken', { cause: new TypeError('upstream said no') });
  });
  app.onError((_, c) => c.text('error', 500));
  return app;
}

const env = (value: string) => ({ LOG_REQUESTS: value }) as unknown as AppEnv['Bindings'];

afterEach(() => vi.restoreAllMocks());

describe('requestLog', () => {
  it('writes one JSON line per request: id, method, host, route, path, status, cache, duration', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const response = await appWith().request(
      'https://artlane.de/poster/sleepy-bear-at-dusk?query=max@example.com',
      { headers: { 'x-request-id': 'req-12345678', cookie: 'session=secret' } },
      env('true'),
    );
    expect(response.headers.get('x-request-id')).toBe('req-12345678');
    expect(log).toHaveBeenCalledTimes(1);
    const text = String(log.mock.calls[0]![0]);
    const line = JSON.parse(text) as RequestLogLine;
    expect(line).toEqual({
      level: 'info',
      msg: 'request',
      id: 'req-12345678',
      method: 'GET',
      host: 'artlane.de',
      route: '/:word/:slug',
      path: '/poster/sleepy-bear-at-dusk',
      status: 200,
      cache: 'HIT',
      ms: expect.any(Number),
    });
    // Nothing personal: no query, no cookie.
    expect(text).not.toMatch(/example\.com|secret|query/);
  });

  it('gives a request without a usable id a new one, masks order ids, and logs a 500 as an error', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const app = appWith();
    const order = await app.request(
      'https://artlane.se/checkout/confirmation/5J6HHV70B5CCE60XFDXMC79FED',
      { headers: { 'x-request-id': 'bad id!' } },
      env('true'),
    );
    const line = JSON.parse(String(log.mock.calls[0]![0])) as RequestLogLine;
    expect(line.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(order.headers.get('x-request-id')).toBe(line.id);
    expect(line.path).toBe('/checkout/confirmation/:id');
    expect(line.cache).toBe('-');
    await app.request('https://artlane.se/boom', {}, env('true'));
    expect(JSON.parse(String(error.mock.calls.at(-1)![0]))).toMatchObject({
      level: 'error',
      status: 500,
      route: '/boom',
      error: 'Error: broken',
      cause: 'TypeError: upstream said no',
    });
  });

  it('writes nothing unless LOG_REQUESTS is "true"', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    await appWith().request('https://artlane.de/poster/x', {}, env('false'));
    expect(log).not.toHaveBeenCalled();
  });
});

describe('loggedPath', () => {
  it.each([
    ['/poster/sleepy-bear-at-dusk-12', '/poster/sleepy-bear-at-dusk-12'],
    ['/checkout/01HZX3K9Q2W7ABCDEF12345678', '/checkout/:id'],
    ['/api/orders/5J6HHV70B5CCE60XFDXMC79FED', '/api/orders/:id'],
    ['/api/products/1234', '/api/products/1234'],
    ['/affischer/natur/berg', '/affischer/natur/berg'],
  ])('%s → %s', (path, logged) => {
    expect(loggedPath(path)).toBe(logged);
  });
});
