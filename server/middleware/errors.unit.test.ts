// The error middleware on its own: a lost database is 503 DatabaseUnavailable with Retry-After, and an error that
// arrives after the answer went out (a session store failing at the end of a request) leaves the connection alone.
import type { NextFunction, Request, Response } from 'express';
import { errorHandler } from './errors';

function fakeResponse(state: { headersSent?: boolean; writableEnded?: boolean } = {}) {
  const res = {
    headersSent: state.headersSent ?? false,
    writableEnded: state.writableEnded ?? false,
    statusCode: 200,
    headers: {} as Record<string, string>,
    body: undefined as unknown,
    set(name: string, value: string) {
      this.headers[name.toLowerCase()] = value;
      return this;
    },
    status(code: number) {
      this.statusCode = code;
      return this;
    },
    json(body: unknown) {
      this.body = body;
      return this;
    },
  };
  return res;
}

const request = { log: { warn: jest.fn(), error: jest.fn() } } as unknown as Request;
const lost = Object.assign(new Error("Can't reach database server at 127.0.0.1:5432"), {
  code: 'P1001',
  meta: { driverAdapterError: { cause: { kind: 'DatabaseNotReachable' } } },
});

it('answers a lost database with 503 DatabaseUnavailable, Retry-After and no-store', () => {
  const res = fakeResponse();
  const next = jest.fn();
  errorHandler(lost, request, res as unknown as Response, next as NextFunction);
  expect(res.statusCode).toBe(503);
  expect(res.body).toEqual({ error: { code: 'DatabaseUnavailable', message: 'The database is unavailable, try again shortly' } });
  expect(res.headers['retry-after']).toBe('5');
  expect(res.headers['cache-control']).toBe('no-store');
  expect(next).not.toHaveBeenCalled();
});

it('only logs an error that comes after a complete answer, so the kept-alive connection survives', () => {
  const res = fakeResponse({ headersSent: true, writableEnded: true });
  const next = jest.fn();
  errorHandler(lost, request, res as unknown as Response, next as NextFunction);
  expect(next).not.toHaveBeenCalled();
  expect(request.log.warn).toHaveBeenCalled();
});

it('hands an error in the middle of an answer to Express, which cuts the connection', () => {
  const res = fakeResponse({ headersSent: true, writableEnded: false });
  const next = jest.fn();
  errorHandler(lost, request, res as unknown as Response, next as NextFunction);
  expect(next).toHaveBeenCalledWith(lost);
});
