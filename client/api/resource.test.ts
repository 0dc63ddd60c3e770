/**
 * @jest-environment node
 */
// Route ids: only what the API takes as an id becomes a number; everything else asks the server nothing.
/// <reference types="jest" />
import { ApiError } from './api-error';
import { isNotFound } from './endpoints';
import { parseRouteId } from './resource';

jest.mock('./error-handler', () => ({ handleHttpError: jest.fn() }));

describe('parseRouteId', () => {
  it.each([
    ['1', 1],
    ['42', 42],
    ['999999999', 999999999],
  ])('%s is the id %i', (value, id) => {
    expect(parseRouteId(value)).toBe(id);
  });

  it.each([undefined, null, '', 'abc', 'NaN', '0', '01', '-1', '1.5', '1e3', ' 1', '1abc', '1234567890'])(
    '%p is no id',
    (value) => {
      expect(parseRouteId(value)).toBeNull();
    },
  );
});

describe('isNotFound', () => {
  it('is a 404 or a 400 (an id the server refuses), not a 403 or 500', () => {
    expect(isNotFound(new ApiError(404, 'NotFound', ''))).toBe(true);
    expect(isNotFound(new ApiError(400, 'ValidationFailed', ''))).toBe(true);
    expect(isNotFound(new ApiError(403, 'UnauthorizedAction', ''))).toBe(false);
    expect(isNotFound(new ApiError(500, null, ''))).toBe(false);
    expect(isNotFound(new Error('x'))).toBe(false);
  });
});
