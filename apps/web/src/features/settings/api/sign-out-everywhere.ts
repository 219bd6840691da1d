import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /api/account/sign-out-everywhere (bearer): every sign-in of the account ends, this one too (decision 015). */
export const signOutEverywhere = () => api.post('/account/sign-out-everywhere');

export function useSignOutEverywhere() {
  return useMutation({ mutationFn: signOutEverywhere });
}
