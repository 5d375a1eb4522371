/**
 * A schema's issues as one sentence (the building blocks are in ./rules.ts). A file of its
 * own because every page loads rules.ts with the cart, while only the API, the designers'
 * islands and the checks need these: bundled per file, they would otherwise ride along on
 * every page (docs/wall-designer.md "JS budget").
 */
import * as v from 'valibot';

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
