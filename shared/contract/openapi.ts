// This API's description (server/openapi): the OpenAPI document and its reference page.
import { endpoint } from './endpoint';

export const meta = {
  openapi: endpoint({
    method: 'GET',
    path: '/openapi.json',
    tag: 'Other',
    summary: 'This document',
    auth: 'public',
    status: 200,
    success: { kind: 'file', contentTypes: ['application/json'] },
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
