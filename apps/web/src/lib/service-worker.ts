import { subscribeToToken, getToken } from './auth-token';
import { clearAccountCache } from './offline-cache';

/**
 * Registers the generated service worker (pwa.config.ts) once the page has loaded, so it never
 * competes with the first paint; its registration code is a separate chunk for the same reason.
 * Whenever the sign-in token goes away (logout, expiry, account deletion), the person's cached
 * account data goes with it.
 */
export function startServiceWorker(): void {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  const register = () => {
    void import('virtual:pwa-register').then(({ registerSW }) => registerSW({ immediate: true }));
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });

  subscribeToToken(() => {
    if (getToken() === null) void clearAccountCache();
  });
}
