// The answer check itself: outside production an answer that leaves its declared schema becomes a 500
// with the schema's complaints (and an error in the log, which fails any API test); in production it goes out as the
// handler made it. A small app with one declared endpoint, implemented and mounted the way server/app.ts does.
import express from 'express';
import supertest from 'supertest';
import { z } from 'zod';
import { dataOf, endpoint, json } from '../../shared/contract';
import { apiRouter, implement } from '../http/implement';
import { answerCheckFor } from './answer-check';

const drift = {
  count: endpoint({
    method: 'GET',
    path: '/count',
    tag: 'Test',
    summary: 'A count, or with drift=1 something else',
    auth: 'public',
    query: z.object({ drift: z.enum(['0', '1']).default('0') }),
    response: dataOf(z.strictObject({ count: z.int().min(0) })),
    status: 200,
    success: json,
  }),
};

function appFor(env: 'production' | 'test') {
  const app = express();
  const api = express.Router();
  api.use(answerCheckFor(env));
  api.use(
    apiRouter(
      implement(drift, {
        // The drift a presenter might make: a field nobody declared and a count as text.
        count: ({ query }) =>
          query.drift === '1' ? ({ data: { count: 'viele', extra: true } } as never) : { data: { count: 3 } },
      }),
    ),
  );
  app.use('/api', api);
  return app;
}

describe('the answer check', () => {
  it('lets an answer inside its contract pass, in any environment', async () => {
    for (const env of ['test', 'production'] as const) {
      const res = await supertest(appFor(env)).get('/api/count').expect(200);
      expect(res.body).toEqual({ data: { count: 3 } });
    }
  });

  it('answers 500 outside production when the answer leaves its contract, and logs it', async () => {
    const logged: string[] = [];
    const spy = jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void logged.push(args.join(' ')));
    try {
      const res = await supertest(appFor('test')).get('/api/count?drift=1').expect(500);
      expect(res.body.error.code).toBe('InternalServerError');
      expect(res.body.error.message).toBe('The answer of GET /count breaks its contract');
      expect(res.body.error.details).toEqual(expect.arrayContaining([expect.stringMatching(/^data\.count: /)]));
      expect(res.body.error.details.join('\n')).toMatch(/extra/);
      expect(logged).toEqual([expect.stringContaining('GET /count answered outside its contract')]);
    } finally {
      spy.mockRestore();
    }
  });

  it('sends the answer untouched in production', async () => {
    const res = await supertest(appFor('production')).get('/api/count?drift=1').expect(200);
    expect(res.body).toEqual({ data: { count: 'viele', extra: true } });
  });
});
