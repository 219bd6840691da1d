import type { Account } from '@steady/contracts';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { accountQueryKey } from '@/lib/account';
import { clearToken, setToken } from '@/lib/auth-token';
import { json, mockFetch } from '@/testing/mock-fetch';
import { skillsHandler } from '@/testing/skill-fixtures';
import { keepForOffline } from './keep-for-offline';

const now = { idle: (task: () => void) => task(), workerReady: () => Promise.resolve() };
const account = (favourites: string[], isPremium = false) => ({ favourites, completed: [], isPremium }) as unknown as Account;

function server() {
  const empty = () => json({ data: [] });
  const network = mockFetch({
    'GET /api/skills': skillsHandler,
    'GET /api/account/skills/wise-mind': () => json({ data: null }),
    'GET /api/account/safety-plan': empty,
    'GET /api/account/diary': empty,
    'GET /api/pages': empty,
    'GET /api/helplines': empty,
    'GET /api/account': empty,
    'GET /api/app-information': empty,
    'GET /api/rca': empty,
    'GET /api/triggers': empty,
    'GET /api/account/analyses': empty,
  });
  const skillsRead = () =>
    network
      .callsTo('GET', '/api/skills')
      .map((c) => c.url.searchParams.get('filters[slug][$eq]'))
      .filter((slug) => slug !== null)
      .sort();
  return { network, skillsRead };
}

describe('keepForOffline', () => {
  afterEach(() => {
    clearToken();
    vi.restoreAllMocks();
  });

  it('reads once what a signed-in person may need offline: plan, diary, SOS, the catalogue and every free skill', async () => {
    setToken('tok', { remember: false });
    const { network, skillsRead } = server();
    const queryClient = new QueryClient();
    const stop = keepForOffline(queryClient, now);

    queryClient.setQueryData(accountQueryKey, account(['wise-mind']));
    // The free skills of the catalogue, and the liked one even though it is premium.
    await vi.waitFor(() => expect(skillsRead()).toEqual(['5-4-3-2-1-grounding', 'box-breathing', 'tipp', 'wise-mind']));
    expect(network.callsTo('GET', '/api/account/safety-plan')).toHaveLength(1);
    expect(network.callsTo('GET', '/api/account/diary')).toHaveLength(2);
    expect(network.callsTo('GET', '/api/helplines')).toHaveLength(1);
    expect(
      network
        .callsTo('GET', '/api/pages')
        .map((c) => c.url.searchParams.get('filters[slug][$eq]'))
        .sort(),
    ).toEqual(['contact', 'faq']);

    // The account changing again reads nothing twice.
    queryClient.setQueryData(accountQueryKey, account(['wise-mind']));
    await new Promise((r) => setTimeout(r, 20));
    expect(network.callsTo('GET', '/api/account/safety-plan')).toHaveLength(1);
    expect(skillsRead()).toHaveLength(4);
    stop();
  });

  it('reads a newly liked skill alone, and nothing while offline or signed out', async () => {
    setToken('tok', { remember: false });
    const { network, skillsRead } = server();
    const queryClient = new QueryClient();
    const stop = keepForOffline(queryClient, now);
    queryClient.setQueryData(accountQueryKey, account([]));
    await vi.waitFor(() => expect(skillsRead()).toHaveLength(3));

    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    queryClient.setQueryData(accountQueryKey, account(['wise-mind']));
    await new Promise((r) => setTimeout(r, 20));
    expect(skillsRead()).toHaveLength(3);

    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    queryClient.setQueryData(accountQueryKey, account(['wise-mind', 'tipp']));
    // Both liked skills, read anew: the worker may not have been there to keep an earlier answer.
    await vi.waitFor(() => expect(skillsRead()).toEqual(['5-4-3-2-1-grounding', 'box-breathing', 'tipp', 'tipp', 'wise-mind']));
    expect(network.callsTo('GET', '/api/account/safety-plan')).toHaveLength(1);

    clearToken();
    queryClient.setQueryData(accountQueryKey, account(['wise-mind', 'tipp', 'box-breathing']));
    await new Promise((r) => setTimeout(r, 20));
    expect(network.callsTo('GET', '/api/account/safety-plan')).toHaveLength(1);
    stop();
  });
});
