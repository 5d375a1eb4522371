import type { MiddlewareHandler } from 'hono';
import type { GenericSchema } from 'valibot';

/**
 * How a route of the commerce API describes itself for its OpenAPI document
 * (./document.ts, served at GET /api/openapi.json): `described({...})` sits in the route's
 * own registration, before its handler, so a route and its description are written and
 * changed together. Bodies and answers name the valibot schemas that check them
 * (shared/schemas); what every call shares (locale and sid, the JSON error answers, 413 for
 * a body, 401 for an operator's or artist's key, 503 for a configuration that cannot serve)
 * is added by the document, not repeated here.
 */

/** A JSON Schema written out, where no valibot schema checks the value (query parameters, media). */
export type JsonSchema = Record<string, unknown>;

/** An answer: JSON through `schema` (a valibot schema, converted), or another media type. */
export interface AnswerDescription {
  description: string;
  /** The answer's body; omitted: no body. */
  schema?: GenericSchema | JsonSchema;
  /** Default application/json (with a schema). */
  media?: string | string[];
  /** Headers the answer carries, e.g. { 'x-records': 'how many match' }. */
  headers?: Record<string, string>;
}

/** An error status a route itself answers, with when (the JSON error shape is the document's). */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 502 | 503;

export interface ParameterDescription {
  description: string;
  /** Default { type: 'string' }. */
  schema?: JsonSchema;
  required?: boolean;
  /** A query parameter written name[key]=value (OpenAPI's deepObject style). */
  style?: 'deepObject';
}

export interface CallDescription {
  /** One line: what the call does. */
  summary: string;
  /** More, in Markdown (the reference page shows it). */
  description?: string;
  /** The feature it belongs to (the folder of services/commerce/src), groups calls in the reference. */
  tag: string;
  /**
   * The OpenAPI paths when Hono's pattern cannot say it (a `*` wildcard: a path parameter
   * is one segment), e.g. /api/photos/{file}; otherwise derived from the route's pattern.
   */
  path?: string | string[];
  /** Path parameters (each defaults to a string named in the pattern). */
  params?: Record<string, ParameterDescription>;
  /** Query parameters besides locale and sid. */
  query?: Record<string, ParameterDescription>;
  /** Request headers the call reads. */
  headers?: Record<string, ParameterDescription>;
  /** A JSON body through its schema, or another media type (an image upload); `optional` when it may be left out. */
  body?: GenericSchema | { media: string[]; description: string; schema?: JsonSchema; optional?: true };
  /** Answers by status: the successful ones and any other the route gives beside errors. */
  answers: Partial<Record<number, AnswerDescription>>;
  /** The error statuses this route itself answers, each with when. */
  errors?: Partial<Record<ErrorStatus, string>>;
  /** Who may call it: an operator's key (OPS_TOKEN) or a signed-in artist's access token. */
  auth?: 'operator' | 'artist';
}

/**
 * The body of a POST that reads none: clients (the storefront's own calls, forms) may send `{}`,
 * which the API takes and ignores, or nothing.
 */
export const NO_BODY = {
  media: ['application/json'],
  description: 'none: an empty object {} is taken and ignored',
  schema: { type: 'object', maxProperties: 0 },
  optional: true,
} as const satisfies CallDescription['body'];

const DESCRIPTION = Symbol('commerce call description');

type Described = MiddlewareHandler & { [DESCRIPTION]?: CallDescription };

/** The route's description, as a middleware that does nothing but carry it (one call to `next`). */
export function described(description: CallDescription): MiddlewareHandler {
  const middleware: Described = async (_c, next) => {
    await next();
  };
  middleware[DESCRIPTION] = description;
  return middleware;
}

/** The description a route's handler carries, if it is one. */
export function descriptionOf(handler: unknown): CallDescription | undefined {
  return typeof handler === 'function' ? (handler as Described)[DESCRIPTION] : undefined;
}

/**
 * Query parameters as the checks of ../query.ts read them (intParam, flagParam, enumParam,
 * idListParam, slugParam), so a description says what the check enforces.
 */
export const queryParam = {
  int: (description: string, minimum: number, maximum: number): ParameterDescription => ({
    description,
    schema: { type: 'integer', minimum, maximum },
  }),
  flag: (description: string): ParameterDescription => ({ description, schema: { type: 'string', enum: ['', '0', '1', 'true', 'false'] } }),
  oneOf: (description: string, values: readonly string[]): ParameterDescription => ({
    description,
    schema: { type: 'string', enum: [...values] },
  }),
  ids: (description: string, maxItems = 100): ParameterDescription => ({
    description: `${description} (comma-separated positive integers, at most ${maxItems})`,
    schema: { type: 'string', pattern: '^\\s*\\d{1,9}\\s*(,\\s*\\d{1,9}\\s*)*$' },
  }),
  slug: (description: string): ParameterDescription => ({
    description,
    schema: { type: 'string', maxLength: 200, pattern: '^[a-z0-9]+(-[a-z0-9]+)*$' },
  }),
  text: (description: string, maxLength: number): ParameterDescription => ({ description, schema: { type: 'string', maxLength } }),
};
