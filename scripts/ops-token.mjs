// `npm run ops-token [-- --minutes N] [--sub name]`: prints a token for the operator view
// (/__ops, docs/operations.md "The operator view"), HS256-signed with the local key that
// `npm start` gives the Worker (LOCAL_OPS_TOKEN_KEY), or with OPS_TOKEN_KEY when that is set
// in the environment (a deployment's own key). Issuer and audience `artlane-ops`, `sub` the
// operator's name, valid for N minutes (default 15, at most 1440: the Worker refuses longer).
// Only the token goes to stdout, so `TOKEN=$(npm run -s ops-token)` works; hints go to stderr.
import { parseArgs } from 'node:util';
import { SignJWT } from 'jose';
import { LOCAL_OPS_TOKEN_KEY } from './lib/shop.mjs';

const MAX_MINUTES = 24 * 60;

function fail(message) {
  console.error(`ops-token: ${message}`);
  console.error('Usage: npm run ops-token -- [--minutes N] [--sub name]');
  process.exit(2);
}

let values;
try {
  ({ values } = parseArgs({
    options: { minutes: { type: 'string', default: '15' }, sub: { type: 'string', default: process.env.USER || 'operator' } },
  }));
} catch (error) {
  fail(error.message);
}
const minutes = Number(values.minutes);
if (!/^\d+$/.test(values.minutes) || minutes < 1 || minutes > MAX_MINUTES)
  fail(`--minutes must be a whole number from 1 to ${MAX_MINUTES}`);
const sub = values.sub.trim();
if (!sub || sub.length > 200) fail('--sub must name the operator (1 to 200 characters)');

const keyText = process.env.OPS_TOKEN_KEY || LOCAL_OPS_TOKEN_KEY;
const key = Buffer.from(keyText, 'base64url');
if (key.length < 32) fail('OPS_TOKEN_KEY must be base64url of 32 or more bytes');

const now = Math.floor(Date.now() / 1000);
const token = await new SignJWT({})
  .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
  .setIssuer('artlane-ops')
  .setAudience('artlane-ops')
  .setSubject(sub)
  .setIssuedAt(now)
  .setExpirationTime(now + minutes * 60)
  .sign(new Uint8Array(key));

console.log(token);
const origin = `http://localhost:${process.env.PORT || 8787}`;
console.error(
  `A token for ${sub}, valid ${minutes} min (${process.env.OPS_TOKEN_KEY ? 'OPS_TOKEN_KEY' : 'the local key of npm start'}). ` +
    `Paste it at ${origin}/__ops, or: curl -H "Authorization: Bearer <token>" ${origin}/__ops/status`,
);
