import { describe, expect, it } from 'vitest';
import { LOCALE_CODES } from '../../shared/locales';
import { configProblems, describeProblems } from './validate';

/** A sound configuration: a host per language, the default policy, sign-in complete. */
function sound(): Record<string, unknown> {
  return {
    DOMAINS: Object.fromEntries(LOCALE_CODES.map((code) => [`${code}.shop.example`, code])),
    CATALOG_CACHE: { default: { maxAge: 60, staleWhileRevalidate: 600 }, 'de.shop.example': { maxAge: 30, staleWhileRevalidate: 0 } },
    API_ORIGIN: '',
    API_TIMEOUT_MS: '8000',
    SHELL_WAIT_MS: '10',
    SECURE_COOKIES: 'true',
    OIDC_ISSUER: 'https://id.shop.example',
    OIDC_CLIENT_ID: 'storefront',
    OIDC_CLIENT_SECRET: 'secret',
    SESSION_SECRET: 'a'.repeat(43),
    // A running Worker's service binding (only its fetch is looked at).
    COMMERCE: { fetch: () => Promise.resolve(new Response()) },
  };
}

const problemsWith = (change: Record<string, unknown>, secrets = true) => configProblems({ ...sound(), ...change }, { secrets });
const keys = (change: Record<string, unknown>, secrets = true) => problemsWith(change, secrets).map((problem) => problem.key);

