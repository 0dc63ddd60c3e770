// Every JSON answer checked against its endpoint's declared response schema, outside production: in the API tests
// (and in development) a presenter that drifts from the contract answers 500 with the schema's complaints instead of
// a body the contract does not describe, so the whole suite checks every answer without a line per test. Production
// does not pay for it.
import zlib from 'node:zlib';
import type { RequestHandler, Response } from 'express';
import type { ErrorBody } from '../../shared/errors';

function bodyText(res: Response, body: unknown): string | null {
  if (typeof body === 'string') return body;
  if (!Buffer.isBuffer(body)) return null;
  return (res.get('Content-Encoding') === 'gzip' ? zlib.gunzipSync(body) : body).toString('utf8');
}

/** The contract's complaints about an answer, or null when it holds. */
export function answerProblems(res: Response, body: unknown): string[] | null {
  const endpoint = res.locals.endpoint;
  if (!endpoint?.response || res.statusCode < 200 || res.statusCode >= 300) return null;
  if (!/json/.test(String(res.get('Content-Type') ?? ''))) return null;
  const text = bodyText(res, body);
  if (text === null) return null;
  const result = endpoint.response.safeParse(JSON.parse(text));
  if (result.success) return null;
  return result.error.issues.map((i) => `${i.path.join('.') || '(answer)'}: ${i.message}`);
}

export const answerCheck: RequestHandler = (_req, res, next) => {
  const send = res.send.bind(res);
  res.send = (body?: unknown) => {
    const problems = answerProblems(res, body);
    if (!problems) return send(body);
    const endpoint = res.locals.endpoint!;
    console.error(`${endpoint.method} ${endpoint.path} answered outside its contract:\n${problems.join('\n')}`);
    const error: ErrorBody = {
      error: {
        code: 'InternalServerError',
        message: `The answer of ${endpoint.method} ${endpoint.path} breaks its contract`,
        details: problems.slice(0, 20),
      },
    };
    res.removeHeader('Content-Encoding');
    res.removeHeader('ETag');
    res.status(500).type('application/json');
    return send(JSON.stringify(error));
  };
  next();
};

const unchecked: RequestHandler = (_req, _res, next) => next();

/** The check outside production; in production answers go out as the handlers made them. */
export const answerCheckFor = (env: 'development' | 'production' | 'test'): RequestHandler =>
  env === 'production' ? unchecked : answerCheck;
