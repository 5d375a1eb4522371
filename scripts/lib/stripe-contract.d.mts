export const STRIPE_OPENAPI: string;

export interface StripeOperation {
  method: string;
  template: string;
  pattern: RegExp;
  operation: Record<string, unknown>;
}

type Decoded = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

export interface StripeContract {
  /** The API version of the description (its info.version). */
  version: string;
  operationOf(method: string, path: string): StripeOperation | null;
  checkRequest(request: { method: string; path: string; query?: string; body?: string; headers: Record<string, string> }): {
    op: StripeOperation | null;
    problems: string[];
    query?: Decoded;
    body?: Decoded;
    params?: string[];
  };
  checkAnswer(op: StripeOperation, status: number, json: unknown): string[];
  checkObject(name: string, value: unknown): string[];
}

export function toJsonSchema(schema: unknown): unknown;
export function decodeForm(text: string): Decoded;
export function loadContract(file?: string): Promise<StripeContract>;
