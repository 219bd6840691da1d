/** Must match CATALOGUE_CACHE in pwa.config.ts (the worker's cache of catalogues). */
export const CATALOGUE_CACHE = 'steady-catalogues';

/**
 * Keeps the catalogue of the language in use for offline use. The first visit downloads it before the
 * service worker runs, so the worker never saw that request: the page puts the same file (found by its
 * name among the resources it loaded) into the worker's cache itself. Best effort: nothing here may
 * stand between a person and the app.
 */
export async function keepCatalogueOffline(locale: string) {
  if (typeof caches === 'undefined' || typeof performance === 'undefined') return;
  const prefix = `/assets/messages-${locale}-`;
  const url = performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .find((name) => new URL(name).pathname.startsWith(prefix));
  if (!url) return;
  try {
    const cache = await caches.open(CATALOGUE_CACHE);
    if (!(await cache.match(url))) await cache.add(url);
  } catch {
    // Offline or storage full: the worker caches it the next time it is fetched.
  }
}
