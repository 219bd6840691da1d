import { afterEach, describe, expect, it, vi } from 'vitest';
import linguiConfig from '../../../lingui.config';
import { NOT_PRECACHED_LOCALES, CATALOGUE_CACHE as WORKER_CACHE } from '../../../pwa.config';
import { CATALOGUE_CACHE, keepCatalogueOffline } from './keep-catalogue-offline';

const withWorker = () => Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { ready: Promise.resolve() } });

afterEach(() => {
  delete (navigator as { serviceWorker?: unknown }).serviceWorker;
});

describe('keepCatalogueOffline', () => {
  it("uses the worker's cache", () => {
    expect(CATALOGUE_CACHE).toBe(WORKER_CACHE);
  });

  it('leaves every catalogue but the English fallback out of the precache', () => {
    expect([...NOT_PRECACHED_LOCALES, 'en'].sort()).toEqual([...linguiConfig.locales].sort());
  });

  it('puts the loaded catalogues of that language, and only them, into the cache once', async () => {
    const added: string[] = [];
    const cache = {
      match: vi.fn(async (url: string) => (added.includes(url) ? new Response('') : undefined)),
      add: vi.fn(async (url: string) => void added.push(url)),
    };
    vi.stubGlobal('caches', { open: vi.fn(async () => cache) });
    withWorker();
    vi.spyOn(performance, 'getEntriesByType').mockReturnValue([
      { name: 'http://localhost/assets/index-abc.js' },
      { name: 'http://localhost/assets/messages-pt-BR-shell-x1.js' },
      { name: 'http://localhost/assets/messages-es-shell-y2.js' },
      { name: 'http://localhost/assets/messages-es-screens-z3.js' },
    ] as PerformanceEntry[]);
    await keepCatalogueOffline('es');
    await keepCatalogueOffline('es');
    expect(added).toEqual(['http://localhost/assets/messages-es-shell-y2.js', 'http://localhost/assets/messages-es-screens-z3.js']);
  });

  it('leaves English to the precache, and does nothing without a worker', async () => {
    const open = vi.fn();
    vi.stubGlobal('caches', { open });
    vi.spyOn(performance, 'getEntriesByType').mockReturnValue([{ name: 'http://localhost/assets/messages-es-shell-y2.js' }] as PerformanceEntry[]);
    await keepCatalogueOffline('es');
    withWorker();
    await keepCatalogueOffline('en');
    expect(open).not.toHaveBeenCalled();
  });

  it('does nothing when the catalogue was not loaded from the network', async () => {
    const open = vi.fn();
    vi.stubGlobal('caches', { open });
    withWorker();
    vi.spyOn(performance, 'getEntriesByType').mockReturnValue([]);
    await keepCatalogueOffline('ar');
    expect(open).not.toHaveBeenCalled();
  });
});
