import { contentQueries, rcaContentResponseSchema, type RcaContent } from '@steady/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type { RcaContent };

/** GET /api/rca — the chain analysis intro (title, description, illustrated steps: the route's view). */
export async function getRcaContent({ signal }: { signal?: AbortSignal } = {}): Promise<RcaContent | null> {
  const { data } = await api.get('/rca', { params: contentQueries.rcaContent(), schema: rcaContentResponseSchema, auth: false, signal });
  return data;
}

export const getRcaContentQueryOptions = () =>
  queryOptions({
    queryKey: ['rca', 'content'],
    queryFn: ({ signal }) => getRcaContent({ signal }),
    staleTime: 10 * 60_000,
  });

export function useRcaContent() {
  return useQuery(getRcaContentQueryOptions());
}
