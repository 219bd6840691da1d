import { helplineSchema, type Helpline } from '@steady/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';

const helplinesResponseSchema = z.object({ data: z.array(helplineSchema) });

/** GET /api/helplines: every country's helplines, public content (sorted by country, then order). */
export async function getHelplines({ signal }: { signal?: AbortSignal } = {}): Promise<Helpline[]> {
  const { data } = await api.get('/helplines', {
    params: { 'pagination[pageSize]': 100 },
    schema: helplinesResponseSchema,
    auth: false,
    signal,
  });
  return data;
}

export const helplinesQueryOptions = () => queryOptions({ queryKey: ['helplines'], queryFn: ({ signal }) => getHelplines({ signal }), staleTime: 60 * 60_000 });

export function useHelplines() {
  return useQuery(helplinesQueryOptions());
}
