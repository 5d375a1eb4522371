import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWK } from 'jose';
import { Miniflare } from 'miniflare';
import { inject } from 'vitest';
import { bundleModules } from '../../scripts/lib/build.mjs';
import { gatewayWorker, registerGateway } from '../../scripts/lib/gateway.mjs';
import { COMMERCE, EMBEDDED_DATABASES, commerceDb, migrate, seed } from '../../scripts/lib/shop.mjs';

/**
 * The commerce Worker alone in workerd for the artist calls' tests, with an OpenID
 * provider's discovery document and JWKS served from Node (node:http on 127.0.0.1:0) and
 * keys made here, so tests mint their own access tokens (RS256/ES256, any claims).
 */
export const AUDIENCE = 'urn:artlane:commerce';
export const OPS_TOKEN = 'test-ops-token-0123456789';

export interface TestKey {
  kid: string;
  alg: 'RS256' | 'ES256';
  privateKey: CryptoKey;
  jwk: JWK;
}

export interface Provider {
  issuer: string;
  /** Keys the JWKS lists now (tests add and remove). */
  published: TestKey[];
  /** How often the JWKS was fetched. */
  jwksRequests: number;
  newKey(kid: string, alg?: 'RS256' | 'ES256'): Promise<TestKey>;
  close(): Promise<void>;
}

