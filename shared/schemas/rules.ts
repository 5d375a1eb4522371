/**
 * The building blocks every schema in shared/schemas uses, each with the message a client
 * reads when a value breaks it. Messages are predicates ("must be a string"); `describe`
 * (./describe.ts) puts the value's path in front of them ("items[3].sku must be a string"), so the API's
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
