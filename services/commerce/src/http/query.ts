import { badRequest } from './errors';

/**
 * Checks for query parameters. Each returns the value with its proper type or throws a 400
 * HttpError naming the parameter, so route code reads like a description of the accepted
 * input. JSON bodies are checked against their schemas in shared/schemas (readBody).
 */

/** A query parameter that must be a whole number within bounds, when present. */
export function intParam(value: string | undefined, field: string, min: number, max: number): number | undefined {
  if (value === undefined || value === '') return undefined;
  if (!/^-?\d{1,9}$/.test(value)) throw badRequest(`${field} must be an integer`);
  const number = Number(value);
  if (number < min || number > max) throw badRequest(`${field} must be from ${min} to ${max}`);
  return number;
}

/** "1"/"true" or "0"/"false"; absent means false. */
export function flagParam(value: string | undefined, field: string): boolean {
  if (value === undefined || value === '' || value === '0' || value === 'false') return false;
  if (value === '1' || value === 'true') return true;
  throw badRequest(`${field} must be 0 or 1`);
}

export function enumParam<T extends string>(value: string | undefined, field: string, allowed: readonly T[]): T | undefined {
  if (value === undefined || value === '') return undefined;
  if (!(allowed as readonly string[]).includes(value)) throw badRequest(`${field} must be one of ${allowed.join(', ')}`);
  return value as T;
}

/** A comma-separated list of positive integers, e.g. ids=4,8,15. */
export function idListParam(value: string | undefined, field: string, maxLength = 100): number[] | undefined {
  if (value === undefined || value === '') return undefined;
  const parts = value.split(',').map((part) => part.trim());
  if (parts.length > maxLength) throw badRequest(`${field} may list at most ${maxLength} ids`);
  return parts.map((part) => {
    if (!/^\d{1,9}$/.test(part) || Number(part) < 1) throw badRequest(`${field} must be a comma-separated list of positive integers`);
    return Number(part);
  });
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export function slugParam(value: string | undefined, field: string): string | undefined {
  if (value === undefined || value === '') return undefined;
  if (value.length > 200 || !SLUG.test(value)) throw badRequest(`${field} must be a slug (lowercase letters, digits and hyphens)`);
  return value;
}
