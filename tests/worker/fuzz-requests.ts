import { Agent, request as httpRequest, type ClientRequest } from 'node:http';
import { fc } from '@fast-check/vitest';
import type { Arbitrary } from 'fast-check';
import { LOCALE_CODES, type LocaleCode } from '../../shared/locales';
import { ABUSE_LIMITS, couponCodesOf } from '../../worker/api/abuse';
import { afterAll, beforeAll } from 'vitest';
import { createTestShop, type TestShop } from './harness';

/**
 * Generated malformed requests for the fuzz tests (issue 9, "Proof in the project"):
 * paths with odd segments and encodings, query strings with odd, huge and repeated
 * parameters, bodies that are wrong JSON, wrong types, deep nesting or huge arrays, odd
 * content types, methods and headers. Each endpoint mixes them with real values from the
 * seeded catalog, so the generated requests reach past the first check into the code
 * that renders pages and answers calls.
 */

/** Generated requests per endpoint: 1,000 in `npm test`, 10,000 with `npm run fuzz`. */
export const FUZZ_RUNS = Math.max(1, Number(process.env.FUZZ_RUNS ?? 1000) || 1000);
/** Requests sent at once: workerd answers several faster than one after another. */
export const BATCH = 10;
/** Replays a reported failure: FUZZ_SEED=<seed from the report>. */
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;
/**
 * Room for one endpoint's requests: a rendered page costs about 10-15 ms of workerd's CPU, and
 * on a 2-core machine shared with other work an answer may take ten times that.
 */
export const FUZZ_TIMEOUT = 60_000 + FUZZ_RUNS * 250;

export interface FuzzRequest {
  /** A locale's host (`en` → en.localhost), `bare` (localhost) or `www` (www.localhost, no market configured). */
  locale: string;
  method: string;
  /** Path and query, as written on the wire (the URL parser escapes what it must). */
  target: string;
  headers: Record<string, string>;
  body?: string | Uint8Array<ArrayBuffer>;
}

export interface Endpoint {
  name: string;
  /** API endpoints answer every refusal as JSON `{ "error": "…" }` (docs/api.md, Errors). */
  isApi: boolean;
  requests: Arbitrary<FuzzRequest>;
  /** Whether a first request from a new client may be refused with 429 (a limit applies to this request alone). */
  mayLimit?: (request: FuzzRequest) => boolean;
}

// ---------------------------------------------------------------------------------------
// Text

/** `value` once in `times`, otherwise null (fc.option's freq is the other way round: null once in freq). */
const onceIn = <T>(times: number, value: Arbitrary<T>): Arbitrary<T | null> =>
  fc.oneof({ weight: times - 1, arbitrary: fc.constant(null) }, { weight: 1, arbitrary: value });

/** Words that have broken parsers, databases and routers before. */
export const ODD_WORDS = [
  '',
  ' ',
  '.',
  '..',
  '...',
  '-',
  '_',
  '~',
  '*',
  '+',
  ';',
  ',',
  ':',
  '@',
  '!',
  '$',
  '&',
  '=',
  "'",
  '"',
  '`',
  '<',
  '>',
  '<script>alert(1)</script>',
  '{}',
  '[]',
  '()',
  '\\',
  '|',
  '^',
  'null',
  'undefined',
  'true',
  'NaN',
  'Infinity',
  '-1',
  '0',
  '-0',
  '00',
  '1.5',
  '1e3',
  '1e309',
  '0x10',
  '9007199254740993',
  '99999999999999999999999',
  '__proto__',
  'constructor',
  'toString',
  'hasOwnProperty',
  'index.html',
  '.env',
  'ö',
  'Ö',
  'ß',
  'ǅ',
  'İ',
  'ﬃ',
  '日本語',
  '🖼️',
  '👩‍👩‍👧',
  '\u200b',
  '\u202e',
  '\ufeff',
  '\u0000',
  '\uffff',
  '%',
  '%%',
  '%2',
  '%zz',
  '%00',
  '%0a',
  '%0d%0a',
  '%2e',
  '%2e%2e',
  '%2f',
  '%2F',
  '%5c',
  '%25',
  '%252f',
  '%c0%af',
  '%c3',
  '%ed%a0%80',
  '%ef%bf%bf',
  '%f4%90%80%80',
  '%ff',
  '%e2%80%ae',
  "' OR 1=1 --",
  '"; DROP TABLE products; --',
  '*:*',
  'NEAR(a b)',
  'a AND b',
  'a OR',
  'NOT',
  '"unterminated',
  '^a',
  'a*',
  'name:a',
  '{a b}',
  'attr[size]',
  'attr[]',
  'attr[[x]]',
];

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
const wellFormed = (text: string) => text.replace(LONE_SURROGATE, '\ufffd');

