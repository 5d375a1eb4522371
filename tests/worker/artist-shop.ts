import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWK } from 'jose';
import { Miniflare } from 'miniflare';
import { inject } from 'vitest';
import { COMMERCE, commerceDb, migrate, seed } from '../../scripts/lib/shop.mjs';
import { crc32 } from '../../shared/image-header';

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
  const mf = new Miniflare({
    workers: [
      {
        name: COMMERCE,
        scriptPath: join(buildDir, 'commerce.js'),
        modulesRoot: buildDir,
        modules: true,
        compatibilityDate: '2026-04-01',
        d1Databases: { DB: 'artlane-catalog' },
        r2Buckets: { MEDIA: 'artlane-media' },
        bindings: { OIDC_AUDIENCE: AUDIENCE, OPS_TOKEN, ...vars },
      },
    ],
  });
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

/** A whole PNG (grey, 8 bits) of the given size: real IHDR, IDAT and IEND chunks. */
export function png(width: number, height: number): Uint8Array<ArrayBuffer> {
  const chunk = (type: string, data: Uint8Array) => {
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    out.write(type, 4, 'ascii');
    Buffer.from(data).copy(out, 8);
    out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 0; // greyscale
  const raw = Buffer.alloc((width + 1) * height, 0x80);
  for (let row = 0; row < height; row++) raw[row * (width + 1)] = 0; // filter: none
  const file = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', new Uint8Array()),
  ]);
  return new Uint8Array(file);
}

/** A JPEG's structure (SOI, APP0, SOF0 with the size, SOS, data, EOI); not decodable, but whole. */
export function jpeg(width: number, height: number): Uint8Array<ArrayBuffer> {
  const app0 = [0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00];
  const sof0 = [
    0xff,
    0xc0,
    0x00,
    0x11,
    0x08,
    height >> 8,
    height & 0xff,
    width >> 8,
    width & 0xff,
    0x03,
    1,
    0x22,
    0,
    2,
    0x11,
    1,
    3,
    0x11,
    1,
  ];
  const sos = [0xff, 0xda, 0x00, 0x0c, 0x03, 1, 0x00, 2, 0x11, 3, 0x11, 0x00, 0x3f, 0x00];
  return new Uint8Array([0xff, 0xd8, ...app0, ...sof0, ...sos, ...new Array<number>(64).fill(0x55), 0xff, 0xd9]);
}
