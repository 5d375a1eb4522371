// The local OpenID provider (docs/accounts.md "The identity provider"): the `oidc-provider`
// package on loopback, with the storefront's client and a few artist accounts tied to
// seeded artists. `npm start` and the tests start it; production uses the operator's own
// provider (OIDC_ISSUER), so none of this is deployed.
import Provider from 'oidc-provider';
import { exportJWK, generateKeyPair } from 'jose';
import { createServer } from 'node:http';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { randomBytes } from 'node:crypto';

/** The storefront's client and session key locally (never production values: see README "Deploy"). */
export const LOCAL_OIDC = {
  clientId: 'artlane-storefront',
  clientSecret: 'local-oidc-client-secret',
  // 32 bytes, base64url: the key of the session cookie's encryption (SESSION_SECRET).
  sessionSecret: 'bG9jYWwtc2Vzc2lvbi1zZWNyZXQtb2YtMzItYnl0ZXM',
};

/** The resource (audience) of the access tokens: the commerce API. */
export const COMMERCE_AUDIENCE = 'urn:artlane:commerce';

/**
 * The artist accounts: artists 1 to 3 of the seed (services/commerce/src/seed/catalog/artists.ts;
 * tests/worker/auth-provider.test.ts checks the names against a seeded D1). `sub` is
 * `artist-<id>`. README lists them.
 */
export const ARTIST_ACCOUNTS = [
  { artistId: 1, name: 'Astrid Lindqvist', slug: 'astrid-lindqvist', password: 'poster-astrid-1' },
  { artistId: 2, name: 'Elias Berg', slug: 'elias-berg', password: 'poster-elias-2' },
  { artistId: 3, name: 'Maja Holm', slug: 'maja-holm', password: 'poster-maja-3' },
].map((account) => ({ ...account, sub: `artist-${account.artistId}`, email: `${account.slug}@artists.artlane.test` }));

/**
 * Starts the provider on http://localhost:`port` (0: any free port), listening on 127.0.0.1 and
 * ::1 only.
 * - shopOrigins: the storefront origins (e.g. http://de.localhost:8787) whose `/login` is a
 *   redirect URI and whose `/` is a post-logout redirect URI
 * - keysFile: where the signing key is kept (omit: a new key in memory), so tokens and
 *   sessions survive a restart
 * - accessTokenTtl: seconds (10 minutes)
 * - idTokenTtl: seconds (the ID token's lifetime; tests shorten it)
 */