/** Short text: odd words, printable, any code point, graphemes. */
const shortText: Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...ODD_WORDS) },
  { weight: 2, arbitrary: fc.string({ maxLength: 30 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 10 }) },
  { weight: 1, arbitrary: fc.array(fc.constantFrom(...ODD_WORDS), { maxLength: 6 }).map((words) => words.join(' ')) },
);

/** Any text: short text, or a long run of one character (up to 600, a few kilobytes once encoded). */
export const oddText: Arbitrary<string> = fc.oneof(
  { weight: 9, arbitrary: shortText },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.constantFrom('a', '%', 'ö', '9', '-', ' ', '"', '🖼️'), fc.integer({ min: 40, max: 600 }))
      .map(([unit, count]) => unit.repeat(count)),
  },
);

/** Numbers as written in URLs and bodies, valid and not. */
export const numberText: Arbitrary<string> = fc.oneof(
  fc.integer().map(String),
  fc.integer({ min: -2, max: 120 }).map(String),
  fc.double().map(String),
  fc.bigInt().map(String),
  fc.constantFrom(
    '',
    '0',
    '1',
    '-1',
    '1.0',
    '01',
    '+1',
    ' 1',
    '1 ',
    '1e2',
    '0x1',
    'Infinity',
    '-0',
    '1,2',
    '1,,2',
    ',',
    '2147483648',
    '100000',
    '100001',
    '1'.repeat(400),
  ),
);

// ---------------------------------------------------------------------------------------
// URLs

const percentBytes = (bytes: Uint8Array) => [...bytes].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join('');

/**
 * Text put into a URL part: properly encoded, raw (only what would leave the part
 * escaped), encoded twice, with + for spaces, or raw bytes as percent escapes (often not
 * UTF-8).
 */
function inUrl(text: Arbitrary<string>, structural: RegExp): Arbitrary<string> {
  return fc.oneof(
    { weight: 4, arbitrary: text.map((t) => encodeURIComponent(wellFormed(t))) },
    { weight: 3, arbitrary: text.map((t) => wellFormed(t).replace(structural, (ch) => encodeURIComponent(ch))) },
    { weight: 1, arbitrary: text.map((t) => encodeURIComponent(encodeURIComponent(wellFormed(t)))) },
    { weight: 1, arbitrary: text.map((t) => encodeURIComponent(wellFormed(t)).replace(/%20/g, '+')) },
    { weight: 1, arbitrary: fc.uint8Array({ minLength: 1, maxLength: 16 }).map(percentBytes) },
  );
}

/**
 * Percent escapes that decode to nothing (decodeURIComponent throws on them): not hex, cut
 * off, a lone `%`, overlong or truncated UTF-8, a surrogate, a byte UTF-8 never has. A route
 * that decodes its path by hand answered 500 to these (issue 22: `/api/media/%ZZ`).
 */
export const MALFORMED_ESCAPES = [
  '%',
  '%Z',
  '%ZZ',
  '%zz',
  '%2',
  '%%41',
  '%E0%A4%A',
  '%E0%A4',
  '%C0%AE',
  '%C0%AF',
  '%ED%A0%80',
  '%F8%88%80%80%80',
  '%FF',
  '%80',
];

/** A malformed escape alone, or inside text, or after a real value. */
const malformed = (around: Arbitrary<string>): Arbitrary<string> =>
  fc
    .tuple(fc.constantFrom(...MALFORMED_ESCAPES), around, fc.constantFrom('alone', 'before', 'after', 'inside'))
    .map(([escape, text, where]) => {
      if (where === 'alone') return escape;
      if (where === 'before') return escape + text;
      if (where === 'after') return text + escape;
      const half = Math.floor(text.length / 2);
      return text.slice(0, half) + escape + text.slice(half);
    });

