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
});
