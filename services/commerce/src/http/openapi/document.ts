import { toJsonSchema } from '@valibot/to-json-schema';
import type { Hono } from 'hono';
import type { GenericSchema } from 'valibot';
import { LOCALES, LOCALE_CODES } from '../../../../../shared/locales';
import { category } from '../../../../../shared/schemas/catalog';
import { descriptionOf, type CallDescription, type JsonSchema } from './describe';

/**
 * The commerce API's OpenAPI 3.1 document, made from the app's own route table: every route
 * that carries a description (./describe.ts) becomes an operation, its bodies and answers
 * converted from the valibot schemas that check them (@valibot/to-json-schema, JSON Schema
 * 2020-12 as OpenAPI 3.1 uses it). What every call shares is added here once: locale and
 * sid, the JSON error answers, 413 for bodies, 401 for keys, 503 for a configuration that
 * cannot serve. docs/api.md "The contract" says what it is for.
 */

export const DOCUMENT_TITLE = 'Artlane commerce API';

/** Recursive schemas get a name of their own in components.schemas (a lazy schema refers to it). */
const NAMED_SCHEMAS: Record<string, GenericSchema> = { Category: category as GenericSchema };

const ERROR_SCHEMA = {
  type: 'object',
  description:
    'Every refusal and failure: a short message, and for some calls more fields (checkout: code and field). A client mistake is never a 5xx.',
  properties: { error: { type: 'string' } },
  required: ['error'],
};

/** What an error status means when the route adds nothing more specific. */
const COMMON_ERRORS: Record<number, string> = {
  400: 'locale or sid missing, unknown or not belonging together; or a parameter or body that breaks its rule (the message names it)',
  401: 'no valid key: the operator key (OPS_TOKEN) or the artist access token is missing, wrong or expired',
  413: 'the body is larger than the call takes (64 KB for JSON, 8 KB for /captuerr; images their own limits)',
  503: 'the API cannot serve this now: a payment or mail configuration that cannot work (the log says why), or the operator key is not configured',
};

type Operation = Record<string, unknown>;

interface Built {
  document: Record<string, unknown>;
  /** "METHOD path" of every route of the app that carries no description. */
  undescribed: string[];
}

const built = new WeakMap<object, Built>();

/** The document for `app` (made once per app: the route table does not change while it serves). */
export function openApiDocument(app: Hono<never>): Record<string, unknown> {
  return buildOnce(app).document;
}

/** The routes of `app` that describe nothing (the test that keeps every call described reads this). */
export function undescribedRoutes(app: Hono<never>): string[] {
  return buildOnce(app).undescribed;
}

function buildOnce(app: Hono<never>): Built {
  let result = built.get(app);
  if (!result) {
    result = build(app);
    built.set(app, result);
  }
  return result;
}

function build(app: Hono<never>): Built {
  const schemas: Record<string, unknown> = { Error: ERROR_SCHEMA };
  const paths: Record<string, Record<string, Operation>> = {};
  const describedCalls = new Set<string>();
  for (const route of app.routes) {
    const description = descriptionOf(route.handler);
    if (!description) continue;
    const method = route.method.toLowerCase();
    describedCalls.add(`${route.method} ${route.path}`);
    const templates = description.path ? [description.path].flat().map(templatePath) : [openApiPath(route.path)];
    for (const { path, patterns } of templates)
      (paths[path] ??= {})[method] = operation(route.method, path, patterns, description, schemas);
  }
  const undescribed = [
    ...new Set(app.routes.filter((route) => route.method !== 'ALL').map((route) => `${route.method} ${route.path}`)),
  ].filter((call) => !describedCalls.has(call));
  const document = {
    openapi: '3.1.0',
    info: {
      title: DOCUMENT_TITLE,
      version: '1.0.0',
      description: [
        'The commerce API the Artlane storefront calls (embedded: its commerce Worker; or any upstream set as API_ORIGIN).',
        'An upstream must answer every call below as described. Every call carries `locale` and `sid`; texts, slugs, currency and VAT follow from them.',
        'Prices include VAT. Errors are always JSON `{ "error": "…" }`. Bodies are JSON of at most 64 KB unless a call says otherwise; unknown fields are refused.',
      ].join('\n\n'),
    },
    tags: [...new Set(Object.values(paths).flatMap((methods) => Object.values(methods).map((op) => (op.tags as string[])[0]!)))].map(
      (name) => ({ name }),
    ),
    paths,
    components: {
      schemas,
      parameters: {
        locale: {
          name: 'locale',
          in: 'query',
          required: true,
          description: 'The market’s language; with sid it names the store (sv/1, da/2, de/3 … sl/19).',
          schema: { type: 'string', enum: [...LOCALE_CODES] },
        },
        sid: {
          name: 'sid',
          in: 'query',
          required: true,
          description: 'The store id belonging to locale.',
          schema: { type: 'string', enum: [...new Set(LOCALE_CODES.map((code) => String(LOCALES[code].storeID)))] },
        },
      },
      securitySchemes: {
        operator: { type: 'http', scheme: 'bearer', description: 'The operator key (OPS_TOKEN of the commerce Worker).' },
        artist: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description: 'A signed-in artist’s access token from the shop’s OpenID provider (audience urn:artlane:commerce).',
        },
      },
    },
  };
  return { document, undescribed };
}

