import { getToken } from '@/lib/auth-token';
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales';

type InitialisingRouter = {
  state: { initialized: boolean };
  subscribe: (listener: (state: { initialized: boolean }) => void) => () => void;
};

/**
 * Whether the page holds prerendered HTML (scripts/prerender.mjs) that React may adopt. It was rendered
 * in English for an anonymous visitor, so a signed-in person, or one who reads another language, gets a
 * fresh render instead (index.html hides the prerendered screen from them until then: no landing page
 * flashes before their Home, no English before their language).
 */
export function canHydrate(container: HTMLElement, locale: Locale = DEFAULT_LOCALE): boolean {
  return container.hasAttribute('data-prerendered') && getToken() === null && locale === DEFAULT_LOCALE;
}

/** Resolves once the router has loaded the lazy code of the first route, so hydration matches the HTML. */
export function routerReady(router: InitialisingRouter): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}
