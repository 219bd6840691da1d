import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { shouldRetry } from './react-query';

describe('shouldRetry', () => {
  it('retries network failures a couple of times', () => {
    const offline = new ApiError(0, 'offline');
    expect(shouldRetry(0, offline)).toBe(true);
    expect(shouldRetry(1, offline)).toBe(true);
    expect(shouldRetry(2, offline)).toBe(false);
  });

  it.each([400, 401, 403, 404, 422, 429])('never retries a %s', (status) => {
    expect(shouldRetry(0, new ApiError(status, 'no'))).toBe(false);
  });

  it('retries a gateway that is briefly unavailable', () => {
    expect(shouldRetry(0, new ApiError(503, 'busy'))).toBe(true);
  });

  it('does not retry programming errors', () => {
    expect(shouldRetry(0, new TypeError('x is undefined'))).toBe(false);
  });
});
