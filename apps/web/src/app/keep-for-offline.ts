import type { Account } from '@steady/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { accountQueryKey } from '@/lib/account';

/**
 * Skills a person liked open offline even if they never opened them (issue 10): once the account's
 * favourites are known and there is a connection, each liked skill is read once, so the service
 * worker keeps it. Its code is loaded only then, outside the first route.
 */
export function prefetchFavouriteSkills(queryClient: QueryClient): () => void {
  const fetched = new Set<string>();
  return queryClient.getQueryCache().subscribe((event) => {
    const { queryKey, state } = event.query;
    if (queryKey.length !== accountQueryKey.length || queryKey[0] !== accountQueryKey[0]) return;
    const account = state.data as Account | undefined;
    if (!account || !navigator.onLine) return;
    const slugs = account.favourites.filter((slug) => !fetched.has(slug));
    if (slugs.length === 0) return;
    for (const slug of slugs) fetched.add(slug);
    void import('@/features/skills/api/get-skill').then(({ getSkillQueryOptions }) => {
      for (const slug of slugs) void queryClient.prefetchQuery(getSkillQueryOptions(slug, account.isPremium));
    });
  });
}
