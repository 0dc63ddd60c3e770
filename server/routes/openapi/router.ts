// GET /api/openapi.json (the OpenAPI 3.1 document made from the endpoint registry) and GET /api/docs (its reference page).
import { Router } from 'express';
import { openApiDocument } from '../../openapi/document';
import { renderDocsPage } from '../../openapi/docs-page';

export function openApiRouter(): Router {
  const router = Router();
  let page: string | undefined;

  router.get('/openapi.json', (_req, res) => {
    res.json(openApiDocument());
  });

  router.get('/docs', (_req, res) => {
    page ??= renderDocsPage(openApiDocument());
    res.type('html').send(page);
  });

  return router;
}
