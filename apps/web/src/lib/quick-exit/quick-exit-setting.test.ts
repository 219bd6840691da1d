import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QUICK_EXIT_KEY, quickExitOn, setQuickExit, useQuickExitOn } from './quick-exit-setting';

afterEach(() => {
  vi.restoreAllMocks();
  setQuickExit(false);
});

describe('the quick exit setting', () => {
  it('is off until chosen, and kept on this device once on', () => {
    expect(quickExitOn()).toBe(false);
    setQuickExit(true);
    expect(localStorage.getItem(QUICK_EXIT_KEY)).toBe('on');
    expect(quickExitOn()).toBe(true);
    setQuickExit(false);
    expect(localStorage.getItem(QUICK_EXIT_KEY)).toBeNull();
    expect(quickExitOn()).toBe(false);
  });

  it('tells what shows it at once, and follows another tab', () => {
    const { result } = renderHook(() => useQuickExitOn());
    expect(result.current).toBe(false);
    act(() => setQuickExit(true));
    expect(result.current).toBe(true);
    act(() => {
      localStorage.removeItem(QUICK_EXIT_KEY);
      window.dispatchEvent(new StorageEvent('storage', { key: QUICK_EXIT_KEY }));
    });
    expect(result.current).toBe(false);
  });

  it('holds for this page when storage is blocked', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    setQuickExit(true);
    expect(quickExitOn()).toBe(true);
  });
});
