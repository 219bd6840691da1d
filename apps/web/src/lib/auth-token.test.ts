import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_STORAGE_KEY, clearToken, getToken, setToken, subscribeToToken, wasSignedOutByUser } from './auth-token';

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('token storage', () => {
  it('keeps the token in localStorage when Remember Me is ticked', () => {
    setToken('jwt-remembered', { remember: true });
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('jwt-remembered');
    expect(sessionStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(getToken()).toBe('jwt-remembered');
  });

  it('keeps the token in sessionStorage only, otherwise', () => {
    setToken('jwt-session', { remember: false });
    expect(sessionStorage.getItem(TOKEN_STORAGE_KEY)).toBe('jwt-session');
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(getToken()).toBe('jwt-session');
  });

  it('moves the token when the choice changes, leaving no copy behind', () => {
    setToken('first', { remember: true });
    setToken('second', { remember: false });
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(getToken()).toBe('second');
  });

  it('clears both stores and tells subscribers', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeToToken(listener);
    setToken('a', { remember: true });
    sessionStorage.setItem(TOKEN_STORAGE_KEY, 'stale');
    clearToken();
    expect(getToken()).toBeNull();
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(sessionStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
  });

  it('hears a logout from another tab', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeToToken(listener);
    window.dispatchEvent(new StorageEvent('storage', { key: TOKEN_STORAGE_KEY }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'something-else' }));
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
  });
});

describe('sign-out reason', () => {
  it('remembers that the person chose to log out, until the next login', () => {
    setToken('a', { remember: false });
    clearToken({ byUser: true });
    expect(wasSignedOutByUser()).toBe(true);
    setToken('b', { remember: false });
    expect(wasSignedOutByUser()).toBe(false);
    clearToken();
    expect(wasSignedOutByUser()).toBe(false);
  });
});