export async function startProvider(): Promise<Provider> {
  let issuer = '';
  const provider: Provider = {
    issuer: '',
    published: [],
    jwksRequests: 0,
    async newKey(kid, alg = 'RS256') {
      const { privateKey, publicKey } = await generateKeyPair(alg, { extractable: true });
      return { kid, alg, privateKey, jwk: { ...(await exportJWK(publicKey)), kid, alg, use: 'sig' } };
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  const server: Server = createServer((request, response) => {
    const json = (body: unknown) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (request.url === '/.well-known/openid-configuration') return json({ issuer, jwks_uri: `${issuer}/jwks` });
    if (request.url === '/jwks') {
      provider.jwksRequests++;
      return json({ keys: provider.published.map((key) => key.jwk) });
    }
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  provider.issuer = issuer;
  return provider;
}

export interface TokenOptions {
  key: TestKey;
  issuer?: string;
  audience?: string;
  /** Seconds from now (negative: already expired). */
  expiresIn?: number;
  kid?: string;
}

export function mint(
  sub: string,
  { key, issuer, audience = AUDIENCE, expiresIn = 600, kid }: TokenOptions & { issuer: string },
): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ scope: 'openid profile' })
    .setProtectedHeader({ alg: key.alg, kid: kid ?? key.kid, typ: 'at+jwt' })
    .setIssuer(issuer)
    .setAudience(audience)
    .setSubject(sub)
    .setIssuedAt(now - 5)
    .setExpirationTime(now + expiresIn)
    .sign(key.privateKey);
}

export interface ArtistShop {
  mf: Miniflare;
  db(): ReturnType<Miniflare['getD1Database']>;
  bucket(): Promise<R2Bucket>;
  /** Every key in the MEDIA bucket. */
  mediaKeys(): Promise<string[]>;
  /** A call to the commerce Worker for a locale's store (locale and sid added). */
  call(path: string, init?: RequestInit & { locale?: string }): Promise<Response>;
  dispose(): Promise<void>;
}

const SIDS: Record<string, number> = { sv: 1, da: 2, de: 3, en: 5 };

export async function createArtistShop({
  vars = {},
  seedProducts = 60,
}: { vars?: Record<string, string>; seedProducts?: number } = {}): Promise<ArtistShop> {
  const buildDir = inject('buildDir');
  // Migrations, seed and the tests' queries reach D1 through a gateway Worker, not Miniflare's proxy.
  const gateway = gatewayWorker({ databases: { [COMMERCE]: EMBEDDED_DATABASES[COMMERCE]! } });
  const mf = new Miniflare({
    workers: [
      {
        name: COMMERCE,
        modules: await bundleModules(join(buildDir, 'commerce.js')),
        modulesRoot: buildDir,
        compatibilityDate: '2026-04-01',
        d1Databases: { DB: 'artlane-catalog' },
        r2Buckets: { MEDIA: 'artlane-media' },
        // Uploads are decoded before they are kept (services/commerce/src/media/decode.ts): Miniflare's Images draws with sharp.
        images: { binding: 'IMAGES' },
        bindings: { OIDC_AUDIENCE: AUDIENCE, OPS_TOKEN, ...vars },
      },
      gateway.worker,
    ],
  });
  registerGateway(mf, gateway.key);
  await mf.ready;
  await migrate(mf);
  await seed(mf, { buildDir, products: seedProducts });
  const worker = await mf.getWorker(COMMERCE);
  const bucket = () => mf.getR2Bucket('MEDIA', COMMERCE) as unknown as Promise<R2Bucket>;
  return {
    mf,
    db: () => commerceDb(mf),
    bucket,
    async mediaKeys() {
      const listed = await (await bucket()).list();
      return listed.objects.map((object) => object.key);
    },
    call(path, { locale = 'en', ...init } = {}) {
      const url = new URL(`http://commerce.internal${path}`);
      url.searchParams.set('locale', locale);
      url.searchParams.set('sid', String(SIDS[locale]));
      return worker.fetch(url.href, init as never) as unknown as Promise<Response>;
    },
    dispose: () => mf.dispose(),
  };
}

/** An artist shop that trusts a provider started for it, whose JWKS publishes `key` ('key-1'). */
export interface ArtistShopWithProvider {
  shop: ArtistShop;
  provider: Provider;
  key: TestKey;
  /** An access token for `sub`, signed with `key` by the provider. */
  token(sub: string): Promise<string>;
  dispose(): Promise<void>;
}

/** The set-up of most artist-call test files: a provider with one published key, and a shop that trusts it. */
export async function createArtistShopWithProvider(): Promise<ArtistShopWithProvider> {
  const provider = await startProvider();
  try {
    const key = await provider.newKey('key-1');
    provider.published.push(key);
    const shop = await createArtistShop({ vars: { OIDC_ISSUER: provider.issuer } });
    return {
      shop,
      provider,
      key,
      token: (sub) => mint(sub, { key, issuer: provider.issuer }),
      dispose: async () => {
        await shop.dispose();
        await provider.close();
      },
    };
  } catch (error) {
    await provider.close();
    throw error;
  }
}

export { jpeg, png } from '../fixtures/images';

/** A line of an order written straight into the commerce API's D1 (its sales tests). */
export interface OrderLine {
  product: number;
  quantity: number;
  price: number;
  discount?: number;
  vat?: number;
}

/** Writes an order (paid unless `status` says otherwise) with its lines into `db`, as checkout would leave it. */
export async function insertArtistOrder(
  db: D1Database,
  { id, paidAt, currency, lines, status = 'paid' }: { id: string; paidAt: string; currency: string; lines: OrderLine[]; status?: string },
): Promise<void> {
  await db.batch([
    db
      .prepare(
        `INSERT INTO orders (id, checkout_id, version, locale, sid, currency, status, email, contact, address, shipping, coupons,
                             shop_origin, vat_rate, lines_total, discount, shipping_total, gift_cards_total, total, vat, payment_kind,
                             created_at, updated_at, reserved_at, paid_at)
         VALUES (?, ?, 1, 'sv', 1, ?, ?, 'a@example.com', '{}', '{}', '{}', '[]', 'http://sv.localhost', 25, 0, 0, 0, 0, 0, 0, 'card', ?, ?, ?, ?)`,
      )
      .bind(id, `checkout-${id}`, currency, status, paidAt, paidAt, paidAt, status === 'paid' ? paidAt : null),
    ...lines.map((line, position) =>
      db
        .prepare(
          `INSERT INTO order_lines (order_id, position, sku, product_id, name, variation_name, slug, thumb, quantity, price, ordinary_price,
                                    discount, vat)
           VALUES (?, ?, 'X', ?, 'Line name', '21x30 cm', 'x', '', ?, ?, ?, ?, ?)`,
        )
        .bind(id, position, line.product, line.quantity, line.price, line.price, line.discount ?? 0, line.vat ?? 25),
    ),
  ]);
}
