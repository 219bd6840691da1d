import { whatHelpsSchema, type WhatHelps } from '@steady/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/account/what-helps: the signed-in person's own skills, with how their distress changed. */
export function getWhatHelps({ signal }: { signal?: AbortSignal } = {}): Promise<WhatHelps> {
  return api.get('/account/what-helps', { schema: whatHelpsSchema, signal });
}

export const whatHelpsQueryKey = ['account', 'what-helps'] as const;

export const getWhatHelpsQueryOptions = () => queryOptions({ queryKey: whatHelpsQueryKey, queryFn: ({ signal }) => getWhatHelps({ signal }) });

export function useWhatHelps() {
  return useQuery(getWhatHelpsQueryOptions());
}