/** One path segment: the given real values, changed a little, a malformed escape, or odd text. */
export function segment(real: readonly string[] = []): Arbitrary<string> {
  const plain = inUrl(oddText, /[/?#\\]/g);
  const odd = fc.oneof({ weight: 6, arbitrary: plain }, { weight: 1, arbitrary: malformed(plain) });
  if (real.length === 0) return odd;
  const value = fc.constantFrom(...real);
  return fc.oneof(
    { weight: 3, arbitrary: value.map((v) => encodeURIComponent(v)) },
    {
      weight: 2,
      arbitrary: fc
        .tuple(value, fc.constantFrom('upper', 'suffix', 'prefix', 'every', 'dot', 'slash', 'space'), odd)
        .map(([v, how, extra]) => {
          const slug = encodeURIComponent(v);
          if (how === 'upper') return slug.toUpperCase();
          if (how === 'suffix') return slug + extra;
          if (how === 'prefix') return extra + slug;
          if (how === 'every') return percentBytes(new TextEncoder().encode(v));
          if (how === 'dot') return `${slug}.`;
          if (how === 'slash') return `${slug}/`;
          return ` ${slug} `;
        }),
    },
    { weight: 3, arbitrary: odd },
    { weight: 1, arbitrary: malformed(value.map((v) => encodeURIComponent(v))) },
  );
}

/** A query parameter: a known name or odd text, a known value, a number or odd text. */
function parameter(names: readonly string[], values: Arbitrary<string>, text: Arbitrary<string>): Arbitrary<string> {
  const name = inUrl(fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...names) }, { weight: 1, arbitrary: text }), /[&#=]/g);
  const value = inUrl(
    fc.oneof({ weight: 3, arbitrary: values }, { weight: 2, arbitrary: text }, { weight: 1, arbitrary: numberText }),
    /[&#]/g,
  );
  return fc.oneof(
    { weight: 8, arbitrary: fc.tuple(name, value).map(([n, v]) => `${n}=${v}`) },
    { weight: 1, arbitrary: name },
    { weight: 1, arbitrary: value.map((v) => `=${v}`) },
  );
}

/**
 * Cloudflare refuses URLs over 16 KB before a Worker runs (and workerd answers 431 or
 * resets the connection well before the sizes a generator could reach), so longer targets
 * are cut there: what is tested is what can reach the shop.
 */
export const MAX_TARGET = 16 * 1024;

/** The target as sent, cut to MAX_TARGET characters once the URL parser has escaped it. */
function withinUrlLimit(target: string): string {
  const url = new URL(`http://localhost${target}`);
  const escaped = url.pathname + url.search;
  return escaped.length > MAX_TARGET ? escaped.slice(0, MAX_TARGET) : target;
}

/**
 * A query string (with its `?`, or none): a few parameters, a hundred short ones, one
 * repeated many times, or one with a value of many kilobytes; joined with &, ;, or &&.
 */
export function query(names: readonly string[], values: Arbitrary<string> = fc.constantFrom('')): Arbitrary<string> {
  const one = parameter(names, values, oddText);
  const short = parameter(names, values, fc.string({ maxLength: 6 }));
  const list = fc.oneof(
    { weight: 4, arbitrary: fc.constant([]) },
    { weight: 6, arbitrary: fc.array(one, { maxLength: 8 }) },
    { weight: 1, arbitrary: fc.array(short, { minLength: 50, maxLength: 150 }) },
    { weight: 1, arbitrary: fc.tuple(short, fc.integer({ min: 2, max: 150 })).map(([p, n]) => Array<string>(n).fill(p)) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(
          fc.constantFrom(...names, 'x'),
          fc.constantFrom('a', '%C3%B6', '%25', ',', '+', '%00'),
          fc.integer({ min: 1000, max: 14_000 }),
        )
        .map(([name, unit, length]) => [`${name}=${unit.repeat(Math.ceil(length / unit.length))}`]),
    },
  );
  return fc
    .tuple(list, fc.constantFrom('&', '&', '&', ';', '&&'), fc.constantFrom('?', '?', '?', '??', '?&'))
    .map(([parameters, separator, start]) => (parameters.length === 0 ? '' : start + parameters.join(separator)));
}

// ---------------------------------------------------------------------------------------
// Methods, headers, bodies

/**
 * Methods workerd knows (upper case, as HTTP spells them). Others (FOO, lower-case patch)
 * never reach the worker: workerd itself answers 501 "Unrecognized request method".
 */
export const GET_METHODS = fc.oneof(
  { weight: 12, arbitrary: fc.constant('GET') },
  { weight: 2, arbitrary: fc.constant('HEAD') },
  { weight: 2, arbitrary: fc.constantFrom('POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'PROPFIND', 'PURGE') },
);
export const POST_METHODS = fc.oneof(
  { weight: 12, arbitrary: fc.constant('POST') },
  { weight: 2, arbitrary: fc.constantFrom('GET', 'HEAD', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'PROPFIND', 'PURGE') },
);

const headerText = fc.string({ unit: fc.integer({ min: 0x20, max: 0x7e }).map((code) => String.fromCharCode(code)), maxLength: 80 });

const CONTENT_TYPES = [
  'application/json',
  'application/json',
  'application/json; charset=utf-8',
  'application/json; charset=utf-16',
  'text/plain',
  'text/plain;charset=UTF-8',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=----x',
  'application/xml',
  'application/octet-stream',
  '*/*',
  'json',
  ';;;=',
];

/**
 * Headers a browser, a bot or an attacker might send, with odd values. One request in
 * seven is personal (a session cookie or Authorization: rendered, never from the page
 * cache); the rest may be answered from the edge cache like a visitor's.
 */
export const headers: Arbitrary<Record<string, string>> = fc
  .tuple(
    fc.record(
      {
        accept: fc.oneof(
          fc.constantFrom('text/html', 'application/json', '*/*', 'image/svg+xml', 'text/html;q=0, */*;q=x', ''),
          headerText,
        ),
        'accept-language': fc.oneof(fc.constantFrom('de', 'en-GB,en;q=0.9', '*', 'xx-YY;q=2', ''), headerText),
        cookie: fc.oneof(
          headerText,
          headerText.map((value) => `consent=${value}; cje=${value}`),
          fc.constantFrom('consent=%zz', 'a=b; a=c', ';;;', '=', 'cje', '__Host-session'),
        ),
        'user-agent': headerText,
        'x-forwarded-for': fc.oneof(headerText, fc.constantFrom('1.2.3.4', '::1', '300.1.1.1, 1.1.1.1', '')),
        'x-forwarded-host': fc.oneof(headerText, fc.constantFrom('de.localhost:8787', 'evil.example', '')),
        'if-none-match': fc.oneof(headerText, fc.constantFrom('*', '"x"', 'W/"x"')),
        'if-modified-since': fc.oneof(headerText, fc.constantFrom('Thu, 01 Jan 1970 00:00:00 GMT', 'yesterday')),
        range: fc.oneof(headerText, fc.constantFrom('bytes=0-10', 'bytes=-1', 'bytes=10-0', 'bytes=0-0,1-1,2-2', 'lines=1')),
        referer: headerText,
        origin: fc.oneof(headerText, fc.constantFrom('null', 'https://evil.example')),
      },
      { requiredKeys: [] },
    ),
    onceIn(
      7,
      fc.oneof(
        headerText.map((value) => ({ cookie: `__Host-session=${value}` })),
        fc.oneof(headerText, fc.constantFrom('Bearer ', 'Basic %%%')).map((value) => ({ authorization: value })),
      ),
    ),
  )
  .map(([common, personal]) => ({ ...common, ...personal }));

/** Any JSON value: the wrong type for whatever field it lands in. */
const anyJson: Arbitrary<unknown> = fc.jsonValue({ maxDepth: 3 });
const wrongValue: Arbitrary<unknown> = fc.oneof(
  anyJson,
  fc.constantFrom(null, true, false, 0, -1, 1.5, 1e308, -1e308, 2 ** 53 + 2, '', [], {}, [[]], { '': null }, 'x'.repeat(70_000)),
  oddText,
);

/**
 * A field: usually of the right kind, sometimes any value of the wrong kind. Mostly right,
 * so that a body with several fields still often gets past validation to the code behind.
 */
export const field = <T>(valid: Arbitrary<T>): Arbitrary<T | unknown> =>
  fc.oneof({ weight: 9, arbitrary: valid }, { weight: 1, arbitrary: wrongValue });

/** An object now and then without one of its keys, or with an unknown one (`__proto__` and `constructor` among them). */
export const withOddKeys = (object: Arbitrary<Record<string, unknown>>): Arbitrary<Record<string, unknown>> =>
  fc
    .tuple(
      object,
      onceIn(10, fc.tuple(fc.oneof(fc.constantFrom('__proto__', 'constructor', 'toString', 'x'), oddText), wrongValue)),
      onceIn(10, fc.nat()),
    )
    .map(([value, extra, dropped]) => {
      const kept =
        dropped === null ? value : Object.fromEntries(Object.entries(value).filter((_, index, all) => index !== dropped % all.length));
      return extra ? { ...kept, [extra[0]]: extra[1] } : kept;
    });

const NOT_JSON = [
  '',
  ' ',
  'null',
  'undefined',
  'NaN',
  '{',
  '}',
  '[',
  '{"a":1,}',
  "{'a':1}",
  '{"a":1}{"b":2}',
  '{"__proto__":{"x":1}}',
  '{"constructor":{"prototype":{"x":1}}}',
  '1e999',
  '"\\ud800"',
  '{"a":"\\u0000"}',
  '[1,2',
  'email=a%40b.se&code=x',
  '------x\r\nContent-Disposition: form-data; name="email"\r\n\r\na@b.se\r\n------x--',
  '<?xml version="1.0"?><a/>',
];

/**
 * A body for a JSON call: the call's own shape (with wrong fields), any JSON, text that is
 * not JSON (truncated, with a BOM, bytes that are not UTF-8), deep nesting, and huge
 * arrays at the call's list fields.
 */
export function body(
  shape: Arbitrary<unknown>,
  listFields: { key: string; element: unknown }[] = [],
): Arbitrary<string | Uint8Array<ArrayBuffer>> {
  const json = shape.map((value) => JSON.stringify(value) ?? 'null');
  const variants: { weight: number; arbitrary: Arbitrary<string | Uint8Array<ArrayBuffer>> }[] = [
    { weight: 24, arbitrary: json },
    { weight: 2, arbitrary: anyJson.map((value) => JSON.stringify(value) ?? 'null') },
    { weight: 1, arbitrary: fc.constantFrom(...NOT_JSON) },
    { weight: 1, arbitrary: oddText },
    { weight: 1, arbitrary: json.chain((text) => fc.nat(text.length).map((end) => text.slice(0, end))) },
    { weight: 1, arbitrary: json.map((text) => `\ufeff${text}`) },
    { weight: 1, arbitrary: json.map((text) => `${text} ${text}`) },
    { weight: 1, arbitrary: fc.uint8Array({ maxLength: 300 }).map((bytes) => new Uint8Array(bytes)) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.integer({ min: 100, max: 40_000 }), fc.constantFrom('[', '{"a":'), fc.constantFrom('', ...listFields.map((f) => f.key)))
        .map(([depth, open, key]) => {
          const deep = open.repeat(depth) + (open === '[' ? ']' : '1' + '}'.repeat(depth));
          return key ? `{"${key}":${deep}}` : deep;
        }),
    },
  ];
  if (listFields.length > 0) {
    variants.push({
      weight: 2,
      arbitrary: fc
        .tuple(fc.constantFrom(...listFields), fc.constantFrom(19, 20, 21, 29, 30, 31, 199, 200, 201, 1000, 5000, 20_000))
        .map(([{ key, element }, count]) => `{"${key}":[${Array<string>(count).fill(JSON.stringify(element)).join(',')}]}`),
    });
  }
  return fc.oneof(...variants);
}

/** Content-Type for a request with a body: mostly JSON, sometimes anything, sometimes none. */
export const contentType = fc.option(fc.oneof(fc.constantFrom(...CONTENT_TYPES), headerText), { freq: 8 });

/** Every language's host, bare localhost, and a host no market is configured for. */
export const LOCALES = fc.constantFrom<string>(...LOCALE_CODES, 'bare', 'www');
/** The language a host serves: bare localhost and unknown hosts are Swedish (worker/markets.ts). */
export const languageOf = (locale: string): LocaleCode =>
  (LOCALE_CODES as readonly string[]).includes(locale) ? (locale as LocaleCode) : 'sv';

/**
 * A host from LOCALES, then what `make` builds for it. fast-check's `chain` calls its function
 * for every value it generates, and building a request's arbitraries (a query of a language's
 * names and values, its segments…) cost the test process more than generating from them: each
 * host's are built once here and kept. The values are the same for a seed either way.
 */
export function perLocale<T>(make: (locale: string) => Arbitrary<T>): Arbitrary<T> {
  const built = new Map<string, Arbitrary<T>>();
  return LOCALES.chain((locale) => {
    let arbitrary = built.get(locale);
    if (!arbitrary) built.set(locale, (arbitrary = make(locale)));
    return arbitrary;
  });
}

/** A request from its parts; a body only goes with methods that may carry one. */
export function request(parts: {
  locale: Arbitrary<string>;
  method: Arbitrary<string>;
  target: Arbitrary<string>;
  body?: Arbitrary<string | Uint8Array<ArrayBuffer>>;
}): Arbitrary<FuzzRequest> {
  return fc
    .record({
      locale: parts.locale,
      method: parts.method,
      target: parts.target,
      headers,
      body: parts.body ?? fc.oneof(fc.constant(undefined), body(anyJson)),
      contentType,
    })
    .map(({ locale, method, target, headers: sent, body: payload, contentType: type }) => {
      const hasBody = payload !== undefined && method !== 'GET' && method !== 'HEAD';
      return {
        locale,
        method,
        target: withinUrlLimit(target),
        headers: hasBody && type !== null ? { ...sent, 'content-type': type } : sent,
        ...(hasBody ? { body: payload } : {}),
      };
    });
}

// ---------------------------------------------------------------------------------------
// Sending and judging

export interface Answer {
  status: number;
  contentType: string;
  text: string;
  /** The body failed while streaming (a page that broke after its status was sent). */
  failure?: string;
}

/** Every generated request is a new client (its own CF-Connecting-IP), so no earlier request's limit hides what this one does. */
let clients = 0;
function nextClient(): string {
  clients++;
  return `10.${(clients >> 16) & 255}.${(clients >> 8) & 255}.${clients & 255}`;
}

/** An answer must start within this time (a hang is a failure too, not a test timeout). */
const ANSWER_TIMEOUT = 20_000;
/**
 * Sends one request to the shop's own socket over a kept-alive connection, as a browser or a
 * proxy in front of it would. Miniflare's dispatchFetch goes through the same socket, but it
 * costs the test process about as much CPU per request as workerd spends answering it (a fuzz
 * file sends thousands), so the requests go out on plain HTTP instead. The target is parsed
 * as a URL first, exactly as dispatchFetch and fetch() would, so the worker sees the same URL and
 * headers; only no Accept-Encoding is added (fetch adds one), as compressing is workerd's job,
 * not the shop code's, and inflating every answer here would cost the test process again.
 */
export async function send(shop: TestShop, request: FuzzRequest): Promise<Answer> {
  const host = request.locale === 'bare' ? 'localhost' : `${request.locale}.localhost`;
  let url: URL;
  try {
    url = new URL(`http://${host}:8787${request.target}`);
  } catch (error) {
    return { status: 0, contentType: '', text: '', failure: `not a URL: ${String(error)}` };
  }
  const origin = await socketOf(shop);
  // A kept-alive connection the shop closed while it sat idle is reset when reused: like a
  // browser, send the request again on another connection (only then, and at most twice).
  for (let attempt = 0; ; attempt++) {
    const answer = await sendOnce(shop, origin, url, request);
    if (!answer.staleConnection || attempt === 2) return answer.answer;
  }
}

function sendOnce(shop: TestShop, origin: URL, url: URL, request: FuzzRequest): Promise<{ answer: Answer; staleConnection?: boolean }> {
  return new Promise((done) => {
    const resolve = (answer: Answer) => done({ answer });
    const timer = setTimeout(() => {
      outgoing.destroy();
      resolve({ status: 0, contentType: '', text: '', failure: `no answer: no answer within ${ANSWER_TIMEOUT} ms` });
    }, ANSWER_TIMEOUT).unref();
    const body = request.body === undefined ? undefined : typeof request.body === 'string' ? Buffer.from(request.body) : request.body;
    let outgoing: ClientRequest;
    try {
      outgoing = httpRequest(
        {
          host: origin.hostname,
          port: origin.port,
          agent: agentOf(shop),
          method: request.method,
          path: `${url.pathname}${url.search}`,
          headers: {
            ...request.headers,
            host: url.host,
            'CF-Connecting-IP': nextClient(),
            ...(body !== undefined ? { 'content-length': String(body.byteLength) } : {}),
          },
        },
        (incoming) => {
          clearTimeout(timer);
          const status = incoming.statusCode ?? 0;
          const contentType = String(incoming.headers['content-type'] ?? '');
          const chunks: Buffer[] = [];
          incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
          incoming.on('end', () => resolve({ status, contentType, text: Buffer.concat(chunks).toString('utf8') }));
          incoming.on('error', (error) => resolve({ status, contentType, text: '', failure: String(error) }));
        },
      );
    } catch (error) {
      clearTimeout(timer);
      resolve({ status: 0, contentType: '', text: '', failure: `no answer: ${String(error)}` });
      return;
    }
    outgoing.on('error', (error: NodeJS.ErrnoException) => {
      clearTimeout(timer);
      const failure = `no answer: ${String(error)} ${String(error.cause ?? '')}`;
      const staleConnection = outgoing.reusedSocket && (error.code === 'ECONNRESET' || error.code === 'EPIPE');
      done({ answer: { status: 0, contentType: '', text: '', failure }, staleConnection });
    });
    outgoing.end(body);
  });
}

const sockets = new WeakMap<TestShop, { origin: Promise<URL>; agent: Agent }>();
function connectionOf(shop: TestShop) {
  let connection = sockets.get(shop);
  if (!connection) {
    connection = { origin: shop.mf.ready, agent: new Agent({ keepAlive: true, maxSockets: BATCH }) };
    sockets.set(shop, connection);
  }
  return connection;
}
const socketOf = (shop: TestShop) => connectionOf(shop).origin;
const agentOf = (shop: TestShop) => connectionOf(shop).agent;

const short = (text: string, max = 300) => (text.length > max ? `${text.slice(0, max)}… (${text.length} characters)` : text);

export function describeRequest(request: FuzzRequest): string {
  const host = request.locale === 'bare' ? 'localhost' : `${request.locale}.localhost`;
  const payload =
    request.body === undefined
      ? ''
      : `\n    body: ${typeof request.body === 'string' ? JSON.stringify(short(request.body)) : `bytes [${short([...request.body].join(','))}]`}`;
  return `${request.method} http://${host}:8787${short(request.target, 500)}\n    headers: ${JSON.stringify(request.headers)}${payload}`;
}

/** The path a request reaches once the URL parser has resolved dot segments (`/api/../x` is `/x`). */
const pathOf = (request: FuzzRequest) => new URL(`http://localhost${request.target}`).pathname;

/** The calls that read a JSON body, and how much of it they read (docs/api.md, Bodies). */
const BODY_LIMITS: Record<string, number> = {
  '/api/sync-cart': 64 * 1024,
  '/api/sync-coupons': 64 * 1024,
  '/api/sync-wishlist': 64 * 1024,
  '/api/subscribe': 64 * 1024,
  '/api/unsubscribe': 64 * 1024,
  '/api/gift-card-balance': 64 * 1024,
  '/captuerr': 8 * 1024,
};

const bytesOf = (request: FuzzRequest) =>
  request.body === undefined
    ? 0
    : typeof request.body === 'string'
      ? new TextEncoder().encode(request.body).byteLength
      : request.body.byteLength;

/** Whether the shop answers without reading the request's body: a body over the call's limit, or one sent where none is read. */
function isBodyLeftUnread(request: FuzzRequest): boolean {
  if (bytesOf(request) === 0) return false;
  const limit = request.method === 'POST' ? BODY_LIMITS[pathOf(request)] : undefined;
  return limit === undefined || bytesOf(request) > limit;
}

const isApiPath = (path: string) => path.startsWith('/api/') || path === '/captuerr' || path === '/content/site-reviews';

/**
 * What is wrong with an answer, or null: never 500 or above, a body that streams to its
 * end, 429 only where a limit applies, API refusals as JSON.
 *
 * One exception, of transport: the shop answers a body it refuses (over the call's limit,
 * or sent with a method or to a path that reads none) without reading it (shared/http/body.ts:
 * never buffer what is refused), and workerd then closes the connection; when that happens
 * while the client is still sending, the client sees a reset instead of the answer (about
 * 1 request in 20 with a 200 KB body). That is accepted for such bodies only.
 */
export function problemOf(endpoint: Endpoint, request: FuzzRequest, answer: Answer): string | null {
  if (answer.status >= 500) return `answered ${answer.status}: ${short(answer.text)}`;
  if (answer.status === 0 && isBodyLeftUnread(request) && /ECONNRESET|EPIPE|other side closed/.test(answer.failure ?? '')) return null;
  if (answer.failure) return answer.status === 0 ? answer.failure : `answered ${answer.status}, then the body failed: ${answer.failure}`;
  if (answer.status === 429 && !endpoint.mayLimit?.(request)) return `answered 429 to a new client: ${short(answer.text)}`;
  if (endpoint.isApi && isApiPath(pathOf(request)) && answer.status >= 400 && request.method !== 'HEAD') {
    let error: unknown;
    try {
      error = (JSON.parse(answer.text) as { error?: unknown }).error;
    } catch {
      error = undefined;
    }
    if (typeof error !== 'string') return `answered ${answer.status} without a JSON error: ${short(answer.text)}`;
  }
  return null;
}

/** A request's JSON body as the shop's abuse limits read it (UTF-8, a BOM dropped); undefined when not JSON. */
function jsonOf(request: FuzzRequest): unknown {
  if (request.body === undefined) return undefined;
  const bytes = typeof request.body === 'string' ? new TextEncoder().encode(request.body) : request.body;
  try {
    return JSON.parse(new TextDecoder().decode(bytes)) as unknown;
  } catch {
    return undefined;
  }
}

/** Sync calls: a new client is refused when one request tries more different coupon codes than the limit allows. */
export const triesTooManyCodes = (request: FuzzRequest): boolean =>
  request.method === 'POST' &&
  new Set(couponCodesOf(jsonOf(request)).map((code) => code.slice(0, 64))).size > ABUSE_LIMITS.couponCodes.limit;

/**
 * Sends `FUZZ_RUNS` generated requests to one endpoint, `BATCH` at a time, and fails with
 * every bad answer of the first failing batch, each request written out in full. Shrinking
 * is off unless FUZZ_SHRINK=1: every step would send a whole batch again to a shop whose
 * state (caches, limits, the database) has moved on, and the report already names the
 * failing requests.
 */
export async function fuzz(shop: TestShop, endpoint: Endpoint): Promise<void> {
  const statuses: Record<string, number> = {};
  await fc.assert(
    fc.asyncProperty(fc.array(endpoint.requests, { minLength: BATCH, maxLength: BATCH }), async (batch) => {
      const answers = await Promise.all(batch.map((request) => send(shop, request)));
      for (const answer of answers) {
        const key =
          process.env.FUZZ_STATS === '2' && answer.status === 400 ? `400 ${answer.text.replace(/\d+/g, 'N').slice(0, 60)}` : answer.status;
        statuses[key] = (statuses[key] ?? 0) + 1;
      }
      const problems = batch.flatMap((request, index) => {
        const problem = problemOf(endpoint, request, answers[index]!);
        return problem ? [`${problem}\n    ${describeRequest(request)}`] : [];
      });
      if (problems.length > 0) throw new Error(`${endpoint.name}:\n  ${problems.join('\n  ')}`);
    }),
    {
      numRuns: Math.ceil(FUZZ_RUNS / BATCH),
      endOnFailure: process.env.FUZZ_SHRINK !== '1',
      ...(SEED !== undefined ? { seed: SEED } : {}),
    },
  );
  // How far the requests reached (a run that only ever meets 400s tests only the first check).
  if (process.env.FUZZ_STATS) console.log(`${endpoint.name}: ${JSON.stringify(statuses)}`);
}

// ---------------------------------------------------------------------------------------
// Real values from the seeded catalog

export interface Catalog {
  /** Per language: product and tag slugs, category paths, attribute slugs and their value slugs. */
  byLanguage: Record<
    LocaleCode,
    { productSlugs: string[]; tagSlugs: string[]; categoryPaths: string[]; attributes: { slug: string; values: string[] }[] }
  >;
  skus: string[];
  productIds: number[];
  artistSlugs: string[];
  /** File names under /api/images/. */
  imageNames: string[];
  /** File names under /assets/. */
  assetNames: string[];
}

async function read<T>(shop: TestShop, locale: string, path: string): Promise<T> {
  const response = await shop.get(locale, path);
  if (!response.ok) throw new Error(`${path} on ${locale}: ${response.status}`);
  return (await response.json()) as T;
}

type Tree = { uris?: Partial<Record<LocaleCode, string>>; children: Tree[] };
const flatten = (trees: Tree[]): Tree[] => trees.flatMap((tree) => [tree, ...flatten(tree.children)]);

/** Reads what the generators mix in from the seeded shop (through its own /api). */
export async function loadCatalog(shop: TestShop): Promise<Catalog> {
  const list = await read<{ products: { id: number; slug: string; images: { url: string }[]; variations: { sku: string }[] }[] }>(
    shop,
    'en',
    '/api/products?per_page=100&nc=1',
  );
  const details = await Promise.all(
    list.products
      .slice(0, 12)
      .map((product) =>
        read<{ slugs: Partial<Record<LocaleCode, string>> }>(shop, 'en', `/api/products/${encodeURIComponent(product.slug)}`),
      ),
  );
  const tags = await read<{ tags: { slugs: Partial<Record<LocaleCode, string>> }[] }>(shop, 'en', '/api/tags');
  const categories = flatten(await read<Tree[]>(shop, 'en', '/api/product-categories?v=2&uris=1'));
  const artists = await read<{ artists: { slug: string }[] }>(shop, 'en', '/api/artists?per_page=100');
  const home = await (await shop.get('en', '/')).text();
  const attributesOf = async (code: LocaleCode) =>
    (await read<{ slug: string; values: { slug: string }[] }[]>(shop, code, '/api/product-attributes')).map((attribute) => ({
      slug: attribute.slug,
      values: attribute.values.map((value) => value.slug),
    }));
  const byLanguage = Object.fromEntries(
    await Promise.all(
      LOCALE_CODES.map(async (code) => [
        code,
        {
          productSlugs: details.flatMap((detail) => detail.slugs[code] ?? []),
          tagSlugs: tags.tags.flatMap((tag) => tag.slugs[code] ?? []),
          categoryPaths: categories.flatMap((category) => category.uris?.[code] ?? []),
          attributes: await attributesOf(code),
        },
      ]),
    ),
  ) as Catalog['byLanguage'];
  return {
    byLanguage,
    skus: list.products.flatMap((product) => product.variations.map((variation) => variation.sku)),
    productIds: list.products.map((product) => product.id),
    artistSlugs: artists.artists.map((artist) => artist.slug),
    imageNames: [...new Set(list.products.flatMap((product) => product.images.map((image) => image.url.split('/').pop()!)))],
    assetNames: [...new Set([...home.matchAll(/\/assets\/([\w.-]+)/g)].map((match) => match[1]!))],
  };
}

/**
 * The shop a fuzz file runs against: 60 seeded products, started before the file's tests
 * and disposed after them. Read `shop` and `catalog` inside tests, once they are set.
 */
export function fuzzShop(): { readonly shop: TestShop; readonly catalog: Catalog } {
  const state = {} as { shop: TestShop; catalog: Catalog };
  beforeAll(async () => {
    state.shop = await createTestShop({ seedProducts: 60 });
    state.catalog = await loadCatalog(state.shop);
  });
  afterAll(async () => {
    if (state.shop) sockets.get(state.shop)?.agent.destroy();
    await state.shop?.dispose();
  });
  return state;
}
