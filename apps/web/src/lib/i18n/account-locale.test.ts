import { QueryClient } from '@tanstack/react-query';
import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setToken } from '@/lib/auth-token';
import { json, mockFetch } from '@/testing/mock-fetch';
import { readEnglishSourceMessages } from '@/testing/i18n';
import { testAccount } from '@/testing/render-app';
import { accountQueryKey } from '../account';
import { chooseLocale, followAccountLocale } from './account-locale';
import { storedLocale } from './locale-choice';

afterEach(() => {
  readEnglishSourceMessages();
  document.documentElement.lang = 'en';
  document.documentElement.dir = 'ltr';
});

const accountRead = (queryClient: QueryClient, locale: string | null) =>
  queryClient.fetchQuery({ queryKey: accountQueryKey, queryFn: async () => ({ ...testAccount, locale }) });

describe("the account's language", () => {
  it('keeps a signed-in choice on the device and the account', async () => {
    setToken('jwt-1', { remember: true });
    const sent: unknown[] = [];
    mockFetch({ 'PUT /api/account/profile': (request) => (sent.push(request.body), json({ ...testAccount, locale: 'es' })) });
    await chooseLocale('es');
    expect(storedLocale()).toBe('es');
    expect(document.documentElement.lang).toBe('es');
    expect(sent).toEqual([{ locale: 'es' }]);
  });

  it("applies the account's language on a device that has another", async () => {
    setToken('jwt-1', { remember: true });
    mockFetch({});
    const queryClient = new QueryClient();
    const stop = followAccountLocale(queryClient);
    await accountRead(queryClient, 'ar');
    await waitFor(() => expect(document.documentElement.dir).toBe('rtl'));
    expect(storedLocale()).toBe('ar');
    stop();
  });

  it('sends a choice made offline when the account is next read, instead of taking the old one', async () => {
    setToken('jwt-1', { remember: true });
    let online = false;
    const sent: unknown[] = [];
    mockFetch({
      'PUT /api/account/profile': async (request) => {
        if (!online) throw new TypeError('Failed to fetch');
        sent.push(request.body);
        return json({ ...testAccount, locale: 'fr' });
      },
    });
    await chooseLocale('fr');
    expect(sent).toEqual([]);
    online = true;
    const queryClient = new QueryClient();
    const stop = followAccountLocale(queryClient);
    await accountRead(queryClient, 'de');
    await waitFor(() => expect(sent).toEqual([{ locale: 'fr' }]));
    expect(storedLocale()).toBe('fr');
    expect(document.documentElement.lang).toBe('fr');
    stop();
  });
});