export async function startOidcProvider({ port = 0, shopOrigins, keysFile = '', accessTokenTtl = 600, idTokenTtl = 3600 }) {
  const key = await signingKey(keysFile);
  const accounts = new Map(ARTIST_ACCOUNTS.map((account) => [account.sub, account]));
  const servers = [];
  const primary = createServer();
  await listen(primary, port, '127.0.0.1');
  servers.push(primary);
  const actualPort = primary.address().port;
  const issuer = `http://localhost:${actualPort}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: LOCAL_OIDC.clientId,
        client_secret: LOCAL_OIDC.clientSecret,
        token_endpoint_auth_method: 'client_secret_basic',
        response_types: ['code'],
        grant_types: ['authorization_code', 'refresh_token'],
        redirect_uris: shopOrigins.map((origin) => `${origin}/login`),
        post_logout_redirect_uris: shopOrigins.map((origin) => `${origin}/`),
        id_token_signed_response_alg: 'ES256',
      },
    ],
    jwks: { keys: [key] },
    enabledJWA: { idTokenSigningAlgValues: ['ES256'] },
    pkce: { required: () => true },
    scopes: ['openid', 'profile', 'email', 'address', 'offline_access'],
    claims: { openid: ['sub'], profile: ['name'], email: ['email', 'email_verified'], address: ['address'] },
    // The ID token carries the profile claims (the storefront never calls userinfo: its
    // access token is for the commerce API).
    conformIdTokenClaims: false,
    findAccount: (_ctx, sub) => {
      const account = accounts.get(sub);
      if (!account) return undefined;
      return {
        accountId: sub,
        claims: () => ({ sub, name: account.name, email: account.email, email_verified: true, address: { country: 'SE' } }),
      };
    },
    // A refresh token for the storefront without offline_access (it is a first-party client).
    issueRefreshToken: (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    // A new refresh token at every use, the old one spent (RFC 9700 4.14.2), as providers that
    // rotate do: reusing a spent one revokes the grant, so the storefront must refresh once.
    rotateRefreshToken: () => true,
    features: {
      devInteractions: { enabled: false },
      rpInitiatedLogout: { enabled: true },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => COMMERCE_AUDIENCE,
        useGrantedResource: () => true,
        getResourceServerInfo: (_ctx, resource) => {
          if (resource !== COMMERCE_AUDIENCE) throw new Provider.errors.InvalidTarget();
          return {
            scope: 'profile email address',
            audience: COMMERCE_AUDIENCE,
            accessTokenTTL: accessTokenTtl,
            accessTokenFormat: 'jwt',
            jwt: { sign: { alg: 'ES256' } },
          };
        },
      },
    },
    ttl: {
      IdToken: idTokenTtl,
      AccessToken: accessTokenTtl,
      RefreshToken: 8 * 3600,
      Session: 8 * 3600,
      Grant: 8 * 3600,
      Interaction: 3600,
    },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    cookies: { keys: [key.d] },
  });
  // Locally over http: the provider's cookies are not Secure.
  provider.proxy = false;
  const handle = interactionHandler(provider, accounts);
  const callback = provider.callback();
  /** Paths asked, in order (tests count the key set's fetches). */
  const requests = [];
  const onRequest = (req, res) => {
    requests.push(new URL(req.url ?? '/', issuer).pathname);
    if (req.url?.startsWith('/interaction/')) {
      handle(req, res).catch((error) => {
        console.error('local OpenID provider: interaction failed', error instanceof Error ? error.message : error);
        if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' });
        res.end('Sign-in failed');
      });
      return;
    }
    callback(req, res);
  };
  primary.on('request', onRequest);
  // localhost may resolve to ::1 first (Chromium, workerd): listen there too when the host has it.
  const secondary = createServer(onRequest);
  if (
    await listen(secondary, actualPort, '::1').then(
      () => true,
      () => false,
    )
  )
    servers.push(secondary);
  return {
    issuer,
    port: actualPort,
    provider,
    requests,
    close: () =>
      Promise.all(
        servers.map(
          (server) =>
            new Promise((resolve) => {
              server.close(() => resolve());
              server.closeAllConnections();
            }),
        ),
      ).then(() => undefined),
  };
}

/** The storefront's vars for a provider at `issuer` (startShop `vars`). */
export function storefrontOidcVars(issuer) {
  return {
    OIDC_ISSUER: issuer,
    OIDC_CLIENT_ID: LOCAL_OIDC.clientId,
    OIDC_CLIENT_SECRET: LOCAL_OIDC.clientSecret,
    SESSION_SECRET: LOCAL_OIDC.sessionSecret,
  };
}

function listen(server, port, host) {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

/** An ES256 key pair as a private JWK: read from keysFile, else made (and written there). */
async function signingKey(keysFile) {
  if (keysFile) {
    try {
      const stored = JSON.parse(await readFile(keysFile, 'utf8'));
      if (stored?.kty === 'EC' && stored.d) return stored;
    } catch {
      // None yet (or unreadable): a new one below.
    }
  }
  const { privateKey } = await generateKeyPair('ES256', { extractable: true });
  const jwk = { ...(await exportJWK(privateKey)), alg: 'ES256', use: 'sig', kid: randomBytes(8).toString('hex') };
  if (keysFile) {
    await mkdir(dirname(keysFile), { recursive: true });
    await writeFile(keysFile, JSON.stringify(jwk), { mode: 0o600 });
  }
  return jwk;
}

/**
 * The interaction: a sign-in form (e-mail and password of an artist account); consent is
 * given at once, the storefront being the shop's own client.
 */
function interactionHandler(provider, accounts) {
  return async (req, res) => {
    const details = await provider.interactionDetails(req, res);
    const { uid, prompt, params } = details;
    if (prompt.name === 'consent') {
      const grant = details.grantId
        ? await provider.Grant.find(details.grantId)
        : new provider.Grant({ accountId: details.session.accountId, clientId: params.client_id });
      const missing = prompt.details;
      if (missing.missingOIDCScope) grant.addOIDCScope(missing.missingOIDCScope.join(' '));
      if (missing.missingOIDCClaims) grant.addOIDCClaims(missing.missingOIDCClaims);
      for (const [indicator, scopes] of Object.entries(missing.missingResourceScopes ?? {})) {
        grant.addResourceScope(indicator, scopes.join(' '));
      }
      const grantId = await grant.save();
      await provider.interactionFinished(req, res, { consent: { grantId } }, { mergeWithLastSubmission: true });
      return;
    }
    if (req.method === 'POST') {
      const form = new URLSearchParams(await readBody(req));
      const email = (form.get('email') ?? '').trim().toLowerCase();
      const account = [...accounts.values()].find((candidate) => candidate.email === email);
      if (account && form.get('password') === account.password) {
        await provider.interactionFinished(req, res, { login: { accountId: account.sub } }, { mergeWithLastSubmission: false });
        return;
      }
      sendPage(res, uid, email, 'The e-mail or the password is wrong.');
      return;
    }
    sendPage(res, uid, '', '');
  };
}

function readBody(req) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    let size = 0;
    req.on('data', (chunk) => {
      size += chunk.length;
      if (size > 16 * 1024) req.destroy();
      else chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

const escape = (text) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

function sendPage(res, uid, email, error) {
  res.writeHead(error ? 401 : 200, {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    // No form-action: the form's answer redirects back to the shop, another origin.
    'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
  });
  res.end(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sign in – local identity provider</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:24rem;margin:3rem auto;padding:0 1rem}label{display:block;margin-top:1rem}input{width:100%;padding:.5rem;font:inherit;box-sizing:border-box}button{margin-top:1.5rem;padding:.6rem 1.2rem;font:inherit}p[role=alert]{color:#a00000}</style>
</head><body><main>
<h1>Sign in to Artlane</h1>
<p>Local identity provider (development only).</p>
${error ? `<p role="alert">${escape(error)}</p>` : ''}
<form method="post" action="/interaction/${escape(uid)}">
<label for="email">E-mail</label><input id="email" name="email" type="email" autocomplete="username" required value="${escape(email)}">
<label for="password">Password</label><input id="password" name="password" type="password" autocomplete="current-password" required>
<button type="submit">Sign in</button>
</form></main></body></html>`);
}
