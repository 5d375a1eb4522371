/**
 * The commerce API's operator answers as the storefront's operator view reads them
 * (docs/api.md "Operator calls"; worker/routes/ops). Objects are read loosely (extra
 * fields are ignored); an answer of another shape is shown as "could not be read".
 */
import * as v from 'valibot';

/** The captured errors one call lists at most (`limit`). */
export const CLIENT_ERRORS_MAX_LIMIT = 200;
export const CLIENT_ERRORS_DEFAULT_LIMIT = 50;

const nullableString = v.nullable(v.string());

/** One row of the commerce API's `client_errors` table (POST /captuerr), as stored. */
export const clientErrorRow = v.object({
  id: v.number(),
  created_at: v.string(),
  locale: v.string(),
  level: v.string(),
  error: v.string(),
  stack: nullableString,
  user_agent: nullableString,
  url: nullableString,
});
export type ClientErrorRow = v.InferOutput<typeof clientErrorRow>;

/** GET /api/ops/client-errors: the newest first. */
export const clientErrorsAnswer = v.object({ errors: v.array(clientErrorRow) });
