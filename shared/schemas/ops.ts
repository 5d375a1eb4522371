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

/**
 * One line of GET /api/ops/orders/{id}/print-files: what it is printed from. `size` is the
 * variation's size code (50x70), `template.values` a custom poster's design as its cart line
 * kept it (shared/custom-poster/designs.ts decodeValues reads them), `photo.key` a photo
 * poster's photo (GET /api/photos/{key}).
 */
export const printFileLine = v.object({
  position: v.number(),
  sku: v.string(),
  product_id: v.number(),
  name: v.string(),
  quantity: v.number(),
  size: nullableString,
  template: v.nullable(v.object({ values: v.record(v.string(), v.string()) })),
  photo: v.nullable(v.object({ key: v.string() })),
});
export type PrintFileLine = v.InferOutput<typeof printFileLine>;

/** GET /api/ops/orders/{id}/print-files (a paid order only). */
export const printFilesAnswer = v.object({
  order_id: v.string(),
  status: v.string(),
  paid_at: nullableString,
  lines: v.array(printFileLine),
});

/** GET /api/ops/client-errors: the newest first. */
export const clientErrorsAnswer = v.object({ errors: v.array(clientErrorRow) });
