import { recommendationsSchema, type Recommendations } from '@steady/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/account/recommendations (bearer): skills matched to the user's own latest check-in. */
export function getRecommendations({ signal }: { signal?: AbortSignal } = {}): Promise<Recommendations> {
  return api.get('/account/recommendations', { schema: recommendationsSchema, signal });
}

export const recommendationsQueryKey = ['recommendations'] as const;

export const getRecommendationsQueryOptions = () =>
  queryOptions({
    queryKey: recommendationsQueryKey,
    queryFn: ({ signal }) => getRecommendations({ signal }),
  });

export function useRecommendations() {
  return useQuery(getRecommendationsQueryOptions());
}
