/**
 * The building blocks every schema in shared/schemas uses, each with the message a client
 * reads when a value breaks it. Messages are predicates ("must be a string"); `describe`
 * puts the value's path in front of them ("items[3].sku must be a string"), so the API's
 * 400 answers stay as precise as they were when the checks were written by hand.
 */
import * as v from 'valibot';
import { isRecord } from '../json';

export const text = (min: number, max: number) =>
  v.pipe(
    v.string('must be a string'),
    v.minLength(min, min === 1 ? 'must not be empty' : `must be at least ${min} characters`),
    v.maxLength(max, `may be at most ${max} characters`),
  );

export const integer = (min: number, max: number) => {
  const message = `must be an integer from ${min} to ${max}`;
  return v.pipe(v.number(message), v.integer(message), v.minValue(min, message), v.maxValue(max, message));
};

/** A finite amount of money or a rate, never negative. */
export const amount = (max = Number.MAX_VALUE) =>
  v.pipe(
    v.number('must be a number'),
    v.finite('must be a number'),
    v.minValue(0, 'must not be negative'),
    v.maxValue(max, `may be at most ${max}`),
  );

export const flag = v.boolean('must be true or false');

/** A JSON object (not an array) with exactly these fields, each optional unless its schema says so. */
export function record<const T extends v.ObjectEntries>(entries: T) {
  return v.pipe(v.custom<Record<string, unknown>>(isRecord, 'must be an object'), v.strictObject(entries, 'must be an object'));
}

export const list = <T extends v.GenericSchema>(item: T, max: number) =>
  v.pipe(v.array(item, 'must be an array'), v.maxLength(max, `may hold at most ${max} entries`));

/**
 * The entries of a list that pass `item`, the others skipped: values read back from
 * browser storage, upstream lists whose odd entries are left out.
 */
export const validItems = <T extends v.GenericSchema>(item: T) =>
  v.pipe(
    v.array(v.unknown(), 'must be an array'),
    v.transform((value): v.InferOutput<T>[] => {
      const items: v.InferOutput<T>[] = [];
      for (const entry of value) {
        const result = v.safeParse(item, entry);
        if (result.success) items.push(result.output);
      }
      return items;
    }),
  );

/** The first issue as one sentence: the value's path (or `root`) and what is wrong with it. */
export function describe(issues: readonly v.BaseIssue<unknown>[], root = 'body'): string {
  const issue = issues[0];
  if (!issue) return `${root} is invalid`;
  const keys = (issue.path ?? []).map((item) => item.key);
  const unknownField = issue.type === 'strict_object' && issue.expected === 'never';
  const missing = issue.kind === 'schema' && !unknownField && keys.length > 0 && issue.input === undefined;
  const subject = (unknownField ? keys.slice(0, -1) : keys).reduce<string>(
    (path, key) => (typeof key === 'number' ? `${path}[${key}]` : path ? `${path}.${String(key)}` : String(key)),
    '',
  );
  if (unknownField) return `${subject || root} has an unknown field "${String(keys.at(-1))}"`;
  if (missing) return `${subject} is required`;
  // valibot's own wording ("Invalid type: Expected string but received 3") where a schema sets none.
  const message = issue.message.startsWith('Invalid ') ? `must be ${issue.expected} (not ${issue.received})` : issue.message;
  return `${subject || root} ${message}`;
}

/** The value `schema` gives `value`, or an Error whose message is `describe`'s sentence. */
export function parseOrThrow<T extends v.GenericSchema>(schema: T, value: unknown, root?: string): v.InferOutput<T> {
  const result = v.safeParse(schema, value);
  if (!result.success) throw new Error(describe(result.issues, root));
  return result.output;
}
