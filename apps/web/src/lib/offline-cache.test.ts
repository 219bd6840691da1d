import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_CACHE } from '../../pwa.config';
import { ACCOUNT_CACHE_NAME, clearAccountCache } from './offline-cache';

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
