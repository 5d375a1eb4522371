// The checkout bench's order submits (scripts/bench/checkout.mjs): one request to a shop with
// its timings, and the orders placed against a shop beside a static answer of the order
// answer's size, so two shops (local provider, Stripe adapter) can be taken in turn.
import { request } from 'node:http';

/** The Swedish store's host, where every request of the checkout bench goes. */
export const HOST = 'sv.localhost';
/** Orders placed at once in a concurrent round. */
export const CONCURRENCY = 20;

/**
 * One request: status, body, ms to the response's first body byte, to `marker` in the body
 * (when given) and to its end.
 */
export function send(agent, { port, method = 'GET', path, headers = {}, body, marker }) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = request({ host: '127.0.0.1', port, method, path, agent, headers: { host: HOST, ...headers } }, (res) => {
      const chunks = [];
      let firstByte;
      let markerAt;
      let text = '';
      res.on('data', (chunk) => {
        firstByte ??= performance.now() - started;
        chunks.push(chunk);
        if (marker && markerAt === undefined) {
          text += chunk.toString('latin1');
          if (text.includes(marker)) markerAt = performance.now() - started;
        }
      });
      res.on('end', () =>
        resolve({
          status: res.statusCode,
          body: Buffer.concat(chunks),
          firstByte: firstByte ?? performance.now() - started,
          markerAt,
          total: performance.now() - started,
          edgeCache: res.headers['x-edge-cache'],
        }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** The delivery address of every bench order (checkout and mail benches). */
export const ORDER_ADDRESS = {
  first_name: 'Anna',
  last_name: 'Andersson',
  company: '',
  care_of: '',
  street: 'Storgatan 1',
  postal_code: '111 22',
  city: 'Stockholm',
};

/**
 * Order submits to the shop on `port` and a static answer of the order answer's size from the
 * same worker, one order (or round) at a time so two shops can be taken in turn: warmUp()
 * first (five orders, which also learn the server's total, and 20 static answers), then
 * sequentialOne() and concurrentRound() as often as wanted; the figures gather in
 * `sequential` and `concurrent` ({ orders, static }, ms each).
 */
export function orderSubmits({ agent, port, posters, label }) {
  const runId = `${Date.now().toString(36)}-${port}`;
  let orderCount = 0;
  let expectedTotal = 0;
  let staticPath = '';
  const target = { label, resends: 0, orderBytes: 0, sequential: { orders: [], static: [] }, concurrent: { orders: [], static: [] } };
  const orderBody = () => ({
    checkout_id: `bench-${runId}-${(orderCount++).toString().padStart(4, '0')}`,
    items: posters.slice(0, 2).map((poster) => ({ sku: poster.sku, quantity: 1 })),
    coupons: [],
    gift_cards: [],
    contact: { email: 'anna@example.com', phone: '+46 70 123 45 67' },
    address: ORDER_ADDRESS,
    shipping_method: 'home',
    service_point: null,
    payment_method: 'card',
    expected_total: expectedTotal,
    newsletter: false,
  });
  // Each order is a shopper of its own (CF-Connecting-IP, as Cloudflare sets it): one client
  // placing 400 orders would meet the shop's per-client submit limit (docs/security.md).
  const post = (body, client) =>
    send(agent, {
      port,
      method: 'POST',
      path: '/api/checkout',
      headers: { 'content-type': 'application/json', 'cf-connecting-ip': client },
      body: JSON.stringify(body),
    });
  /** One order as the page places it: a 409 total_changed is accepted once; ms for all of it. */
  async function placeOrder() {
    const body = orderBody();
    const client = `198.18.${(orderCount >> 8) & 255}.${orderCount & 255}`;
    const started = performance.now();
    let answer = await post(body, client);
    let json = JSON.parse(answer.body.toString());
    if (answer.status === 409 && json.code === 'total_changed') {
      target.resends++;
      body.expected_total = expectedTotal = json.total;
      answer = await post(body, client);
      json = JSON.parse(answer.body.toString());
    }
    const elapsed = performance.now() - started;
    if (answer.status !== 201 || !json.payment?.session_id || !json.payment.redirect_url)
      throw new Error(`${label}: order ${body.checkout_id}: ${answer.status} ${answer.body.toString().slice(0, 300)}`);
    return { elapsed, bytes: answer.body.length };
  }
  const getStatic = async () => {
    const answer = await send(agent, { port, path: staticPath });
    if (answer.status !== 200) throw new Error(`${label}: ${staticPath}: ${answer.status}`);
    return answer.total;
  };
  return Object.assign(target, {
    async warmUp() {
      for (let i = 0; i < 5; i++) target.orderBytes = (await placeOrder()).bytes;
      target.resends = 0;
      staticPath = `/__bench/static/${target.orderBytes}`;
      for (let i = 0; i < 20; i++) await getStatic();
    },
    async sequentialOne() {
      target.sequential.orders.push((await placeOrder()).elapsed);
      target.sequential.static.push(await getStatic());
    },
    async concurrentRound() {
      target.concurrent.orders.push(...(await Promise.all(Array.from({ length: CONCURRENCY }, placeOrder))).map((order) => order.elapsed));
      target.concurrent.static.push(...(await Promise.all(Array.from({ length: CONCURRENCY }, getStatic))));
    },
  });
}
