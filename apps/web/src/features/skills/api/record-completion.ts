import { accountSchema, skillSlugParamSchema, type Account } from '@steady/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountQueryKey } from '@/lib/account';
import { api } from '@/lib/api-client';

/** POST /api/account/completions/:slug (bearer): the skill joins the user's completed list (idempotent). */
export function recordCompletion(slug: string): Promise<Account> {
  const safe = skillSlugParamSchema.parse(slug);
  return api.post(`/account/completions/${encodeURIComponent(safe)}`, undefined, { schema: accountSchema });
}

/** Finish (carousel) and Exit (box breathing): cards then show 'Completed'. */
export function useRecordCompletion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordCompletion,
    onSuccess: (account) => {
      queryClient.setQueryData(accountQueryKey, account);
      return queryClient.invalidateQueries({ queryKey: accountQueryKey });
    },
  });
}
