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

/**
 * Resolves once the service worker answers this page's requests (a first visit's page is not its client
 * until the worker has installed and claimed it); never where there is no worker to keep anything.
 */
export function whenWorkerControls(): Promise<void> {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return new Promise(() => undefined);
  const { serviceWorker } = navigator;
  if (serviceWorker.controller) return Promise.resolve();
  return new Promise((resolve) => serviceWorker.addEventListener('controllerchange', () => resolve(), { once: true }));
}
