import { trendsSchema, type Trends } from '@steady/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/account/trends?from&to: the signed-in person's own entries over those days, notes left out. */
export function getTrends({ from, to, signal }: { from: string; to: string; signal?: AbortSignal }): Promise<Trends> {
  return api.get('/account/trends', { params: { from, to }, schema: trendsSchema, signal });
}

export const trendsQueryKey = ['account', 'trends'] as const;

export const getTrendsQueryOptions = (from: string, to: string) =>
  queryOptions({ queryKey: [...trendsQueryKey, from, to], queryFn: ({ signal }) => getTrends({ from, to, signal }) });

/** The previous period stays on screen while another loads, so the page does not jump. */
export function useTrends(from: string, to: string) {
  return useQuery({ ...getTrendsQueryOptions(from, to), placeholderData: keepPreviousData });
}
