/** Must match CATALOGUE_CACHE in pwa.config.ts (the worker's cache of catalogues). */
export const CATALOGUE_CACHE = 'steady-catalogues';

/**
 * Keeps the catalogues of the language in use (its shell's and its screens') for offline use. The first visit downloads it before the
 * service worker runs, so the worker never saw that request: the page puts the same file (found by its
 * name among the resources it loaded) into the worker's cache itself. Best effort: nothing here may
 * stand between a person and the app.
 */
export async function keepCatalogueOffline(locale: string) {
  if (typeof caches === 'undefined' || typeof performance === 'undefined') return;
  const prefix = `/assets/messages-${locale}-`;
  const urls = performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((name) => new URL(name).pathname.startsWith(prefix));
  if (urls.length === 0) return;
  try {
    const cache = await caches.open(CATALOGUE_CACHE);
    for (const url of urls) if (!(await cache.match(url))) await cache.add(url);
  } catch {
    // Offline or storage full: the worker caches it the next time it is fetched.
  }
}
