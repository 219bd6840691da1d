import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * GET of a checked path of our own API (see ../utils/check-api-path.ts), through the one API client:
 * same origin, and the login token (if any) goes only there.
 */
export function getApiData(path: string, { signal }: { signal?: AbortSignal } = {}): Promise<unknown> {
  return api.get(path, { signal });
}

export const getApiDataQueryOptions = (path: string) =>
  queryOptions({
    queryKey: ['api-viewer', path],
    queryFn: ({ signal }) => getApiData(path, { signal }),
    staleTime: 0,
    retry: false,
  });

export function useApiData(path: string | null) {
  return useQuery({ ...getApiDataQueryOptions(path ?? ''), enabled: path !== null });
}
