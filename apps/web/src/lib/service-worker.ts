import { subscribeToToken, getToken } from './auth-token';
import { clearAccountCache } from './offline-cache';

/**
 * Registers the generated service worker (pwa.config.ts) once the page has loaded, so it never
 * competes with the first paint; its registration code is a separate chunk for the same reason.
 * Whenever there is no sign-in token (logout, expiry, account deletion, a closed tab's session), the
 * person's cached account data is deleted.
 */
export function startServiceWorker(): void {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  const register = () => {
    void import('virtual:pwa-register').then(({ registerSW }) => registerSW({ immediate: true }));
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });

  // Also at start: a tab-only sign-in ends when the tab closes, without any event to hear.
  if (getToken() === null) void clearAccountCache();
  subscribeToToken(() => {
    if (getToken() === null) void clearAccountCache();
  });
}
