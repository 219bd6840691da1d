import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { json, mockFetch, strapiError } from '@/testing/mock-fetch';
import {
  ApiError,
  NETWORK_ERROR_MESSAGE,
  SERVER_ERROR_MESSAGE,
  SERVICE_UNAVAILABLE_MESSAGE,
  UNEXPECTED_RESPONSE_MESSAGE,
  api,
  errorForResponse,
  parseRetryAfter,
  setUnauthorizedHandler,
} from './api-client';
import { getToken, setToken } from './auth-token';

async function caught(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return error as ApiError;
  }
  throw new Error('expected the call to fail');
}

afterEach(() => setUnauthorizedHandler(null));

describe('errorForResponse', () => {
  it('uses the server message of a Strapi error', async () => {
    expect(
      (await errorForResponse(400, { data: null, error: { status: 400, name: 'ValidationError', message: 'Email or Username are already taken' } })).message,
    ).toBe('Email or Username are already taken');
  });

  it("puts a feature's code into its words, loading them with the first such answer", async () => {
    const premium = { data: null, error: { status: 403, name: 'ForbiddenError', message: 'Forbidden', details: { code: 'premium_required' } } };
    expect((await errorForResponse(403, premium)).message).toBe('This skill is part of Steady Premium.');
  });

  it('falls back to a readable message per status', async () => {
    expect((await errorForResponse(404, '<html>not found</html>')).message).toBe('We could not find what you were looking for.');
    expect((await errorForResponse(429, undefined)).message).toBe('Too many attempts. Please wait a moment and try again.');
    expect((await errorForResponse(418, {})).message).toBe('Something went wrong. Please try again.');
  });

  it('says calmly that the service is unreachable for 502, 503 and 504', async () => {
    for (const status of [502, 503, 504])
      expect((await errorForResponse(status, '<html>Bad gateway</html>')).message).toBe(SERVICE_UNAVAILABLE_MESSAGE.message);
  });

  it('never shows raw server failures', async () => {
    expect((await errorForResponse(500, { data: null, error: { status: 500, name: 'InternalServerError', message: 'Internal Server Error' } })).message).toBe(
      SERVER_ERROR_MESSAGE.message,
    );
  });
});

describe('api client', () => {
  it('calls /api with JSON and the bearer token', async () => {
    setToken('tok-123', { remember: false });
    const net = mockFetch({ 'POST /api/things': ({ body }) => json({ echoed: body }) });
    await expect(api.post('/things', { a: 1 })).resolves.toEqual({ echoed: { a: 1 } });
    const [call] = net.calls;
    expect(call?.url.pathname).toBe('/api/things');
    expect(call?.headers.get('Authorization')).toBe('Bearer tok-123');
    expect(call?.headers.get('Content-Type')).toBe('application/json');
  });

  it('leaves the token off when asked to', async () => {
    setToken('tok-123', { remember: true });
    const net = mockFetch({ 'GET /api/captcha': () => json({}) });
    await api.get('/captcha', { auth: false });
    expect(net.calls[0]?.headers.has('Authorization')).toBe(false);
  });

  it('adds query parameters, leaving out empty ones', async () => {
    const net = mockFetch({ 'GET /api/skills': () => json([]) });
    await api.get('/skills', { params: { sort: 'order_id', page: 2, missing: undefined } });
    expect(net.calls[0]?.url.search).toBe('?sort=order_id&page=2');
  });

  it('turns an error answer into an ApiError with status and message', async () => {
    mockFetch({ 'POST /api/auth/local': () => strapiError(400, 'Invalid email or password', 'ValidationError', 'invalid_credentials') });
    const error = await caught(api.post('/auth/local', {}, { auth: false }));
    expect(error.status).toBe(400);
    expect(error.message).toBe('Invalid email or password');
    expect(error.code).toBe('invalid_credentials');
    expect(error.errorName).toBe('ValidationError');
    expect(error.isNetworkError).toBe(false);
  });

  it('reports a network failure as status 0 with a kind message', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    const error = await caught(api.get('/anything'));
    expect(error.status).toBe(0);
    expect(error.isNetworkError).toBe(true);
    expect(error.message).toBe(NETWORK_ERROR_MESSAGE.message);
  });

  it('checks the answer against a schema when given one', async () => {
    mockFetch({ 'GET /api/account': () => json({ id: 'not-a-number' }) });
    const error = await caught(api.get('/account', { schema: z.object({ id: z.number() }) }));
    expect(error.message).toBe(UNEXPECTED_RESPONSE_MESSAGE.message);
  });

  it('signs out and hands over on a 401 from an authenticated call', async () => {
    setToken('expired', { remember: true });
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    mockFetch({ 'GET /api/account': () => strapiError(401, 'Missing or invalid credentials', 'UnauthorizedError') });
    const error = await caught(api.get('/account'));
    expect(error.status).toBe(401);
    expect(getToken()).toBeNull();
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('does not sign anyone out for a 401 on a call without a token', async () => {
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    mockFetch({ 'GET /api/account': () => strapiError(401, 'Missing or invalid credentials') });
    await caught(api.get('/account'));
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});

describe('parseRetryAfter', () => {
  const now = Date.parse('2026-01-01T12:00:00Z');

  it('reads seconds and HTTP dates', () => {
    expect(parseRetryAfter('5', now)).toBe(5000);
    expect(parseRetryAfter(' 0 ', now)).toBe(0);
    expect(parseRetryAfter('Thu, 01 Jan 2026 12:00:08 GMT', now)).toBe(8000);
    expect(parseRetryAfter('Thu, 01 Jan 2026 11:59:00 GMT', now)).toBe(0);
  });

  it('caps a long wait at a minute and ignores what it cannot read', () => {
    expect(parseRetryAfter('86400', now)).toBe(60_000);
    for (const value of [null, undefined, '', 'soon', '-3', '1.5', '5.5']) expect(parseRetryAfter(value, now)).toBeUndefined();
  });
});

describe('api client during an outage', () => {
  const unavailable = () =>
    new Response(JSON.stringify({ data: null, error: { status: 503, name: 'ServiceUnavailableError', message: 'The service is briefly unavailable.' } }), {
      status: 503,
      headers: { 'Content-Type': 'application/json', 'Retry-After': '5' },
    });

  it('keeps the session on a 503, and says when to ask again', async () => {
    setToken('still-good', { remember: true });
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    mockFetch({ 'GET /api/users/me': unavailable });
    const error = await caught(api.get('/users/me'));
    expect(error.status).toBe(503);
    expect(error.isServiceUnavailable).toBe(true);
    expect(error.retryAfterMs).toBe(5000);
    expect(error.message).toBe(SERVICE_UNAVAILABLE_MESSAGE.message);
    expect(getToken()).toBe('still-good');
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('keeps the session when no answer comes at all', async () => {
    setToken('still-good', { remember: false });
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    const error = await caught(api.get('/account'));
    expect(error.isServiceUnavailable).toBe(true);
    expect(error.retryAfterMs).toBeUndefined();
    expect(getToken()).toBe('still-good');
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('still signs out when the service is back and refuses the token', async () => {
    setToken('revoked', { remember: true });
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    let answer = unavailable;
    mockFetch({ 'GET /api/account': () => answer() });
    await caught(api.get('/account'));
    expect(getToken()).toBe('revoked');
    answer = () => strapiError(401, 'Missing or invalid credentials', 'UnauthorizedError');
    const error = await caught(api.get('/account'));
    expect(error.status).toBe(401);
    expect(error.isServiceUnavailable).toBe(false);
    expect(getToken()).toBeNull();
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });
});
