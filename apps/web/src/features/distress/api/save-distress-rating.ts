import { clientIdSchema, distressRatingBodySchema, distressRatingSchema, type DistressRating, type DistressRatingBody } from '@steady/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-client';
import { sendOrQueue } from '@/lib/offline-outbox';
import { whatHelpsQueryKey } from './get-what-helps';

/**
 * PUT /api/account/distress-ratings/:id — one session's ratings; repeating the same PUT changes
 * nothing. Without a connection it waits on this device (lib/offline-outbox) and null is returned.
 * The 'before' and the 'after' of a session are separate writes (each leaves the other field as it
 * is), so neither replaces the other while they wait.
 */
export async function saveDistressRating(id: string, body: DistressRatingBody): Promise<DistressRating | null> {
  const safeId = clientIdSchema.parse(id);
  const parsed = distressRatingBodySchema.parse(body);
  const phase = parsed.after !== undefined ? 'after' : 'before';
  const result = await sendOrQueue(
    { method: 'PUT', path: `/account/distress-ratings/${encodeURIComponent(safeId)}`, body: parsed, key: `distress:${safeId}:${phase}` },
    { schema: distressRatingSchema },
  );
  return result.queued ? null : result.data;
}

const MAX_ATTEMPTS = 4;

/**
 * A rating must never hold the person up: the screen moves on at once and the save retries quietly
 * while the server is briefly unable to answer (offline, the outbox keeps it instead).
 */
export function shouldRetrySave(failureCount: number, error: unknown): boolean {
  if (failureCount >= MAX_ATTEMPTS - 1) return false;
  if (!(error instanceof ApiError)) return false;
  return error.status >= 500 || error.status === 429;
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
