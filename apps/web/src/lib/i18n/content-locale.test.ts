import { i18n } from '@lingui/core';
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { contentLocaleParam, refetchContentOnLanguageChange } from './content-locale';

const settle = () => new Promise((resolve) => setTimeout(resolve, 30));

describe('refetchContentOnLanguageChange', () => {
  afterEach(() => {
    i18n.loadAndActivate({ locale: 'en', messages: {} });
  });

  it('ends with the new language even when the language changes while content is on its way', async () => {
    i18n.loadAndActivate({ locale: 'en', messages: {} });
    i18n.load('es', {});
    const queryClient = new QueryClient();
    const stop = refetchContentOnLanguageChange(queryClient);
    // The content's language is the one the request went out with, as for the real fetchers.
    const observer = new QueryObserver(queryClient, {
      queryKey: ['pages', 'contact'],
      queryFn: async ({ signal }) => {
        const locale = contentLocaleParam('/pages').locale ?? 'en';
        await new Promise((resolve, reject) => {
          const timer = setTimeout(resolve, 20);
          signal.addEventListener('abort', () => (clearTimeout(timer), reject(signal.reason)));
        });
        return locale;
      },
      staleTime: Infinity,
    });
    const unsubscribe = observer.subscribe(() => undefined);
    // The English fetch is still under way when the person picks Spanish.
    i18n.activate('es');
    await settle();
    await settle();
    expect(queryClient.getQueryData(['pages', 'contact'])).toBe('es');
    unsubscribe();
    stop();
  });

  it('leaves the person’s own data alone', async () => {
    i18n.loadAndActivate({ locale: 'en', messages: {} });
    i18n.load('fr', {});
    const queryClient = new QueryClient();
    queryClient.setQueryData(['account'], 'mine');
    const stop = refetchContentOnLanguageChange(queryClient);
    i18n.activate('fr');
    await settle();
    expect(queryClient.getQueryState(['account'])?.isInvalidated).toBe(false);
    stop();
  });
});
