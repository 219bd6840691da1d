import { accountSchema, type Account } from '@steady/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountQueryKey } from '@/lib/account';
import { api } from '@/lib/api-client';

/** PUT /api/account/profile { neutralEmails } (bearer): plain emails on or off, kept on the account (decision 025). */
export const saveNeutralEmails = (neutralEmails: boolean) => api.put('/account/profile', { neutralEmails }, { schema: accountSchema });

export function useSaveNeutralEmails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveNeutralEmails,
    onSuccess: (account) => queryClient.setQueryData<Account>(accountQueryKey, account),
  });
}
