// This API's description (server/openapi): the OpenAPI document and its reference page.
import { z } from 'zod';
import { endpoint, json } from './endpoint';

/** The document's outline (OpenAPI 3.1): what a reader of /openapi.json may rely on; the rest is OpenAPI's own. */
const OpenApiOutline = z.looseObject({
  openapi: z.literal('3.1.0'),
  info: z.looseObject({ title: z.string(), version: z.string() }),
  servers: z.array(z.looseObject({ url: z.string() })),
  paths: z.record(z.string(), z.record(z.string(), z.looseObject({ operationId: z.string() }))),
  components: z.looseObject({ schemas: z.record(z.string(), z.looseObject({})) }),
});

export const meta = {
  openapi: endpoint({
    method: 'GET',
    path: '/openapi.json',
    tag: 'Other',
    summary: 'This document',
    auth: 'public',
    response: OpenApiOutline,
    status: 200,
    success: json,
  }),
  docs: endpoint({
    method: 'GET',
    path: '/docs',
    tag: 'Other',
    summary: 'The API reference page made from this document',
    auth: 'public',
    status: 200,
    success: { kind: 'html' },
  }),
};
