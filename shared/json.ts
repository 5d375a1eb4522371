/**
 * A JSON object: not null and not an array. What a parsed body, an API answer or a stored
 * value must be before its fields are read; one definition for the worker, the embedded
 * API and the browser.
 */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
