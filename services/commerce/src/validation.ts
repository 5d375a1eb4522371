import { MAX_LINE_QUANTITY } from '../../../shared/cart';
import { isRecord } from '../../../shared/json';
import { badRequest } from './http';

/**
 * Checks for query parameters and JSON bodies. Each returns the value with its proper
 * type or throws a 400 HttpError naming the offending field, so route code reads like
 * a description of the accepted input.
 */

type Json = unknown;

/** An object whose keys are all in `allowed` (unknown fields are rejected). */
export function objectWith(value: Json, field: string, allowed: readonly string[]): Record<string, Json> {
  if (!isRecord(value)) throw badRequest(`${field} must be an object`);
  const unknown = Object.keys(value).find((key) => !allowed.includes(key));
  if (unknown !== undefined) throw badRequest(`${field} has an unknown field "${unknown}"`);
  return value;
}

export function arrayOf(value: Json, field: string, maxLength: number): Json[] {
  if (!Array.isArray(value)) throw badRequest(`${field} must be an array`);
  if (value.length > maxLength) throw badRequest(`${field} may hold at most ${maxLength} entries`);
  return value;
}

export function string(value: Json, field: string, { max = 200, min = 0 }: { max?: number; min?: number } = {}): string {
  if (typeof value !== 'string') throw badRequest(`${field} must be a string`);
  if (value.length > max) throw badRequest(`${field} may be at most ${max} characters`);
  if (value.length < min) throw badRequest(`${field} must be at least ${min} characters`);
  return value;
}

export function optionalString(value: Json, field: string, options?: { max?: number }): string | undefined {
  return value === undefined ? undefined : string(value, field, options);
}

export function nullableString(value: Json, field: string, options?: { max?: number }): string | null {
  return value === undefined || value === null ? null : string(value, field, options);
}

export function integer(value: Json, field: string, min: number, max: number): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
    throw badRequest(`${field} must be an integer from ${min} to ${max}`);
  }
  return value;
}

export function nullableInteger(value: Json, field: string, min: number, max: number): number | null {
  return value === undefined || value === null ? null : integer(value, field, min, max);
}

export function optionalBoolean(value: Json, field: string): boolean | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'boolean') throw badRequest(`${field} must be true or false`);
  return value;
}

/** SPEC 5 and 9: cart quantities are whole numbers from 0 to 5000. */
export function quantity(value: Json, field: string): number {
  return integer(value, field, 0, MAX_LINE_QUANTITY);
}

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

/**
 * SPEC 5: a standard address pattern — local part, @, and a domain with a dot and a
 * letter TLD, or a bracketed IPv4 address. 254 characters at most (RFC 5321 path limit).
 */
const EMAIL =
  /^(([^<>()[\]\\.,;:\s@"]+(\.[^<>()[\]\\.,;:\s@"]+)*)|(".+"))@((\[\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3}\])|(([a-zA-Z\-0-9]+\.)+[a-zA-Z]{2,}))$/;
export function isEmail(value: string): boolean {
  return value.length <= 254 && EMAIL.test(value);
}
