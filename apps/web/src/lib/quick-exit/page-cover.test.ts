import fs from 'node:fs';
import path from 'node:path';
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COVERED_ATTRIBUTE, EXITED_KEY, leaveFor, uncover, useCover, watchForReturn } from './page-cover';

const html = document.documentElement;
const covered = () => html.hasAttribute(COVERED_ATTRIBUTE);

/** The inline script of index.html that covers a page of a tab that left, before first paint. */
const inlineScript = () => {
  const source = fs.readFileSync(path.join(process.cwd(), 'index.html'), 'utf8');
  const script = [...source.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]).find((s) => s?.includes(EXITED_KEY));
  if (!script) throw new Error('index.html has no quick exit script');
  return script;
};

const pageShow = (persisted: boolean) => window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted }));

afterEach(() => {
  act(() => uncover());
});

describe('the quick exit cover', () => {
  it('covers the page at once, marks the tab and replaces this history entry with the neutral site', () => {
    const replace = vi.fn();
    const { result } = renderHook(() => useCover());
    act(() => leaveFor('https://weather.example/', replace));
    expect(covered()).toBe(true);
    expect(result.current).toBe('leaving');
    expect(sessionStorage.getItem(EXITED_KEY)).not.toBeNull();
    expect(replace).toHaveBeenCalledWith('https://weather.example/');
  });

  it('covers any page the tab loads after leaving, before first paint and after the app starts', () => {
    sessionStorage.setItem(EXITED_KEY, '1');
    new Function(inlineScript())();
    expect(covered()).toBe(true);

    const { result } = renderHook(() => useCover());
    let stop = () => {};
    act(() => {
      stop = watchForReturn();
    });
    expect(result.current).toBe('back');
    stop();
  });

  it('leaves a tab that never left alone', () => {
    new Function(inlineScript())();
    const { result } = renderHook(() => useCover());
    const stop = watchForReturn();
    pageShow(false);
    pageShow(true);
    expect(covered()).toBe(false);
    expect(result.current).toBeNull();
    stop();
  });

  it('covers a page the browser restores from its back-forward cache', () => {
    const { result } = renderHook(() => useCover());
    const stop = watchForReturn();
    // The page as the exit left it: the browser kept it in memory and shows it again on Back.
    act(() => leaveFor('https://weather.example/', () => {}));
    act(() => pageShow(true));
    expect(result.current).toBe('back');
    expect(covered()).toBe(true);
    stop();
  });

  it('covers a restored page even when storage kept no mark', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    const { result } = renderHook(() => useCover());
    const stop = watchForReturn();
    act(() => leaveFor('https://weather.example/', () => {}));
    act(() => pageShow(true));
    expect(result.current).toBe('back');
    stop();
    vi.restoreAllMocks();
  });

  it('Continue uncovers the page and forgets the mark, so the next load shows Steady', () => {
    sessionStorage.setItem(EXITED_KEY, '1');
    const { result } = renderHook(() => useCover());
    const stop = watchForReturn();
    act(() => uncover());
    expect(result.current).toBeNull();
    expect(covered()).toBe(false);
    expect(sessionStorage.getItem(EXITED_KEY)).toBeNull();
    new Function(inlineScript())();
    expect(covered()).toBe(false);
    stop();
  });
});
