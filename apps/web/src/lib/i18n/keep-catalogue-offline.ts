import { DEFAULT_LOCALE } from './locales';

/** Must match CATALOGUE_CACHE in pwa.config.ts (the worker's cache of catalogues). */
export const CATALOGUE_CACHE = 'steady-catalogues';

/**
 * Keeps the catalogues of the language in use (its shell's and its screens') for offline use. The first visit downloads it before the
 * service worker runs, so the worker never saw that request: the page puts the same file (found by its
 * name among the resources it loaded) into the worker's cache itself, once the worker runs. Best effort: nothing here may
 * stand between a person and the app.
 */
export async function keepCatalogueOffline(locale: string) {
  // English is precached; without a worker there is nothing to keep it for.
  if (locale === DEFAULT_LOCALE || typeof caches === 'undefined' || typeof performance === 'undefined') return;
  if (!('serviceWorker' in navigator)) return;
  await navigator.serviceWorker.ready;
  const prefix = `/assets/messages-${locale}-`;
  const urls = performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((name) => new URL(name).pathname.startsWith(prefix));
  if (urls.length === 0) return;
  try {
    const cache = await caches.open(CATALOGUE_CACHE);
    for (const url of urls) if (!(await cache.match(url, { ignoreVary: true }))) await cache.add(url);
  } catch {
    // Offline or storage full: the worker caches it the next time it is fetched.
  }
}
