import { afterEach, describe, expect, it } from 'vitest';
import { clearToken, setToken } from '@/lib/auth-token';
import { canHydrate, routerReady } from './hydration';

const root = (prerendered: boolean) => {
  const el = document.createElement('div');
  if (prerendered) el.setAttribute('data-prerendered', '');
  return el;
};

describe('canHydrate', () => {
  afterEach(() => clearToken());

  it('adopts prerendered HTML for an anonymous visitor only', () => {
    expect(canHydrate(root(true))).toBe(true);
    expect(canHydrate(root(false))).toBe(false);
    setToken('a.b.c', { remember: false });
    expect(canHydrate(root(true))).toBe(false);
  });
});

describe('routerReady', () => {
  it('waits for the first route to be initialised', async () => {
    let listener: ((s: { initialized: boolean }) => void) | undefined;
    let stopped = false;
    const router = {
      state: { initialized: false },
      subscribe: (l: (s: { initialized: boolean }) => void) => ((listener = l), () => (stopped = true)),
    };
    let done = false;
    const ready = routerReady(router).then(() => (done = true));
    listener?.({ initialized: false });
    await Promise.resolve();
    expect(done).toBe(false);
    listener?.({ initialized: true });
    await ready;
    expect(done).toBe(true);
    expect(stopped).toBe(true);
  });

  it('is ready at once when already initialised', async () => {
    await expect(routerReady({ state: { initialized: true }, subscribe: () => () => {} })).resolves.toBeUndefined();
  });
});
