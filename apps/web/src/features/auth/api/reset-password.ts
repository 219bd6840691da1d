import { RESET_PASSWORD_MESSAGE, resetPasswordBodySchema } from '@steady/contracts';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';

export const resetPasswordFormSchema = resetPasswordBodySchema.pick({ password: true });
export type ResetPasswordFormValues = z.infer<typeof resetPasswordFormSchema>;

const resetPasswordResponseSchema = z.object({ message: z.string().optional() });

/** POST /api/email/reset-password with the token from the emailed link. It does not sign in. */
export async function resetPassword(body: { token: string; password: string }): Promise<string> {
  const { message } = await api.post('/email/reset-password', body, {
    auth: false,
    schema: resetPasswordResponseSchema,
  });
  return message || RESET_PASSWORD_MESSAGE;
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
