// GET /api/openapi.json (the OpenAPI 3.1 document made from the contract) and GET /api/docs (its reference page).
import { contract } from '../../shared/contract';
import { openApiDocument } from './document';
import { renderDocsPage } from './docs-page';
import { implement, SENT, type Route } from '../http/implement';

export function openApiRoutes(): Route[] {
  let page: string | undefined;
  return implement(contract.meta, {
    openapi: (_input, _req, res) => {
      res.json(openApiDocument());
      return SENT;
    },
    docs: (_input, _req, res) => {
      page ??= renderDocsPage(openApiDocument());
      res.type('html').send(page);
      return SENT;
    },
  });
}
