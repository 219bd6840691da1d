import { deleteAccountBodySchema, type DeleteAccountBody } from '@steady/contracts';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';

const deletedSchema = z.object({ deleted: z.literal(true) });

/** POST /api/account/delete (bearer): the password confirms it; the account and its data are gone after. */
export const deleteAccount = (body: DeleteAccountBody) => api.post('/account/delete', deleteAccountBodySchema.parse(body), { schema: deletedSchema });

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
