import { clientIdSchema, distressRatingBodySchema, distressRatingSchema, type DistressRating, type DistressRatingBody } from '@steady/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, ApiError } from '@/lib/api-client';
import { whatHelpsQueryKey } from './get-what-helps';

/** PUT /api/account/distress-ratings/:id — one session's ratings; repeating the same PUT changes nothing. */
export function saveDistressRating(id: string, body: DistressRatingBody): Promise<DistressRating> {
  const safeId = clientIdSchema.parse(id);
  return api.put(`/account/distress-ratings/${encodeURIComponent(safeId)}`, distressRatingBodySchema.parse(body), {
    schema: distressRatingSchema,
  });
}

const MAX_ATTEMPTS = 4;

/**
 * A rating must never hold the person up: the screen moves on at once and the save retries quietly
 * while there is no real answer (offline, server briefly down). The PUT is idempotent, so a repeat is safe.
 */
export function shouldRetrySave(failureCount: number, error: unknown): boolean {
  if (failureCount >= MAX_ATTEMPTS - 1) return false;
  if (!(error instanceof ApiError)) return false;
  return error.isNetworkError || error.status >= 500 || error.status === 429;
}

export function useSaveDistressRating() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: DistressRatingBody }) => saveDistressRating(id, body),
    retry: shouldRetrySave,
    retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, 8000),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: whatHelpsQueryKey }),
  });
}
