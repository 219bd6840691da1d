import { afterEach, describe, expect, it } from 'vitest';
import { json, mockFetch } from '@/testing/mock-fetch';
import { ApiError, api } from './api-client';
import { getToken, setToken } from './auth-token';
import { createQueryClient, refetchWhileUnavailable, retryDelay, shouldRetry } from './react-query';

describe('shouldRetry', () => {
  it('does not keep a person waiting when there was no answer at all', () => {
    expect(shouldRetry(0, new ApiError(0, 'offline'))).toBe(false);
  });

  it('retries an unavailable service a few times', () => {
    const busy = new ApiError(503, 'busy');
    expect(shouldRetry(2, busy)).toBe(true);
    expect(shouldRetry(3, busy)).toBe(false);
  });

  it.each([400, 401, 403, 404, 422, 429, 500])('never retries a %s', (status) => {
    expect(shouldRetry(0, new ApiError(status, 'no'))).toBe(false);
  });

  it.each([502, 503, 504])('retries a %s: the service is briefly unavailable', (status) => {
    expect(shouldRetry(0, new ApiError(status, 'busy'))).toBe(true);
  });

  it('does not retry programming errors', () => {
    expect(shouldRetry(0, new TypeError('x is undefined'))).toBe(false);
  });
});

describe('retryDelay', () => {
  const noSpread = () => 0;

  it('waits as long as the server asked', () => {
    expect(retryDelay(0, new ApiError(503, 'busy', { retryAfterMs: 5000 }), noSpread)).toBe(5000);
    expect(retryDelay(4, new ApiError(503, 'busy', { retryAfterMs: 5000 }), noSpread)).toBe(5000);
  });

  it('otherwise backs off from a second to at most half a minute', () => {
    const offline = new ApiError(0, 'offline');
    expect([0, 1, 2, 3, 4, 5, 10].map((n) => retryDelay(n, offline, noSpread))).toEqual([1000, 2000, 4000, 8000, 16_000, 30_000, 30_000]);
  });

  it('spreads clients by at most a fifth', () => {
    expect(retryDelay(0, new ApiError(503, 'busy', { retryAfterMs: 5000 }), () => 0.999)).toBe(5999);
  });
});

describe('refetchWhileUnavailable', () => {
  it('keeps asking only while the last answer was "unavailable"', () => {
    expect(refetchWhileUnavailable({ state: { error: new ApiError(503, 'busy') } } as never)).toBe(30_000);
    expect(refetchWhileUnavailable({ state: { error: new ApiError(0, 'offline') } } as never)).toBe(30_000);
    expect(refetchWhileUnavailable({ state: { error: new ApiError(404, 'gone') } } as never)).toBe(false);
    expect(refetchWhileUnavailable({ state: { error: null } } as never)).toBe(false);
  });
});

describe('the app query client during a database blip', () => {
  afterEach(() => window.localStorage.clear());

  it('retries a query through 503s as the server asks, and the person stays signed in', async () => {
    setToken('tok', { remember: true });
    let unavailable = 2;
    const net = mockFetch({
      'GET /api/users/me': () =>
        unavailable-- > 0
          ? new Response(JSON.stringify({ data: null, error: { status: 503, name: 'ServiceUnavailableError', message: 'Briefly unavailable.' } }), {
              status: 503,
              headers: { 'Content-Type': 'application/json', 'Retry-After': '0' },
            })
          : json({ id: 1, username: 'sam' }),
    });
    const client = createQueryClient();
    await expect(client.fetchQuery({ queryKey: ['me'], queryFn: () => api.get('/users/me') })).resolves.toEqual({ id: 1, username: 'sam' });
    expect(net.callsTo('GET', '/api/users/me')).toHaveLength(3);
    expect(getToken()).toBe('tok');
  });

  it('never sends a failed write again by itself', async () => {
    setToken('tok', { remember: true });
    const net = mockFetch({ 'POST /api/account/stress-check-ins': () => new Response(null, { status: 503, headers: { 'Retry-After': '0' } }) });
    const client = createQueryClient();
    const mutation = client.getMutationCache().build(client, { mutationFn: () => api.post('/account/stress-check-ins', { all_stresses: { panic: true } }) });
    await expect(mutation.execute(undefined)).rejects.toBeInstanceOf(ApiError);
    expect(net.callsTo('POST', '/api/account/stress-check-ins')).toHaveLength(1);
    expect(getToken()).toBe('tok');
  });
});
