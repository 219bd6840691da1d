import { describe, expect, it } from 'vitest';
import { withFallback } from './with-fallback';

describe('withFallback', () => {
  it('answers from the primary, from the fallback while the primary fails, and logs each change once', async () => {
    let up = true;
    const logs: string[] = [];
    const primary = { get: async (k: string) => (up ? `redis:${k}` : Promise.reject(new Error('ECONNREFUSED'))) };
    const fallback = { get: async (k: string) => `memory:${k}` };
    const store = withFallback(primary, fallback, { name: 'test', log: (m) => logs.push(m) });
    expect(await store.get('a')).toBe('redis:a');
    up = false;
    expect(await store.get('b')).toBe('memory:b');
    expect(await store.get('c')).toBe('memory:c');
    up = true;
    expect(await store.get('d')).toBe('redis:d');
    expect(logs).toEqual([expect.stringContaining('Redis unavailable (ECONNREFUSED)'), expect.stringContaining('Redis answers again')]);
  });

  it('throws, rather than answer from the fallback, a failure that does not mean Redis is unreachable', async () => {
    let error = new Error('Command timed out');
    const logs: string[] = [];
    const primary = { hit: async () => Promise.reject(error) };
    const fallback = { hit: async () => 1 };
    const store = withFallback(primary, fallback, { name: 'test', log: (m) => logs.push(m), unreachable: (e) => (e as Error).message !== 'Command timed out' });
    await expect(store.hit()).rejects.toThrow('Command timed out');
    expect(logs).toEqual([]);
    error = new Error("Stream isn't writeable and enableOfflineQueue options is false");
    expect(await store.hit()).toBe(1);
    expect(logs).toEqual([expect.stringContaining('Redis unavailable')]);
  });
});
