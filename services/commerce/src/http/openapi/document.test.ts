import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { commerceApp } from '../../app';
import { openApiDocument, openApiPath, undescribedRoutes } from './document';

/**
 * The commerce API's OpenAPI document (docs/api.md "The contract"): every route describes
 * itself, and the document is valid OpenAPI 3.1 by a validator this project did not write.
 */
const app = commerceApp as never;

describe('the commerce API document', () => {
  it('describes every call of the commerce app (a route without described({...}) fails here)', () => {
    expect(undescribedRoutes(app)).toEqual([]);
  });

  it('is valid OpenAPI 3.1 (@seriousme/openapi-schema-validator)', async () => {
    const validator = new Validator();
    const result = await validator.validate(structuredClone(openApiDocument(app)));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });
});

describe('openApiPath', () => {
  it.each([
    ['/api/products/:slug', '/api/products/{slug}', { slug: '' }],
    ['/api/ops/orders/:id{[A-Za-z0-9_-]{1,64}}/refund', '/api/ops/orders/{id}/refund', { id: '^[A-Za-z0-9_-]{1,64}$' }],
    ['/api/my/sales.csv', '/api/my/sales.csv', {}],
  ])('%s is %s', (hono, path, patterns) => {
    expect(openApiPath(hono)).toEqual({ path, patterns });
  });
});
