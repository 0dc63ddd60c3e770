// The consent gate's cost and exemptions: no statement for reads, guests and the open paths, one otherwise.
import type { NextFunction, Request, Response } from 'express';
import { termsRequiringConsent } from '../domains/access/terms.sql';
import { consentGate } from './consent-gate';

jest.mock('../domains/access/terms.sql', () => ({ termsRequiringConsent: jest.fn() }));
const pending = termsRequiringConsent as jest.MockedFunction<typeof termsRequiringConsent>;

beforeEach(() => {
  pending.mockReset();
  pending.mockResolvedValue([7]);
});

/** Runs the gate and resolves with what it passed to next(). */
function run(method: string, path: string, options: { user?: boolean; body?: unknown } = {}): Promise<unknown> {
  const req = { method, path, body: options.body, user: options.user === false ? undefined : { id: 42 } };
  return new Promise((resolve) => {
    consentGate(req as unknown as Request, {} as Response, ((error?: unknown) => resolve(error)) as NextFunction);
  });
}

describe('consentGate', () => {
  it.each(['GET', 'HEAD', 'OPTIONS'])('lets %s through without asking the database', async (method) => {
    expect(await run(method, '/self/players')).toBeUndefined();
    expect(pending).not.toHaveBeenCalled();
  });

  it('lets guests through without asking the database', async () => {
    expect(await run('POST', '/self/players', { user: false })).toBeUndefined();
    expect(pending).not.toHaveBeenCalled();
  });

  it.each([
    ['POST', '/auth/signout', undefined],
    ['POST', '/Auth/revalidate/', undefined],
    ['POST', '/terms/consent', undefined],
    ['POST', '/self', undefined],
    ['PUT', '/self/', { preferred_language: 'fr' }],
    ['POST', '/self/privacyRequests/erase', {}],
    ['POST', '/self/privacyRequests/rectify', { firstname: 'x' }],
  ])('lets %s %s through without asking the database', async (method, path, body) => {
    expect(await run(method, path, { body })).toBeUndefined();
    expect(pending).not.toHaveBeenCalled();
  });

  it.each([
    ['PUT', '/self', { preferred_language: 'fr', public_short_name: 'x' }],
    ['PUT', '/self', ['preferred_language']],
    ['POST', '/self/players', {}],
    ['DELETE', '/self/avatar', undefined],
    ['PATCH', '/persons/1', {}],
    ['POST', '/authx', {}],
    ['POST', '/self/terms', {}],
  ])('refuses %s %s with one look-up while terms wait', async (method, path, body) => {
    const error = (await run(method, path, { body })) as { code?: string; status?: number };
    expect(error).toMatchObject({ code: 'ConsentRequired', status: 403 });
    expect(pending).toHaveBeenCalledTimes(1);
    expect(pending).toHaveBeenCalledWith(42);
  });

  it('lets changes through once nothing waits', async () => {
    pending.mockResolvedValue([]);
    expect(await run('POST', '/self/players', { body: {} })).toBeUndefined();
    expect(pending).toHaveBeenCalledTimes(1);
  });

  it('hands a failing look-up to the error middleware', async () => {
    const failure = new Error('database away');
    pending.mockRejectedValue(failure);
    expect(await run('PUT', '/self/bankInfo', { body: {} })).toBe(failure);
  });
});