function operation(
  method: string,
  path: string,
  patterns: Record<string, string>,
  call: CallDescription,
  schemas: Record<string, unknown>,
): Operation {
  const id = operationId(method, path);
  const convert = (schema: GenericSchema | JsonSchema) => toSchema(schema, id, schemas);
  const parameters: unknown[] = [
    ...Object.keys(patterns).map((name) => ({
      name,
      in: 'path',
      required: true,
      description: call.params?.[name]?.description ?? name,
      schema: call.params?.[name]?.schema ?? { type: 'string', ...(patterns[name] ? { pattern: patterns[name] } : {}) },
    })),
    { $ref: '#/components/parameters/locale' },
    { $ref: '#/components/parameters/sid' },
    ...Object.entries(call.query ?? {}).map(([name, parameter]) => ({
      name,
      in: 'query',
      required: parameter.required ?? false,
      description: parameter.description,
      ...(parameter.style ? { style: parameter.style, explode: true } : {}),
      schema: parameter.schema ?? { type: 'string' },
    })),
    ...Object.entries(call.headers ?? {}).map(([name, parameter]) => ({
      name,
      in: 'header',
      required: parameter.required ?? false,
      description: parameter.description,
      schema: parameter.schema ?? { type: 'string' },
    })),
  ];
  const responses: Record<string, unknown> = {};
  for (const [status, answer] of Object.entries(call.answers)) {
    if (!answer) continue;
    const media = answer.media ? [answer.media].flat() : answer.schema ? ['application/json'] : [];
    responses[status] = {
      description: answer.description,
      ...(answer.headers
        ? {
            headers: Object.fromEntries(
              Object.entries(answer.headers).map(([name, text]) => [name, { description: text, schema: { type: 'string' } }]),
            ),
          }
        : {}),
      ...(media.length
        ? {
            content: Object.fromEntries(
              media.map((type) => [type, { schema: answer.schema ? convert(answer.schema) : { type: 'string', contentMediaType: type } }]),
            ),
          }
        : {}),
    };
  }
  const errors: Record<number, string> = Object.fromEntries(
    Object.entries(call.errors ?? {}).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
  const addError = (status: number) =>
    (errors[status] = errors[status] ? `${errors[status]}; or ${COMMON_ERRORS[status]}` : COMMON_ERRORS[status]!);
  addError(400);
  addError(503);
  if (call.body) addError(413);
  if (call.auth) addError(401);
  for (const [status, text] of Object.entries(errors).sort(([a], [b]) => Number(a) - Number(b))) {
    responses[status] = { description: text, content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } };
  }
  return {
    operationId: id,
    summary: call.summary,
    ...(call.description ? { description: call.description } : {}),
    tags: [call.tag],
    ...(call.auth ? { security: [{ [call.auth]: [] }] } : {}),
    parameters,
    ...(call.body ? { requestBody: requestBody(call.body, convert) } : {}),
    responses,
  };
}

