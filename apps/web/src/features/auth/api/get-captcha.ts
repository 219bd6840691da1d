import { captchaResponseSchema, type CaptchaResponse } from '@steady/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * GET /api/captcha: a fresh, single-use challenge drawn by the server (DESIGN.md, security 5), or
 * `{ enabled: false }` when the server runs without a captcha.
 */
export function getCaptcha({ signal }: { signal?: AbortSignal } = {}): Promise<CaptchaResponse> {
  return api.get('/captcha', { schema: captchaResponseSchema, auth: false, signal });
}

export const captchaQueryKey = ['captcha'] as const;

export const getCaptchaQueryOptions = () =>
  queryOptions({
    queryKey: captchaQueryKey,
    queryFn: ({ signal }) => getCaptcha({ signal }),
    // A challenge is replaced only on purpose (reload, after each attempt, on expiry) and never
    // reused by a later visit to the form.
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

export function useCaptcha() {
  return useQuery(getCaptchaQueryOptions());
}
