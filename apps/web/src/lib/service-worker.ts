/**
 * Registers the generated service worker (pwa.config.ts) once the page has loaded, so it never
 * competes with the first paint; its registration code is a separate chunk for the same reason.
 */
export function startServiceWorker(): void {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  const register = () => {
    void import('virtual:pwa-register').then(({ registerSW }) => registerSW({ immediate: true }));
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