function requestBody(body: NonNullable<CallDescription['body']>, convert: (schema: GenericSchema | JsonSchema) => unknown) {
  if (isValibot(body)) return { required: true, content: { 'application/json': { schema: convert(body) } } };
  const media = body as { media: string[]; description: string; schema?: JsonSchema; optional?: true };
  return {
    required: media.optional !== true,
    description: media.description,
    content: Object.fromEntries(media.media.map((type) => [type, { schema: media.schema ?? { type: 'string', contentMediaType: type } }])),
  };
}

const isValibot = (value: unknown): value is GenericSchema =>
  typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === 'schema' && '~standard' in value;

/**
 * A valibot schema as JSON Schema 2020-12. Checks JSON Schema cannot say (a custom check, a
 * transform) are left out, so the document never claims more than the schema checks; a
 * recursive schema's definitions move to components.schemas, named (NAMED_SCHEMAS) or after
 * the operation.
 */
function toSchema(schema: GenericSchema | JsonSchema, operation: string, schemas: Record<string, unknown>): unknown {
  if (!isValibot(schema)) return schema;
  const converted = toJsonSchema(schema, {
    target: 'draft-2020-12',
    errorMode: 'ignore',
    typeMode: 'ignore',
    definitions: NAMED_SCHEMAS,
  }) as Record<string, unknown>;
  const { $schema: _dialect, $defs, ...rest } = converted;
  const names: Record<string, string> = {};
  for (const key of Object.keys(($defs as Record<string, unknown> | undefined) ?? {}))
    names[key] = key in NAMED_SCHEMAS ? key : `${operation}_${key}`;
  const relocate = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(relocate);
    if (typeof value !== 'object' || value === null) return value;
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => [
        key,
        key === '$ref' && typeof inner === 'string' && inner.startsWith('#/$defs/')
          ? `#/components/schemas/${names[inner.slice('#/$defs/'.length)]}`
          : relocate(inner),
      ]),
    );
  };
  for (const [key, definition] of Object.entries(($defs as Record<string, unknown> | undefined) ?? {}))
    schemas[names[key]!] = relocate(definition);
  return relocate(rest);
}

/** An OpenAPI path written out in a description: its {names} are its parameters. */
const templatePath = (path: string) => ({
  path,
  patterns: Object.fromEntries([...path.matchAll(/\{(\w+)\}/g)].map((match) => [match[1]!, ''])),
});

/**
 * Hono's pattern as an OpenAPI path: `:id` is `{id}`, and `:id{regex}` is `{id}` whose
 * parameter must match the regex (returned per name; '' when the pattern sets none).
 */
export function openApiPath(honoPath: string): { path: string; patterns: Record<string, string> } {
  const patterns: Record<string, string> = {};
  let path = '';
  for (let i = 0; i < honoPath.length;) {
    if (honoPath[i] !== ':') {
      path += honoPath[i++];
      continue;
    }
    const name = /^[A-Za-z_]\w*/.exec(honoPath.slice(i + 1))![0];
    i += 1 + name.length;
    let pattern = '';
    if (honoPath[i] === '{') {
      let depth = 0;
      const start = i + 1;
      for (; i < honoPath.length; i++) {
        if (honoPath[i] === '{') depth++;
        else if (honoPath[i] === '}' && --depth === 0) break;
      }
      pattern = `^${honoPath.slice(start, i)}$`;
      i++;
    }
    patterns[name] = pattern;
    path += `{${name}}`;
  }
  return { path, patterns };
}

/** e.g. GET /api/products/{slug} → getApiProductsBySlug. */
function operationId(method: string, path: string): string {
  const words = path
    .split('/')
    .filter(Boolean)
    .map((part) => (part.startsWith('{') ? `by-${part.slice(1, -1)}` : part))
    .join('-')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean);
  return [method.toLowerCase(), ...words.map((word) => word[0]!.toUpperCase() + word.slice(1))].join('');
}