describe('configProblems', () => {
  it('finds nothing wrong in a sound configuration, as an object or as JSON text', () => {
    expect(configProblems(sound(), { secrets: true })).toEqual([]);
    const text = { ...sound(), DOMAINS: JSON.stringify(sound().DOMAINS), CATALOG_CACHE: JSON.stringify(sound().CATALOG_CACHE) };
    expect(configProblems(text, { secrets: true })).toEqual([]);
  });

  it('names a running Worker with neither API_ORIGIN nor the COMMERCE binding; the build, which sees no bindings, does not', () => {
    expect(describeProblems(problemsWith({ COMMERCE: undefined }))).toBe(
      'API_ORIGIN: is empty and the COMMERCE service binding is missing: the shop has no commerce API (bind the commerce Worker in wrangler.toml `services`, or set API_ORIGIN to its address)',
    );
    expect(keys({ COMMERCE: {} })).toEqual(['API_ORIGIN']);
    expect(keys({ COMMERCE: undefined, API_ORIGIN: 'https://api.shop.example' })).toEqual([]);
    expect(keys({ COMMERCE: undefined }, false)).toEqual([]);
  });

  it('names an unknown language with its host', () => {
    const problems = problemsWith({ DOMAINS: { ...(sound().DOMAINS as object), 'shop.example.no': 'no' } });
    expect(describeProblems(problems)).toBe(
      'DOMAINS["shop.example.no"]: maps to unknown language "no" (one of ' + LOCALE_CODES.join(', ') + ')',
    );
  });

  it('names the languages that have no host', () => {
    const domains = { ...(sound().DOMAINS as Record<string, string>) };
    delete domains['fi.shop.example'];
    delete domains['sl.shop.example'];
    expect(describeProblems(problemsWith({ DOMAINS: domains }))).toBe('DOMAINS: has no host for fi, sl: every language needs one');
    expect(describeProblems(problemsWith({ DOMAINS: undefined }))).toMatch(/^DOMAINS: is missing/);
  });

  it('refuses two languages on one host, and hosts that are not host names', () => {
    const domains = { ...(sound().DOMAINS as Record<string, string>), 'DE.shop.example': 'en' };
    expect(describeProblems(problemsWith({ DOMAINS: domains }))).toBe(
      'DOMAINS["DE.shop.example"]: is the same host as "de.shop.example": one host serves one language',
    );
    for (const host of ['https://artlane.se', 'artlane.se:8443', 'artlane.se/sv', 'art lane.se', '-artlane.se']) {
      expect(keys({ DOMAINS: { ...(sound().DOMAINS as object), [host]: 'sv' } }), host).toEqual([`DOMAINS[${JSON.stringify(host)}]`]);
    }
  });

  it('refuses a DOMAINS that is no map or no JSON', () => {
    expect(describeProblems(problemsWith({ DOMAINS: '{"artlane.se": "sv"' }))).toBe('DOMAINS: is not valid JSON');
    expect(describeProblems(problemsWith({ DOMAINS: ['artlane.se'] }))).toMatch(/^DOMAINS: must be an object/);
  });

  it('names each malformed catalog policy field instead of replacing it with the default', () => {
    expect(keys({ CATALOG_CACHE: { default: { maxAge: -1, staleWhileRevalidate: 600 } } })).toEqual(['CATALOG_CACHE["default"].maxAge']);
    expect(keys({ CATALOG_CACHE: { default: { maxAge: '60', staleWhileRevalidate: 1.5 } } })).toEqual([
      'CATALOG_CACHE["default"].maxAge',
      'CATALOG_CACHE["default"].staleWhileRevalidate',
    ]);
    expect(keys({ CATALOG_CACHE: { default: { maxAge: 60, staleWhileRevalidate: 600, sMaxAge: 5 } } })).toEqual([
      'CATALOG_CACHE["default"].sMaxAge',
    ]);
    expect(keys({ CATALOG_CACHE: { default: 60 } })).toEqual(['CATALOG_CACHE["default"]']);
    expect(describeProblems(problemsWith({ CATALOG_CACHE: { 'artlane.no': { maxAge: 1, staleWhileRevalidate: 1 } } }))).toBe(
      'CATALOG_CACHE["artlane.no"]: names a host that is not in DOMAINS ("default" applies to every other host)',
    );
    expect(keys({ CATALOG_CACHE: 'maxAge=60' })).toEqual(['CATALOG_CACHE']);
  });

  it('takes a policy per page kind inside a host’s or the default’s, and names a wrong one', () => {
    const kinds = {
      maxAge: 60,
      staleWhileRevalidate: 600,
      start: { maxAge: 30, staleWhileRevalidate: 60 },
      product: { maxAge: 5, staleWhileRevalidate: 0 },
    };
    expect(
      keys({ CATALOG_CACHE: { default: kinds, 'de.shop.example': { ...kinds, content: { maxAge: 3600, staleWhileRevalidate: 0 } } } }),
    ).toEqual([]);
    expect(keys({ CATALOG_CACHE: { default: { ...kinds, checkout: { maxAge: 1, staleWhileRevalidate: 1 } } } })).toEqual([
      'CATALOG_CACHE["default"].checkout',
    ]);
    expect(keys({ CATALOG_CACHE: { default: { ...kinds, product: { maxAge: 5 } } } })).toEqual([
      'CATALOG_CACHE["default"].product.staleWhileRevalidate',
    ]);
    // No kinds inside a kind.
    expect(keys({ CATALOG_CACHE: { default: { ...kinds, product: { maxAge: 5, staleWhileRevalidate: 0, start: kinds.start } } } })).toEqual(
      ['CATALOG_CACHE["default"].product.start'],
    );
  });

  it('refuses an upstream that is not an http(s) URL, and odd numbers', () => {
    expect(describeProblems(problemsWith({ API_ORIGIN: 'api.shop.example' }))).toBe('API_ORIGIN: "api.shop.example" is not an http(s) URL');
    expect(keys({ API_ORIGIN: 'ftp://api.shop.example' })).toEqual(['API_ORIGIN']);
    expect(keys({ API_ORIGIN: 'https://user:pw@api.shop.example' })).toEqual(['API_ORIGIN']);
    expect(keys({ API_ORIGIN: 'https://api.shop.example' })).toEqual([]);
    expect(keys({ API_TIMEOUT_MS: 'soon' })).toEqual(['API_TIMEOUT_MS']);
    expect(keys({ SHELL_WAIT_MS: '-5' })).toEqual(['SHELL_WAIT_MS']);
    expect(keys({ SECURE_COOKIES: 'yes' })).toEqual(['SECURE_COOKIES']);
    expect(keys({ UPSTREAM_MAX_BYTES: { catalog: 0, pictures: 5 } })).toEqual([
      'UPSTREAM_MAX_BYTES.catalog',
      'UPSTREAM_MAX_BYTES.pictures',
    ]);
  });

  it('checks the redirects: hosts of the shop, paths starting with "/", no loops', () => {
    expect(keys({ HOST_REDIRECTS: { 'www.sv.shop.example': 'sv.shop.example' } })).toEqual([]);
    expect(describeProblems(problemsWith({ HOST_REDIRECTS: { 'www.sv.shop.example': 'elsewhere.example' } }))).toBe(
      'HOST_REDIRECTS["www.sv.shop.example"]: leads to "elsewhere.example", which is not in DOMAINS',
    );
    expect(keys({ HOST_REDIRECTS: { 'sv.shop.example': 'sv.shop.example' } })).toEqual(['HOST_REDIRECTS["sv.shop.example"]']);
    expect(keys({ HOST_REDIRECTS: { 'www.sv.shop.example': 'https://sv.shop.example' } })).toEqual([
      'HOST_REDIRECTS["www.sv.shop.example"]',
    ]);
    expect(
      keys({ PATH_REDIRECTS: { '*': { '/old': '/new', '/press': 'https://press.example/kit' }, 'de.shop.example': { '/a': '/b' } } }),
    ).toEqual([]);
    expect(keys({ PATH_REDIRECTS: { 'no.shop.example': { '/a': '/b' } } })).toEqual(['PATH_REDIRECTS["no.shop.example"]']);
    expect(keys({ PATH_REDIRECTS: { '*': { old: '/new', '/x': '//evil.example', '/y': 'http://plain.example', '/z': '/z' } } })).toEqual([
      'PATH_REDIRECTS["*"]["old"]',
      'PATH_REDIRECTS["*"]["/x"]',
      'PATH_REDIRECTS["*"]["/y"]',
      'PATH_REDIRECTS["*"]["/z"]',
    ]);
    expect(keys({ PATH_REDIRECTS: { '*': '/new' } })).toEqual(['PATH_REDIRECTS["*"]']);
  });

  it('with an issuer, wants the client id always and the secrets where they can be seen', () => {
    expect(keys({ OIDC_CLIENT_ID: '' })).toEqual(['OIDC_CLIENT_ID']);
    expect(keys({ OIDC_CLIENT_SECRET: undefined, SESSION_SECRET: 'short' })).toEqual(['OIDC_CLIENT_SECRET', 'SESSION_SECRET']);
    // The build does not see secrets.
    expect(keys({ OIDC_CLIENT_SECRET: undefined, SESSION_SECRET: undefined }, false)).toEqual([]);
    // Without an issuer sign-in is simply off.
    expect(keys({ OIDC_ISSUER: '', OIDC_CLIENT_ID: '', OIDC_CLIENT_SECRET: undefined, SESSION_SECRET: undefined })).toEqual([]);
    expect(keys({ OIDC_ISSUER: 'id.shop.example' })).toEqual(['OIDC_ISSUER']);
  });

  it('checks the operator view: Access’s three vars together, https URLs, and a local key of 32+ bytes', () => {
    const access = {
      OPS_ACCESS_JWKS_URL: 'https://team.cloudflareaccess.com/cdn-cgi/access/certs',
      OPS_ACCESS_ISSUER: 'https://team.cloudflareaccess.com',
      OPS_ACCESS_AUDIENCE: '4714c1358e65fe4b408ad6d432a5f878f08194bdb4752441fd56faefa9b2b6f2',
    };
    expect(keys(access)).toEqual([]);
    expect(keys({ OPS_ACCESS_JWKS_URL: '', OPS_ACCESS_ISSUER: '', OPS_ACCESS_AUDIENCE: '' })).toEqual([]);
    expect(describeProblems(problemsWith({ ...access, OPS_ACCESS_AUDIENCE: '' }))).toBe(
      'OPS_ACCESS_AUDIENCE: is missing: OPS_ACCESS_JWKS_URL and OPS_ACCESS_ISSUER are set (Cloudflare Access needs all three)',
    );
    expect(keys({ OPS_ACCESS_AUDIENCE: 'aud' })).toEqual(['OPS_ACCESS_JWKS_URL', 'OPS_ACCESS_ISSUER']);
    expect(
      describeProblems(problemsWith({ ...access, OPS_ACCESS_JWKS_URL: 'http://team.cloudflareaccess.com/cdn-cgi/access/certs' })),
    ).toBe(
      'OPS_ACCESS_JWKS_URL: "http://team.cloudflareaccess.com/cdn-cgi/access/certs" is not an https URL (https://<team>.cloudflareaccess.com/cdn-cgi/access/certs)',
    );
    expect(keys({ ...access, OPS_ACCESS_ISSUER: 'team.cloudflareaccess.com' })).toEqual(['OPS_ACCESS_ISSUER']);
    expect(keys({ OPS_TOKEN_KEY: Buffer.alloc(32, 7).toString('base64url') })).toEqual([]);
    expect(keys({ OPS_TOKEN_KEY: Buffer.alloc(31, 7).toString('base64url') })).toEqual(['OPS_TOKEN_KEY']);
    expect(keys({ OPS_TOKEN_KEY: 'not base64url, but long enough to be 32 bytes or more' })).toEqual(['OPS_TOKEN_KEY']);
    // The build does not see secrets.
    expect(keys({ OPS_TOKEN_KEY: 'short' }, false)).toEqual([]);
  });

  it('checks the purge zones: hosts of the shop, zone ids, and the purge token where secrets are seen', () => {
    const zone = '0123456789abcdef0123456789abcdef';
    expect(keys({ PURGE_ZONES: { 'sv.shop.example': zone }, CF_PURGE_TOKEN: 'token' })).toEqual([]);
    expect(keys({ PURGE_ZONES: JSON.stringify({ 'sv.shop.example': zone }), CF_PURGE_TOKEN: 'token' })).toEqual([]);
    expect(keys({ PURGE_ZONES: {} })).toEqual([]);
    expect(describeProblems(problemsWith({ PURGE_ZONES: { 'sv.shop.example': zone } }))).toBe(
      'CF_PURGE_TOKEN: is missing: PURGE_ZONES is set (a Worker secret with Zone.Cache Purge permission: npx wrangler secret put CF_PURGE_TOKEN)',
    );
    expect(keys({ PURGE_ZONES: { 'sv.shop.example': zone } }, false)).toEqual([]);
    expect(describeProblems(problemsWith({ PURGE_ZONES: { 'nope.example': 'zone' }, CF_PURGE_TOKEN: 'token' }))).toBe(
      'PURGE_ZONES["nope.example"]: names a host that is not in DOMAINS\n' +
        'PURGE_ZONES["nope.example"]: must be the zone id: 32 hex digits (the zone\'s Overview page in the dashboard)',
    );
    expect(keys({ PURGE_ZONES: '{nope', CF_PURGE_TOKEN: 'token' })).toEqual(['PURGE_ZONES']);
  });
});
