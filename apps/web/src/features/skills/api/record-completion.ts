import { accountSchema, skillSlugParamSchema, type Account } from '@steady/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountQueryKey } from '@/lib/account';
import { sendOrQueue } from '@/lib/offline-outbox';

/**
 * POST /api/account/completions/:slug (bearer): the skill joins the user's completed list (idempotent);
 * null when it waits on this device for the connection (lib/offline-outbox).
 */
export async function recordCompletion(slug: string): Promise<Account | null> {
  const safe = skillSlugParamSchema.parse(slug);
  const result = await sendOrQueue(
    { method: 'POST', path: `/account/completions/${encodeURIComponent(safe)}`, key: `completion:${safe}` },
    { schema: accountSchema },
  );
  return result.queued ? null : result.data;
}

/** Finish (carousel) and Done (box breathing): cards then show 'Completed'. */
export function useRecordCompletion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordCompletion,
    onSuccess: (account) => {
      if (account) queryClient.setQueryData(accountQueryKey, account);
      return queryClient.invalidateQueries({ queryKey: accountQueryKey });
    },
  });
}
