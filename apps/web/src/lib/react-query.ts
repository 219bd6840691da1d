import { QueryClient, type DefaultOptions, type Query } from '@tanstack/react-query';
import { ApiError } from './api-client';

const MAX_RETRIES = 3;
const FIRST_DELAY_MS = 1000;
const MAX_DELAY_MS = 30_000;
/** While a query's last answer was "unavailable", it is asked again this often (the person need not tap). */
const UNAVAILABLE_REFETCH_MS = 30_000;

const isUnavailable = (error: unknown) => error instanceof ApiError && error.isServiceUnavailable;

/**
 * Retry only when the service said it is briefly unavailable (502/503/504). A 4xx is an answer: asking
 * again changes nothing. No answer at all (offline, or the server unreachable and nothing kept on the
 * device) fails at once, so the screen says what works offline instead of a spinner that waits for a
 * connection; the query is still asked again every half minute and when the connection returns.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= MAX_RETRIES) return false;
  return isUnavailable(error) && !(error as ApiError).isNetworkError;
}

/**
 * How long to wait before retry number `failureCount + 1`: the server's Retry-After when it gave one,
 * else 1 s, 2 s, 4 s … up to 30 s; spread by up to a fifth so many clients do not return at one instant.
 */
export function retryDelay(failureCount: number, error: unknown, random: () => number = Math.random): number {
  const asked = error instanceof ApiError ? error.retryAfterMs : undefined;
  const base = asked ?? Math.min(FIRST_DELAY_MS * 2 ** failureCount, MAX_DELAY_MS);
  return Math.round(base * (1 + random() / 5));
}

/** A query whose last fetch found the service unavailable keeps being asked, calmly, until it answers. */
export function refetchWhileUnavailable(query: Pick<Query, 'state'>): number | false {
  return isUnavailable(query.state.error) ? UNAVAILABLE_REFETCH_MS : false;
}

export const queryConfig = {
  queries: {
    retry: shouldRetry,
    retryDelay,
    refetchInterval: refetchWhileUnavailable,
    refetchOnWindowFocus: false,
    staleTime: 60_000,
    // Ask even when the browser says it is offline: the service worker may answer from its cache
    // (issue 10). Retries after a failure still wait for the connection to come back.
    networkMode: 'offlineFirst',
  },
  mutations: {
    // A write is never sent again by itself, so it cannot be made twice; a mutation that is safe to
    // repeat (an idempotent PUT, a create with its client id) opts in, and waits as the server asks.
    retry: false,
    retryDelay,
  },
} satisfies DefaultOptions;

export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: queryConfig });
}
