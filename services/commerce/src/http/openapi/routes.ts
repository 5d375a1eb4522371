import { Hono } from 'hono';
import type { ApiEnv } from '../../context';
import { described } from './describe';
import { openApiDocument } from './document';

/**
 * GET /api/openapi.json: the API's own description, made from `app`'s routes (./document.ts,
 * docs/api.md "The contract"). A feature of its own, mounted by the app it describes.
 */
export function contractRoutes(app: Hono<never>) {
  return new Hono<ApiEnv>().get(
    '/api/openapi.json',
    described({
      tag: 'contract',
      summary: 'This document: the commerce API in OpenAPI 3.1, the contract an upstream must meet',
      answers: { 200: { description: 'the OpenAPI document', schema: { type: 'object', required: ['openapi', 'paths'] } } },
    }),
    (c) => c.json(openApiDocument(app)),
  );
}
