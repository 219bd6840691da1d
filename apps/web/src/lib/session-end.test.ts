import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, strapiError } from '@/testing/mock-fetch';
import { getToken, setToken } from './auth-token';
import { endSessionOnServer, sendPendingSignOuts, startSignOutSender, tokensToEnd } from './session-end';

const setOnline = (online: boolean) => vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
const ended = () => new Response(null, { status: 204 });

describe('ending a session on the server', () => {
  afterEach(() => vi.restoreAllMocks());

  it('sends the token to end in its own header, and keeps nothing once the server has it', async () => {
    setOnline(true);
    const net = mockFetch({ 'POST /api/auth/logout': ended });
    await endSessionOnServer('jwt-old');
    expect(net.callsTo('POST', '/api/auth/logout')).toHaveLength(1);
    expect(net.calls[0]!.headers.get('Authorization')).toBe('Bearer jwt-old');
    expect(tokensToEnd()).toEqual([]);
  });

  it('offline, keeps the token (without touching the network) and sends it when the connection returns', async () => {
    setOnline(false);
    const net = mockFetch({ 'POST /api/auth/logout': ended });
    await endSessionOnServer('jwt-a');
    await endSessionOnServer('jwt-b');
    await endSessionOnServer('jwt-a');
    expect(net.calls).toHaveLength(0);
    expect(tokensToEnd()).toEqual(['jwt-a', 'jwt-b']);

    setOnline(true);
    const stop = startSignOutSender();
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(tokensToEnd()).toEqual([]));
    stop();
    expect(net.calls.map((c) => c.headers.get('Authorization'))).toEqual(['Bearer jwt-a', 'Bearer jwt-b']);
  });

  it('keeps the token when the request got no answer, or the server could not take it now', async () => {
    setOnline(true);
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await endSessionOnServer('jwt-a');
    expect(tokensToEnd()).toEqual(['jwt-a']);

    mockFetch({ 'POST /api/auth/logout': () => strapiError(503, 'busy') });
    await sendPendingSignOuts();
    expect(tokensToEnd()).toEqual(['jwt-a']);
    mockFetch({ 'POST /api/auth/logout': () => strapiError(429, 'slow down', 'RateLimitError') });
    await sendPendingSignOuts();
    expect(tokensToEnd()).toEqual(['jwt-a']);

    mockFetch({ 'POST /api/auth/logout': ended });
    await sendPendingSignOuts();
    expect(tokensToEnd()).toEqual([]);
  });

  it('drops a token the server answers for with a refusal: sending it again would not change it', async () => {
    setOnline(false);
    await endSessionOnServer('jwt-a');
    setOnline(true);
    mockFetch({ 'POST /api/auth/logout': () => strapiError(400, 'Send the sign-in token') });
    await sendPendingSignOuts();
    expect(tokensToEnd()).toEqual([]);
  });

  it('a refusal of the old token never signs out the person signed in now', async () => {
    setToken('jwt-now', { remember: true });
    setOnline(true);
    mockFetch({ 'POST /api/auth/logout': () => strapiError(401, 'Unauthorized') });
    await endSessionOnServer('jwt-old');
    expect(getToken()).toBe('jwt-now');
  });
});
