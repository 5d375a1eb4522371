import * as v from 'valibot';
import { issueField } from '../../../../shared/schemas/artist';
import { describe } from '../../../../shared/schemas/describe';
import { HttpError } from '../http/errors';
import { readJsonBody } from '../http/body';

/**
 * A JSON body of an artist call checked against its schema (shared/schemas/artist.ts): 400
 * when it is not JSON, 422 `{ error, field }` naming the first value that breaks the schema,
 * so a form can put the message beside its field.
 */
export async function readArtistBody<T extends v.GenericSchema>(request: Request, schema: T): Promise<v.InferOutput<T>> {
  const result = v.safeParse(schema, await readJsonBody(request));
  if (!result.success) throw new HttpError(422, describe(result.issues), { field: issueField(result.issues) });
  return result.output;
}

/** A path id (`/api/my/posters/{id}`): anything but a positive integer is no poster (404). */
export function posterId(value: string | undefined): number {
  if (!value || !/^[1-9]\d{0,8}$/.test(value)) throw new HttpError(404, 'No such poster');
  return Number(value);
}
