import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_CACHE } from '../../pwa.config';
import { clearToken, setToken } from './auth-token';
import { ACCOUNT_CACHE_NAME, clearAccountCache, forgetPersonOnSignOut } from './offline-cache';
import { pendingWrites, queueWrite } from './offline-outbox';

describe('clearAccountCache', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('names the same cache as the worker', () => {
    expect(ACCOUNT_CACHE_NAME).toBe(ACCOUNT_CACHE);
  });

  it('deletes the account cache, and only it', async () => {
    const deleted: string[] = [];
    vi.stubGlobal('caches', { delete: async (name: string) => (deleted.push(name), true) });
    await clearAccountCache();
    expect(deleted).toEqual(['steady-account']);
  });

  it('does not throw where Cache Storage is missing or blocked', async () => {
    vi.stubGlobal('caches', undefined);
    await expect(clearAccountCache()).resolves.toBeUndefined();
    vi.stubGlobal('caches', { delete: () => Promise.reject(new Error('SecurityError')) });
    await expect(clearAccountCache()).resolves.toBeUndefined();
  });
});

describe('forgetPersonOnSignOut', () => {
  afterEach(() => {
    clearToken();
    vi.unstubAllGlobals();
  });

  it('clears cached answers and unsent writes when the token goes, and at start without one', async () => {
    const deleted: string[] = [];
    vi.stubGlobal('caches', { delete: async (name: string) => (deleted.push(name), true) });
    setToken('a.b.c', { remember: false });
    queueWrite({ method: 'PUT', path: '/account/favourites/a', key: 'favourite:a' });
    const stop = forgetPersonOnSignOut();
    expect(pendingWrites()).toHaveLength(1);
    expect(deleted).toEqual([]);
    clearToken({ byUser: true });
    expect(pendingWrites()).toEqual([]);
    await Promise.resolve();
    expect(deleted).toEqual(['steady-account']);
    stop();

    queueWrite({ method: 'PUT', path: '/account/favourites/b', key: 'favourite:b' });
    forgetPersonOnSignOut()();
    expect(pendingWrites()).toEqual([]);
  });
});
