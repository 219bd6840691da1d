import type { Account } from '@steady/contracts';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { accountQueryKey } from '@/lib/account';
import { json, mockFetch } from '@/testing/mock-fetch';
import { prefetchFavouriteSkills } from './prefetch-favourite-skills';

const account = (favourites: string[]) => ({ favourites, completed: [], isPremium: false }) as unknown as Account;

describe('prefetchFavouriteSkills', () => {
  afterEach(() => vi.restoreAllMocks());

  it('reads each liked skill once when the favourites are known, and not while offline', async () => {
    const network = mockFetch({ 'GET /api/skills': () => json({ data: [] }) });
    const queryClient = new QueryClient();
    const stop = prefetchFavouriteSkills(queryClient);
    const asked = () => network.callsTo('GET', '/api/skills').map((c) => c.url.searchParams.get('filters[slug][$eq]'));

    queryClient.setQueryData(accountQueryKey, account(['stop', 'tipp']));
    await vi.waitFor(() => expect(asked().sort()).toEqual(['stop', 'tipp']));

    queryClient.setQueryData(accountQueryKey, account(['stop', 'tipp']));
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    queryClient.setQueryData(accountQueryKey, account(['stop', 'tipp', 'wise-mind']));
    await new Promise((r) => setTimeout(r, 20));
    expect(asked().sort()).toEqual(['stop', 'tipp']);
    stop();
  });
});
