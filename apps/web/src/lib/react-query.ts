import { QueryClient, type DefaultOptions } from '@tanstack/react-query';
import { ApiError } from './api-client';

const MAX_RETRIES = 2;

/**
 * Retry only when the request never got a real answer (offline, dropped connection) or a gateway
 * said the server is briefly unavailable. A 4xx is an answer: asking again changes nothing.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= MAX_RETRIES) return false;
  if (!(error instanceof ApiError)) return false;
  return error.isNetworkError || error.status === 502 || error.status === 503 || error.status === 504;
}

export const queryConfig = {
  queries: {
    retry: shouldRetry,
    refetchOnWindowFocus: false,
    staleTime: 60_000,
    // Ask even when the browser says it is offline: the service worker may answer from its cache
    // (issue 10). Retries after a failure still wait for the connection to come back.
    networkMode: 'offlineFirst',
  },
  mutations: {
    retry: false,
  },
} satisfies DefaultOptions;

export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: queryConfig });
}
