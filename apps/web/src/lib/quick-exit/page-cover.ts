import { useSyncExternalStore } from 'react';

/**
 * What hides Steady after a quick exit (docs/decisions/023-quick-exit.md).
 *
 * Leaving covers the page at once — an attribute on <html> that index.html's inline style turns into a
 * blank page, before React draws anything — marks this tab in sessionStorage, and replaces the current
 * history entry with the neutral site. Any Steady page this tab loads or restores afterwards (Back, the
 * back-forward cache included) is covered before it paints, by index.html's inline script reading the same
 * mark, until the person chooses Continue. Keep the two in step (page-cover.test.ts runs that script).
 */
export const EXITED_KEY = 'steady.exited';
export const COVERED_ATTRIBUTE = 'data-covered';

/** 'leaving': blank while the neutral site loads; 'back': covered until Continue. */
export type Cover = 'leaving' | 'back' | null;

let cover: Cover = null;
const listeners = new Set<() => void>();

const show = (next: Cover) => {
  cover = next;
  if (next) document.documentElement.setAttribute(COVERED_ATTRIBUTE, '');
  else document.documentElement.removeAttribute(COVERED_ATTRIBUTE);
  for (const listener of listeners) listener();
};

const markedExited = () => {
  try {
    return sessionStorage.getItem(EXITED_KEY) !== null;
  } catch {
    return false;
  }
};

/** Covers the page and replaces it, in this tab's history, with the neutral site (`replace`: for tests). */
export function leaveFor(url: string, replace = (to: string) => window.location.replace(to)) {
  try {
    sessionStorage.setItem(EXITED_KEY, '1');
  } catch {
    // Storage blocked: this page is still covered, and Back to it from the bfcache too (watchForReturn).
  }
  show('leaving');
  replace(url);
}

/** Continue: the person chose to come back in; this tab's Steady pages show again. */
export function uncover() {
  try {
    sessionStorage.removeItem(EXITED_KEY);
  } catch {
    // Nothing was kept.
  }
  show(null);
}

/**
 * Covers this page now if the tab left through the quick exit, and whenever the browser shows it again
 * from its back-forward cache — as the person left it, or as the exit left it (blank, 'leaving').
 */
export function watchForReturn(): () => void {
  const returned = () => {
    if (markedExited() || cover !== null || document.documentElement.hasAttribute(COVERED_ATTRIBUTE)) show('back');
  };
  returned();
  const onPageShow = (event: PageTransitionEvent) => {
    if (event.persisted) returned();
  };
  window.addEventListener('pageshow', onPageShow);
  return () => window.removeEventListener('pageshow', onPageShow);
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const useCover = () =>
  useSyncExternalStore(
    subscribe,
    () => cover,
    () => null,
  );
