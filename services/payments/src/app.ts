import { Hono } from 'hono';
import { api } from './api';
import type { ProviderEnv } from './context';
import { pages } from './pages';
import { errorPage } from './views';

/**
 * The local payment provider (docs/payments.md): the API the commerce Worker calls (/v1) and
 * the hosted pages the shopper sees (/pay, /app). It behaves like a real provider, with test
 * inputs instead of money (docs/checkout.md "The payment provider").
 */
export const app = new Hono<ProviderEnv>();

app.route('/v1', api);
app.route('/', pages);

app.get('/', (c) => c.text('Artlane local payment provider. API: /v1/sessions (docs/payments.md).\n'));

app.notFound((c) =>
  c.req.path.startsWith('/v1/') ? c.json({ error: 'Not found' }, 404) : c.html(errorPage('Not found', 'There is no such page.'), 404),
);

app.onError((error, c) => {
  console.error('payments: unexpected error', error);
  return c.req.path.startsWith('/v1/')
    ? c.json({ error: 'Internal error' }, 500)
    : c.html(errorPage('Something went wrong', 'The payment page failed. Try again.'), 500);
});
