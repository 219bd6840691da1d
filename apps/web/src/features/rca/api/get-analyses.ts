import { analysisSchema, type Analysis } from '@steady/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';

const analysesResponseSchema = z.object({ data: z.array(analysisSchema) });

/** GET /api/account/analyses (bearer): the person's own saved chain analyses, newest first. */
export async function getAnalyses({ signal }: { signal?: AbortSignal } = {}): Promise<Analysis[]> {
  const { data } = await api.get('/account/analyses', { schema: analysesResponseSchema, signal });
  return data;
}

export const analysesQueryKey = ['analyses'] as const;

export const getAnalysesQueryOptions = () =>
  queryOptions({
    queryKey: analysesQueryKey,
    queryFn: ({ signal }) => getAnalyses({ signal }),
  });

export function useAnalyses() {
  return useQuery(getAnalysesQueryOptions());
}
